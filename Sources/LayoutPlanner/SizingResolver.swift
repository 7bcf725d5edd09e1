import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// The sizing the planner lays out with, per node and axis: the design's, except where a frame
/// that hugs its content has no content that can give it a size, and where a text's fixed box is its measured line.
///
/// A hugging auto-layout frame takes its size from its in-flow items: along its axis from all of
/// them, across it from one (the largest that sizes itself; the planner pins that one to both
/// edges). Real files hug over items that all fill the frame, which leaves the size open. Then a
/// filling item whose own content can give it a size hugs that content instead (Figma's hug
/// measures the content of filling items too), and where none can, the frame keeps the design's
/// exact size (seed 000) with a `planner.hugFixed` note.
struct ResolvedSizing {
  /// The sizing of every kept node that differs from the design, by id.
  private var overrides: [String: AxisSizings] = [:]
  /// The in-flow item a hugging frame takes its cross size from, by frame id and axis.
  private var crossGivers: [AxisKey: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  /// Resolves the sizings of the screen under `root`.
  init(root: RuledNode, nodes: ResolvedNodes, source: String) {
    var resolver = Resolver(rootID: root.design.id, nodes: nodes, source: source)
    resolver.resolve(root)
    overrides = resolver.overrides
    crossGivers = resolver.crossGivers
    diagnostics = resolver.diagnostics
  }

  /// The sizing of `node` along one axis.
  func sizing(of node: RuledNode, horizontal: Bool) -> Sizing {
    let sizings = overrides[node.design.id] ?? node.design.sizing
    return horizontal ? sizings.horizontal : sizings.vertical
  }

  /// The in-flow item whose size gives the hugging `frame` its size across its axis.
  func crossGiver(of frame: RuledNode, horizontal: Bool) -> String? {
    crossGivers[AxisKey(id: frame.design.id, horizontal: horizontal)]
  }
}

/// A node's axis.
private struct AxisKey: Hashable {
  let id: String
  let horizontal: Bool
}

/// The resolution itself: children first, so that every item's own sizing is settled before its
/// frame asks whether the items can give it a size.
private struct Resolver {
  let rootID: String
  let nodes: ResolvedNodes
  let source: String
  var overrides: [String: AxisSizings] = [:]
  var crossGivers: [AxisKey: String] = [:]
  var diagnostics: [Diagnostic] = []

  init(rootID: String, nodes: ResolvedNodes, source: String) {
    self.rootID = rootID
    self.nodes = nodes
    self.source = source
  }

  mutating func resolve(_ node: RuledNode) {
    for child in node.children { resolve(child) }
    // A fixed text box one line as wide as its text measured hugs its text (DesignNode.isMeasuredLine).
    if node.design.isMeasuredLine, sizing(of: node, horizontal: true) != .fill { set(node, horizontal: true, to: .hug) }
    for horizontal in [true, false] where hugsContent(node, horizontal: horizontal) {
      if !close(node, horizontal: horizontal, commit: false) {
        set(node, horizontal: horizontal, to: .fixed)
        let axis = horizontal ? "width" : "height"
        diagnostics.append(
          Diagnostic(
            .note, "planner.hugFixed",
            "hugs its content, but no item can give it a \(axis) (they all fill it); kept the design's \(axis)",
            at: SourceLocation(file: source), node: NodeRef(id: node.design.id, name: node.design.name)))
      } else {
        _ = close(node, horizontal: horizontal, commit: true)
      }
    }
  }

  func sizing(of node: RuledNode, horizontal: Bool) -> Sizing {
    let sizings = overrides[node.design.id] ?? node.design.sizing
    return horizontal ? sizings.horizontal : sizings.vertical
  }

  mutating func set(_ node: RuledNode, horizontal: Bool, to sizing: Sizing) {
    var sizings = overrides[node.design.id] ?? node.design.sizing
    if horizontal { sizings.horizontal = sizing } else { sizings.vertical = sizing }
    overrides[node.design.id] = sizings
  }

