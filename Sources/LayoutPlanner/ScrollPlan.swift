import Diagnostics
import FigmaModel
import JSONText
import LayoutIR

/// Which frames of a screen scroll.
///
/// The root scrolls when the screen is taller than the device its width implies, and so does every
/// frame whose `overflowDirection` scrolls. Each gets a content view pinned to its scroll view's
/// `contentLayoutGuide`, as wide (or tall) as the `frameLayoutGuide` on the fixed axis and of the
/// design's exact size on the scrolling one.
///
/// The ruleset decides with its options `scroll.tall_screens` and `scroll.overflow` (both on in
/// the default ruleset), and `scroll.fixed_bottom_bars`: bars along the bottom of a tall screen
/// stay on screen. Children with `scrollBehavior: FIXED` always do.
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
  }

  private(set) var containers: [String: Container] = [:]
  /// The container each scrolling child is in, by child id.
  private var scrolledChildren: [String: String] = [:]
  private var fixedChildren: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  static let origin = "planner.scroll"

  init(screen: RuledScreen, options: [String: String], source: String) {
    let root = screen.root
    let rootFrame = EdgeGeometry.frame(of: root.design)
    if options["scroll.tall_screens"] == "true", let device = screen.device.device,
      rootFrame.height > device.height + 0.5
    {
      let fixed = Self.fixedChildren(
        of: root, canvas: rootFrame, bottomInset: screen.device.bottom,
        bars: options["scroll.fixed_bottom_bars"] == "true")
      add(
        Container(
          node: root.design.id, vertical: true, horizontal: false, scrollID: root.design.id + "#scroll",
          contentID: root.design.id + "#content", contentFrame: rootFrame, fixed: fixed), of: root)
      let device = "\(NumberText.format(device.width))×\(NumberText.format(device.height))"
      diagnostics.append(
        Self.note(
          "is taller than the \(screen.device.device?.name ?? "device") (\(device)): "
            + "its content scrolls, at the design's height",
          root.design, source: source))
    }
    if options["scroll.overflow"] == "true" {
      root.forEachNode { node in
        guard node.design.id != root.design.id, node.design.layout.overflow != .none, !node.children.isEmpty else {
          return
        }
        let overflow = node.design.layout.overflow
        let frame = EdgeGeometry.frame(of: node.design)
        let content = Self.contentFrame(of: node, frame: frame)
        add(
          Container(
            node: node.design.id, vertical: overflow != .horizontal, horizontal: overflow != .vertical,
            scrollID: node.design.id, contentID: node.design.id + "#content", contentFrame: content, fixed: []),
          of: node)
      }
    }
    root.forEachNode { node in
      guard node.design.scrollBehavior.hasPrefix("STICKY") else { return }
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

  /// The children of a tall screen that stay where they are: those Figma marks FIXED, and, with
  /// `bars`, full-width bars along the bottom (a tab bar, a bottom button area).
  private static func fixedChildren(of root: RuledNode, canvas: Frame, bottomInset: Double, bars: Bool) -> Set<String> {
    Set(
      root.children.filter { child in
        if child.design.scrollBehavior == "FIXED" { return true }
        guard bars else { return false }
        let box = EdgeGeometry.frame(of: child.design)
        let fullWidth = box.x <= 0.5 && box.width >= canvas.width - 1
        let gap = canvas.maxY - box.maxY
        let onBottom = abs(gap) <= 0.5 || (bottomInset > 0 && abs(gap - bottomInset) <= 0.5)
        return fullWidth && onBottom && box.height <= 150 && box.y > canvas.height / 2
      }.map(\.design.id))
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
