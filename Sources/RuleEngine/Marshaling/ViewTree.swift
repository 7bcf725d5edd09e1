import Decisions
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

extension ViewTree {
  /// The tree without the `skipped` subtrees, with `flattened` nodes replaced by their children
  /// (frames then relative to the kept parent).
  func kept(skipping skipped: Set<String>, flattening flattened: Set<String>) -> ViewTree {
    var result = self
    result.children = keptChildren(of: self, parentAbsolute: node.absolute, skipped: skipped, flattened: flattened)
    return result
  }

  private func keptChildren(of item: ViewTree, parentAbsolute: Rect, skipped: Set<String>, flattened: Set<String>)
    -> [ViewTree]
  {
    var result: [ViewTree] = []
    for child in item.children where !skipped.contains(child.node.id) {
      if flattened.contains(child.node.id) {
        result += keptChildren(of: child, parentAbsolute: parentAbsolute, skipped: skipped, flattened: flattened)
      } else {
        let children = keptChildren(
          of: child, parentAbsolute: child.node.absolute, skipped: skipped, flattened: flattened)
        result.append(
          ViewTree(node: child.node, frame: child.node.absolute.relative(to: parentAbsolute), children: children))
      }
    }
    return result
  }
}

extension ViewTree: LayerNode {
  var layer: DesignNode { node }
  var layers: [ViewTree] { children }
}
