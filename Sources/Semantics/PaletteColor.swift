/// A literal colour as the palette tells colours apart: each sRGB channel in 1/255 steps, alpha in 1/1000.
public struct LiteralColor: Sendable, Hashable, Comparable {
  /// Channels 0…255.
  public var red: Int
  public var green: Int
  public var blue: Int
  /// Alpha 0…1000.
  public var alpha: Int

  /// The literal of channels and alpha each 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
    self.red = byte(red)
    self.green = byte(green)
    self.blue = byte(blue)
    self.alpha = Int((min(1, max(0, alpha)) * 1000).rounded())
  }

  /// The literal `color` is, nil for a colour of any other kind.
  public init?(_ color: ColorValue) {
    guard case .rgba(let red, let green, let blue, let alpha) = color else { return nil }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) < (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  /// `#2E7D32`.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// `#2E7D32`, `#000000 at 40%`: for a comment.
  public var summary: String {
    alpha < 1000 ? "\(hex) at \(Int((Double(alpha) / 10).rounded()))%" : hex
  }

  /// The UIKit colour every appearance shows it as, when it is one: `white` or `black`, whatever its alpha.
  public var fixedSystemName: String? {
    if red == 255, green == 255, blue == 255 { return "white" }
    if red == 0, green == 0, blue == 0 { return "black" }
    return nil
  }

  /// The colour drawn opaque.
  public var opaque: LiteralColor {
    var opaque = self
    opaque.alpha = 1000
    return opaque
  }

  /// Its channels and alpha, each 0…1.
  public var channels: (red: Double, green: Double, blue: Double, alpha: Double) {
    (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 1000)
  }

  /// The colour as a value.
  public var value: ColorValue {
    let channels = channels
    return .rgba(red: channels.red, green: channels.green, blue: channels.blue, alpha: channels.alpha)
  }
}

/// A colour the design repeats without a colour style or variable, named in the generated palette by its hue and
/// lightness (`green660`, `gray200`) so the screens say one name for it, and the name with an opacity where they draw
/// it translucent (`UIColor.green660.withAlphaComponent(0.2)`).
public struct PaletteColor: Sendable, Hashable {
  /// The Swift member screens use: `green660`.
  public var symbol: String
  public var color: LiteralColor
  /// How many times the screens draw it, at any opacity.
  public var uses: Int

  /// Creates a palette colour.
  public init(symbol: String, color: LiteralColor, uses: Int) {
    self.symbol = symbol
    self.color = color
    self.uses = uses
  }

  /// The member of each colour of `palette`, by its opaque colour.
  public static func members(_ palette: [PaletteColor]) -> [LiteralColor: String] {
    Dictionary(palette.map { ($0.color, $0.symbol) }) { first, _ in first }
  }

  /// The member of `palette` (``members(_:)``) that draws `red`, `green`, `blue` (0…1), whatever the opacity it is
  /// drawn at; nil where the palette has none.
  public static func member(
    in palette: [LiteralColor: String], red: Double, green: Double, blue: Double
  ) -> String? {
    palette[LiteralColor(red: red, green: green, blue: blue, alpha: 1)]
  }

  /// Whether SwiftUI spells the colour as its own (`Color.white`, `Color.blue`, within one step of a channel), so
  /// its palette has no member for it.
  public var isSwiftUISystemColor: Bool {
    let channels = color.channels
    return SystemColors.name(red: channels.red, green: channels.green, blue: channels.blue) != nil
  }

  /// The palette of `uses` (each opaque colour with how many times the screens draw it, at any opacity), by name.
  ///
  /// Each is named by its value alone, so that a colour keeps its name whatever the others are: its hue family and
  /// lightness in steps of 10 (`green660`), and its hex where another colour shares that name (`green660Hex2E7D32`).
  /// No name is one of `taken` (the members the design's tokens have already).
  public static func palette(_ uses: [LiteralColor: Int], taken: Set<String> = []) -> [PaletteColor] {
    let named = Dictionary(grouping: uses.keys) { name(of: $0) }
    var used = taken
    var palette: [PaletteColor] = []
    for (name, group) in named.sorted(by: { $0.key < $1.key }) {
      for color in group.sorted() {
        var symbol = group.count > 1 ? name + "Hex" + color.hex.dropFirst() : name
        while !used.insert(symbol).inserted { symbol += "Palette" }
        palette.append(PaletteColor(symbol: symbol, color: color, uses: uses[color] ?? 0))
      }
    }
    return palette.sorted { naturalOrder($0.symbol, $1.symbol) }
  }

  /// Whether `first` comes before `second` with their numbers read as numbers: `blue50` before `blue150`.
  public static func naturalOrder(_ first: String, _ second: String) -> Bool {
    func parts(_ name: String) -> [(text: String, number: Int)] {
      var parts: [(text: String, number: Int)] = []
      var text = ""
      var digits = ""
      for character in name {
        if character.isASCII, character.isNumber {
          digits.append(character)
        } else {
          if !digits.isEmpty {
            parts.append((text, Int(digits) ?? 0))
            (text, digits) = ("", "")
          }
          text.append(character)
        }
      }
      parts.append((text, Int(digits) ?? -1))
      return parts
    }
    for (left, right) in zip(parts(first), parts(second)) where left != right {
      return left.text != right.text ? left.text < right.text : left.number < right.number
    }
    return first.count < second.count
  }

  /// `green660`, `gray200`: the hue's family (gray where the colour has next to none) and 1000 − 1000 × its HSL
  /// lightness, in steps of 10 between 10 and 990; its opacity is not part of it.
  static func name(of color: LiteralColor) -> String {
    if let fixed = color.fixedSystemName { return fixed }
    let channels = [color.red, color.green, color.blue].map { Double($0) / 255 }
    let high = channels.max() ?? 0
    let low = channels.min() ?? 0
    let lightness = (high + low) / 2
    let chroma = high - low
    let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
    let family = saturation < 0.2 || chroma < 0.04 ? "gray" : hueFamily(channels, high: high, chroma: chroma)
    let shade = min(990, max(10, ((1 - lightness) * 100).rounded() * 10))
    return family + String(Int(shade))
  }

  /// The family of the hue of `channels` (0…1), by the hue's angle.
  private static func hueFamily(_ channels: [Double], high: Double, chroma: Double) -> String {
    let (red, green, blue) = (channels[0], channels[1], channels[2])
    var hue: Double
    if high == red {
      hue = (green - blue) / chroma
    } else if high == green {
      hue = (blue - red) / chroma + 2
    } else {
      hue = (red - green) / chroma + 4
    }
    hue = (hue * 60).truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let families: [(upTo: Double, name: String)] = [
      (12, "red"), (40, "orange"), (65, "yellow"), (90, "lime"), (150, "green"), (180, "teal"), (200, "cyan"),
      (235, "blue"), (250, "indigo"), (268, "violet"), (300, "purple"), (345, "pink"), (360, "red"),
    ]
    return families.first { hue < $0.upTo }?.name ?? "red"
  }
}
