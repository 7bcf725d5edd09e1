import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// A switch drawn at a size of its own is planned at the size a `UISwitch` has, around the same centre.
///
/// A switch is 51×31 whatever size it is given: given a height of 26.8, Auto Layout lays it out 26.8 high and it
/// draws 31, reaching 4 pt below where the design ends it. A switch placed freely (not an auto-layout item, whose box
/// its row lays out) is planned, placed and checked in a 51×31 box centred where the design draws it, with no size
/// constraint: a switch drawn 52×26.84 at a top of 12.6 and a trailing margin of 21 is placed 10.52 from the top and
/// 21.5 from the trailing edge.
enum SwitchBox {
  /// The size of a `UISwitch` (and of SwiftUI's `Toggle` switch) in points.
  static let size = (width: 51.0, height: 31.0)

  /// Whether `node` is a switch placed freely, which is planned at the size it draws.
  static func plans(_ node: ResolvedNode) -> Bool { node.role == .toggle && !node.isFlowItem }

  /// `screen` with its freely placed switches' boxes made the size they are drawn at.
  static func standardized(_ screen: RuledScreen, nodes: ResolvedNodes) -> RuledScreen {
    var standardized = screen
    standardized.root = resized(screen.root, nodes: nodes)
    return standardized
  }

  private static func resized(_ node: RuledNode, nodes: ResolvedNodes) -> RuledNode {
    var node = node
    node.children = node.children.map { child in
      var child = resized(child, nodes: nodes)
      let resolved = nodes[child]
      if plans(resolved), child.children.isEmpty || resolved.absorbsChildren {
        child.frame = centred(child.frame)
        child.design.frame = centred(child.design.frame)
        child.design.absolute = centred(child.design.absolute)
      }
      return child
    }
    return node
  }

  private static func centred(_ rect: Rect) -> Rect {
    Rect(
      x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2, width: size.width,
      height: size.height)
  }
}
