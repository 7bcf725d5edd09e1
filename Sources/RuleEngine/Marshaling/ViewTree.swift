import FigmaModel

/// The nodes a set of Lua views is built from: a design node, its frame relative to its parent in
/// this tree, and its children in this tree (the design tree, or the kept tree after skipping).
struct ViewTree {
  var node: DesignNode
  var frame: Rect
  var children: [ViewTree]

  /// The design tree as it is.
  init(design node: DesignNode) {
    self.node = node
    self.node.children = []
    frame = node.frame
    children = node.children.map(ViewTree.init(design:))
  }

  /// The kept tree of a ruled screen.
  init(ruled node: RuledNode) {
    self.node = node.design
    frame = node.frame
    children = node.children.map(ViewTree.init(ruled:))
  }

  init(node: DesignNode, frame: Rect, children: [ViewTree]) {
    self.node = node
    self.node.children = []
    self.frame = frame
    self.children = children
  }

  /// Every node, parents before children.
  func visit(_ body: (ViewTree) throws -> Void) rethrows {
    try body(self)
    for child in children { try child.visit(body) }
  }
}
