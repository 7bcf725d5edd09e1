import Decisions
import Diagnostics
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// Which frames of a screen scroll.
///
/// The root scrolls when the screen is taller than the device its width implies, or its content does not fit the
/// shortest phone the app runs on (``shortestUnfitting(_:bar:screen:frame:options:)``), and so does every frame
/// whose `overflowDirection` scrolls. Each gets a content view pinned to its scroll view's
/// `contentLayoutGuide`, as wide (or tall) as the `frameLayoutGuide` on the fixed axis and of the
/// design's exact size on the scrolling one.
///
/// The ruleset decides with its options `scroll.tall_screens` and `scroll.overflow` (both on in
/// the default ruleset), and `scroll.fixed_bottom_bars`: bars along the bottom of a tall screen
/// stay on screen. Children with `scrollBehavior: FIXED` always do. A child of the content bound to one of them keeps the
/// design's offset from the content's edge instead (``ConstraintPlanner``); a free-form screen that does not scroll keeps
/// such bars along its bottom there too, unless its rules hang them from the bottom themselves.
struct ScrollPlan {
  /// One scrolling frame.
  struct Container {
    /// The frame that scrolls.
    let node: String
    let vertical: Bool
    let horizontal: Bool
    /// The `UIScrollView`: a view of its own under the root, or the frame itself.
    let scrollID: String
    let contentID: String
    /// The content view's frame in screen coordinates.
    let contentFrame: Frame
    /// Children that stay outside the scrolling content.
    let fixed: Set<String>
    /// The fixed bar the scroll view ends above, the topmost along the bottom.
    let bottomBar: String?
    /// The fixed bar the scroll view starts under, the lowest along the top (its content starts at the bar's bottom).
    var topBar: String?
    /// Whether the scroll view hangs from the safe area's top.
    ///
    /// It does when the design puts content where the status bar is, so it was drawn for the safe
    /// area alone, and for a form that scrolls only for the keyboard with nothing drawn above its
    /// safe area (its content starts there). Otherwise it was drawn around the status bar and keeps
    /// that room itself (`contentInsetAdjustmentBehavior = .never`).
    let belowStatusBar: Bool
    /// The lowest in-flow child of the content and its distance to the content's end: the
    /// content grows past its design height when that child grows (a larger Dynamic Type size).
    let lastChild: (id: String, gap: Double)?
    /// Whether the scroll view ends above the keyboard (`keyboardLayoutGuide`, iOS 15) — at its fixed bar, which
    /// rises with the keyboard, or at the keyboard itself — and a drag down dismisses it: a screen that takes text
    /// input.
    var followsKeyboard = false
    /// Whether the content is as tall as the scroll view, or as what it shows where that is taller, instead of the
    /// design's height: a form that scrolls only to bring a field above the keyboard.
    var fitsFrame = false
  }

  /// The most room a form that scrolls for the keyboard keeps below its lowest view: the design's empty space below it
  /// is no content to scroll to.
  static let formBottomMargin = 24.0

  private(set) var containers: [String: Container] = [:]
  /// The container each scrolling child is in, by child id.
  private var scrolledChildren: [String: String] = [:]
  private var fixedChildren: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  static let origin = "planner.scroll"

