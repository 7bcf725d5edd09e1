/// A custom font the design draws more than once without a text style, named in the generated typography by its
/// family, weight and size (`lexendMedium14`) so the screens say `UIFont.app(.lexendMedium14)`, not the font each time.
public struct PaletteFont: Sendable, Hashable {
  /// The case of ``TextStyleToken/typeName`` screens use: `lexendMedium14`.
  public var symbol: String
  public var font: FontValue
  /// How many times the screens draw it.
  public var uses: Int

  /// Creates a palette font.
  public init(symbol: String, font: FontValue, uses: Int) {
    self.symbol = symbol
    self.font = font
    self.uses = uses
  }

  /// The case of each font of `palette`, by font.
  public static func members(_ palette: [PaletteFont]) -> [FontValue: String] {
    Dictionary(palette.map { ($0.font, $0.symbol) }) { first, _ in first }
  }

  /// Whether `font` may be one: a custom font (a family or a PostScript name), which each use spells out in full.
  public static func isCandidate(_ font: FontValue) -> Bool {
    switch font {
    case .named, .family: true
    case .sizeToken(_, let font): isCandidate(font)
    case .textStyle, .system, .token, .styleToken: false
    }
  }
}
