import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// An auto-layout row whose items grow with their text — a label as wide as its text, a frame that hugs such a label —
/// packed against one edge of a frame that keeps its own width: "124.5 km" in a card half a screen wide.
///
/// At a larger Dynamic Type size, or in a longer translation, such items outgrow the frame. The chain is then closed at
/// its free end: the last item's trailing edge stays inside the frame's padding (the first item's leading edge, in a
/// row packed at its end), or the design's own distance where that is smaller. Where two or more of its items could
/// shrink (labels, buttons that hug their titles), one label gives way first, whose text then truncates or wraps as
/// it is set to, rather than UIKit choosing among equal compression resistances: the one with the most words, the
/// widest of equals (``yields(_:before:)``).
struct ContentRow {
  /// How close the chain's free end may come to the frame's edge; nil for a centred row, which has no free end.
  let openEdgeInset: Double?
  /// The position among the items of the label that gives way first, where two or more could.
  let yielding: Int?

  /// The row that `items`, the flow items of `parent`, make; nil when the chain is closed already (an item fills the
  /// room, the frame hugs them, they are spread), when nothing of it grows with its text, or when what does not
  /// could not fit the frame on the narrowest phone.
  init?(items: [RuledNode], in parent: RuledNode, context: PlanningContext) {
    let layout = parent.design.layout
    guard layout.isAutoLayout, layout.mode == .horizontal, !layout.wraps, items.count >= 2,
      layout.primaryAlign != .spaceBetween,
      parent.design.id == context.rootID || context.sizing(of: parent, horizontal: true) != .hug,
      !EvenSpacing.applies(to: parent, items: items, context: context)
    else { return nil }
    let growing = items.indices.filter { Self.grows(items[$0], context: context) }
    guard !growing.isEmpty, let first = items.first, let last = items.last,
      Self.fitsNarrowestPhone(items, in: parent, context: context)
    else { return nil }
    let frame = EdgeGeometry.frame(of: parent.design)
    let packedAtEnd = layout.primaryAlign == .max
    let slack =
      packedAtEnd
      ? EdgeGeometry.frame(of: first.design).x - frame.x
      : frame.x + frame.width - EdgeGeometry.frame(of: last.design).x - EdgeGeometry.frame(of: last.design).width
    guard slack >= -0.5 else { return nil }
    // A centred row is closed at both ends by its guides (``CentredRow``).
    let padding = packedAtEnd ? layout.padding.left : layout.padding.right
    openEdgeInset = layout.primaryAlign == .center ? nil : max(min(padding, slack), 0)
    // A label beside nothing else that shrinks gives way by itself; beside another label or a button that hugs its
    // title, UIKit would choose among equals.
    let labels = growing.filter { context.nodes[items[$0]].role == .label }
    let buttons = items.filter { context.nodes[$0].role == .button && context.sizing(of: $0, horizontal: true) == .hug }
    yielding = labels.count + buttons.count < 2 ? nil : labels.max { Self.yields(items[$1], before: items[$0]) }
  }

  /// Whether what of `items` does not grow with its text fits `parent` with the gaps and the padding on the narrowest
  /// phone, which takes from the frame at most what it takes from the screen: the texts give way, the rest cannot.
  static func fitsNarrowestPhone(_ items: [RuledNode], in parent: RuledNode, context: PlanningContext) -> Bool {
    let layout = parent.design.layout
    let rest = items.filter { !grows($0, context: context) }.reduce(0.0) { $0 + $1.design.frame.width }
    let gaps = layout.itemSpacing * Double(items.count - 1) + layout.padding.left + layout.padding.right
    return rest + gaps <= EdgeGeometry.frame(of: parent.design).width - context.narrowing + 0.5
  }

  /// Whether `node` grows with its text: a label that hugs it, or a frame that hugs such a label (a heading's wrapper).
  private static func grows(_ node: RuledNode, context: PlanningContext) -> Bool {
    guard context.sizing(of: node, horizontal: true) == .hug else { return false }
    switch context.nodes[node].role {
    case .label: return node.design.hugsItsTextWidth
    case .container: return node.children.contains { grows($0, context: context) }
    default: return false
    }
  }

  /// Whether `label` should give way before `other`: words before figures ("Don't have an account?" before "Sign Up",
  /// "km" before "124.5", whose number is what the row is for), then the wider text.
  private static func yields(_ label: RuledNode, before other: RuledNode) -> Bool {
    let letters = { (node: RuledNode) in node.design.properties.text?.characters.count(where: \.isLetter) ?? 0 }
    if letters(label) != letters(other) { return letters(label) > letters(other) }
    return label.design.frame.width > other.design.frame.width
  }
}
