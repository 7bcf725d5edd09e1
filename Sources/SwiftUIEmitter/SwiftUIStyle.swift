public import LayoutIR
public import Semantics
import SwiftSource

/// How colours and fonts are spelt in SwiftUI: the system's colours as `Color` members and hierarchical styles, never
/// a hex; assets by name; tokens by the ruleset's SwiftUI symbols (or its UIKit ones, wrapped); fonts as text styles
/// with a weight wherever a style's size fits.
public struct SwiftUIStyle: Sendable, Hashable {
  /// The ruleset's SwiftUI symbols.
  public var symbols: TokenSymbols
  /// Its UIKit symbols, for a colour token it spells only for UIKit.
  public var uikitSymbols: TokenSymbols
  /// The images that are SF Symbols, by name; every other image is an asset.
  public var symbolImages: [String: SymbolImage]
  /// The members of the design's palette (``LayoutDocument/palette``), by the literal each names.
  public var palette: [LiteralColor: String]
  /// The cases of the design's font palette (``LayoutDocument/fontPalette``), by the font each names.
  public var fontPalette: [FontValue: String] = [:]
  /// The helpers of the design's shadow styles (``LayoutDocument/shadowStyles``), by the style's name.
  public var shadowStyles: [String: String] = [:]

  /// Creates the spelling for a ruleset's symbols, a document's SF Symbol images and its palette.
  public init(
    symbols: TokenSymbols = TokenSymbols(), uikitSymbols: TokenSymbols = TokenSymbols(),
    symbolImages: [String: SymbolImage] = [:], palette: [LiteralColor: String] = [:]
  ) {
    self.symbols = symbols
    self.uikitSymbols = uikitSymbols
    self.symbolImages = symbolImages
    self.palette = palette
  }

  /// The spelling for a ruleset's symbols and the images and palette of `document`.
  public init(symbols: TokenSymbols, uikitSymbols: TokenSymbols, document: LayoutDocument) {
    let symbolImages = document.assets.compactMap { asset in asset.symbol.map { (asset.name, $0) } }
    self.init(
      symbols: symbols, uikitSymbols: uikitSymbols, symbolImages: Dictionary(symbolImages) { first, _ in first },
      palette: PaletteColor.members(document.palette))
    fontPalette = PaletteFont.members(document.fontPalette)
    shadowStyles = Dictionary(document.shadowStyles.map { ($0.name, $0.modifier) }) { first, _ in first }
  }

  /// The system colours SwiftUI names itself, by UIKit name.
  private static let colorMembers: [String: String] = [
    "systemBlue": "blue", "systemRed": "red", "systemGreen": "green", "systemOrange": "orange",
    "systemYellow": "yellow", "systemPink": "pink", "systemPurple": "purple", "systemTeal": "teal",
    "systemIndigo": "indigo", "systemGray": "gray", "systemMint": "mint", "systemCyan": "cyan",
    "systemBrown": "brown", "white": "white", "black": "black", "clear": "clear", "label": "primary",
    "secondaryLabel": "secondary",
  ]

  /// The label colours as the hierarchical styles that adapt to where they are drawn (vibrancy, selection).
  private static let hierarchical: [String: String] = [
    "label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary",
    "quaternaryLabel": "quaternary",
  ]

  /// `shadow(color:radius:x:y:)` for one shadow: its radius as the IR has it (Core Animation's, which SwiftUI's
  /// shadow shares); SwiftUI's shadow has no spread.
  public func shadow(_ shadow: ShadowSpec) -> String {
    var color = self.color(shadow.color)
    if shadow.opacity < 1 { color += ".opacity(\(SwiftLiteral.number(shadow.opacity)))" }
    var arguments = ["color: \(color)", "radius: \(SwiftLiteral.number(shadow.radius))"]
    if shadow.offset.x != 0 { arguments.append("x: \(SwiftLiteral.number(shadow.offset.x))") }
    if shadow.offset.y != 0 { arguments.append("y: \(SwiftLiteral.number(shadow.offset.y))") }
    return "shadow(\(arguments.joined(separator: ", ")))"
  }

