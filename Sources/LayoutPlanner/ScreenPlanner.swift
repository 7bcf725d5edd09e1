import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// Plans one screen: names, classes and properties of its views in `addSubview` order, and
/// their constraints.
struct ScreenPlanner {
  let tree: RuledTree
  let screen: RuledScreen
  var configurator: ViewConfigurator
  private var naming: SwiftNaming
  private var views: [ViewSpec] = []
  /// The text style and layer name of each label, by node, for where its text sits in its box.
  private var labelTexts: [String: (style: TextStyle, layer: String)] = [:]
  private var diagnostics: [Diagnostic] = []
  private var constraintPlanner: ConstraintPlanner
  /// The words each figure is named by (``FigureWords``), by node.
  private let figureNames: [String: String]

  init(tree: RuledTree, screen: RuledScreen, configurator: ViewConfigurator, scope: ReservedNames.Scope = .view) {
    self.tree = tree
    let (unfoldedScreen, unfolded) = NestedScrolls.unfolded(screen, options: tree.options, source: tree.source)
    let screen = SwitchBox.standardized(unfoldedScreen, nodes: configurator.nodes)
    self.screen = screen
    figureNames = FigureWords.names(in: screen.root)
    diagnostics = unfolded
    self.configurator = configurator
    naming = SwiftNaming(scope: scope)
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
    var context = PlanningContext(
      rootID: root.design.id, canvas: canvas,
      safeArea: EdgeInsets(top: screen.device.top, bottom: screen.device.bottom),
      frames: frames, fontSizes: fontSizes, depths: depths, nodes: configurator.nodes,
      sizing: ResolvedSizing(root: root, nodes: configurator.nodes, source: tree.source),
      scroll: ScrollPlan(screen: screen, options: tree.options, nodes: configurator.nodes, source: tree.source),
      hasSafeArea: screen.device.hasSafeArea, source: tree.source)
    context.componentInstances = configurator.components.groupOfInstance
    let devices = DeviceCatalog.checkedDevices(
      forCanvasWidth: canvas.width, deploymentMajor: tree.options.deploymentMajor)
    context.narrowing = max(canvas.width - (devices.map(\.width).min() ?? canvas.width), 0)
    context.stacks = StackPromotion.frames(under: root, context: context, options: tree.options)
    constraintPlanner = ConstraintPlanner(context: context)
  }

  mutating func plan() -> (screen: LayoutScreen, diagnostics: [Diagnostic], configurator: ViewConfigurator) {
    let root = screen.root
    let context = constraintPlanner.context
    addChildren(of: root)
    TextVerticalAlignment.apply(to: &views, texts: labelTexts)
    TextGrowth.apply(to: &views, root: root.design.id)
    EdgeGeometry.recordBaselines(in: &views, fontSizes: context.fontSizes)
    KeyboardAvoidance.liftBottomBars(
      in: &views, root: root.design.id, canvas: context.canvas, safeArea: context.safeArea,
      deploymentMajor: tree.options.deploymentMajor)
    let isDeviceScreen = screen.device.hasSafeArea
    let (rootProperties, rootTodos) = configurator.configureRoot(root, isDeviceScreen: isDeviceScreen)
    var planned = LayoutScreen(
      node: root.design.id, name: root.design.name,
      className: SwiftNaming.typeName(for: root.design.name, content: Self.screenContent(of: root)),
      canvas: context.canvas, safeArea: context.safeArea, rootProperties: rootProperties, views: views,
      skipped: screen.skipped.map { SkippedView(node: $0.node.id, name: $0.node.name, reason: $0.reason) })
    planned.rootTodos = rootTodos
    let illegible = DarkModeLegibility(tokens: tree.colorTokens).illegiblePairs(
      in: views, root: rootProperties, isDeviceScreen: isDeviceScreen)
    // A text that follows Dark Mode on a colour that does not keeps its light colour; only where the screen's own
    // colours are the mismatch does the whole screen keep its light appearance.
    let kept = illegible.filter { $0.lightText != nil }
    for pair in kept { planned.views[pair.index].properties.textColor = pair.lightText }
    if let note = DarkModeLegibility.lightTextsNote(kept, source: tree.source) { diagnostics.append(note) }
    if let pair = illegible.first(where: { $0.lightText == nil }) {
      diagnostics.append(DarkModeLegibility.keepLight(&planned, for: pair, source: tree.source))
    }
    // A tall screen's root holds its scroll view and the bars that stay; the flow is the content's.
    if context.scroll.containers[root.design.id] == nil { planned.rootFlow = FlowPlan.flow(of: root) }
    let found = context.sizing.diagnostics + context.scroll.diagnostics + diagnostics + constraintPlanner.diagnostics
    return (planned, found, configurator)
  }

