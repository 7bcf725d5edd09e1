import Decisions
import FigmaModel

/// Where a layer sits in a component instance, by the names of the layers down to it: the same layer has the same
/// path in every instance of a component and in every variant of a set, whatever its node id.
///
/// A name is numbered among its siblings of the same name (`Row#1/Title#0`), so a hidden layer, which the ruled tree
/// leaves out, moves no other layer's path unless it shares its name.
///
/// Frames drawn alike (``StructuralTwins``) are no instances: their layers are the same in number and order, but a
/// copied text layer is named for what it says, so their paths are the layers' places (`#2/#0`).
enum LayerPath {
  /// Every node of `root`'s subtree by its path; the root's own is the empty path.
  static func nodes(in root: RuledNode) -> [String: RuledNode] {
    var found: [String: RuledNode] = ["": root]
    add(root, path: "", byName: isInstance(root), into: &found)
    return found
  }

  /// Whether `root` is a component's instance, whose layers are matched by name; else frames drawn alike, matched by
  /// place.
  static func isInstance(_ root: RuledNode) -> Bool { root.design.kind == .instance }

  /// The path of every node of `root`'s subtree, by node id.
  static func paths(in root: RuledNode) -> [String: String] {
    var paths: [String: String] = [:]
    for (path, node) in nodes(in: root) { paths[node.design.id] = path }
    return paths
  }

  private static func add(_ node: RuledNode, path: String, byName: Bool, into found: inout [String: RuledNode]) {
    var seen: [String: Int] = [:]
    for (index, child) in node.children.enumerated() {
      let name = byName ? child.design.name : ""
      let occurrence = byName ? seen[name, default: 0] : index
      seen[name] = occurrence + 1
      let childPath = (path.isEmpty ? "" : path + "/") + name + "#" + String(occurrence)
      found[childPath] = child
      add(child, path: childPath, byName: byName, into: &found)
    }
  }
}