  /// A `Color` expression, with its type where none can be inferred: `Color.blue`, `Color(.systemBackground)`.
  public func color(_ color: ColorValue) -> String {
    switch color {
    case .system(let name):
      if let member = Self.colorMembers[name] { return "Color." + member }
      return "Color(.\(name))"
    case .asset(let name): return "Color(\(SwiftLiteral.string(name)))"
    case .token(let name):
      if let symbol = symbols.colors.symbol(for: name) { return symbol }
      return
        "Color(uiColor: \(uikitSymbols.colors.symbol(for: name) ?? "UIColor(named: \(SwiftLiteral.string(name))) ?? .clear"))"
    case .rgba(let red, let green, let blue, let alpha):
      // A colour the system owns is never a literal, even where no rule named it (a gradient's stop, a stroke).
      if let system = Self.systemColor(red: red, green: green, blue: blue) {
        let named = self.color(.system(system))
        return alpha < 1 ? "\(named).opacity(\(SwiftLiteral.number(alpha)))" : named
      }
      if let member = PaletteColor.member(in: palette, red: red, green: green, blue: blue) {
        return alpha < 1 ? "Color.\(member).opacity(\(SwiftLiteral.number(alpha)))" : "Color.\(member)"
      }
      return ColorLiteral.color(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  /// The system colour a literal is, within one step per channel (``SystemColors``).
  static func systemColor(red: Double, green: Double, blue: Double) -> String? {
    SystemColors.name(red: red, green: green, blue: blue)
  }

  /// A `ShapeStyle` expression for text and icons: the label colours as `.primary`, `.secondary`, `.tertiary`.
  public func foreground(_ color: ColorValue) -> String {
    if case .system(let name) = color, let style = Self.hierarchical[name] { return "." + style }
    return shortColor(color)
  }

  /// A `Color` expression where the type is inferred: `.blue`, `Color(.systemBackground)`.
  public func shortColor(_ color: ColorValue) -> String {
    let full = self.color(color)
    return full.hasPrefix("Color.") ? String(full.dropFirst(5)) : full
  }

  /// A `Font` expression where the type is inferred: a text style with its weight where a style's size fits, a
  /// custom font relative to the nearest style, a system font of a point size only where no style has its size.
  ///
  /// A font at a number token's size spells the token where it spells a size; a system font the size of a text style
  /// stays that style, which follows the user's text size.
  public func font(_ font: FontValue) -> (expression: String, todo: String?) {
    if let member = fontPalette[font] { return (".app(.\(member))", nil) }
    return spelt(font, points: nil)
  }

  /// `font` with its size spelt `points` where that is given (a number token's symbol).
  private func spelt(_ font: FontValue, points: String?) -> (expression: String, todo: String?) {
    switch font {
    case .textStyle(let style): return ("." + Self.styleName(style), nil)
    case .system(let size, let weight, let italic, _):
      var expression: String
      if let style = Self.style(ofSize: size, weight: weight) {
        expression = "." + Self.styleName(style)
        if weight != Self.defaultWeight(of: style) { expression += ".weight(.\(weight.rawValue))" }
      } else {
        expression = ".system(size: \(points ?? SwiftLiteral.number(size)), weight: .\(weight.rawValue))"
      }
      return (italic ? expression + ".italic()" : expression, nil)
    case .named(let name, let size, let scaled):
      return (Self.custom(name, size: size, points: points, scaled: scaled), nil)
    case .family(let name, let size, let weight, let italic, let scaled):
      var expression = Self.custom(name, size: size, points: points, scaled: scaled)
      if weight != .regular { expression += ".weight(.\(weight.rawValue))" }
      return (italic ? expression + ".italic()" : expression, nil)
    case .token(let name):
      if let symbol = symbols.fonts.symbol(for: name) { return (symbol, nil) }
      return (".body", "font token '\(name)' has no SwiftUI symbol (targets.swiftui.fonts): shown as body")
    case .styleToken(let name, let standing):
      if let symbol = symbols.fonts.symbol(for: name) { return (symbol, nil) }
      return self.font(standing)
    case .sizeToken(let name, let sized):
      return spelt(sized, points: symbols.numbers.symbol(for: name))
    }
  }

  private static func custom(_ name: String, size: Double, points spelt: String?, scaled: Bool) -> String {
    let points = spelt ?? SwiftLiteral.number(size)
    guard scaled else { return ".custom(\(SwiftLiteral.string(name)), fixedSize: \(points))" }
    let style = styleName(DynamicTypeStyle.nearest(toSize: size))
    return ".custom(\(SwiftLiteral.string(name)), size: \(points), relativeTo: .\(style))"
  }

  /// The text style whose default size is `size`: headline rather than body for semibold 17 pt.
  static func style(ofSize size: Double, weight: FontWeight) -> DynamicTypeStyle? {
    let matching = DynamicTypeStyle.allCases.filter { abs($0.defaultSize - size) < 0.01 }
    if matching.count > 1 { return weight == .semibold ? .headline : .body }
    return matching.first
  }

  /// SwiftUI's name of a text style.
  static func styleName(_ style: DynamicTypeStyle) -> String {
    switch style {
    case .title1: "title"
    case .caption1: "caption"
    default: style.rawValue
    }
  }

  private static func defaultWeight(of style: DynamicTypeStyle) -> FontWeight {
    style == .headline ? .semibold : .regular
  }

  /// An `Image` expression for the image `name`: an SF Symbol by its system name, or an asset.
  public func image(_ name: String) -> String {
    symbolImages[name] != nil
      ? "Image(systemName: \(SwiftLiteral.string(name)))" : "Image(\(SwiftLiteral.string(name)))"
  }

  /// Whether `name` is an SF Symbol.
  public func isSymbol(_ name: String) -> Bool { symbolImages[name] != nil }
}
