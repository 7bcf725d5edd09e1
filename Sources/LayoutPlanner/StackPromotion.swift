import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// The auto-layout frames of a screen that become `UIStackView`s when the ruleset asks for stack views
/// (`options.stack_views`): where UIKit's stack arranges the frame's children exactly as the design does.
///
/// A frame qualifies when it is a plain container (no class, role or container decision of the rules', not a scroll
/// view, a list or a component's view) with no mask, of two or more children in its flow, none with a size bound or an
/// alignment of its own (a child placed on its own is a subview the stack does not arrange), and when the stack's
/// arrangement (``StackArrangement``, laid out by ``StackLayout``) puts each child where the design does:
/// - along the axis, the children are closed in at both margins, by a frame that hugs them, a child that fills the
///   room (one, or all alike), or two children spread to the ends; each follows the previous at the spacing;
/// - across it, each child fills it (the stack gives it its size less the margins where it aligns the others) or sits
///   at the frame's alignment within its margins.
///
/// Anything else stays a chain of constraints, which lays out every auto layout the design can draw.
enum StackPromotion {
  /// How far a child may sit from where the stack puts it, in points.
  private static let tolerance = 0.05

  /// The ids of the frames under `root` that become stack views.
  static func frames(under root: RuledNode, context: PlanningContext, options: RulesetOptions) -> Set<String> {
    // Before iOS 14 a stack view draws no background, border or corner of its own.
    guard options.stackViews, options.deploymentMajor >= 14 else { return [] }
    var found: Set<String> = []
    func visit(_ node: RuledNode) {
      for child in node.children {
        if qualifies(child, context: context) { found.insert(child.design.id) }
        visit(child)
      }
    }
    visit(root)
    return found
  }

  private static func qualifies(_ node: RuledNode, context: PlanningContext) -> Bool {
    let resolved = context.nodes[node]
    guard node.decisions.container == nil, node.decisions.view?.value.className == nil, resolved.role == .container,
      resolved.className == "UIView", resolved.flowsChildren, !resolved.absorbsChildren,
      context.scroll.containers[node.design.id] == nil, context.componentInstances[node.design.id] == nil,
      let flow = FlowPlan.flow(of: node), !flow.wraps, flow.alignment != .baseline,
      node.children.allSatisfy({ !($0.design.appearance.isMask && $0.children.isEmpty) })
    else { return false }
    // A child placed on its own is a subview of the stack it does not arrange, laid out against it as in a frame.
    let arranged = node.children.filter { context.nodes[$0].isFlowItem }
    guard arranged.count >= 2, arranged.allSatisfy(isPlainItem) else { return false }
    let items = arranged.map { FlowPlan.item($0, in: node, context: context) }
    let arrangement = StackArrangement(flow: flow, arranged: items)
    let horizontal = flow.axis == .horizontal
    let stack = Candidate(node: node, arranged: arranged, items: items, arrangement: arrangement)
    return closesAlong(stack, context: context) && placesAlong(stack, context: context)
      && placesAcross(stack, context: context) && !(horizontal && sharesNarrowRow(stack, context: context))
  }

  /// A frame that might be a stack view, with the children it would arrange, their sizing and its arrangement.
  private struct Candidate {
    let node: RuledNode
    let arranged: [RuledNode]
    let items: [FlowItem]
    let arrangement: StackArrangement
    var horizontal: Bool { arrangement.axis == .horizontal }
  }

  /// A child the stack arranges with no alignment or size bound of its own.
  private static func isPlainItem(_ child: RuledNode) -> Bool {
    let item = child.design.item
    return (item.align == .inherit || item.align == .stretch)
      && [item.minWidth, item.maxWidth, item.minHeight, item.maxHeight].allSatisfy { $0 == nil }
  }

  /// Whether the stack's distribution closes the children in at both margins as the design's sizing does.
  private static func closesAlong(_ stack: Candidate, context: PlanningContext) -> Bool {
    let horizontal = stack.horizontal
    let hugs = context.sizing(of: stack.node, horizontal: horizontal) == .hug
    let fills = stack.items.filter { (horizontal ? $0.width : $0.height) == .fill }.count
    switch stack.arrangement.distribution {
    case .fill: return hugs ? fills == 0 : fills == 1
    case .fillEqually: return !hugs
    case .equalSpacing: return !hugs && stack.items.count == 2 && fills == 0
    }
  }

