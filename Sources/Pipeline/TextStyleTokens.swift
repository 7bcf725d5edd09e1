import Decisions
import Diagnostics
import FigmaModel
import JSONText
import Semantics
import SwiftSource

/// The text styles of a design (its Figma text styles) as tokens: each style the screens' texts use, in the font those
/// texts draw it in.
///
/// A design file carries its styles' names, not their values; the values come from the texts that use them.
enum TextStyleTokens {
  /// The text style tokens of `tree`, and what reading them found.
  ///
  /// A style drawn in several fonts is the font most of its texts use (a warning lists the others); a text drawn in
  /// another font than its style's is no use of the style any more: its style name is cleared, so the rules and the
  /// planner see its own font.
  static func tokens(of tree: inout DesignTree) -> (tokens: [TextStyleToken], diagnostics: [Diagnostic]) {
    var uses = StyleUses<FontKey, TextStyle>()
    // The variables each style's texts bind their font size to, with how many texts do.
    var sizeVariables: [String: [String: Int]] = [:]
    // A hidden layer draws nothing: its text's style is no use.
    func visit(_ node: DesignNode) {
      guard node.properties.visible else { return }
      if let text = node.text, let name = text.styleName {
        uses.add(text.style, key: FontKey(style: text.style, styleName: nil), style: name, node: node.id)
        for binding in node.boundVariables where binding.length == .fontSize {
          sizeVariables[name, default: [:]][binding.id, default: 0] += 1
        }
      }
      for child in node.children { visit(child) }
    }
    for screen in tree.screens { visit(screen.root) }
    var chosen: [String: FontKey] = [:]
    var taken: Set<String> = []
    var tokens: [TextStyleToken] = []
    var diagnostics: [Diagnostic] = []
    for (name, ranked) in uses.ranked(by: <) {
      guard let first = ranked.first else { continue }
      chosen[name] = first.key
      if ranked.count > 1 {
        let others = ranked.dropFirst().map { "\(summary(of: $0.value)) (\($0.count))" }
        diagnostics.append(
          Diagnostic(
            .warning, "figma.styles",
            "text style '\(name)' is drawn in \(ranked.count) fonts; its token is the most used, \(summary(of: first.value)) (\(first.count)), and the texts in \(others.joined(separator: ", ")) keep their own font",
            at: SourceLocation(file: tree.source), node: NodeRef(id: first.node, name: name)))
      }
      let symbol = TokenNames.member(for: name, prefix: "style") { $0 == "app" }
      let sizeVariable = sizeVariables[name]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
      tokens.append(
        TextStyleToken(
          name: name, symbol: SwiftName.unique(symbol, in: &taken), summary: summary(of: first.value),
          fontSizeVariable: sizeVariable))
    }
    for index in tree.screens.indices {
      clearOverriddenStyles(in: &tree.screens[index].root, chosen: chosen)
    }
    return (tokens, diagnostics)
  }

  /// The decisions of `tree` with each text style the rules answered as its token (`{ token = text.style_name }`) made
  /// a ``FontValue/styleToken(_:font:)`` standing for the font the rules give the same text without its style; the
  /// tokens used, with the symbols screens spell them with where the ruleset names none.
  ///
  /// A style whose texts bind their font size to one of `tree`'s number tokens (``RuledTree/numberTokens``) stands for
  /// its font at that token's size.
  static func resolve(_ tokens: [TextStyleToken], in tree: inout RuledTree) {
    let byName = Dictionary(tokens.map { ($0.name, $0) }) { first, _ in first }
    let numbers = Dictionary(tree.numberTokens.map { ($0.variableID, $0) }) { first, _ in first }
    var used: Set<String> = []
    for (key, decided) in tree.fonts {
      guard case .token(let name) = decided.value, key.styleName == name, let token = byName[name] else { continue }
      var unstyled = key
      unstyled.styleName = nil
      var standing =
        tree.fonts[unstyled]?.value
        ?? .system(size: key.size, weight: FontWeight(numeric: key.weight), italic: key.italic, scaled: true)
      if let size = token.fontSizeVariable.flatMap({ numbers[$0] }),
        let sized = standing.sized(byToken: size.name, value: size.value)
      {
        standing = sized
      }
      tree.fonts[key] = Decided(.styleToken(name, font: standing), by: decided.origin)
      used.insert(name)
    }
    tree.textStyleTokens = tokens.filter { used.contains($0.name) }
    for token in tree.textStyleTokens {
      if tree.uikitSymbols.fonts.symbol(for: token.name) == nil {
        tree.uikitSymbols.fonts.names[token.name] = token.uikitSymbol
        tree.uikitSymbols.fonts.declared.insert(token.name)
      }
      if tree.swiftuiSymbols.fonts.symbol(for: token.name) == nil {
        tree.swiftuiSymbols.fonts.names[token.name] = token.swiftUISymbol
        tree.swiftuiSymbols.fonts.declared.insert(token.name)
      }
    }
  }

  /// `Inter Semi Bold 30 pt, line height 36 pt, tracking -0.4 pt`.
  private static func summary(of style: TextStyle) -> String {
    let family = style.fontFamily.isEmpty ? "System" : style.fontFamily
    var parts = [
      "\(family) \(style.fontStyle ?? FontWeight(numeric: style.fontWeight).rawValue) \(NumberText.format(style.fontSize)) pt"
    ]
    if let height = style.lineHeightPx, height > 0 {
      parts.append("line height \(NumberText.format((height * 10).rounded() / 10)) pt")
    }
    if abs(style.letterSpacing) >= 0.01 { parts.append("tracking \(NumberText.format(style.letterSpacing)) pt") }
    return parts.joined(separator: ", ")
  }

  private static func clearOverriddenStyles(in node: inout DesignNode, chosen: [String: FontKey]) {
    if var text = node.properties.text, let name = text.styleName,
      chosen[name] != FontKey(style: text.style, styleName: nil)
    {
      text.styleName = nil
      node.properties.text = text
    }
    for index in node.children.indices { clearOverriddenStyles(in: &node.children[index], chosen: chosen) }
  }
}
