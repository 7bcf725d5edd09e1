/// A colour token kept in the asset catalogue (a ruleset's `options.color_tokens = "catalog"`): the colour set the
/// manifest lists for `figsnap assets` to write, with the token's value in each appearance it has.
public struct ColorSetSpec: Sendable, Hashable {
  /// An appearance a colour set can give a value of its own.
  public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Light, or any appearance without a value of its own.
    case any
    case dark
    /// Light with Increase Contrast on.
    case highContrast
    case darkHighContrast
  }

  /// sRGB channels and alpha, each 0…1.
  public struct Components: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// The set's name in the catalogue, which the code refers to it by: the token's Swift name (`brandPrimary`).
  public var name: String
  /// The design's name of the token: `Brand/Primary`.
  public var token: String
  /// Its value in each appearance it has one for; `any` always.
  public var values: [Appearance: Components]

  /// Creates a colour set.
  public init(name: String, token: String, values: [Appearance: Components]) {
    self.name = name
    self.token = token
    self.values = values
  }
}