  init(screen: RuledScreen, options: RulesetOptions, nodes: ResolvedNodes, source: String) {
    let root = screen.root
    let rootFrame = EdgeGeometry.frame(of: root.design)
    if options.scrollsTallScreens, let device = screen.device.device {
      let fixed = Self.fixedChildren(
        of: root, canvas: rootFrame, bottomInset: screen.device.bottom,
        bars: options.keepsBottomBarsFixed)
      let bar = root.children.filter { fixed.contains($0.design.id) && $0.design.absolute.y > rootFrame.height / 2 }
        .min { $0.design.absolute.y < $1.design.absolute.y }
      let content = root.children.filter { !fixed.contains($0.design.id) }
      let tall = rootFrame.height > device.height + 0.5
      // A list scrolls itself: a screen that holds one does not scroll for want of room (only when taller than its
      // own device).
      var holdsList = false
      root.forEachNode { node in holdsList = holdsList || nodes[node].role == .list }
      let staysPut = holdsList || Self.flexes(root)
      let unfitting =
        tall || staysPut
        ? nil : Self.shortestUnfitting(content, bar: bar, screen: screen, frame: rootFrame, options: options)
      let inputs = Self.textInputs(in: content, nodes: nodes)
      // A field in a bar that stays (a composer) brings the keyboard up over the content too.
      let followsKeyboard =
        options.deploymentMajor >= 15 && !Self.textInputs(in: root.children, nodes: nodes).isEmpty
      let covered =
        tall || staysPut || unfitting != nil || !followsKeyboard || bar != nil
        ? nil : Self.shortestCovering(inputs, screen: screen, frame: rootFrame, options: options)
      if tall || unfitting != nil || covered != nil {
        // The lowest bar that stays along the top: the scroll view starts under it, and the content's offsets are from
        // its bottom, so that no phone's status bar moves the content under the bar.
        let topBar =
          covered != nil
          ? nil
          : root.children.filter {
            fixed.contains($0.design.id) && Self.isTopBar(EdgeGeometry.frame(of: $0.design), canvas: rootFrame)
          }
          .max { EdgeGeometry.frame(of: $0.design).maxY < EdgeGeometry.frame(of: $1.design).maxY }
        let contentFrame =
          topBar.map { bar in
            let top = EdgeGeometry.frame(of: bar.design).maxY
            return Frame(x: rootFrame.x, y: top, width: rootFrame.width, height: rootFrame.maxY - top)
          } ?? rootFrame
        var container = Container(
          node: root.design.id, vertical: true, horizontal: false, scrollID: root.design.id + "#scroll",
          contentID: root.design.id + "#content", contentFrame: contentFrame, fixed: fixed,
          bottomBar: bar?.design.id, belowStatusBar: topBar == nil && screen.device.top == 0 && device.top > 0,
          lastChild: Self.lowest(of: content, in: rootFrame))
        container.topBar = topBar?.design.id
        container.followsKeyboard = followsKeyboard
        if covered != nil { container = Self.form(container, content: content, screen: screen, frame: rootFrame) }
        add(container, of: root)
        let shown = unfitting ?? covered?.phone ?? device
        let size = "\(NumberText.format(shown.width))×\(NumberText.format(shown.height))"
        let message =
          if tall {
            "is taller than the \(device.name) (\(size)): its content scrolls, at the design's height"
          } else if let covered {
            "its field '\(covered.field.name)' would be under the keyboard on the \(shown.name) (\(size)): its content "
              + "scrolls, above the keyboard"
          } else {
            "does not fit the \(shown.name) (\(size)), a phone the app runs on: its content scrolls, at the "
              + "design's height"
          }
        diagnostics.append(Self.note(message, root.design, source: source))
      } else if !root.design.layout.chains {
        // A free-form screen that fits without scrolling keeps its bars along the bottom at the bottom of every phone,
        // not at the design's distance from its top (a tab bar below the fold of a shorter phone, or floating on a
        // taller). A bar the rules already hang from the bottom keeps their constraints; an auto-layout column places
        // its bar itself, and what it holds may hang from the bar.
        for child in root.children where fixed.contains(child.design.id) && !Self.hangsFromBottom(child) {
          let box = EdgeGeometry.frame(of: child.design)
          if box.y + box.height / 2 > rootFrame.y + rootFrame.height / 2 { fixedChildren.insert(child.design.id) }
        }
      }
    }
    if options.scrollsOverflow {
      root.forEachNode { node in
        let overflow = node.design.layout.overflow
        // A control or list drawn in a frame that scrolls (chips in a strip) is the control: its layers are its
        // content, not a scroll view's.
        guard node.design.id != root.design.id, overflow.scrollsVertically || overflow.scrollsHorizontally,
          !node.children.isEmpty, !nodes[node].absorbsChildren
        else { return }
        let frame = EdgeGeometry.frame(of: node.design)
        let content = Self.contentFrame(of: node, frame: frame)
        add(
          Container(
            node: node.design.id, vertical: overflow.scrollsVertically, horizontal: overflow.scrollsHorizontally,
            scrollID: node.design.id, contentID: node.design.id + "#content", contentFrame: content, fixed: [],
            bottomBar: nil, belowStatusBar: false, lastChild: nil),
          of: node)
      }
    }
    root.forEachNode { node in
      guard node.design.scrollBehavior == .stickyScrolls else { return }
      diagnostics.append(
        Self.note(
          "sticks while its parent scrolls in the design; it scrolls with the content here", node.design,
          source: source))
    }
  }

