import LayoutIR
public import Semantics

/// How colours and fonts are spelt in UIKit: platform colours as `UIColor` members, assets by name, tokens by the
/// ruleset's symbols (``TokenSymbols``), fonts as Dynamic Type styles or scaled system and named fonts.
public struct UIKitStyle: Sendable, Hashable {
  public var symbols: TokenSymbols

  /// Creates the spelling for a ruleset's symbols.
  public init(symbols: TokenSymbols = TokenSymbols()) { self.symbols = symbols }

  /// A `UIColor` expression.
  public func color(_ color: ColorValue) -> String {
    switch color {
    case .system(let name): return "." + name
    case .asset(let name): return "UIColor(named: \(SwiftLiteral.string(name)))"
    case .token(let name):
      // The rule engine refuses a token without a symbol; an asset of the same name is the honest fallback.
      return symbols.colors.symbol(for: name) ?? "UIColor(named: \(SwiftLiteral.string(name)))"
    case .rgba(let red, let green, let blue, let alpha):
      let channels = [red, green, blue, alpha].map(SwiftLiteral.number)
      return "UIColor(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), alpha: \(channels[3]))"
    }
  }

  /// A `CGColor` expression for a layer: platform colours and literals are never nil, an asset may be; a token's
  /// symbol may be either, so it is read as an optional.
  public func cgColor(_ color: ColorValue) -> String {
    switch color {
    case .system(let name): "UIColor.\(name).cgColor"
    case .rgba: "\(self.color(color)).cgColor"
    case .asset: "\(self.color(color))?.cgColor"
    case .token: "(\(self.color(color)) as UIColor?)?.cgColor"
    }
  }

  /// A `UIFont` expression.
  public func font(_ font: FontValue) -> String {
    switch font {
    case .textStyle(let style): return "UIFont.preferredFont(forTextStyle: .\(style.rawValue))"
    case .system(let size, let weight, let scaled):
      return scaledIf(scaled, ".systemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight.rawValue))")
    case .named(let name, let size, let scaled):
      let points = SwiftLiteral.number(size)
      return scaledIf(
        scaled, "UIFont(name: \(SwiftLiteral.string(name)), size: \(points)) ?? .systemFont(ofSize: \(points))")
    case .token(let name):
      return symbols.fonts.symbol(for: name) ?? ".preferredFont(forTextStyle: .body)"
    }
  }

  private func scaledIf(_ scaled: Bool, _ font: String) -> String {
    scaled ? "UIFontMetrics.default.scaledFont(for: \(font))" : font
  }
}
