import Diagnostics
import JSONText

/// Prints a design tree as indented text, one node per line with its frame and layout facts.
///
///     FRAME 1:2 'Card' [16,44 343×120] screen [16,120] layout VERTICAL spacing 8 sizing FIXED×HUG
public enum TreeDumper {
  /// The whole tree: a header line per screen, then its nodes.
  public static func dump(_ tree: DesignTree) -> String {
    var text = ""
    for screen in tree.screens {
      let root = screen.root
      let page = screen.page.map { " on page '\(flat($0))'" } ?? ""
      text += "screen '\(flat(root.name))' (\(flat(root.id)))\(page), "
      text += "\(number(root.frame.width))×\(number(root.frame.height)), \(root.subtreeCount) nodes\n"
      dump(root, depth: 1, into: &text)
    }
    return text
  }

  /// One node per line, children indented by two spaces.
  public static func dump(_ node: DesignNode, depth: Int, into text: inout String) {
    text += String(repeating: "  ", count: depth) + line(for: node) + "\n"
    for child in node.children { dump(child, depth: depth + 1, into: &text) }
  }

  /// The facts of one node, on one line.
  public static func line(for node: DesignNode) -> String {
    let frame = node.frame
    var parts = [
      "\(node.kind.figmaType) \(flat(node.id)) '\(flat(node.name))'",
      "[\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))]",
      "screen [\(number(node.absolute.x)),\(number(node.absolute.y))]",
    ]
    parts += stateFacts(of: node) + layoutFacts(of: node) + lookFacts(of: node) + contentFacts(of: node)
    return parts.joined(separator: " ")
  }

  private static func stateFacts(of node: DesignNode) -> [String] {
    var facts: [String] = []
    if !node.visible { facts.append("hidden") }
    if node.opacity != 1 { facts.append("opacity \(number(node.opacity))") }
    if node.rotation != 0 { facts.append("rotation \(number(node.rotation))°") }
    if let transform = node.transform {
      facts.append(transform.isSkewed ? "skewed" : "mirrored")
    }
    let constraints = node.constraints
    if constraints != LayoutConstraints() {
      facts.append("constraints \(constraints.horizontal.rawValue),\(constraints.vertical.rawValue)")
    }
    return facts
  }

  private static func layoutFacts(of node: DesignNode) -> [String] {
    var facts: [String] = []
    let layout = node.layout
    if layout.isAutoLayout {
      facts.append("layout \(layout.mode.rawValue)")
      if layout.itemSpacing != 0 { facts.append("spacing \(number(layout.itemSpacing))") }
      let padding = layout.padding
      if padding != .zero {
        facts.append(
          "padding \([padding.top, padding.right, padding.bottom, padding.left].map(number).joined(separator: ","))")
      }
      if layout.primaryAlign != .min || layout.counterAlign != .min {
        facts.append("align \(layout.primaryAlign.rawValue)/\(layout.counterAlign.rawValue)")
      }
      if layout.wraps { facts.append("wrap \(number(layout.counterAxisSpacing))") }
      if let grid = layout.grid { facts.append("grid \(grid.rows)×\(grid.columns)") }
    }
    if layout.overflow != .none { facts.append("scrolls \(layout.overflow.rawValue)") }
    if node.sizing != AxisSizings(horizontal: .fixed, vertical: .fixed) {
      facts.append("sizing \(node.sizing.horizontal.rawValue)×\(node.sizing.vertical.rawValue)")
    }
    let item = node.item
    if item.isAbsolute { facts.append("absolute") }
    let limits = [
      ("min-w", item.minWidth), ("max-w", item.maxWidth), ("min-h", item.minHeight), ("max-h", item.maxHeight),
    ]
    for (label, value) in limits { if let value { facts.append("\(label) \(number(value))") } }
    return facts
  }

  private static func lookFacts(of node: DesignNode) -> [String] {
    var facts: [String] = []
    let look = node.appearance
    if let fill = look.fills.first(where: { $0.visible }) { facts.append("fill \(describe(fill))") }
    if let stroke = look.strokes.first(where: { $0.visible }) {
      facts.append("stroke \(describe(stroke)) \(number(look.strokeWeight))")
    }
    if let radii = look.cornerRadii {
      facts.append("radii \(radii.map(number).joined(separator: ","))")
    } else if look.cornerRadius != 0 {
      facts.append("radius \(number(look.cornerRadius))")
    }
    if look.clipsContent { facts.append("clips") }
    if !look.effects.isEmpty { facts.append("effects \(look.effects.map(\.type.rawValue).joined(separator: ","))") }
    return facts
  }

  private static func contentFacts(of node: DesignNode) -> [String] {
    var facts: [String] = []
    if let text = node.text {
      let style = text.style
      var fact =
        "text \"\(abbreviated(text.characters))\" \(style.fontFamily) \(number(style.fontSize))/\(number(style.fontWeight))"
      if style.autoResize != .none { fact += " \(style.autoResize.rawValue)" }
      if let name = text.styleName { fact += " style '\(flat(name))'" }
      facts.append(fact)
    }
    if let component = node.component {
      var fact = "component '\(flat(component.name ?? component.componentID))'"
      if let set = component.setName { fact += " in '\(flat(set))'" }
      if !component.properties.isEmpty {
        fact +=
          " {" + component.properties.map { "\(flat($0.name))=\(abbreviated($0.value))" }.joined(separator: ", ") + "}"
      }
      facts.append(fact)
    }
    if !node.boundVariables.isEmpty { facts.append("variables \(node.boundVariables.count)") }
    return facts
  }

  private static func describe(_ paint: Paint) -> String {
    var text: String
    switch paint.kind {
    case .solid: text = paint.color?.hex ?? "#000000"
    default: text = paint.kind.rawValue
    }
    if paint.kind == .solid, paint.alpha < 1 { text += "@\(number(paint.alpha))" }
    if let style = paint.styleName { text += " '\(flat(style))'" }
    return text
  }

  private static func number(_ value: Double) -> String { NumberText.format(value) }

  private static func flat(_ text: String) -> String { TerminalText.line(text) }

  private static func abbreviated(_ text: String) -> String {
    let line = flat(text).replacingOccurrencesOfQuote()
    return line.count > 40 ? String(line.prefix(39)) + "…" : line
  }
}

extension String {
  fileprivate func replacingOccurrencesOfQuote() -> String {
    String(self.map { $0 == "\"" ? "'" : $0 })
  }
}
