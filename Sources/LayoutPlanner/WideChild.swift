import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// A wide child stretches with its parent.
///
/// Where the design gives a view a fixed width at least two thirds of its parent's, placed by one edge or its centre,
/// with equal margins on both sides or too little room to keep on the narrowest device the app runs on, it is bound to
/// both of its parent's edges at the design's margins instead. A 354-pt field in a 402-pt screen keeps its 24-pt
/// margins on a 375-pt iPhone rather than leaving the screen; a card, a bar, a section do the same. A box drawn
/// off-centre that fits every device keeps its exact width (seed 000's remark box: 298 pt at 45 pt from the left of a
/// 375-pt screen); icons, images, ellipses and circles keep the size the design gives them, and so does a view whose
/// parent takes its width from its children. A narrower view drawn centred, placed by one edge, is centred instead (a
/// "Skip for now" link under a form), alone across its parent or between neighbours on both sides.
struct WideChild {
  let context: PlanningContext

  /// The share of its parent's width from which a fixed width stretches instead.
  static let wideShare = 2.0 / 3.0

  /// The horizontal constraints of `node` bound to both edges of `parent`, when `axis` places it by one edge or its
  /// centre at a fixed width it should not keep, or centred in `parent` where it is drawn so; nil otherwise, and in a
  /// stack view, which places its views itself (``margins(ofStretched:in:placedBy:)``).
  func stretched(_ node: RuledNode, in parent: RuledNode, along axis: [Constraint]) -> [Constraint]? {
    context.isStack(parent) ? nil : placement(of: node, in: parent, along: axis)
  }

  /// The room a wide child keeps on each side where it stretches with its parent instead of keeping its width.
  ///
  /// The child is placed by `attribute` (one edge or its centre, as a stack view aligns it) at the design's position;
  /// nil where it keeps its width. A stack view keeps such a child as wide as itself less that room.
  func margins(ofStretched node: RuledNode, in parent: RuledNode, placedBy attribute: Constraint.Attribute)
    -> (leading: Double, trailing: Double)?
  {
    let across = placed(node, in: parent, by: attribute)
    guard let across, across.count == 2, let leading = across.first(where: { $0.attribute == .leading }),
      let trailing = across.first(where: { $0.attribute == .trailing })
    else { return nil }
    return (leading.constant, -trailing.constant)
  }

  /// Whether a child placed by `attribute` of its parent at the design's position would be centred instead.
  func recentres(_ node: RuledNode, in parent: RuledNode, placedBy attribute: Constraint.Attribute) -> Bool {
    placed(node, in: parent, by: attribute)?.count == 1
  }

  private func placed(_ node: RuledNode, in parent: RuledNode, by attribute: Constraint.Attribute) -> [Constraint]? {
    let constant =
      EdgeGeometry.position(of: attribute, in: EdgeGeometry.frame(of: node.design))
      - EdgeGeometry.position(of: attribute, in: EdgeGeometry.frame(of: parent.design))
    return placement(
      of: node, in: parent, along: [Constraint(attribute, .superview(attribute), constant: constant, origin: "")])
  }

  private func placement(of node: RuledNode, in parent: RuledNode, along axis: [Constraint]) -> [Constraint]? {
    guard axis.count == 1, let only = axis.first, only.relation == .equal,
      [.leading, .trailing, .centerX].contains(only.attribute),
      case .superview(let target) = only.target, target == only.attribute,
      !(parent.design.layout.chains && context.sizing(of: parent, horizontal: true) == .hug)
    else { return nil }
    let frame = EdgeGeometry.frame(of: node.design)
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    let leading = frame.x - parentFrame.x
    let trailing = parentFrame.maxX - frame.maxX
    let centred = abs(leading - trailing) <= 1
    guard leading >= -0.5, trailing >= -0.5 else { return nil }
    // A circle keeps its shape: stretched it would be an oval (a capsule stays a capsule).
    let square = abs(frame.width - frame.height) <= max(frame.width, frame.height) * 0.1
    let round =
      node.design.kind == .ellipse
      || (square && node.design.appearance.cornerRadius >= min(frame.width, frame.height) / 2 - 0.5)
    let keepsWidth =
      node.decisions.size?.value.width == nil && SizePlanner(context: context).builtIn(node, horizontal: true) == .fixed
      && ![.icon, .image].contains(context.nodes[node].role) && !round
    if keepsWidth, frame.width >= parentFrame.width * Self.wideShare,
      centred || min(leading, trailing) < context.narrowing
    {
      return [
        Constraint(.leading, .superview(.leading), constant: leading, origin: "planner.wide"),
        Constraint(.trailing, .superview(.trailing), constant: -trailing, origin: "planner.wide"),
      ]
    }
    // A narrower view drawn centred stays centred on a wider or narrower screen: alone across its parent, or between
    // neighbours on both sides (a bar's title between its buttons). One with neighbours on one side keeps its place
    // among them.
    guard centred, only.attribute != .centerX, leading > 0.5, context.sizing(of: node, horizontal: true) != .fill,
      Self.isFlanked(node, in: parent, frame: frame)
    else { return nil }
    return [Constraint(.centerX, .superview(.centerX), constant: 0, origin: "planner.centred")]
  }

  /// Whether the siblings of `node` that share some of its height (other than one behind the whole parent) are none,
  /// or lie on both sides of it.
  private static func isFlanked(_ node: RuledNode, in parent: RuledNode, frame: Frame) -> Bool {
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    let beside = parent.children.compactMap { sibling -> Frame? in
      guard sibling.design.id != node.design.id, sibling.design.visible else { return nil }
      let other = EdgeGeometry.frame(of: sibling.design)
      let behind = other.width >= parentFrame.width - 1 && other.height >= parentFrame.height - 1
      return !behind && other.y < frame.maxY - 0.5 && other.maxY > frame.y + 0.5 ? other : nil
    }
    guard !beside.isEmpty else { return true }
    let before = beside.filter { $0.maxX <= frame.x + 0.5 }
    let after = beside.filter { $0.x >= frame.maxX - 0.5 }
    return !before.isEmpty && !after.isEmpty && before.count + after.count == beside.count
  }
}
