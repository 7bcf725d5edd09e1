import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// A label that hugs its text and hangs from one side gets a bound on the other (AUTOLAYOUT §5): `trailing ≤` the next
/// thing on its right when it hangs from its leading edge, `leading ≥` the next thing on its left when it hangs from
/// its trailing edge or is centred.
///
/// In an auto-layout column, or alone in a row, the bound is its parent's edge.
///
/// Longer text — a translation, a larger Dynamic Type size — then wraps or truncates instead of running into a
/// neighbour or off the screen.
///
/// The bound keeps the standard spacing (8 pt to a neighbour, 16 pt to the parent's edge), or the
/// design's own where that is tighter, so it holds at the design's size without turning the
/// design's empty space into a fixed margin. A neighbour placed against the label is left to that chain.
struct TextGuard {
  static let origin = "planner.textGuard"
  static let edgeMargin = 16.0

  let context: PlanningContext

  /// The bound for `node`, given its horizontal constraints and size constraints, or nil.
  func bound(for node: RuledNode, in parent: RuledNode, horizontal: [Constraint], size: [Constraint]) -> Constraint? {
    let layout = parent.design.layout
    // In an auto-layout row the chain places the label among its neighbours; alone in a row, or in a column, it has
    // only its parent's edges.
    // (Asked of every child of a frame: the scan of its siblings comes last, once the child is known to be a label.)
    let inFlow = layout.isAutoLayout && context.nodes[node].isFlowItem
    guard node.design.hugsItsTextWidth, context.nodes[node].role == .label,
      horizontal.count == 1, let anchor = horizontal.first, anchor.relation == .equal,
      [.leading, .trailing, .centerX].contains(anchor.attribute),
      !size.contains(where: { $0.attribute == .width }),
      let frame = context.frames[node.design.id],
      !inFlow || layout.mode == .vertical || !context.hasFlowItem(in: parent, besides: node)
    else { return nil }
    // A centred label grows both ways alike: bound on its leading side, it stays clear on both.
    let towardsTrailing = anchor.attribute == .leading
    // Distances along the way the text grows: from the label's free edge to a sibling's near edge.
    let free = towardsTrailing ? frame.x + frame.width : -frame.x
    let row = parent.children.compactMap { sibling -> (RuledNode, Double)? in
      guard sibling.design.id != node.design.id, let other = context.frames[sibling.design.id],
        other.y < frame.y + frame.height, other.y + other.height > frame.y
      else { return nil }
      let near = towardsTrailing ? other.x : -(other.x + other.width)
      return near >= free - 0.5 ? (sibling, near - free) : nil
    }
    let (edge, opposite): (Constraint.Attribute, Constraint.Attribute) =
      towardsTrailing ? (.trailing, .leading) : (.leading, .trailing)
    let relation: Constraint.Relation = towardsTrailing ? .lessThanOrEqual : .greaterThanOrEqual
    let sign = towardsTrailing ? -1.0 : 1.0
    if !inFlow, let (neighbour, gap) = row.min(by: { $0.1 < $1.1 }) {
      guard !Self.isPlaced(neighbour, against: node.design.id) else { return nil }
      return Constraint(
        edge, .view(neighbour.design.id, opposite), relation: relation,
        constant: sign * min(max(gap, 0), FlowLayout.neighbourSpacing), origin: Self.origin)
    }
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    let slack = towardsTrailing ? parentFrame.maxX - frame.maxX : frame.x - parentFrame.x
    guard slack >= 0 else { return nil }
    // In a flow the label may reach into the padding (a badge drawn as wide as its text and padding keeps its text) but
    // not leave its parent.
    let margin = inFlow ? 0 : Self.edgeMargin
    return Constraint(
      edge, .superview(edge), relation: relation, constant: sign * min(slack, margin), origin: Self.origin)
  }

  /// Whether a rule placed `sibling` against the node `id`.
  private static func isPlaced(_ sibling: RuledNode, against id: String) -> Bool {
    (sibling.decisions.horizontal?.value ?? []).contains { binding in
      if case .node(let target, _) = binding.target { return target == id }
      return false
    }
  }
}