  private mutating func addChildren(of parent: RuledNode) {
    // The layers around an image name it where its own does not; never the texts they show, which are data.
    configurator.ancestors.append(parent.design.name)
    defer { configurator.ancestors.removeLast() }
    var added: [RuledNode] = []
    // Children of a scrolling frame are laid out in its content, which starts where the frame does.
    var planningParent = parent
    let scroll = constraintPlanner.context.scroll.containers[parent.design.id]
    if let scroll {
      var added = scroll.views(in: parent, context: constraintPlanner.context, naming: &naming)
      // The frame's flow lays out what scrolls: its children are the content view's.
      if let content = added.indices.last { added[content].flow = FlowPlan.flow(of: parent) }
      views += added
      planningParent.design.absolute = Rect(
        x: scroll.contentFrame.x, y: scroll.contentFrame.y, width: scroll.contentFrame.width,
        height: scroll.contentFrame.height)
    }
    let firstChild = views.count
    // A mask clips the layers above it: the mask itself draws nothing, and keeps its frame as a layout guide.
    var mask: DesignNode?
    for (index, child) in parent.children.enumerated() {
      let isMask = child.design.appearance.isMask && child.children.isEmpty
      let ownScroll = constraintPlanner.context.scroll.containers[child.design.id].flatMap {
        $0.scrollID == child.design.id ? $0 : nil
      }
      let resolved = configurator.nodes[child]
      let promoted = constraintPlanner.context.stacks.contains(child.design.id)
      var className = ownScroll != nil ? "UIScrollView" : promoted ? ViewRole.stack.uikitClass : resolved.className
      var role = ownScroll != nil ? .scroll : promoted ? .stack : resolved.role
      // An instance of a component that is a class of its own is a view of that class; its layers are the class's. A
      // drawn bar stays a bar (what it is for) drawn by its component's class.
      let component = ownScroll == nil ? configurator.components.group(of: child) : nil
      if let component {
        if !role.isBar { role = .component }
        className = component.className
      }
      var list: ListSpec?
      if role == .list {
        if let planned = ListPlanner(tree: tree).plan(child, configurator: &configurator) {
          list = planned.0
          diagnostics += planned.1
          if child.decisions.view?.value.className == nil { className = "UICollectionView" }
        } else {
          // Not rows of one kind after all: the frame and its children stay views.
          role = .container
          if child.decisions.view?.value.className == "UICollectionView" { className = "UIView" }
        }
      }
      if isMask {
        role = .layoutGuide
        className = "UILayoutGuide"
      }
      let view = child.decisions.view?.value
      let (properties, control, todos) =
        isMask || component != nil ? (ViewProperties(), nil, []) : configurator.configure(child, role: role, mask: mask)
      if isMask { mask = child.design }
      let accessibility = ViewAccess.accessibility(
        child, role: role, control: control, properties: properties, parent: parent,
        cardLabel: component == nil ? FigureCard.spokenLabel(of: child, nodes: configurator.nodes) : nil)
      // A control is named for what it is labelled with (a switch beside "Notifications"), a view for what it shows,
      // and a row tapped as a whole for its title, not for all it says.
      let labelled = role.isControl && role != .tappable
      var content = labelled ? accessibility?.label ?? Self.content(of: child) : Self.content(of: child)
      if content == nil, let figure = figureNames[child.design.id] { content = figure }
      // A link sentence Figma named by its text is named for its words in a colour of their own ("Sign up" of
      // "Don't have an account? Sign up").
      let link = control?.button?.title.flatMap { title in
        child.design.name == title ? Self.linkWords(of: title, properties: properties) : nil
      }
      // A text input is named by its label or placeholder ("Story name", "Enter your PIN" as "PIN"), else for what
      // it holds (an email, a password): never by the sample text it shows.
      if let input = control?.textInput {
        let prompt = [accessibility?.label, input.placeholder].compactMap { $0.flatMap(Self.promptSubject) }.first
        content = prompt ?? input.contentType.map(Self.purposeName) ?? content
      }
      // A frame the planner made a stack view keeps its name in both targets: a SwiftUI stack is no `…StackView`.
      let name = naming.name(
        for: SwiftNaming.Request(
          layer: link ?? child.design.name, role: promoted ? .container : role,
          className: promoted ? "UIView" : className,
          preferred: view?.name ?? component.flatMap(\.sectionViewName), node: child.design.id,
          parent: parent.design.id, content: content, layoutWord: Self.layoutWord(of: child, in: parent, role: role),
          isLabelledControl: labelled,
          isNamedAsItsComponent: child.design.component.map { [$0.name, $0.setName].contains(child.design.name) }
            ?? false,
          place: Self.place(of: child.design, among: parent)))
      var (constraints, intrinsic, priorities) = constraintPlanner.plan(child, in: planningParent, index: index)
      if role == .stack, let fit = StackLayout(context: constraintPlanner.context, parent: child).fit() {
        constraints = ConstraintPlanner.sorted(constraints + [fit])
      }
      let inContent = scroll.map { !$0.fixed.contains(child.design.id) } ?? false
      var spec = ViewSpec(
        node: child.design.id, name: name, role: role,
        parent: inContent ? scroll?.contentID ?? parent.design.id : parent.design.id,
        frame: EdgeGeometry.frame(of: child.design), intrinsic: intrinsic, properties: properties,
        constraints: constraints, todos: todos,
        uikit: Self.uikit(
          view, className: className, drawnBy: component?.className ?? role.uikitClass,
          configured: !isMask && component == nil))
      if spec.properties.decoration.shadowView != nil {
        // Named for the view it shades (`salvarDespesaShadowView` beside `salvarDespesaButton`), not its layer.
        let shaded = naming.base(of: child.design.id) ?? child.design.name
        spec.properties.decoration.shadowView = naming.name(
          for: "\(shaded) Shadow", role: .container, className: "UIView")
      }
      spec.control = control
      spec.contentPriorities = priorities
      NaturalSize.settle(&spec, node: child)
      spec.list = list
      // Planned as another role than its own (a scroll view, a component's view, a list that is not one), a node
      // takes its layers as that role does.
      let absorbs =
        component != nil
        || (role == resolved.role ? resolved.absorbsChildren : ResolvedNode.absorbsChildren(child, role: role))
      if ownScroll == nil, !absorbs { spec.flow = FlowPlan.flow(of: child) }
      spec.item = FlowPlan.item(child, in: parent, context: constraintPlanner.context)
      if let component { spec.component = ComponentUse(className: component.className) }
      // A list in a scrolling screen shows its rows at the design's height and scrolls with the screen.
      if list != nil, inContent { spec.properties.scrollsContent = false }
      spec.accessibility = accessibility
      spec.isExposed = ViewAccess.isExposed(child, role: role)
      ownScroll?.configure(&spec.properties)
      if let bound = scroll?.growthBound(for: child.design.id) {
        spec.constraints = ConstraintPlanner.sorted(spec.constraints + [bound])
      }
      if ResolvedNode.asksForStack(child), !child.design.layout.chains {
        diagnostics.append(
          constraintPlanner.context.note(
            .warning, "planner.stackWithoutFlow",
            "the rules made '\(child.design.name)' a stack view, but it has no single-line auto layout for a stack to "
              + "arrange: it stays a view, its children placed as in a frame", child.design))
      }
      if role == .label, let text = child.design.text {
        labelTexts[child.design.id] = (
          text.style, child.design.name.split(whereSeparator: \.isNewline).joined(separator: " ")
        )
      }
      views.append(spec)
      if !absorbs { added.append(child) }
    }
    // A row that scrolls sideways, or on a canvas drawn for no phone, keeps its widths.
    let keepsWidths =
      scroll?.horizontal == true || !DeviceCatalog.isPhoneCanvas(width: constraintPlanner.context.canvas.width)
    diagnostics += EqualWidthRow.apply(
      to: &views, in: firstChild..<views.count, parent: scroll?.contentID ?? parent.design.id,
      parentFrame: EdgeGeometry.frame(of: planningParent.design),
      narrowing: keepsWidths ? 0 : constraintPlanner.context.narrowing, source: tree.source)
    let items = parent.children.filter { constraintPlanner.context.nodes[$0].isFlowItem }
    if EvenSpacing.applies(to: parent, items: items, context: constraintPlanner.context) {
      views += EvenSpacing.spacers(
        in: parent, items: items, viewParent: scroll?.contentID ?? parent.design.id, naming: &naming)
    }
    if CentredRow.applies(to: parent, items: items, context: constraintPlanner.context) {
      views += CentredRow.guides(
        in: parent, items: items, viewParent: scroll?.contentID ?? parent.design.id, naming: &naming)
    }
    for child in added { addChildren(of: child) }
  }