  private mutating func add(_ container: Container, of node: RuledNode) {
    containers[container.node] = container
    for child in node.children {
      if container.fixed.contains(child.design.id) {
        fixedChildren.insert(child.design.id)
      } else {
        scrolledChildren[child.design.id] = container.node
      }
    }
  }

  /// The container `node` scrolls in, when it is a child of one and not fixed.
  func container(scrolling node: String) -> Container? {
    scrolledChildren[node].flatMap { containers[$0] }
  }

  /// Whether `node` stays on screen outside the content of the scroll view beside it.
  func isFixed(_ node: String) -> Bool { fixedChildren.contains(node) }

  /// How far above the screen's bottom a bar may end and still be a bottom bar.
  static let bottomBarSlack = 8.0

  /// The children of a tall screen that stay where they are: those Figma marks FIXED, and, with
  /// `bars`, bars along the bottom (a tab bar, a bottom button area): at least 95% of the screen's
  /// width, ending within a few points of its bottom (or of the home indicator) or below it, and
  /// every instance of a component one of them is an instance of.
  private static func fixedChildren(of root: RuledNode, canvas: Frame, bottomInset: Double, bars: Bool) -> Set<String> {
    func isBar(_ child: RuledNode) -> Bool {
      isBottomBar(EdgeGeometry.frame(of: child.design), canvas: canvas, bottomInset: bottomInset)
    }
    let barComponents = Set(root.children.filter { bars && isBar($0) }.compactMap { $0.design.component?.componentID })
    return Set(
      root.children.filter { child in
        if child.design.scrollBehavior == .fixed { return true }
        guard bars else { return false }
        if let component = child.design.component?.componentID, barComponents.contains(component),
          child.design.absolute.y > canvas.height / 2
        {
          return true
        }
        return isBar(child)
      }.map(\.design.id))
  }

  /// Whether `box` is a bar along the top of `canvas`: at least 95% of its width, no taller than 150 pt, starting in
  /// the top 150 pt (under a status bar and a header at most).
  static func isTopBar(_ box: Frame, canvas: Frame) -> Bool {
    let wide = box.width >= canvas.width * 0.95 && box.x <= canvas.x + canvas.width * 0.05
    return wide && box.height <= 150 && box.y <= canvas.y + 150
  }

  /// Whether `box` is a bar along the bottom of `canvas`: at least 95% of its width, no taller than 150 pt, in its lower
  /// half, ending within a few points of its bottom (or of the home indicator, `bottomInset` above it) or below it.
  static func isBottomBar(_ box: Frame, canvas: Frame, bottomInset: Double) -> Bool {
    let wide = box.width >= canvas.width * 0.95 && box.x <= canvas.x + canvas.width * 0.05
    let gap = canvas.maxY - box.maxY
    let onBottom = gap <= bottomBarSlack || (bottomInset > 0 && abs(gap - bottomInset) <= bottomBarSlack)
    return wide && onBottom && box.height <= 150 && box.y > canvas.y + canvas.height / 2
  }

