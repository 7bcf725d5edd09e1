import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// `SPACE_BETWEEN` over three or more items: the first item on the start padding, the last on the
/// end padding, and between each pair a `UILayoutGuide` spacer, all as wide as the first, so the
/// gaps stay equal and flexible at every width (two items need no spacer: the last one is pinned
/// to the end).
///
/// A real UIStackView spreads its items itself (`.equalSpacing`); a frame that hugs its items
/// or holds a FILL item has no free space to spread.
enum EvenSpacing {
  static let origin = "planner.autoLayout"

  /// Whether the in-flow `items` of `parent` are spread by spacers.
  static func applies(to parent: RuledNode, items: [RuledNode], context: PlanningContext) -> Bool {
    let layout = parent.design.layout
    let resolved = context.nodes[parent]
    guard resolved.flowsChildren, layout.primaryAlign == .spaceBetween, items.count >= 3, !context.isStack(parent)
    else { return false }
    let horizontal = layout.mode == .horizontal
    let hugs = parent.design.id != context.rootID && context.sizing(of: parent, horizontal: horizontal) == .hug
    return !hugs && !items.contains { context.sizing(of: $0, horizontal: horizontal) == .fill }
  }

  /// The id of the spacer before the item at `position` (1 and up).
  static func spacerID(in parent: RuledNode, before position: Int) -> String {
    "\(parent.design.id)#gap\(position)"
  }

  /// The spacers of `parent`: each after the item before it, as wide (or tall) as the first
  /// spacer, and across the axis where that item is.
  static func spacers(in parent: RuledNode, items: [RuledNode], viewParent: String, naming: inout SwiftNaming)
    -> [ViewSpec]
  {
    let horizontal = parent.design.layout.mode == .horizontal
    let (end, size): (Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.trailing, .width) : (.bottom, .height)
    let start: Constraint.Attribute = horizontal ? .leading : .top
    let across: [Constraint.Attribute] = horizontal ? [.top, .bottom] : [.leading, .trailing]
    return (1..<items.count).map { position in
      let previous = items[position - 1].design
      let before = EdgeGeometry.frame(of: previous)
      let after = EdgeGeometry.frame(of: items[position].design)
      let frame =
        horizontal
        ? Frame(x: before.maxX, y: before.y, width: after.x - before.maxX, height: before.height)
        : Frame(x: before.x, y: before.maxY, width: before.width, height: after.y - before.maxY)
      var constraints = [Constraint(start, .view(previous.id, end), origin: origin)]
      constraints += across.map { Constraint($0, .view(previous.id, $0), origin: origin) }
      if position > 1 {
        constraints.append(Constraint(size, .view(spacerID(in: parent, before: 1), size), origin: origin))
      }
      let previousName = naming.base(of: previous.id) ?? "item"
      let name = naming.name(for: "\(previousName) gap", role: .layoutGuide, className: "UILayoutGuide")
      return ViewSpec(
        node: spacerID(in: parent, before: position), name: name, role: .layoutGuide,
        parent: viewParent, frame: frame, properties: ViewProperties(),
        constraints: ConstraintPlanner.sorted(constraints))
    }
  }
}