  /// What the `view` rule asked of the UIKit target alone: its initialiser, its properties (for a view that is
  /// `configured`: not a mask or a component's instance), and its class where it is not `drawnBy`, the one the role
  /// implies (or the component's).
  private static func uikit(_ view: ViewDecision?, className: String, drawnBy: String, configured: Bool)
    -> UIKitCustomization?
  {
    var uikit = UIKitCustomization(className: className == drawnBy ? nil : className, initializer: view?.initializer)
    for property in view?.properties ?? [] where configured { uikit.properties[property.key] = property.value }
    return uikit.isEmpty ? nil : uikit
  }

  /// "row" or "column" for a container laid out in one, "wrapper" for one around a single view; for a layer without
  /// children, its ``shapeWord(of:in:)``.
  static func layoutWord(of node: RuledNode, in parent: RuledNode, role: ViewRole) -> String? {
    if node.children.isEmpty { return shapeWord(of: node.design, in: parent.design) }
    guard role == .container || role == .stack else { return nil }
    if node.children.count == 1 { return "wrapper" }
    switch node.design.layout.mode {
    case .horizontal: return "row"
    case .vertical: return "column"
    case .none, .grid, .unknown: return nil
    }
  }

  /// What a layer without children is by its place in its parent, for a layer Figma named by default ("Rectangle 3",
  /// "Line 2"): the parent's `background` where it covers it, a `divider` where it is a hairline, a `dot` where it is
  /// a small circle; nil otherwise.
  static func shapeWord(of node: DesignNode, in parent: DesignNode) -> String? {
    guard node.kind != .text, node.kind != .instance else { return nil }
    let box = node.absolute
    let outer = parent.absolute
    let covers = [box.x - outer.x, box.y - outer.y, box.width - outer.width, box.height - outer.height].allSatisfy {
      abs($0) <= 1
    }
    if covers { return "background" }
    let thin = min(box.width, box.height)
    if thin <= 2, max(box.width, box.height) >= 8 * max(thin, 1) { return "divider" }
    if node.kind == .ellipse, abs(box.width - box.height) <= 0.5, box.width <= 12 { return "dot" }
    return nil
  }

