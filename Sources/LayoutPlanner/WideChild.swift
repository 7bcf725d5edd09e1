import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// A wide child stretches with its parent.
///
/// Where the design gives a view a fixed width at least two thirds of its parent's, placed by one edge or its centre, with equal margins on both sides or too little room to keep on the
/// narrowest device the app runs on, it is bound to both of its parent's edges at the design's margins instead. A
/// 354-pt field in a 402-pt screen keeps its 24-pt margins on a 375-pt iPhone rather than leaving the screen; a card,
/// a bar, a section do the same. A box drawn off-centre that fits every device keeps its exact width (seed 000's
/// remark box: 298 pt at 45 pt from the left of a 375-pt screen); icons and images keep the size the design gives them,
/// and so does a view whose parent takes its width from its children. A narrower view drawn centred, placed by one
/// edge, is centred instead (a "Skip for now" link under a form).
struct WideChild {
  let context: PlanningContext

  /// The share of its parent's width from which a fixed width stretches instead.
  static let wideShare = 2.0 / 3.0

  /// The horizontal constraints of `node` bound to both edges of `parent`, when `axis` places it by one edge or its
  /// centre at a fixed width it should not keep, or centred in `parent` where it is drawn so; nil otherwise.
  func stretched(_ node: RuledNode, in parent: RuledNode, along axis: [Constraint]) -> [Constraint]? {
    guard axis.count == 1, let only = axis.first, only.relation == .equal,
      [.leading, .trailing, .centerX].contains(only.attribute),
      case .superview(let target) = only.target, target == only.attribute,
      context.nodes[parent].role != .stack,
      !(parent.design.layout.chains && context.sizing(of: parent, horizontal: true) == .hug)
    else { return nil }
    let frame = EdgeGeometry.frame(of: node.design)
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    let leading = frame.x - parentFrame.x
    let trailing = parentFrame.maxX - frame.maxX
    let centred = abs(leading - trailing) <= 1
    guard leading >= -0.5, trailing >= -0.5 else { return nil }
    let keepsWidth =
      node.decisions.size?.value.width == nil && SizePlanner(context: context).builtIn(node, horizontal: true) == .fixed
      && ![.icon, .image].contains(context.nodes[node].role)
    if keepsWidth, frame.width >= parentFrame.width * Self.wideShare,
      centred || min(leading, trailing) < context.narrowing
    {
      return [
        Constraint(.leading, .superview(.leading), constant: leading, origin: "planner.wide"),
        Constraint(.trailing, .superview(.trailing), constant: -trailing, origin: "planner.wide"),
      ]
    }
    // A narrower view drawn centred stays centred on a wider or narrower screen.
    guard centred, only.attribute != .centerX, leading > 0.5, context.sizing(of: node, horizontal: true) != .fill
    else { return nil }
    return [Constraint(.centerX, .superview(.centerX), constant: 0, origin: "planner.centred")]
  }
}
