import Diagnostics
import FigmaModel
import JSONText

/// Prints a ruled tree: each kept node with its decisions and the rule that made each, then the
/// skipped nodes, colours and fonts.
///
///     TEXT 1:16 'Search Icon' [236,14 16×16] horizontal leading=1:15.trailing [direction]
public enum RuledTreeDumper {
  /// The whole ruled tree.
  public static func dump(_ tree: RuledTree) -> String {
    var text = ""
    for screen in tree.screens {
      text += "screen '\(flat(screen.root.design.name))' (\(screen.root.design.id)), ruleset \(tree.ruleset)\n"
      dump(screen.root, depth: 1, into: &text)
      for skipped in screen.skipped {
        text +=
          "  skipped \(skipped.node.id) '\(flat(skipped.node.name))': \(skipped.reason) [\(skipped.origin.ruleID)]\n"
      }
    }
    for key in tree.colors.keys.sorted() {
      guard let decided = tree.colors[key] else { continue }
      let style = key.styleName.map { " '\($0)'" } ?? ""
      let color = "\(key.usage.rawValue) \(key.hex)@\(NumberText.format(key.alpha))\(style)"
      text += "color \(color) → \(decided.value) [\(decided.origin.ruleID)]\n"
    }
    for key in tree.fonts.keys.sorted() {
      guard let decided = tree.fonts[key] else { continue }
      let style = key.styleName.map { " '\($0)'" } ?? ""
      let size = "\(NumberText.format(key.size))/\(NumberText.format(key.weight))"
      text += "font \(key.family) \(size)\(style) → \(decided.value) [\(decided.origin.ruleID)]\n"
    }
    return text
  }

  private static func dump(_ node: RuledNode, depth: Int, into text: inout String) {
    let frame = node.frame
    var parts = [
      "\(node.design.kind.figmaType) \(node.design.id) '\(flat(node.design.name))'",
      "[\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))]",
    ]
    let decisions = node.decisions
    if let view = decisions.view { parts.append("view \(describe(view.value)) [\(view.origin.ruleID)]") }
    if let container = decisions.container {
      parts.append("container \(container.value.rawValue) [\(container.origin.ruleID)]")
    }
    if let horizontal = decisions.horizontal {
      parts.append("horizontal \(describe(horizontal.value)) [\(horizontal.origin.ruleID)]")
    }
    if let vertical = decisions.vertical {
      parts.append("vertical \(describe(vertical.value)) [\(vertical.origin.ruleID)]")
    }
    if let size = decisions.size { parts.append("size \(describe(size.value)) [\(size.origin.ruleID)]") }
    text += String(repeating: "  ", count: depth) + parts.joined(separator: " ") + "\n"
    for child in node.children { dump(child, depth: depth + 1, into: &text) }
  }

  private static func describe(_ view: ViewDecision) -> String {
    var parts: [String] = []
    if let className = view.className { parts.append(className) }
    if let name = view.name { parts.append("'\(name)'") }
    if let role = view.role { parts.append("role=\(role)") }
    if let initializer = view.initializer { parts.append("init=\(initializer)") }
    parts += view.properties.map { "\($0.key)=\($0.value)" }
    return parts.joined(separator: " ")
  }

  private static func describe(_ bindings: [EdgeBinding]) -> String {
    bindings.map { "\($0.edge.rawValue)=\($0.target.text)" }.joined(separator: ",")
  }

  private static func describe(_ size: SizeDecision) -> String {
    "\(size.width?.text ?? "-")×\(size.height?.text ?? "-")"
  }

  private static func number(_ value: Double) -> String { NumberText.format(value) }

  private static func flat(_ text: String) -> String { TerminalText.line(text) }
}