  /// Where `node` sits in its parent, by the thirds its centre falls in ("topLeading", "top", "center",
  /// "bottomTrailing"), for its name; nil in a parent of more than 16 children, where most places would repeat.
  static func place(of node: DesignNode, among parent: RuledNode) -> String? {
    guard parent.children.count <= 16 else { return nil }
    let outer = parent.design.absolute
    guard outer.width > 0, outer.height > 0 else { return nil }
    let box = node.absolute
    let third = { (offset: Double, length: Double) -> Int in
      let position = offset / length * 3
      return position.isFinite ? Int(min(2, max(0, position))) : 1
    }
    let column = third(box.x + box.width / 2 - outer.x, outer.width)
    let row = third(box.y + box.height / 2 - outer.y, outer.height)
    let vertical = ["top", "", "bottom"][row]
    let horizontal = ["leading", "", "trailing"][column]
    if vertical.isEmpty { return horizontal.isEmpty ? "center" : horizontal }
    return vertical + SwiftName.upperFirst(horizontal)
  }

  /// What a screen shows, to name it by where its layer's name does not.
  ///
  /// Its first text near the top of its tree, else its heading (a captured page holds its texts deep, in frames named
  /// for their markup): the one in its top bar's band where there is one (a checkout's "Оформление заказа" over the
  /// headings of its sections), else the screen's.
  static func screenContent(of root: RuledNode) -> String? {
    if let found = content(of: root), !SwiftNaming.saysNothingOfAScreen(NameWords.words(found)) { return found }
    let top = root.design.absolute.y + topBand
    let heading =
      ScreenSections.heading(in: root, where: { $0.design.absolute.y < top }) ?? ScreenSections.heading(in: root)
    return heading?.joined(separator: " ")
  }

