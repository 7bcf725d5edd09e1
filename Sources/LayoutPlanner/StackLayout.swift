import Decisions
import FigmaModel
import LayoutIR

/// The constraints a `UIStackView` makes for its arranged views, as UIKit makes them, and the one it makes for itself.
///
/// They are what the validator solves for the arranged views of a stack in place of an auto-layout chain, and they
/// are all implicit: the stack makes them, the code does not. Along the axis the first view hangs from the leading (or
/// top) margin, each next one follows at the spacing (at least the spacing, where the stack spreads its views), and
/// the last closes at the trailing margin; `fillEqually` makes each as long as the first. Across it, `fill` pins both
/// margins, and another alignment pins one edge or the centre, keeping the view within the margins.
struct StackLayout {
  let arrangement: StackArrangement
  /// The arranged views, by node id, in order.
  private let items: [String]
  /// The position among `items` of each child of the stack, by the child's index; nil for a child out of the flow.
  private let positions: [Int?]

  static let origin = "planner.stack"

  /// UIKit's lowest priority for the stack's own fit across its axis (`fittingSizeLevel`).
  static let fitPriority = 50.0

  /// The layout of the stack `parent`.
  init(context: PlanningContext, parent: RuledNode) {
    var items: [RuledNode] = []
    positions = parent.children.map { child in
      guard context.nodes[child].isFlowItem else { return nil }
      items.append(child)
      return items.count - 1
    }
    self.items = items.map(\.design.id)
    arrangement = StackArrangement(
      flow: FlowPlan.flow(of: parent), arranged: items.map { FlowPlan.item($0, in: parent, context: context) })
  }

  /// The constraints of the child at `index` of the stack along one axis; none for a child out of its flow.
  func constraints(for index: Int, horizontal: Bool) -> [Constraint] {
    guard positions.indices.contains(index), let position = positions[index] else { return [] }
    let constraints =
      (arrangement.axis == .horizontal) == horizontal
      ? main(position, horizontal: horizontal) : cross(horizontal: horizontal)
    return constraints.map { constraint in
      var made = constraint
      made.implicit = true
      return made
    }
  }

  /// The stack's own constraint: across its axis, a stack that does not stretch its views is as narrow as its widest
  /// view lets it be, at UIKit's lowest priority (what it takes where nothing else sizes it).
  func fit() -> Constraint? {
    guard arrangement.alignment != .fill, !items.isEmpty else { return nil }
    return Constraint(
      arrangement.axis == .horizontal ? .height : .width, .constant, constant: 0, priority: Self.fitPriority,
      origin: Self.origin, implicit: true)
  }

  private func main(_ position: Int, horizontal: Bool) -> [Constraint] {
    let (start, end, size): (Constraint.Attribute, Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    let margins = arrangement.margins
    var constraints: [Constraint] = []
    if position == 0 {
      constraints.append(
        Constraint(
          start, .superview(start), constant: horizontal ? margins.leading : margins.top, origin: Self.origin))
    } else {
      let relation: Constraint.Relation = arrangement.distribution == .equalSpacing ? .greaterThanOrEqual : .equal
      constraints.append(
        Constraint(
          start, .view(items[position - 1], end), relation: relation, constant: arrangement.spacing,
          origin: Self.origin))
    }
    if position == items.count - 1 {
      constraints.append(
        Constraint(
          end, .superview(end), constant: -(horizontal ? margins.trailing : margins.bottom), origin: Self.origin))
    }
    if arrangement.distribution == .fillEqually && position > 0 {
      constraints.append(Constraint(size, .view(items[0], size), origin: Self.origin))
    }
    return constraints
  }

  private func cross(horizontal: Bool) -> [Constraint] {
    let (start, end, center): (Constraint.Attribute, Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
    let margins = arrangement.margins
    let (before, after) = horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    func atStart(_ relation: Constraint.Relation) -> Constraint {
      Constraint(start, .superview(start), relation: relation, constant: before, origin: Self.origin)
    }
    func atEnd(_ relation: Constraint.Relation) -> Constraint {
      Constraint(end, .superview(end), relation: relation, constant: -after, origin: Self.origin)
    }
    switch arrangement.alignment {
    case .fill: return [atStart(.equal), atEnd(.equal)]
    case .start: return [atStart(.equal), atEnd(.lessThanOrEqual)]
    case .end: return [atStart(.greaterThanOrEqual), atEnd(.equal)]
    case .center:
      return [
        atStart(.greaterThanOrEqual), atEnd(.lessThanOrEqual),
        Constraint(center, .superview(center), constant: (before - after) / 2, origin: Self.origin),
      ]
    }
  }
}
