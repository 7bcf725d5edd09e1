import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// Plans the constraints of one view: the ruleset's edge bindings where it gave them, otherwise
/// figsnap's built-in behaviour (auto-layout chains, or the Figma constraints of a free-form
/// parent), then its size.
struct ConstraintPlanner {
  let context: PlanningContext
  var diagnostics: [Diagnostic] = []
  /// Wrapping and grid containers already noted.
  var notedParents: Set<String> = []
  /// The chain of the auto-layout frame whose children are being planned: made once for all of
  /// them (a screen's children are planned one parent at a time).
  private var chain: AutoLayoutChain?
  /// The layout of the stack view whose arranged views are being planned, by the stack's id.
  private var stack: (id: String, layout: StackLayout)?

  init(context: PlanningContext) { self.context = context }

  /// The constraints of `node`, a child of `parent` at `index`, its intrinsic size, and its content priorities where
  /// they are not UIKit's defaults.
  mutating func plan(_ node: RuledNode, in parent: RuledNode, index: Int) -> (
    constraints: [Constraint], intrinsic: IntrinsicSize?, priorities: ContentPriorities?
  ) {
    let frame = EdgeGeometry.frame(of: node.design)
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    var constraints: [Constraint] = []
    var pinnedBoth = (horizontal: false, vertical: false)
    for horizontal in [true, false] {
      let decided = horizontal ? node.decisions.horizontal : node.decisions.vertical
      var axis: [Constraint]
      if context.scroll.isFixed(node.design.id) {
        // A bar that stays on screen beside scrolling content is placed against the screen alone (its own frame, not
        // the content's, which may start under a bar along the top).
        var screen = parent
        if let own = context.frames[parent.design.id] {
          screen.design.absolute = Rect(x: own.x, y: own.y, width: own.width, height: own.height)
        }
        axis = onScreen(
          node, parent: screen, horizontal: horizontal, frame: frame, parentFrame: EdgeGeometry.frame(of: screen.design)
        )
      } else if let decided {
        axis = decided.value.map {
          bind($0, node: node, parent: parent, frame: frame, origin: decided.origin.description)
        }
      } else {
        axis = builtIn(
          node, parent: parent, index: index, horizontal: horizontal, frame: frame, parentFrame: parentFrame)
      }
      if horizontal, let across = WideChild(context: context).stretched(node, in: parent, along: axis) {
        axis = across
      }
      var stretched = stretches(node, in: parent, along: axis, horizontal: horizontal)
      if decided == nil, let size = stackCrossSize(of: node, in: parent, horizontal: horizontal) {
        axis.append(size)
        stretched = true
      }
      if horizontal { pinnedBoth.horizontal = stretched } else { pinnedBoth.vertical = stretched }
      constraints += axis
    }
    let sizing = SizePlanner(context: context).plan(
      node, frame: frame, pinnedBoth: pinnedBoth, inBar: context.nodes[parent].role.isBar)
    constraints += sizing.constraints
    let horizontal = constraints.filter { $0.attribute.isHorizontal && !$0.attribute.isSize }
    if let bound = TextGuard(context: context).bound(
      for: node, in: parent, horizontal: horizontal, size: sizing.constraints)
    {
      constraints.append(bound)
    }
    diagnostics += sizing.diagnostics
    return (Self.sorted(constraints), sizing.intrinsic, priorities(of: node, in: parent, index: index))
  }

  /// A label that gives way first in its row (``ContentRow``) resists compression a step less than its neighbours.
  private mutating func priorities(of node: RuledNode, in parent: RuledNode, index: Int) -> ContentPriorities? {
    guard node.decisions.horizontal == nil, !context.scroll.isFixed(node.design.id), parent.design.layout.chains,
      context.nodes[node].isFlowItem, !context.isStack(parent), chain(of: parent).yieldsWidth(index)
    else { return nil }
    var priorities = ContentPriorities()
    priorities.compressionHorizontal -= 1
    return priorities
  }

  // MARK: - Rule bindings

