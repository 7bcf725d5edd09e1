/// A font as the design system names it.
public enum FontValue: Sendable, Hashable {
  /// A Dynamic Type text style: the system font at the user's text size.
  case textStyle(DynamicTypeStyle)
  /// The system font at a point size; `scaled` makes it follow Dynamic Type from that size, by the metrics of the
  /// nearest text style (``DynamicTypeStyle/nearest(toSize:)``).
  case system(size: Double, weight: FontWeight, italic: Bool = false, scaled: Bool)
  /// A font by PostScript name at a point size (the system font where it is missing); `scaled` as above.
  case named(String, size: Double, scaled: Bool)
  /// A font family at a weight, matched by a font descriptor that keeps the weight (where a design names a family
  /// and no PostScript name); `scaled` as above.
  case family(String, size: Double, weight: FontWeight, italic: Bool = false, scaled: Bool)
  /// A team's design token; the ruleset maps its name to a symbol per output target.
  case token(String)
  /// A text style of the design (a Figma text style) by name, standing for `font`: screens spell the style's token
  /// (`UIFont.app(.headingLarge)`), which the generated typography declares as `font`.
  indirect case styleToken(String, font: FontValue)
  /// `font` (a system, named or family font) at the size of a number token the design binds its size to: screens spell
  /// its size with the token's symbol (`FontSize.body`).
  indirect case sizeToken(String, font: FontValue)

  /// The font itself: a text style's token is the font it stands for, a font at a token's size that font.
  public var concrete: FontValue {
    switch self {
    case .styleToken(_, let font), .sizeToken(_, let font): font.concrete
    default: self
    }
  }

  /// The number token the font's size is (a design's text style's, for its token), if any.
  public var sizeToken: String? {
    switch self {
    case .sizeToken(let name, _): name
    case .styleToken(_, let font): font.sizeToken
    default: nil
    }
  }

  /// This font at the size of the number token `name`, whose value is `value`.
  ///
  /// Nil unless it is a system, named or family font of that size (to 1/1000 pt): a Dynamic Type style keeps its own
  /// size.
  public func sized(byToken name: String, value: Double) -> FontValue? {
    switch self {
    case .system(let size, _, _, _), .named(_, let size, _), .family(_, let size, _, _, _):
      abs(size - value) < 0.0005 ? .sizeToken(name, font: self) : nil
    case .textStyle, .token, .styleToken, .sizeToken: nil
    }
  }

  /// The size the font has at the default text size, when it says (a team's token does not).
  public var pointSize: Double? {
    switch concrete {
    case .textStyle(let style): style.defaultSize
    case .system(let size, _, _, _), .named(_, let size, _), .family(_, let size, _, _, _): size
    case .token, .styleToken, .sizeToken: nil
    }
  }
}

/// The Dynamic Type text styles of iOS.
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

  /// The style's size at the default content size (Large), in points.
  public var defaultSize: Double {
    switch self {
    case .largeTitle: 34
    case .title1: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

  /// The style whose default size is nearest `size` (the larger on a tie), whose metrics scale a font of that size:
  /// body for 17, title 1 for 28 whatever the weight.
  public static func nearest(toSize size: Double) -> DynamicTypeStyle {
    let candidates: [DynamicTypeStyle] = [
      .largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]
    var best = DynamicTypeStyle.body
    var distance = Double.infinity
    for style in candidates where abs(style.defaultSize - size) < distance {
      best = style
      distance = abs(style.defaultSize - size)
    }
    return best
  }
}

/// The nine weights of the system font.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The weight a PostScript name says after its family (`Inter-SemiBold` → semibold, `Roboto-BlackItalic` →
  /// black), or nil when it says none.
  public init?(postScriptName name: String) {
    let weights: [(String, FontWeight)] = [
      ("extralight", .ultraLight), ("ultralight", .ultraLight), ("thin", .thin), ("light", .light),
      ("regular", .regular), ("book", .regular), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
      ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    guard let dash = name.lastIndex(of: "-") else {
      // A name without its dash (`HelveticaNeueBold`, as some exports spell it) ends in its style.
      let style = name.lowercased().replacing("italic", with: "")
      let longestFirst = weights.sorted { $0.0.count > $1.0.count }
      guard let weight = longestFirst.first(where: { style.hasSuffix($0.0) && style.count > $0.0.count })?.1 else {
        return nil
      }
      self = weight
      return
    }
    let style = name[name.index(after: dash)...].lowercased().replacing("italic", with: "")
    guard let weight = weights.first(where: { style == $0.0 })?.1 else { return nil }
    self = weight
  }

  /// The weight nearest a CSS-style numeric weight (100…900, as Figma gives it; anything else is clamped, and a
  /// number that is not finite is regular).
  public init(numeric value: Double) {
    let step = value.isFinite ? Int((min(max(value, 0), 1_000) / 100).rounded()) : 4
    self = Self.allCases[min(max(step, 1), 9) - 1]
  }
}