  /// Whether each child sits along the axis where the stack puts it: the first at the start margin, each next one
  /// the spacing after the previous (at least, where the stack spreads them), the last at the end margin.
  private static func placesAlong(_ stack: Candidate, context: PlanningContext) -> Bool {
    let (horizontal, arrangement) = (stack.horizontal, stack.arrangement)
    let frame = EdgeGeometry.frame(of: stack.node.design)
    let frames = stack.arranged.map { EdgeGeometry.frame(of: $0.design) }
    let (start, end): (Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing) : (.top, .bottom)
    let margins = arrangement.margins
    let (before, after) = horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    guard let first = frames.first, let last = frames.last,
      near(position(start, first) - position(start, frame), before),
      near(position(end, frame) - position(end, last), after)
    else { return false }
    // A stack keeps at least its spacing where the design spreads its children: a row that narrows on a smaller phone
    // has to give the room from that gap (a chain lets the children overlap, a stack cannot), unless a text that hugs
    // it gives it (a label's width gives way, at its compression resistance).
    let spreads = arrangement.distribution == .equalSpacing
    let gives =
      !horizontal || !spreads
      || stack.arranged.contains { isCompressibleText($0, horizontal: horizontal, context: context) }
    let room = gives ? 0 : context.narrowing
    for (previous, next) in zip(frames, frames.dropFirst()) {
      let gap = position(start, next) - position(end, previous)
      let placed = spreads ? gap >= arrangement.spacing + room - tolerance : near(gap, arrangement.spacing)
      guard placed else { return false }
    }
    if arrangement.distribution == .fillEqually {
      let length = horizontal ? first.width : first.height
      return frames.allSatisfy { near(horizontal ? $0.width : $0.height, length) }
    }
    return true
  }

  /// Whether each child sits across the axis where the stack's alignment puts it, within the margins.
  private static func placesAcross(_ stack: Candidate, context: PlanningContext) -> Bool {
    let (node, arrangement, horizontal) = (stack.node, stack.arrangement, !stack.horizontal)
    let fills = stack.items.map { (horizontal ? $0.width : $0.height) == .fill }
    // A stack that hugs across takes its size from children that do not fill it (as small as they let it be, at
    // UIKit's fitting priority), and the others fill that.
    guard context.sizing(of: node, horizontal: horizontal) != .hug || fills.contains(false) else { return false }
    let frame = EdgeGeometry.frame(of: node.design)
    let margins = arrangement.margins
    let (before, after) = horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    let (start, end, center): (Constraint.Attribute, Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
    // Hugging, the stack is as large as its largest child that does not fill it, and its margins.
    let largest =
      zip(stack.arranged, fills).filter { !$0.1 }.map {
        horizontal ? $0.0.design.absolute.width : $0.0.design.absolute.height
      }
      .max() ?? 0
    if context.sizing(of: node, horizontal: horizontal) == .hug,
      !near(largest + before + after, horizontal ? frame.width : frame.height)
    {
      return false
    }
    return zip(stack.arranged, fills).allSatisfy { child, fills in
      let box = EdgeGeometry.frame(of: child.design)
      let leading = position(start, box) - position(start, frame)
      let trailing = position(end, frame) - position(end, box)
      guard leading >= before - tolerance, trailing >= after - tolerance else { return false }
      // A child that fills the stack spans its margins, whatever the stack aligns its others by.
      if fills { return near(leading, before) && near(trailing, after) }
      let aligned: Constraint.Attribute
      switch arrangement.alignment {
      case .fill: return near(leading, before) && near(trailing, after)
      case .start:
        guard near(leading, before) else { return false }
        aligned = start
      case .end:
        guard near(trailing, after) else { return false }
        aligned = end
      case .center:
        guard near(position(center, box) - position(center, frame), (before - after) / 2) else { return false }
        aligned = center
      }
      guard horizontal else { return true }
      // Across a column that narrows on a smaller phone, a wide child stretches with it (``WideChild``): the stack
      // keeps it as wide as itself less the child's margins. Any other child has to have that room beside it (a
      // chain lets it run out, a stack cannot), and one a chain would centre is not where the stack puts it.
      let wide = WideChild(context: context)
      if wide.recentres(child, in: node, placedBy: aligned) { return false }
      return wide.margins(ofStretched: child, in: node, placedBy: aligned) != nil
        || isCompressibleText(child, horizontal: true, context: context)
        || leading + trailing - before - after >= context.narrowing - tolerance
    }
  }

  /// Whether `child` is a text that hugs its width or height, which a stack narrower than the design shrinks (a
  /// label's size gives way where a required edge holds it in; the planner gives it no size of its own there).
  private static func isCompressibleText(_ child: RuledNode, horizontal: Bool, context: PlanningContext) -> Bool {
    child.design.text != nil && context.nodes[child].role == .label
      && context.sizing(of: child, horizontal: horizontal) == .hug
  }

  /// Whether two or more children of one fixed size side by side would share the row's width on the narrowest phone
  /// (``EqualWidthRow``), which a stack that lays them out itself would not let them.
  private static func sharesNarrowRow(_ stack: Candidate, context: PlanningContext) -> Bool {
    guard context.narrowing > 0.5 else { return false }
    let fixed = zip(stack.arranged, stack.items).filter { $0.1.width == .fixed }.map {
      EdgeGeometry.frame(of: $0.0.design)
    }
    // Side by side in the order they follow each other, as the row's equal views are found.
    return zip(fixed, fixed.dropFirst()).contains {
      abs($0.width - $1.width) <= 0.5 && abs($0.height - $1.height) <= 0.5
    }
  }

  private static func position(_ attribute: Constraint.Attribute, _ frame: Frame) -> Double {
    EdgeGeometry.position(of: attribute, in: frame)
  }

  private static func near(_ value: Double, _ target: Double) -> Bool { abs(value - target) <= tolerance }
}