  /// The band across a screen's top that holds its bar's title, below the status bar (points).
  private static let topBand = 120.0

  /// The one run of a title in a colour of its own, of one to three words; nil where there is none or more.
  static func linkWords(of title: String, properties: ViewProperties) -> String? {
    let coloured = properties.textAttributes.runs.filter { $0.color != nil && $0.color != properties.textColor }
    guard coloured.count == 1, let run = coloured.first else { return nil }
    let units = Array(title.utf16)
    guard run.location >= 0, run.length > 0, run.location + run.length <= units.count else { return nil }
    let words = String(decoding: units[run.location..<(run.location + run.length)], as: UTF16.self)
      .split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init)
    return (1...3).contains(words.count) ? words.joined(separator: " ") : nil
  }

  /// The text a view shows, for its name: a label's own, or the first text inside a container; for a container
  /// with none, the first layer inside it named by a person.
  static func content(of node: RuledNode) -> String? {
    if let text = node.design.text { return meaningful(text.characters) }
    return text(in: node, depth: contentDepth) ?? namedLayer(in: node, depth: contentDepth)
  }

  /// What a field's prompt asks for: "PIN" of "Enter your PIN", "comment" of "Type your comment here"; nil where
  /// that is sample data or nothing.
  static func promptSubject(_ prompt: String) -> String? {
    let words = NameWords.words(prompt)
    var start = 0
    var end = words.count
    while start < end, promptWords.contains(words[start].lowercased()) { start += 1 }
    while end > start, promptWords.contains(words[end - 1].lowercased()) { end -= 1 }
    let subject = words[start..<end].joined(separator: " ")
    guard !subject.isEmpty, !SwiftNaming.looksLikeData(prompt), subject.contains(where: \.isLetter) else { return nil }
    return subject
  }

  /// The words a prompt starts with before what it asks for.
  private static let promptWords: Set<String> = [
    "enter", "type", "input", "insert", "write", "add", "please", "your", "a", "an", "the", "here", "digite",
    "informe", "insira", "seu", "sua", "ingrese", "su", "tu", "votre", "saisissez", "geben", "sie", "ihre",
  ]

  /// The words a text input holding `kind` is named by.
  static func purposeName(_ kind: TextContentKind) -> String {
    switch kind {
    case .name: "name"
    case .givenName: "first name"
    case .familyName: "last name"
    case .username: "username"
    case .password: "password"
    case .newPassword: "new password"
    case .oneTimeCode: "code"
    case .emailAddress: "email"
    case .telephoneNumber: "phone"
    case .fullStreetAddress: "address"
    case .postalCode: "postal code"
    case .addressCity: "city"
    case .creditCardNumber: "card number"
    case .url: "website"
    }
  }

  /// How deep a container's content is looked for: deeper texts belong to what it holds, not to it.
  private static let contentDepth = 3

  private static func namedLayer(in node: RuledNode, depth: Int) -> String? {
    guard depth > 0 else { return nil }
    for child in node.children {
      let words = NameWords.words(child.design.name)
      if !words.isEmpty, !words.allSatisfy(SwiftNaming.isDefaultWord) { return child.design.name }
      if let found = namedLayer(in: child, depth: depth - 1) { return found }
    }
    return nil
  }

  private static func text(in node: RuledNode, depth: Int) -> String? {
    guard depth > 0 else { return nil }
    for child in node.children {
      if let text = child.design.text, let found = meaningful(text.characters) { return found }
      if let found = text(in: child, depth: depth - 1) { return found }
    }
    return nil
  }

  /// A time or a count ("9:41", "12") says nothing about what a view is for.
  private static func meaningful(_ text: String) -> String? { text.contains(where: \.isLetter) ? text : nil }
}