  /// The shortest phone the app runs on whose safe area cannot hold `content` at the design's size.
  ///
  /// There (``DeviceCatalog/checkedPhones(deploymentMajor:)``) the screen's content must scroll, above the fixed
  /// `bar`. Nil when every phone holds it, or for a screen not drawn for a phone.
  ///
  /// Content hangs from the top of the safe area, except what is bound to the bottom (by a rule, or by Figma's
  /// `BOTTOM` constraint): that rises with the bottom on a shorter phone. The two fit when the room the top content
  /// needs and the room the bottom content needs, the fixed bar's included, add up to no more than the safe area.
  private static func shortestUnfitting(
    _ content: [RuledNode], bar: RuledNode?, screen: RuledScreen, frame: Frame, options: RulesetOptions
  ) -> Device? {
    guard DeviceCatalog.isPhoneCanvas(width: frame.width), !content.isEmpty else { return nil }
    let safeTop = frame.y + screen.device.top
    let safeBottom = frame.maxY - screen.device.bottom
    var fromTop = 0.0
    var fromBottom = bar.map { safeBottom - EdgeGeometry.frame(of: $0.design).y } ?? 0
    // Top content keeps its distance from the screen's top, or from the safe area's where a rule hangs it there.
    var fromScreenTop = 0.0
    let siblings = Dictionary(content.map { ($0.design.id, $0) }, uniquingKeysWith: { first, _ in first })
    for child in content {
      let box = EdgeGeometry.frame(of: child.design)
      // A background behind the whole screen follows the screen.
      if box.y <= frame.y + 0.5 && box.height >= frame.height - 1 { continue }
      if hangsFromBottom(child) {
        fromBottom = max(fromBottom, safeBottom - box.y)
      } else if hangsFromSafeArea(child, among: siblings) {
        fromTop = max(fromTop, box.maxY - safeTop)
      } else {
        fromScreenTop = max(fromScreenTop, box.maxY - frame.y)
      }
    }
    return DeviceCatalog.checkedPhones(deploymentMajor: options.deploymentMajor)
      .filter { phone in
        let top = max(fromTop + phone.top, fromScreenTop)
        return top + fromBottom > phone.height - phone.bottom + 0.5
      }
      .min { $0.height < $1.height }
  }

  /// A screen that scrolls only for the keyboard, where nothing is drawn above its safe area: the scroll view hangs from
  /// the safe area's top, and its content is as tall as the scroll view, or as its lowest view and a margin.
  private static func form(_ container: Container, content: [RuledNode], screen: RuledScreen, frame: Frame) -> Container
  {
    let safeTop = frame.y + screen.device.top
    guard screen.device.top > 0, let lowest = container.lastChild,
      content.allSatisfy({ EdgeGeometry.frame(of: $0.design).y >= safeTop - 0.5 })
    else { return container }
    let margin = min(lowest.gap, formBottomMargin)
    let shown = frame.maxY - lowest.gap + margin
    let scrollBottom = frame.maxY - screen.device.bottom
    var form = Container(
      node: container.node, vertical: true, horizontal: false, scrollID: container.scrollID,
      contentID: container.contentID,
      contentFrame: Frame(x: frame.x, y: safeTop, width: frame.width, height: max(scrollBottom, shown) - safeTop),
      fixed: container.fixed, bottomBar: container.bottomBar, belowStatusBar: true,
      lastChild: (lowest.id, margin))
    form.followsKeyboard = container.followsKeyboard
    form.fitsFrame = true
    return form
  }

  /// The text fields and text views of the screen's content, each with the child of the screen it is in.
  private static func textInputs(in content: [RuledNode], nodes: ResolvedNodes) -> [(
    child: RuledNode, field: DesignNode
  )] {
    var inputs: [(child: RuledNode, field: DesignNode)] = []
    for child in content {
      child.forEachNode { node in
        let role = nodes[node].role
        if role == .textField || role == .textView { inputs.append((child, node.design)) }
      }
    }
    return inputs
  }

