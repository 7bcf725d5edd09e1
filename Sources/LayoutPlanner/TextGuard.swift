import FigmaModel
import LayoutIR

/// A label that hugs its text and hangs from its leading edge gets a `trailing ≤` bound to the next
/// thing on its right (AUTOLAYOUT §5): longer text — a translation, a larger Dynamic Type size —
/// then wraps or truncates instead of running into a neighbour or off the screen.
///
/// The bound keeps the standard spacing (8 pt to a neighbour, 16 pt to the parent's edge), or the
/// design's own where that is tighter, so it holds at the design's size without turning the
/// design's empty space into a fixed margin. A neighbour placed after the label is left to that chain.
struct TextGuard {
  static let origin = "planner.textGuard"
  static let neighbourSpacing = 8.0
  static let edgeMargin = 16.0

  let context: PlanningContext

  /// The bound for `node`, given its horizontal constraints and size constraints, or nil.
  func trailingBound(for node: RuledNode, in parent: RuledNode, horizontal: [Constraint], size: [Constraint])
    -> Constraint?
  {
    guard node.design.text?.style.autoResize == .widthAndHeight, parent.design.layout.mode == .none,
      ViewConfigurator.className(for: node) == "UILabel",
      horizontal.count == 1, let anchor = horizontal.first, anchor.attribute == .leading, anchor.relation == .equal,
      !size.contains(where: { $0.attribute == .width }),
      let frame = context.frames[node.design.id]
    else { return nil }
    let row = parent.children.filter { sibling in
      guard sibling.design.id != node.design.id, let other = context.frames[sibling.design.id] else { return false }
      return other.x >= frame.x + frame.width - 0.5 && other.y < frame.y + frame.height
        && other.y + other.height > frame.y
    }
    let neighbour = row.min { (context.frames[$0.design.id]?.x ?? 0) < (context.frames[$1.design.id]?.x ?? 0) }
    if let neighbour, let other = context.frames[neighbour.design.id] {
      guard !Self.follows(neighbour, node.design.id) else { return nil }
      return Constraint(
        .trailing, .view(neighbour.design.id, .leading), relation: .lessThanOrEqual,
        constant: -min(other.x - (frame.x + frame.width), Self.neighbourSpacing), origin: Self.origin)
    }
    let parentWidth = EdgeGeometry.frame(of: parent.design).width
    let slack = parentWidth - (frame.x + frame.width)
    guard slack >= 0 else { return nil }
    return Constraint(
      .trailing, .superview(.trailing), relation: .lessThanOrEqual, constant: -min(slack, Self.edgeMargin),
      origin: Self.origin)
  }

  /// Whether a rule placed `sibling` against the node `id`.
  private static func follows(_ sibling: RuledNode, _ id: String) -> Bool {
    (sibling.decisions.horizontal?.value ?? []).contains { binding in
      if case .node(let target, _) = binding.target { return target == id }
      return false
    }
  }
}