  private mutating func bind(_ binding: EdgeBinding, node: RuledNode, parent: RuledNode, frame: Frame, origin: String)
    -> Constraint
  {
    let attribute = EdgeGeometry.attribute(binding.edge)
    let here = EdgeGeometry.position(of: attribute, in: frame, fontSize: context.fontSizes[node.design.id])
    switch binding.target {
    case .superview(let edge):
      return superview(attribute, EdgeGeometry.attribute(edge), here: here, parent: parent, origin: origin)
    case .safeArea(let edge):
      let target = EdgeGeometry.attribute(edge)
      // Scrolling content keeps the design's offsets from the top of the content.
      let scrolls = context.scroll.container(scrolling: node.design.id) != nil
      guard parent.design.id == context.rootID, !scrolls else {
        if !scrolls {
          diagnostics.append(
            context.note(
              .warning, "planner.safeArea",
              "the safe area is only a target for children of the screen's root; used the superview",
              node.design))
        }
        return superview(attribute, target, here: here, parent: parent, origin: origin)
      }
      let there = EdgeGeometry.position(of: target, in: context.safeAreaFrame)
      return Constraint(attribute, .safeArea(target), constant: here - there, origin: origin)
    case .node(let id, let edge):
      let target = EdgeGeometry.attribute(edge)
      if id == parent.design.id { return superview(attribute, target, here: here, parent: parent, origin: origin) }
      // Scrolling content bound to a bar that stays on screen (a list that starts under the navigation bar) keeps the
      // design's offset from the same edge of the content: a constraint to the bar would hold the content still.
      if context.scroll.isFixed(id), context.scroll.container(scrolling: node.design.id) != nil {
        return superview(attribute, attribute, here: here, parent: parent, origin: origin)
      }
      guard let other = context.frames[id] else {
        return superview(attribute, target, here: here, parent: parent, origin: origin)
      }
      let there = EdgeGeometry.position(of: target, in: other, fontSize: context.fontSizes[id])
      return Constraint(attribute, .view(id, target), constant: here - there, origin: origin)
    }
  }

  private func superview(
    _ attribute: Constraint.Attribute, _ target: Constraint.Attribute, here: Double, parent: RuledNode, origin: String
  ) -> Constraint {
    let there = EdgeGeometry.position(of: target, in: EdgeGeometry.frame(of: parent.design))
    return Constraint(attribute, .superview(target), constant: here - there, origin: origin)
  }

  // MARK: - Built-in behaviour

  private mutating func builtIn(
    _ node: RuledNode, parent: RuledNode, index: Int, horizontal: Bool, frame: Frame, parentFrame: Frame
  ) -> [Constraint] {
    let layout = parent.design.layout
    if layout.isAutoLayout && !layout.chains && notedParents.insert(parent.design.id).inserted {
      let kind = layout.mode == .grid ? "grid layout" : "wrapping auto layout"
      diagnostics.append(
        context.note(.note, "planner.placedByPosition", "\(kind) is placed by position, not reflowed", parent.design))
    }
    if context.nodes[node].isFlowItem {
      // A stack view places its arranged views itself: what UIKit makes for them, listed as implicit.
      if context.isStack(parent) { return stackLayout(of: parent).constraints(for: index, horizontal: horizontal) }
      return chain(of: parent).constraints(for: index, horizontal: horizontal)
    }
    return freeform(node.design, parent: parent, horizontal: horizontal, frame: frame, parentFrame: parentFrame)
  }

  /// The size across its stack view of an arranged view that stretches across it, where the stack aligns its views by
  /// one edge or their centres (it stretches them all only with `.fill`): as large as the stack less its margins for a
  /// view that fills it, and, across a column, as wide as the stack less the room the design leaves beside it for a
  /// wide view a chain would stretch (``WideChild``); nil for any other view.
  private mutating func stackCrossSize(of node: RuledNode, in parent: RuledNode, horizontal: Bool) -> Constraint? {
    guard context.isStack(parent), context.nodes[node].isFlowItem, !context.scroll.isFixed(node.design.id) else {
      return nil
    }
    let arrangement = stackLayout(of: parent).arrangement
    guard (arrangement.axis == .vertical) == horizontal, arrangement.alignment != .fill else { return nil }
    let size: Constraint.Attribute = horizontal ? .width : .height
    if context.sizing(of: node, horizontal: horizontal) == .fill {
      let margins = arrangement.margins
      let room = horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
      return Constraint(size, .superview(size), constant: -room, origin: "planner.autoLayout")
    }
    let aligned: Constraint.Attribute
    switch arrangement.alignment {
    case .fill: return nil
    case .start: aligned = .leading
    case .center: aligned = .centerX
    case .end: aligned = .trailing
    }
    guard horizontal,
      let margins = WideChild(context: context).margins(ofStretched: node, in: parent, placedBy: aligned)
    else { return nil }
    return Constraint(
      .width, .superview(.width), constant: -(margins.leading + margins.trailing), origin: "planner.wide")
  }

  /// The layout of the stack view `parent`, made again only when the parent changes.
  private mutating func stackLayout(of parent: RuledNode) -> StackLayout {
    if let stack, stack.id == parent.design.id { return stack.layout }
    let made = StackLayout(context: context, parent: parent)
    stack = (parent.design.id, made)
    return made
  }

  /// The chain of `parent`, made again only when the parent changes.
  private mutating func chain(of parent: RuledNode) -> AutoLayoutChain {
    if let chain, chain.parent.design.id == parent.design.id { return chain }
    let made = AutoLayoutChain(context: context, parent: parent)
    chain = made
    return made
  }