  /// The shortest phone the app runs on where the keyboard (``Device/keyboardHeight``) would cover one of the text
  /// inputs as the screen places them, with the lowest input there: the content must scroll to bring it into view.
  private static func shortestCovering(
    _ inputs: [(child: RuledNode, field: DesignNode)], screen: RuledScreen, frame: Frame, options: RulesetOptions
  ) -> (phone: Device, field: DesignNode)? {
    guard DeviceCatalog.isPhoneCanvas(width: frame.width) else { return nil }
    let safeTop = frame.y + screen.device.top
    let safeBottom = frame.maxY - screen.device.bottom
    for phone in DeviceCatalog.checkedPhones(deploymentMajor: options.deploymentMajor).sorted(by: {
      $0.height < $1.height
    }) {
      let keyboardTop = phone.height - phone.keyboardHeight
      let lowest = inputs.map { input -> (bottom: Double, field: DesignNode) in
        let box = EdgeGeometry.frame(of: input.field)
        let bottom =
          hangsFromBottom(input.child)
          ? phone.height - phone.bottom - (safeBottom - box.maxY) : box.maxY - safeTop + phone.top
        return (bottom, input.field)
      }.max { $0.bottom < $1.bottom }
      if let lowest, lowest.bottom > keyboardTop + 0.5 { return (phone, lowest.field) }
    }
    return nil
  }

  /// Whether the screen is an auto-layout column with an item that fills its height: that item gives up the room a
  /// shorter phone lacks.
  private static func flexes(_ root: RuledNode) -> Bool {
    root.design.layout.chains && root.design.layout.mode == .vertical
      && root.children.contains { $0.design.sizing.vertical == .fill }
  }

  /// Whether a rule hangs a child of the screen from the safe area's top, itself or through the siblings it follows.
  private static func hangsFromSafeArea(_ child: RuledNode, among siblings: [String: RuledNode]) -> Bool {
    var current = child
    var seen: Set<String> = []
    while seen.insert(current.design.id).inserted {
      var next: RuledNode?
      for binding in current.decisions.vertical?.value ?? [] {
        switch binding.target {
        case .safeArea(.top): return true
        case .node(let id, _): next = next ?? siblings[id]
        default: continue
        }
      }
      guard let next else { return false }
      current = next
    }
    return false
  }

  /// Whether a child of the screen is placed from the bottom: a rule binds its bottom (and not its top), or, with no
  /// rule, Figma pins it to the bottom.
  private static func hangsFromBottom(_ child: RuledNode) -> Bool {
    if let bindings = child.decisions.vertical?.value {
      return bindings.contains { $0.edge == .bottom } && !bindings.contains { $0.edge == .top }
    }
    return child.design.constraints.vertical == .bottom
  }

  /// The child that reaches lowest, and its distance to the bottom of `frame`.
  private static func lowest(of children: [RuledNode], in frame: Frame) -> (id: String, gap: Double)? {
    // A background behind the whole screen is not content that grows, nor is a decoration that runs past the frame's
    // bottom (a tinted pattern bleeding off the screen): the lowest child inside the frame is.
    let content = children.filter { child in
      let box = EdgeGeometry.frame(of: child.design)
      return !(box.y <= frame.y + 0.5 && box.height >= frame.height - 1) && box.maxY <= frame.maxY + 0.5
    }
    guard
      let child = content.max(by: { EdgeGeometry.frame(of: $0.design).maxY < EdgeGeometry.frame(of: $1.design).maxY })
    else { return nil }
    let gap = frame.maxY - EdgeGeometry.frame(of: child.design).maxY
    return gap >= 0 ? (child.design.id, gap) : nil
  }

  /// A scrolling frame's content: from its origin to the far edge of its farthest child plus its
  /// padding, and never smaller than the frame.
  private static func contentFrame(of node: RuledNode, frame: Frame) -> Frame {
    let padding = node.design.layout.padding
    let children = node.children.map { EdgeGeometry.frame(of: $0.design) }
    let right = (children.map(\.maxX).max() ?? frame.maxX) + padding.right
    let bottom = (children.map(\.maxY).max() ?? frame.maxY) + padding.bottom
    return Frame(
      x: frame.x, y: frame.y, width: max(frame.width, right - frame.x), height: max(frame.height, bottom - frame.y))
  }

  private static func note(_ message: String, _ node: DesignNode, source: String) -> Diagnostic {
    Diagnostic(
      .note, origin, "\(message)", at: SourceLocation(file: source), node: NodeRef(id: node.id, name: node.name))
  }
}
