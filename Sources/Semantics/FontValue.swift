/// A font as the design system names it.
public enum FontValue: Sendable, Hashable {
  /// A Dynamic Type text style: the system font at the user's text size.
  case textStyle(DynamicTypeStyle)
  /// The system font at a point size; `scaled` makes it follow Dynamic Type from that size.
  case system(size: Double, weight: FontWeight, scaled: Bool)
  /// A font by PostScript or family name at a point size (the system font where it is missing); `scaled` as above.
  case named(String, size: Double, scaled: Bool)
  /// A team's design token; the ruleset maps its name to a symbol per output target.
  case token(String)
}

/// The Dynamic Type text styles of iOS.
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}

/// The nine weights of the system font.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The weight nearest a CSS-style numeric weight (100…900, as Figma gives it; anything else is clamped, and a
  /// number that is not finite is regular).
  public init(numeric value: Double) {
    let step = value.isFinite ? Int((min(max(value, 0), 1_000) / 100).rounded()) : 4
    self = Self.allCases[min(max(step, 1), 9) - 1]
  }
}
