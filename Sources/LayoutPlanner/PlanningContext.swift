import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// What planning one view needs to know about its surroundings.
struct PlanningContext {
  /// The screen's root node id.
  let rootID: String
  let canvas: Size
  let safeArea: EdgeInsets
  /// Every kept node's frame in screen coordinates, by id, for sibling targets.
  let frames: [String: Frame]
  /// Font sizes of text nodes, for baselines.
  let fontSizes: [String: Double]
  /// How deep each kept node lies below the root.
  let depths: [String: Int]
  /// What each node is, resolved once for the whole tree.
  let nodes: ResolvedNodes
  /// The sizing each node is laid out with.
  let sizing: ResolvedSizing
  /// The frames that scroll.
  let scroll: ScrollPlan
  /// Whether the screen is drawn for a device (or the ruleset gave its canvas insets), so that
  /// its top content hangs from the safe area.
  let hasSafeArea: Bool
  let source: String
  /// How much narrower than the design the narrowest device the app runs on is (0 for a design drawn at its width or
  /// narrower): the room a view with a fixed width must leave.
  var narrowing = 0.0
  /// The instances that are views of their component's class (their group, by node id): leaves here, sized as the
  /// class sizes itself.
  ///
  /// The catalog's own table, shared by every screen rather than copied into a set for each (on a file of thousands of
  /// instances, that copy made planning grow with screens × instances).
  var componentInstances: [String: Int] = [:]
  /// The auto-layout frames the planner makes stack views of (``StackPromotion``), by id.
  var stacks: Set<String> = []

  /// Whether `node` is a `UIStackView`: the rules made it one, or the planner did.
  func isStack(_ node: RuledNode) -> Bool { nodes[node].role == .stack || stacks.contains(node.design.id) }

  /// Whether a child of `parent` other than `node` takes part in its auto layout (a scan that copies no sibling: it is
  /// asked of every child of a frame).
  func hasFlowItem(in parent: RuledNode, besides node: RuledNode) -> Bool {
    parent.children.contains { $0.design.id != node.design.id && nodes[$0].isFlowItem }
  }

  /// The sizing of `node` along one axis, as the planner lays it out.
  func sizing(of node: RuledNode, horizontal: Bool) -> Sizing {
    sizing.sizing(of: node, horizontal: horizontal)
  }

  /// The priority of a FILL item's wish to fill the space it may (under a maximum): high, and a
  /// little lower the deeper the item lies, so that an outer frame's fill always outweighs an
  /// inner one's instead of tying with it.
  func fillPriority(of node: RuledNode) -> Double {
    751 - Double(min(max(depths[node.design.id] ?? 1, 1), 50))
  }

  /// The frame of the safe-area guide.
  var safeAreaFrame: Frame {
    Frame(
      x: safeArea.leading, y: safeArea.top, width: canvas.width - safeArea.leading - safeArea.trailing,
      height: canvas.height - safeArea.top - safeArea.bottom)
  }

  func note(_ severity: Diagnostic.Severity, _ id: String, _ message: String, _ node: DesignNode) -> Diagnostic {
    Diagnostic(
      severity, id, "\(message)", at: SourceLocation(file: source), node: NodeRef(id: node.id, name: node.name))
  }
}