  /// Whether `node` is an auto-layout chain that takes its size along the axis from its items.
  func hugsContent(_ node: RuledNode, horizontal: Bool) -> Bool {
    node.design.id != rootID && sizing(of: node, horizontal: horizontal) == .hug && !items(of: node).isEmpty
      && ruledSize(node, horizontal: horizontal) == nil
  }

  /// The in-flow items of a chaining frame; none for any other node.
  func items(of node: RuledNode) -> [RuledNode] {
    let resolved = nodes[node]
    guard resolved.flowsChildren, !resolved.absorbsChildren else { return [] }
    return node.children.filter { nodes[$0].isFlowItem }
  }

  func ruledSize(_ node: RuledNode, horizontal: Bool) -> SizeDecision.Rule? {
    horizontal ? node.decisions.size?.value.width : node.decisions.size?.value.height
  }

  /// Whether the in-flow `item` gives itself a size along the axis.
  func sizesItself(_ item: RuledNode, horizontal: Bool) -> Bool {
    if let rule = ruledSize(item, horizontal: horizontal) { return rule != .fill }
    return sizing(of: item, horizontal: horizontal) != .fill
  }

  /// Whether the items of `node` can give it its size along the axis, turning filling items that
  /// can hug their own content into hugging ones where that is what it takes (only when `commit`).
  mutating func close(_ node: RuledNode, horizontal: Bool, commit: Bool) -> Bool {
    let items = items(of: node)
    let isMain = (node.design.layout.mode == .horizontal) == horizontal
    if isMain {
      for item in items where !sizesItself(item, horizontal: horizontal) {
        guard canHug(item, horizontal: horizontal, commit: commit) else { return false }
      }
      return true
    }
    // The item whose content is the largest gives the size: a filling item's own size is the
    // frame's, so it is measured by what it holds.
    let extents = items.map { natural($0, horizontal: horizontal) }
    let bySize = items.indices.sorted { lhs, rhs in
      extents[lhs] != extents[rhs] ? extents[lhs] > extents[rhs] : lhs < rhs
    }.map { items[$0] }
    if let giver = bySize.first(where: { sizesItself($0, horizontal: horizontal) }) {
      if commit { crossGivers[AxisKey(id: node.design.id, horizontal: horizontal)] = giver.design.id }
      return true
    }
    for item in bySize where canHug(item, horizontal: horizontal, commit: false) {
      if commit {
        _ = canHug(item, horizontal: horizontal, commit: true)
        crossGivers[AxisKey(id: node.design.id, horizontal: horizontal)] = item.design.id
      }
      return true
    }
    return false
  }

  /// The size a node's content gives it along the axis, as Figma measures a hugging frame: a
  /// filling chain by its items (their sum and spacing along it, the largest across it, plus
  /// padding), anything else by its design size.
  func natural(_ node: RuledNode, horizontal: Bool) -> Double {
    let designSize = horizontal ? node.design.absolute.width : node.design.absolute.height
    let items = items(of: node)
    guard sizing(of: node, horizontal: horizontal) == .fill, !items.isEmpty else { return designSize }
    let layout = node.design.layout
    let padding = horizontal ? layout.padding.left + layout.padding.right : layout.padding.top + layout.padding.bottom
    let sizes = items.map { natural($0, horizontal: horizontal) }
    let isMain = (layout.mode == .horizontal) == horizontal
    let content =
      isMain ? sizes.reduce(0, +) + layout.itemSpacing * Double(items.count - 1) : sizes.max() ?? 0
    return content + padding
  }

  /// Whether a filling item can hug its own content instead: a text, or a chaining frame whose
  /// items can give it a size.
  mutating func canHug(_ item: RuledNode, horizontal: Bool, commit: Bool) -> Bool {
    guard ruledSize(item, horizontal: horizontal) == nil else { return false }
    let hugs =
      item.design.text != nil || (!items(of: item).isEmpty && close(item, horizontal: horizontal, commit: commit))
    if hugs && commit { set(item, horizontal: horizontal, to: .hug) }
    return hugs
  }
}
