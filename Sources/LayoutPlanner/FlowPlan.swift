import Decisions
import FigmaModel
import LayoutIR

/// The design's auto layout of a container and the sizing of a view, as the IR's flow fields: what stack-based
/// targets lay out with (the constraint planner reads the design itself).
enum FlowPlan {
  /// The flow `node` places its children in; nil for a free-form frame, a grid, or one the rules made free-form.
  static func flow(of node: RuledNode) -> FlowLayout? {
    let layout = node.design.layout
    guard node.decisions.container?.value != .free else { return nil }
    let axis: FlowLayout.Axis
    switch layout.mode {
    case .horizontal: axis = .horizontal
    case .vertical: axis = .vertical
    case .none, .grid, .unknown: return nil
    }
    var padding = layout.padding
    // Strokes that take part in the layout push the children in by their weight.
    let appearance = node.design.appearance
    if layout.strokesIncludedInLayout, appearance.strokes.contains(where: { $0.visible }) {
      let weights =
        appearance.individualStrokeWeights
        ?? Insets(
          top: appearance.strokeWeight, left: appearance.strokeWeight, bottom: appearance.strokeWeight,
          right: appearance.strokeWeight)
      padding.top += weights.top
      padding.left += weights.left
      padding.bottom += weights.bottom
      padding.right += weights.right
    }
    let distribution: FlowLayout.Distribution =
      switch layout.primaryAlign {
      case .min, .unknown: .start
      case .center: .center
      case .max: .end
      case .spaceBetween: .spaceBetween
      }
    let alignment: FlowLayout.Alignment =
      switch layout.counterAlign {
      case .min, .unknown: .start
      case .center: .center
      case .max: .end
      case .baseline: axis == .horizontal ? .baseline : .start
      }
    var flow = FlowLayout(
      axis: axis, spacing: layout.itemSpacing,
      padding: EdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right),
      distribution: distribution, alignment: alignment, wraps: layout.wraps && axis == .horizontal,
      lineSpacing: layout.counterAxisSpacing)
    if distribution == .spaceBetween { flow.leastSpacing = leastSpacing(between: node.children, along: axis) }
    return flow
  }

  /// The least room two items held apart at the two ends of a flow keep: a neighbour's spacing, or the design's gap
  /// where tighter, so that the first, growing with its text, never runs into the second (the saved card's title into
  /// its icon); 0 for more items, which the flow spreads evenly.
  private static func leastSpacing(between children: [RuledNode], along axis: FlowLayout.Axis) -> Double {
    let items = children.filter { !$0.design.item.isAbsolute }
    guard items.count == 2 else { return 0 }
    let (first, second) = (EdgeGeometry.frame(of: items[0].design), EdgeGeometry.frame(of: items[1].design))
    let gap = axis == .horizontal ? second.x - (first.x + first.width) : second.y - (first.y + first.height)
    return min(max(gap, 0), FlowLayout.neighbourSpacing)
  }

  /// How `node` sizes itself as the planner resolved it, and its place in `parent`'s flow.
  static func item(_ node: RuledNode, in parent: RuledNode, context: PlanningContext) -> FlowItem {
    func sizing(_ horizontal: Bool) -> FlowItem.Sizing {
      switch context.sizing(of: node, horizontal: horizontal) {
      case .fixed, .unknown: .fixed
      case .hug: .hug
      case .fill: .fill
      }
    }
    let inFlow = parent.design.layout.isAutoLayout && !node.design.item.isAbsolute
    let alignment: FlowLayout.Alignment? =
      switch node.design.item.align {
      case .min: .start
      case .center: .center
      case .max: .end
      case .inherit, .stretch, .unknown: nil
      }
    return FlowItem(
      width: sizing(true), height: sizing(false), isAbsolute: parent.design.layout.isAutoLayout && !inFlow,
      alignment: inFlow ? alignment : nil)
  }
}
