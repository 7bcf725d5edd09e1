import Decisions
import Diagnostics
import FigmaModel
import JSONText
import LayoutIR

/// A frame that scrolls up and down inside a screen that scrolls up and down is part of the screen's content.
///
/// Two scroll views on one axis, one inside the other, fight for the finger and give the inner one a fixed height
/// that Dynamic Type cannot grow. Where a screen is taller than its device (so its content scrolls) and a frame in it
/// scrolls vertically in the design (`overflowDirection`), the frame shows all it holds instead: it grows to its
/// content, what is drawn below it moves down as much, and the screen grows too. A frame that scrolls sideways keeps
/// scrolling on its own axis.
enum NestedScrolls {
  /// The screen with each such frame unfolded, and a note for each.
  static func unfolded(_ screen: RuledScreen, options: RulesetOptions, source: String) -> (RuledScreen, [Diagnostic]) {
    // A screen about as tall as its device, around a frame that scrolls, was drawn for that frame to be its scroller.
    guard options.scrollsTallScreens, options.scrollsOverflow, let device = screen.device.device,
      screen.root.design.absolute.height > device.height * (1 + nearlyTall)
    else { return (screen, []) }
    var candidates: [(id: String, y: Double)] = []
    func collect(_ node: RuledNode) {
      for child in node.children {
        let overflow = child.design.layout.overflow
        if overflow.scrollsVertically && !overflow.scrollsHorizontally && !child.children.isEmpty {
          candidates.append((child.design.id, child.design.absolute.y))
        } else if !overflow.scrollsVertically {
          collect(child)
        }
      }
    }
    collect(screen.root)
    var unfolded = screen
    var notes: [Diagnostic] = []
    // The lowest first: growing one moves only what lies below it.
    for candidate in candidates.sorted(by: { $0.y > $1.y }) {
      guard let frame = find(candidate.id, in: unfolded.root) else { continue }
      let padding = frame.design.layout.padding.bottom
      let contentBottom = (frame.children.map { $0.design.absolute.y + $0.design.absolute.height }.max() ?? 0) + padding
      let bottom = frame.design.absolute.y + frame.design.absolute.height
      let growth = max(0, contentBottom - bottom)
      unfolded.root = unfold(unfolded.root, id: candidate.id, below: bottom, by: growth)
      unfolded.root = keepingBottomBars(unfolded.root, bottomInset: screen.device.bottom, by: growth)
      let message =
        "scrolls inside a screen that scrolls: it shows all it holds as part of the screen's content"
        + (growth > 0.5 ? " (\(NumberText.format(growth)) pt taller, and what is below it as much lower)" : "")
      notes.append(
        Diagnostic(
          .note, ScrollPlan.origin, "\(message)",
          at: SourceLocation(file: source), node: NodeRef(id: frame.design.id, name: frame.design.name)))
    }
    return (unfolded, notes)
  }

  /// How much taller than its device a screen must be for its content to be what scrolls (10%).
  static let nearlyTall = 0.1

  private static func find(_ id: String, in node: RuledNode) -> RuledNode? {
    if node.design.id == id { return node }
    for child in node.children {
      if let found = find(id, in: child) { return found }
    }
    return nil
  }

  /// `node` with the frame `id` grown by `growth` and no longer scrolling, its ancestors grown as much, and what lies
  /// at or below `bottom` beside them moved down as much.
  private static func unfold(_ node: RuledNode, id: String, below bottom: Double, by growth: Double) -> RuledNode {
    var node = node
    if node.design.id == id {
      node.design.properties.layout.overflow = .none
      grow(&node, by: growth)
      return node
    }
    guard find(id, in: node) != nil else { return node }
    grow(&node, by: growth)
    node.children = node.children.map { child in
      if find(id, in: child) != nil { return unfold(child, id: id, below: bottom, by: growth) }
      guard child.design.absolute.y >= bottom - 0.5 else { return child }
      var moved = child
      moved.frame.y += growth
      moved.design.frame.y += growth
      translate(&moved, by: growth)
      return moved
    }
    return node
  }

  /// The root with its children that hang from its bottom (a bar along it, or Figma's `BOTTOM` constraint) and were
  /// not moved with what lies below the frame moved down as much as the root grew: they stay at its bottom.
  private static func keepingBottomBars(_ root: RuledNode, bottomInset: Double, by growth: Double) -> RuledNode {
    guard growth > 0 else { return root }
    var root = root
    let grown = EdgeGeometry.frame(of: root.design)
    let before = Frame(x: grown.x, y: grown.y, width: grown.width, height: grown.height - growth)
    for index in root.children.indices {
      let child = root.children[index]
      let box = EdgeGeometry.frame(of: child.design)
      // Below the old bottom: moved already with what was below the frame.
      guard box.maxY <= before.maxY + 0.5 else { continue }
      let atBottom =
        ScrollPlan.isBottomBar(box, canvas: before, bottomInset: bottomInset)
        || (child.design.constraints.vertical == .bottom && box.maxY > before.maxY - before.height / 2)
      guard atBottom else { continue }
      root.children[index].frame.y += growth
      root.children[index].design.frame.y += growth
      translate(&root.children[index], by: growth)
    }
    return root
  }

  private static func grow(_ node: inout RuledNode, by growth: Double) {
    node.frame.height += growth
    node.design.frame.height += growth
    node.design.absolute.height += growth
  }

  /// Moves a subtree down in screen coordinates (its frames relative to its parents stay).
  private static func translate(_ node: inout RuledNode, by growth: Double) {
    node.design.absolute.y += growth
    for index in node.children.indices { translate(&node.children[index], by: growth) }
  }
}
