import Decisions
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// An auto-layout row that centres two or more items in a frame that keeps its width (`primaryAxisAlignItems:
/// CENTER`): "Don't have an account? Sign Up" under a form.
///
/// A `UILayoutGuide` on each side of the items, the two as wide as each other within the frame's padding: the items
/// stay centred at every width, and where their text grows, the guides shrink and the items stay inside the padding
/// (their labels give way, as in ``ContentRow``). Only where what does not grow with its text fits the frame on the
/// narrowest phone; else the chain keeps its first item where the design has it. The guides keep from going below
/// nothing at 999, not required: a reusable view put in a container narrower than its fixed items spills them out
/// evenly on both sides instead of breaking the constraints.
enum CentredRow {
  static let origin = "planner.autoLayout"

  /// Whether the in-flow `items` of `parent` are centred between guides.
  static func applies(to parent: RuledNode, items: [RuledNode], context: PlanningContext) -> Bool {
    let layout = parent.design.layout
    return layout.isAutoLayout && layout.mode == .horizontal && !layout.wraps && layout.primaryAlign == .center
      && items.count >= 2 && !context.isStack(parent) && context.nodes[parent].flowsChildren
      && (parent.design.id == context.rootID || context.sizing(of: parent, horizontal: true) != .hug)
      && !items.contains(where: { context.sizing(of: $0, horizontal: true) == .fill })
      && ContentRow.fitsNarrowestPhone(items, in: parent, context: context)
  }

  /// The id of the guide before the items (`leading`) or after them.
  static func guideID(in parent: RuledNode, leading: Bool) -> String {
    "\(parent.design.id)#\(leading ? "before" : "after")"
  }

  /// The two guides of `parent`: the one before the items from the leading padding to the first item, the one after
  /// them from the last item to the trailing padding, as wide as the first; each across the axis where its item is.
  static func guides(in parent: RuledNode, items: [RuledNode], viewParent: String, naming: inout SwiftNaming)
    -> [ViewSpec]
  {
    guard let first = items.first?.design, let last = items.last?.design else { return [] }
    let padding = parent.design.layout.padding
    let frame = EdgeGeometry.frame(of: parent.design)
    let start = EdgeGeometry.frame(of: first)
    let end = EdgeGeometry.frame(of: last)
    let before = guideID(in: parent, leading: true)
    // Two words of the row's name, so that the side and "space" survive the names' four words.
    let row = NameWords.words(naming.base(of: parent.design.id) ?? "row").prefix(2).joined(separator: " ")
    func guide(leading: Bool, frame: Frame, item: DesignNode, constraints: [Constraint]) -> ViewSpec {
      let across = [Constraint.Attribute.top, .bottom].map { Constraint($0, .view(item.id, $0), origin: origin) }
      let name = naming.name(
        for: "\(row) \(leading ? "leading" : "trailing") space", role: .layoutGuide, className: "UILayoutGuide")
      return ViewSpec(
        node: guideID(in: parent, leading: leading), name: name, role: .layoutGuide, parent: viewParent, frame: frame,
        properties: ViewProperties(), constraints: ConstraintPlanner.sorted(constraints + across))
    }
    let leadingFrame = Frame(
      x: frame.x + padding.left, y: start.y, width: start.x - frame.x - padding.left, height: start.height)
    let trailingFrame = Frame(
      x: end.maxX, y: end.y, width: frame.maxX - padding.right - end.maxX, height: end.height)
    return [
      guide(
        leading: true, frame: leadingFrame, item: first,
        constraints: [
          Constraint(.leading, .superview(.leading), constant: padding.left, origin: origin),
          Constraint(.trailing, .view(first.id, .leading), origin: origin),
          Constraint(.width, .constant, relation: .greaterThanOrEqual, constant: 0, priority: 999, origin: origin),
        ]),
      guide(
        leading: false, frame: trailingFrame, item: last,
        constraints: [
          Constraint(.leading, .view(last.id, .trailing), origin: origin),
          Constraint(.trailing, .superview(.trailing), constant: -padding.right, origin: origin),
          Constraint(.width, .view(before, .width), origin: origin),
        ]),
    ]
  }
}
