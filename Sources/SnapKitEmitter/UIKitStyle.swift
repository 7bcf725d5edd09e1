public import LayoutIR
public import Semantics
import SwiftSource

/// How colours and fonts are spelt in UIKit: platform colours as `UIColor` members, assets by name, tokens by the
/// ruleset's symbols (``TokenSymbols``), fonts as Dynamic Type styles or scaled system and named fonts.
public struct UIKitStyle: Sendable, Hashable {
  public var symbols: TokenSymbols
  /// The images that are SF Symbols, by name, with their configuration; every other image is an asset.
  public var symbolImages: [String: SymbolImage]
  /// The members of the design's palette (``LayoutDocument/palette``), by the literal each names.
  public var palette: [LiteralColor: String]
  /// The cases of the design's font palette (``LayoutDocument/fontPalette``), by the font each names.
  public var fontPalette: [FontValue: String] = [:]
  /// The shadow styles of the design (``LayoutDocument/shadowStyles``), by name.
  public var shadowStyles: [String: ShadowStyleSpec] = [:]

  /// Creates the spelling for a ruleset's symbols, a document's SF Symbol images and its palette.
  public init(
    symbols: TokenSymbols = TokenSymbols(), symbolImages: [String: SymbolImage] = [:],
    palette: [LiteralColor: String] = [:]
  ) {
    self.symbols = symbols
    self.symbolImages = symbolImages
    self.palette = palette
  }

  /// The spelling for a ruleset's symbols and the images and palette of `document`.
  public init(symbols: TokenSymbols, document: LayoutDocument) {
    let symbolImages = document.assets.compactMap { asset in asset.symbol.map { (asset.name, $0) } }
    self.init(
      symbols: symbols, symbolImages: Dictionary(symbolImages) { first, _ in first },
      palette: PaletteColor.members(document.palette))
    fontPalette = PaletteFont.members(document.fontPalette)
    shadowStyles = Dictionary(document.shadowStyles.map { ($0.name, $0) }) { first, _ in first }
  }

  /// A `UIImage?` expression for the image `name`: an SF Symbol at its point size and weight, or an asset.
  public func image(_ name: String) -> String {
    guard let symbol = symbolImages[name] else { return "UIImage(named: \(SwiftLiteral.string(name)))" }
    return "UIImage(systemName: \(SwiftLiteral.string(name)), withConfiguration: \(symbolConfiguration(symbol)))"
  }

  /// A `UIImage.SymbolConfiguration` expression.
  public func symbolConfiguration(_ symbol: SymbolImage) -> String {
    "UIImage.SymbolConfiguration(pointSize: \(SwiftLiteral.number(symbol.pointSize)), weight: .\(symbol.weight.rawValue))"
  }

