import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// Plans one screen: names, classes and properties of its views in `addSubview` order, and
/// their constraints.
struct ScreenPlanner {
  let tree: RuledTree
  let screen: RuledScreen
  var configurator: ViewConfigurator
  private var naming = SwiftNaming()
  private var views: [ViewSpec] = []
  private var diagnostics: [Diagnostic] = []
  private var constraintPlanner: ConstraintPlanner

  init(tree: RuledTree, screen: RuledScreen, configurator: ViewConfigurator) {
    self.tree = tree
    self.screen = screen
    self.configurator = configurator
    let root = screen.root
    let canvas = Size(width: root.design.frame.width, height: root.design.frame.height)
    var frames: [String: Frame] = [:]
    var fontSizes: [String: Double] = [:]
    var depths: [String: Int] = [:]
    func visit(_ node: RuledNode, depth: Int) {
      frames[node.design.id] = EdgeGeometry.frame(of: node.design)
      if let text = node.design.text { fontSizes[node.design.id] = text.style.fontSize }
      depths[node.design.id] = depth
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    let context = PlanningContext(
      rootID: root.design.id, canvas: canvas,
      safeArea: EdgeInsets(top: screen.device.top, bottom: screen.device.bottom),
      frames: frames, fontSizes: fontSizes, depths: depths, sizing: ResolvedSizing(root: root, source: tree.source),
      scroll: ScrollPlan(screen: screen, options: tree.options, source: tree.source),
      hasSafeArea: screen.device.device != nil || screen.device.overridden, source: tree.source)
    constraintPlanner = ConstraintPlanner(context: context)
  }

  mutating func plan() -> (screen: LayoutScreen, diagnostics: [Diagnostic], configurator: ViewConfigurator) {
    let root = screen.root
    let context = constraintPlanner.context
    addChildren(of: root)
    var rootProperties = ViewProperties()
    if let fill = root.design.appearance.fills.last(where: { $0.visible && $0.kind == .solid }) {
      rootProperties.backgroundColor = configurator.color(fill, usage: .fill)
    }
    let planned = LayoutScreen(
      node: root.design.id, name: root.design.name, className: SwiftNaming.typeName(for: root.design.name),
      canvas: context.canvas, safeArea: context.safeArea, rootProperties: rootProperties, views: views,
      skipped: screen.skipped.map { SkippedView(node: $0.node.id, name: $0.node.name, reason: $0.reason) })
    let found = context.sizing.diagnostics + context.scroll.diagnostics + diagnostics + constraintPlanner.diagnostics
    return (planned, found, configurator)
  }

  private mutating func addChildren(of parent: RuledNode, skipping consumed: String? = nil) {
    var added: [(RuledNode, String?)] = []
    // Children of a scrolling frame are laid out in its content, which starts where the frame does.
    var planningParent = parent
    let scroll = constraintPlanner.context.scroll.containers[parent.design.id]
    if let scroll {
      views += scroll.views(in: parent, context: constraintPlanner.context, naming: &naming)
      planningParent.design.absolute = Rect(
        x: scroll.contentFrame.x, y: scroll.contentFrame.y, width: scroll.contentFrame.width,
        height: scroll.contentFrame.height)
    }
    for (index, child) in parent.children.enumerated() where child.design.id != consumed {
      let ownScroll = constraintPlanner.context.scroll.containers[child.design.id].flatMap {
        $0.scrollID == child.design.id ? $0 : nil
      }
      let className = ownScroll != nil ? "UIScrollView" : configurator.className(for: child)
      let role = ownScroll != nil ? .scroll : ViewConfigurator.role(for: child)
      let view = child.decisions.view?.value
      let name = naming.name(for: child.design.name, className: className, preferred: view?.name)
      let (properties, todos, titleSource) = configurator.configure(child, role: role)
      let (constraints, intrinsic) = constraintPlanner.plan(child, in: planningParent, index: index)
      let inContent = scroll.map { !$0.fixed.contains(child.design.id) } ?? false
      var spec = ViewSpec(
        node: child.design.id, name: name, role: role, className: className, initializer: view?.initializer,
        parent: inContent ? scroll?.contentID ?? parent.design.id : parent.design.id,
        frame: EdgeGeometry.frame(of: child.design), intrinsic: intrinsic, properties: properties,
        constraints: constraints, todos: todos)
      ownScroll?.configure(&spec.properties)
      if let bound = scroll?.growthBound(for: child.design.id) {
        spec.constraints = ConstraintPlanner.sorted(spec.constraints + [bound])
      }
      if role == .stack {
        spec.stack = stack(for: child)
        diagnostics += stackWarnings(for: child, alignment: spec.stack?.alignment ?? "fill")
      }
      views.append(spec)
      added.append((child, titleSource))
    }
    let items = parent.children.filter { $0.design.item.positioning == .auto }
    if EvenSpacing.applies(to: parent, items: items, context: constraintPlanner.context) {
      views += EvenSpacing.spacers(
        in: parent, items: items, viewParent: scroll?.contentID ?? parent.design.id, naming: &naming)
    }
    for (child, titleSource) in added { addChildren(of: child, skipping: titleSource) }
  }

  private func stack(for node: RuledNode) -> StackSpec {
    let layout = node.design.layout
    let horizontal = layout.mode == .horizontal
    let alignment: String =
      switch layout.counterAlign {
      case .min, .baseline: horizontal ? "top" : "leading"
      case .center: "center"
      case .max: horizontal ? "bottom" : "trailing"
      }
    let padding = layout.padding
    let items = node.children.filter { $0.design.item.positioning == .auto }
    let allFill =
      items.count > 1
      && items.allSatisfy { constraintPlanner.context.sizing(of: $0, horizontal: horizontal) == .fill }
    let distribution = layout.primaryAlign == .spaceBetween ? "equalSpacing" : allFill ? "fillEqually" : "fill"
    return StackSpec(
      axis: horizontal ? "horizontal" : "vertical", spacing: layout.itemSpacing, alignment: alignment,
      distribution: distribution,
      insets: EdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right))
  }

  /// UIStackView stretches its arranged subviews across its axis only with `.fill` alignment:
  /// a FILL child beside aligned ones is a layout the stack cannot make.
  private func stackWarnings(for node: RuledNode, alignment: String) -> [Diagnostic] {
    let horizontal = node.design.layout.mode == .horizontal
    return node.children.filter { child in
      child.design.item.positioning == .auto && alignment != "fill"
        && constraintPlanner.context.sizing(of: child, horizontal: !horizontal) == .fill
    }.map { child in
      constraintPlanner.context.note(
        .warning, "planner.stackStretch",
        "a UIStackView aligned .\(alignment) does not stretch '\(child.design.name)' across it; keep this frame a chain",
        node.design)
    }
  }
}
