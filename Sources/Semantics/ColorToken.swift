/// A colour of the team's design system: a Figma variable (or style) by name, with its value in each mode of the
/// collection that sets it (`Light`, `Dark`), for each output target to declare its own way.
public struct ColorToken: Sendable, Hashable {
  /// The design's name, grouped by slashes: `Alias/background/neutral/subtle-default`.
  public var name: String
  /// The Swift name screens use: the variable's `codeSyntax.iOS` when the file gives one, else made from its name
  /// (`backgroundNeutralSubtleDefault`).
  public var symbol: String
  /// What the design says the token is for.
  public var description: String
  /// The value in each mode, the collection's default mode first; one value when no mode changes it.
  public var values: [ModeColor]

  /// Creates a token.
  public init(name: String, symbol: String, description: String = "", values: [ModeColor]) {
    self.name = name
    self.symbol = symbol
    self.description = description
    self.values = values
  }

  /// The name of the file that declares a design's colour tokens, in either target.
  public static let fileName = "ColorTokens.swift"

  /// The value in the mode named like `appearance` (`dark`, `light`, whatever the case), of high contrast or not
  /// (`Dark High Contrast`, `HC Dark`), if the token has one.
  public func value(forMode appearance: String, highContrast: Bool = false) -> ModeColor? {
    values.first { value in
      let words = value.mode.lowercased().split(whereSeparator: { !$0.isLetter })
      let contrast = words.contains("contrast") || words.contains("hc")
      return contrast == highContrast
        && (words.contains { $0 == appearance }
          || (contrast && appearance == "light"
            && !words.contains("dark")))
    }
  }

  /// A colour in one mode.
  public struct ModeColor: Sendable, Hashable {
    /// The mode's name: `Light`.
    public var mode: String
    /// sRGB channels and alpha, each 0…1.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a mode's colour.
    public init(mode: String, red: Double, green: Double, blue: Double, alpha: Double) {
      self.mode = mode
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// The colour as a value the emitters spell.
    public var color: ColorValue { .rgba(red: red, green: green, blue: blue, alpha: alpha) }

    /// `Wireframe #E1E1E1`, `Dark #FFFFFF at 40%`, `#0A84FF`: the mode (when it has a name) and its value, for a
    /// comment.
    public var summary: String {
      let channels = [red, green, blue].map { min(255, max(0, Int(($0 * 255).rounded()))) }
      let digits = channels.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
      let opacity = alpha < 1 ? " at \(Int((alpha * 100).rounded()))%" : ""
      return (mode.isEmpty ? "" : mode + " ") + "#\(digits.joined())\(opacity)"
    }
  }
}
