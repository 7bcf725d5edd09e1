import Decisions

/// Bindings to nodes that are no views of their own any more, bound to what took their place: a drawn bar's to the
/// safe-area edge that replaced it, a layer drawn loose over a control's to the control.
enum EdgeRebinding {
  /// What takes a node's place for the bindings to it.
  enum Replacement {
    /// One edge, whichever edge of the node was bound: the safe area's top for a navigation bar.
    case edge(EdgeBinding.Target)
    /// The same edge of another node: the control a layer was drawn on.
    case node(String)
  }

  /// `tree` with each screen's root rewritten by `rewrite`, which names the nodes it moved or replaced and what takes
  /// their place; every binding to one of them is bound to its replacement.
  static func rewriting(_ tree: RuledTree, _ rewrite: (RuledNode, inout [String: Replacement]) -> RuledNode)
    -> RuledTree
  {
    var tree = tree
    for index in tree.screens.indices {
      var replaced: [String: Replacement] = [:]
      let root = rewrite(tree.screens[index].root, &replaced)
      tree.screens[index].root = replaced.isEmpty ? root : rebound(root, replacing: replaced)
    }
    return tree
  }

  /// `node` and its subtree with every binding to a node of `replacing` bound to its replacement instead.
  static func rebound(_ node: RuledNode, replacing: [String: Replacement]) -> RuledNode {
    var node = node
    func fix(_ decided: Decided<[EdgeBinding]>?) -> Decided<[EdgeBinding]>? {
      guard var decided else { return nil }
      decided.value = decided.value.map { binding in
        guard case .node(let id, let edge) = binding.target, let replacement = replacing[id] else { return binding }
        switch replacement {
        case .edge(let target): return EdgeBinding(edge: binding.edge, target: target)
        case .node(let other): return EdgeBinding(edge: binding.edge, target: .node(id: other, edge: edge))
        }
      }
      return decided
    }
    node.decisions.horizontal = fix(node.decisions.horizontal)
    node.decisions.vertical = fix(node.decisions.vertical)
    node.children = node.children.map { rebound($0, replacing: replacing) }
    return node
  }
}
