public import JSONText

/// The design package the seed documents call `design.json`: per screen, every node by id with
/// `frame.absolute` {x, y, w, h} (in the screen) and `frame.relative` {x, y} (in the parent),
/// plus the layout facts later stages read.
public enum DesignPackage {
  /// The package as a JSON value.
  public static func json(_ tree: DesignTree) -> JSONOutput {
    .object([
      "version": .number(1),
      "source": .string(tree.source),
      "shape": .string(tree.shape.rawValue),
      "screens": .array(tree.screens.map(screen)),
    ])
  }

  private static func screen(_ screen: DesignScreen) -> JSONOutput {
    var nodes: [String: JSONOutput] = [:]
    collect(screen.root, parent: nil, into: &nodes)
    return .object([
      "node": .string(screen.root.id),
      "name": .string(screen.root.name),
      "page": .optional(screen.page.map(JSONOutput.string)),
      "canvas": .object(["width": .number(screen.root.frame.width), "height": .number(screen.root.frame.height)]),
      "nodes": .object(nodes),
    ])
  }

  private static func collect(_ node: DesignNode, parent: String?, into nodes: inout [String: JSONOutput]) {
    var fields: [String: JSONOutput] = [
      "name": .string(node.name),
      "type": .string(node.kind.figmaType),
      "parent": .optional(parent.map(JSONOutput.string)),
      "children": .array(node.children.map { .string($0.id) }),
      "visible": .bool(node.visible),
      "frame": .object([
        "absolute": .object([
          "x": .number(node.absolute.x), "y": .number(node.absolute.y),
          "w": .number(node.absolute.width), "h": .number(node.absolute.height),
        ]),
        "relative": .object(["x": .number(node.frame.x), "y": .number(node.frame.y)]),
      ]),
      "sizing": .object([
        "horizontal": .string(node.sizing.horizontal.rawValue), "vertical": .string(node.sizing.vertical.rawValue),
      ]),
      "constraints": .object([
        "horizontal": .string(node.constraints.horizontal.rawValue),
        "vertical": .string(node.constraints.vertical.rawValue),
      ]),
    ]
    if node.layout.isAutoLayout { fields["layout"] = layout(node.layout) }
    if node.item.isAbsolute { fields["positioning"] = .string("ABSOLUTE") }
    if node.rotation != 0 { fields["rotation"] = .number(node.rotation) }
    if let text = node.text {
      fields["text"] = .object([
        "characters": .string(text.characters),
        "fontFamily": .string(text.style.fontFamily),
        "fontSize": .number(text.style.fontSize),
        "fontWeight": .number(text.style.fontWeight),
        "autoResize": .string(text.style.autoResize.rawValue),
        "style": .optional(text.styleName.map(JSONOutput.string)),
      ])
    }
    if let component = node.component {
      fields["component"] = .object([
        "id": .string(component.componentID),
        "name": .optional(component.name.map(JSONOutput.string)),
        "set": .optional(component.setName.map(JSONOutput.string)),
      ])
    }
    nodes[node.id] = .object(fields)
    for child in node.children { collect(child, parent: node.id, into: &nodes) }
  }

  private static func layout(_ layout: AutoLayout) -> JSONOutput {
    .object([
      "mode": .string(layout.mode.rawValue),
      "spacing": .number(layout.itemSpacing),
      "padding": .object([
        "top": .number(layout.padding.top), "left": .number(layout.padding.left),
        "bottom": .number(layout.padding.bottom), "right": .number(layout.padding.right),
      ]),
      "mainAlign": .string(layout.primaryAlign.rawValue),
      "crossAlign": .string(layout.counterAlign.rawValue),
      "wrap": .bool(layout.wraps),
    ])
  }
}