  /// Figma constraints in a free-form parent: LEFT/TOP pin the start edge, RIGHT/BOTTOM the end,
  /// CENTER the centre, LEFT_RIGHT/TOP_BOTTOM both; SCALE is treated as LEFT/TOP.
  private mutating func freeform(
    _ node: DesignNode, parent: RuledNode, horizontal: Bool, frame: Frame, parentFrame: Frame
  )
    -> [Constraint]
  {
    let origin = "planner.freeform"
    func pin(_ attribute: Constraint.Attribute) -> Constraint {
      let constant =
        EdgeGeometry.position(of: attribute, in: frame) - EdgeGeometry.position(of: attribute, in: parentFrame)
      return Constraint(attribute, .superview(attribute), constant: constant, origin: origin)
    }
    if horizontal {
      switch node.constraints.horizontal {
      case .left, .unknown: return [pin(.leading)]
      case .right: return [pin(.trailing)]
      case .center: return [pin(.centerX)]
      case .leftRight: return [pin(.leading), pin(.trailing)]
      case .scale:
        diagnostics.append(
          context.note(.note, "planner.scale", "SCALE constraint placed as LEFT (no ratio is guessed)", node))
        return [pin(.leading)]
      }
    }
    switch node.constraints.vertical {
    case .top, .unknown: return [pin(.top)]
    case .bottom: return [pin(.bottom)]
    case .center: return [pin(.centerY)]
    case .topBottom: return [pin(.top), pin(.bottom)]
    case .scale:
      diagnostics.append(
        context.note(.note, "planner.scale", "SCALE constraint placed as TOP (no ratio is guessed)", node))
      return [pin(.top)]
    }
  }

  /// A fixed child of a scrolling screen: across, both edges for a bar about as wide as the
  /// screen, else its Figma constraints; along the screen's height the nearer end: the safe
  /// area's bottom for a bar above the home indicator, the screen's bottom for one over it, the
  /// top otherwise.
  private mutating func onScreen(
    _ node: RuledNode, parent: RuledNode, horizontal: Bool, frame: Frame, parentFrame: Frame
  ) -> [Constraint] {
    let origin = ScrollPlan.origin
    if horizontal {
      guard frame.width >= parentFrame.width * 0.95 else {
        return freeform(node.design, parent: parent, horizontal: true, frame: frame, parentFrame: parentFrame)
      }
      return [
        Constraint(.leading, .superview(.leading), constant: frame.x - parentFrame.x, origin: origin),
        Constraint(.trailing, .superview(.trailing), constant: frame.maxX - parentFrame.maxX, origin: origin),
      ]
    }
    guard frame.y + frame.height / 2 > parentFrame.y + parentFrame.height / 2 else {
      return [Constraint(.top, .superview(.top), constant: frame.y - parentFrame.y, origin: origin)]
    }
    let safeBottom = context.safeAreaFrame.maxY
    if context.safeArea.bottom > 0 && frame.maxY <= safeBottom + 0.5 {
      return [Constraint(.bottom, .safeArea(.bottom), constant: frame.maxY - safeBottom, origin: origin)]
    }
    return [Constraint(.bottom, .superview(.bottom), constant: frame.maxY - parentFrame.maxY, origin: origin)]
  }

  /// Whether the constraints of one axis stretch the view, so that it takes no size constraint:
  /// both edges are bound, and the view is FILL or hangs between its parent's edges in a parent
  /// that does not hug (a hugging parent takes its size from its children's).
  private func stretches(_ node: RuledNode, in parent: RuledNode, along axis: [Constraint], horizontal: Bool) -> Bool {
    // An arranged view that its stack keeps within its margins (`<=`, `>=`) is not bound by that edge.
    let attributes = Set(axis.filter { !$0.implicit || $0.relation == .equal }.map(\.attribute))
    let bothEdges =
      horizontal
      ? (attributes.contains(.leading) && attributes.contains(.trailing))
        || (attributes.contains(.left) && attributes.contains(.right))
      : attributes.contains(.top) && attributes.contains(.bottom)
    guard bothEdges else { return false }
    if context.sizing(of: node, horizontal: horizontal) == .fill { return true }
    let parentHugs = parent.design.layout.chains && context.sizing(of: parent, horizontal: horizontal) == .hug
    let toParent = axis.allSatisfy { constraint in
      switch constraint.target {
      case .superview, .safeArea: true
      default: false
      }
    }
    // A hugging frame takes its size from its flow: a layer placed over it (a card's shadow, its backdrop) that its
    // flow's items size follows the frame, as it grows with their text.
    let sizedByItsFlow =
      parentHugs && !context.nodes[node].isFlowItem && context.hasFlowItem(in: parent, besides: node)
    return toParent && (!parentHugs || sizedByItsFlow)
  }

  /// Constraints in SnapKit's attribute order; ties keep their order.
  static func sorted(_ constraints: [Constraint]) -> [Constraint] {
    constraints.enumerated().sorted { lhs, rhs in
      lhs.element.attribute != rhs.element.attribute
        ? lhs.element.attribute < rhs.element.attribute : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
