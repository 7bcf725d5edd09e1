import FigmaModel
import LayoutIR

/// The size constraints of a view: exact design sizes unless the design sizes the node itself
/// (hugging text, a hugging auto-layout frame, both edges bound), or a rule decided otherwise.
struct SizePlanner {
  let context: PlanningContext

  func plan(_ node: RuledNode, parent: RuledNode, frame: Frame, pinnedBoth: (horizontal: Bool, vertical: Bool)) -> (
    constraints: [Constraint], intrinsic: IntrinsicSize?
  ) {
    var constraints: [Constraint] = []
    var intrinsic = (width: Double?.none, height: Double?.none)
    let decided = node.decisions.size
    for horizontal in [true, false] {
      let attribute: Constraint.Attribute = horizontal ? .width : .height
      let designSize = horizontal ? frame.width : frame.height
      if horizontal ? pinnedBoth.horizontal : pinnedBoth.vertical { continue }
      let rule = horizontal ? decided?.value.width : decided?.value.height
      let origin = rule != nil ? (decided?.origin.description ?? "planner.size") : "planner.size"
      switch rule ?? builtIn(node, horizontal: horizontal) {
      case .fixed, .fill:
        constraints.append(Constraint(attribute, .constant, constant: designSize, origin: origin))
      case .points(let points):
        constraints.append(Constraint(attribute, .constant, constant: points, origin: origin))
      case .intrinsic:
        if horizontal { intrinsic.width = designSize } else { intrinsic.height = designSize }
      }
    }
    let content =
      intrinsic.width == nil && intrinsic.height == nil
      ? nil : IntrinsicSize(width: intrinsic.width, height: intrinsic.height)
    return (constraints, content)
  }

  /// figsnap's own choice: text that hugs its content has an intrinsic size; an auto-layout frame
  /// that hugs is sized by its children; anything else keeps its design size.
  private func builtIn(_ node: RuledNode, horizontal: Bool) -> SizeDecision.Rule {
    let design = node.design
    if let text = design.text {
      switch text.style.autoResize {
      case .widthAndHeight: return .intrinsic
      case .height: return horizontal ? .fixed : .intrinsic
      case .none, .truncate: return .fixed
      }
    }
    let hugs = (horizontal ? design.sizing.horizontal : design.sizing.vertical) == .hug
    let flows = design.layout.mode == .horizontal || design.layout.mode == .vertical
    let hasFlowChildren = node.children.contains { $0.design.item.positioning == .auto }
    if hugs && flows && hasFlowChildren && node.decisions.container?.value != .free { return .intrinsic }
    return .fixed
  }
}