  /// A `UIColor` expression.
  public func color(_ color: ColorValue) -> String {
    switch color {
    case .system(let name): return "." + name
    case .asset(let name): return "UIColor(named: \(SwiftLiteral.string(name)))"
    case .token(let name):
      // The rule engine refuses a token without a symbol; an asset of the same name is the honest fallback.
      return symbols.colors.symbol(for: name) ?? "UIColor(named: \(SwiftLiteral.string(name)))"
    case .rgba(let red, let green, let blue, let alpha):
      // White and black are the platform's; a colour of the palette is its member.
      let literal = LiteralColor(red: red, green: green, blue: blue, alpha: alpha)
      if let fixed = literal.fixedSystemName {
        return alpha < 1 ? "UIColor.\(fixed).withAlphaComponent(\(SwiftLiteral.number(alpha)))" : "." + fixed
      }
      if let member = PaletteColor.member(in: palette, red: red, green: green, blue: blue) {
        return alpha < 1 ? "UIColor.\(member).withAlphaComponent(\(SwiftLiteral.number(alpha)))" : "UIColor.\(member)"
      }
      return ColorLiteral.uiColor(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  /// A `UIColor` expression that names its type, for where none is inferred (a value in `[NSAttributedString.Key:
  /// Any]`): `UIColor.systemBlue`, not `.systemBlue`.
  public func typedColor(_ color: ColorValue) -> String { Self.typed(self.color(color), as: "UIColor") }

  /// A `UIFont` expression that names its type, as ``typedColor(_:)``.
  public func typedFont(_ font: FontValue) -> String { Self.typed(self.font(font), as: "UIFont") }

  private static func typed(_ expression: String, as type: String) -> String {
    expression.hasPrefix(".") ? type + expression : expression
  }

  /// A `UIColor` expression that is never nil: an asset or a token (which may be) falls back to `fallback`.
  public func color(_ color: ColorValue, orElse fallback: String) -> String {
    isNeverNil(color) ? typedColor(color) : "(\(self.color(color)) as UIColor?) ?? \(fallback)"
  }

  /// Whether the expression of `color` is never nil: a platform colour, a literal, a token figsnap declares; an asset
  /// or a team's token may be.
  public func isNeverNil(_ color: ColorValue) -> Bool {
    switch color {
    case .system, .rgba: true
    case .token(let name): symbols.colors.isDeclared(name)
    case .asset: false
    }
  }

  /// A `CGColor` expression for a layer: platform colours and literals are never nil, an asset may be; a token's
  /// symbol may be either, so it is read as an optional.
  public func cgColor(_ color: ColorValue) -> String {
    switch color {
    case .system(let name): "UIColor.\(name).cgColor"
    case .rgba: "\(typedColor(color)).cgColor"
    case .asset: "\(self.color(color))?.cgColor"
    case .token(let name) where symbols.colors.isDeclared(name): "\(self.color(color)).cgColor"
    case .token: "(\(self.color(color)) as UIColor?)?.cgColor"
    }
  }

  /// A `UIFont` expression.
  ///
  /// A scaled font follows Dynamic Type by the metrics of the text style nearest its size (title 1 for 28 pt,
  /// whatever the weight), as `UIFontMetrics(forTextStyle:)` does for a custom font: one call of the support file's
  /// helpers (``SupportFont/scaledFonts``).
  public func font(_ font: FontValue) -> String {
    if let member = fontPalette[font] { return "UIFont.app(.\(member))" }
    return spelt(font, points: nil)
  }

  /// `font` with its size spelt `points` where that is given (a number token's symbol).
  private func spelt(_ font: FontValue, points spelt: String?) -> String {
    switch font {
    case .textStyle(let style): return "UIFont.preferredFont(forTextStyle: .\(style.rawValue))"
    case .system(let size, let weight, let italic, let scaled):
      let points = spelt ?? SwiftLiteral.number(size)
      guard !scaled else {
        let arguments = Self.weight(weight) + (italic ? ", italic: true" : "")
        return "UIFont.scaledSystem(size: \(points)\(arguments), relativeTo: .\(Self.nearestStyle(size)))"
      }
      let upright = "UIFont.systemFont(ofSize: \(points), weight: .\(weight.rawValue))"
      // Symbolic traits replace the descriptor's own: a bold font keeps its bold trait beside the italic one.
      let traits = [FontWeight.bold, .heavy, .black].contains(weight) ? "[.traitBold, .traitItalic]" : ".traitItalic"
      return italic
        ? "UIFont(descriptor: \(upright).fontDescriptor.withSymbolicTraits(\(traits)) ?? \(upright).fontDescriptor, "
          + "size: \(points))"
        : ".systemFont(ofSize: \(points), weight: .\(weight.rawValue))"
    case .named(let name, let size, let scaled):
      let points = spelt ?? SwiftLiteral.number(size)
      // Where the font is not bundled, the system font at the weight its name says.
      let weight = FontWeight(postScriptName: name).map(Self.weight) ?? ""
      guard !scaled else {
        return
          "UIFont.scaled(\(SwiftLiteral.string(name)), size: \(points)\(weight), relativeTo: .\(Self.nearestStyle(size)))"
      }
      return "UIFont(name: \(SwiftLiteral.string(name)), size: \(points)) ?? .systemFont(ofSize: \(points)\(weight))"
    case .family(let name, let size, let weight, let italic, let scaled):
      let points = spelt ?? SwiftLiteral.number(size)
      guard !scaled else {
        let arguments = Self.weight(weight) + (italic ? ", italic: true" : "")
        return "UIFont.scaled(family: \(SwiftLiteral.string(name)), size: \(points)\(arguments), "
          + "relativeTo: .\(Self.nearestStyle(size)))"
      }
      var traits = ["UIFontDescriptor.TraitKey.weight: UIFont.Weight.\(weight.rawValue).rawValue"]
      if italic { traits.append(".symbolic: UIFontDescriptor.SymbolicTraits.traitItalic.rawValue") }
      let traitsType = italic ? " as [UIFontDescriptor.TraitKey: Any]" : ""
      let descriptor =
        "UIFontDescriptor(fontAttributes: [.family: \(SwiftLiteral.string(name)), .traits: [\(traits.joined(separator: ", "))]\(traitsType)])"
      return "UIFont(descriptor: \(descriptor), size: \(points))"
    case .token(let name):
      return symbols.fonts.symbol(for: name) ?? ".preferredFont(forTextStyle: .body)"
    case .styleToken(let name, let standing):
      return symbols.fonts.symbol(for: name) ?? self.font(standing)
    case .sizeToken(let name, let sized):
      return self.spelt(sized, points: symbols.numbers.symbol(for: name))
    }
  }

  /// `, weight: .medium` for a helper's weight argument; nothing for the regular weight, its default.
  private static func weight(_ weight: FontWeight) -> String {
    weight == .regular ? "" : ", weight: .\(weight.rawValue)"
  }

  /// The text style whose metrics a font of `size` scales by.
  private static func nearestStyle(_ size: Double) -> String { DynamicTypeStyle.nearest(toSize: size).rawValue }

  /// A length that goes with text in `font` (a line height), as an expression (the symbol of its number `token`
  /// where it has one): scaled by the metrics of the font's
  /// text style where the font follows Dynamic Type, so that lines keep their room at the user's text size.
  public func scaledLength(_ points: Double, token: String? = nil, for font: FontValue?) -> String {
    let literal = symbols.length(points, token: token)
    let style: DynamicTypeStyle
    switch font?.concrete {
    case .textStyle(let textStyle)?: style = textStyle
    case .system(let size, _, _, true)?, .named(_, let size, true)?, .family(_, let size, _, _, true)?:
      style = DynamicTypeStyle.nearest(toSize: size)
    default: return literal
    }
    return "UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledValue(for: \(literal))"
  }

}
