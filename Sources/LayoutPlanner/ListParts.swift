import Decisions
import FigmaModel
import Semantics

/// A list drawn with a header above its rows or a footer below them — "Your specialists  See all" over three doctor
/// rows, a "Load more" under them — is a section: the header and the footer stay views of the screen (a title and its
/// button, not a cell), and the rows alone become the list.
///
/// The rules decide that a frame is a list; the rows are its longest run of children drawn alike
/// (``AlikeSiblings``). The frame becomes a container holding the header, a list of the rows and the footer; the list
/// keeps the frame's id and view decision, the container the frame's place (its edges, size and background), so a
/// rule's binding to the frame binds to the container.
enum ListParts {
  /// The suffix of the id of the container that takes a list's place.
  static let sectionSuffix = "#section"

  /// `tree` with each list's header and footer beside its rows.
  static func separated(_ tree: RuledTree) -> RuledTree { EdgeRebinding.rewriting(tree, separated) }

  private static func separated(_ node: RuledNode, replaced: inout [String: EdgeRebinding.Replacement]) -> RuledNode {
    var node = node
    node.children = node.children.map { separated($0, replaced: &replaced) }
    guard node.decisions.view?.value.role == .list, node.design.component == nil,
      let (header, rows, footer) = parts(of: node)
    else { return node }
    let section = section(of: node, header: header, rows: rows, footer: footer)
    replaced[node.design.id] = .node(section.design.id)
    return section
  }

  /// The header, the rows (with the separators and section titles between them) and the footer of a list, nil when
  /// every child is a row.
  static func parts(of list: RuledNode) -> (header: [RuledNode], rows: [RuledNode], footer: [RuledNode])? {
    guard let run = AlikeSiblings.longestRun(in: list.children) else { return nil }
    var start = run.first
    // A text just before the rows titles their first section.
    if start > 0, list.children[start - 1].design.text != nil { start -= 1 }
    let header = Array(list.children[..<start])
    let footer = Array(list.children[(run.last + 1)...])
    // Separators and spacers around the rows are the list's own.
    let shown = { (node: RuledNode) in node.design.visible && !ListPlanner.isSeparator(node) }
    guard header.contains(where: shown) || footer.contains(where: shown) else { return nil }
    return (header, Array(list.children[start...run.last]), footer)
  }

  /// The container in `list`'s place: its header, a list of its rows, its footer.
  private static func section(of list: RuledNode, header: [RuledNode], rows: [RuledNode], footer: [RuledNode])
    -> RuledNode
  {
    var container = list
    container.design.properties.id = list.design.id + sectionSuffix
    container.decisions.view = nil
    var inner = list
    inner.decisions = NodeDecisions()
    inner.decisions.view = list.decisions.view
    let frames = rows.filter(\.design.visible).map(\.design.absolute)
    let left = frames.map(\.x).min() ?? 0
    let top = frames.map(\.y).min() ?? 0
    let box = Rect(
      x: left, y: top, width: (frames.map { $0.x + $0.width }.max() ?? 0) - left,
      height: (frames.map { $0.y + $0.height }.max() ?? 0) - top)
    inner.design.absolute = box
    inner.frame = box.relative(to: list.design.absolute)
    // The container draws the frame's background and places the list in its flow.
    inner.design.properties.appearance = Appearance()
    inner.design.properties.layout.padding = .zero
    inner.design.properties.item = ItemLayout()
    let vertical = list.design.layout.mode == .vertical
    let horizontal = list.design.layout.mode == .horizontal
    inner.design.sizing = AxisSizings(horizontal: vertical ? .fill : .fixed, vertical: horizontal ? .fill : .fixed)
    inner.children = rows.map { row in
      var row = row
      row.frame.x = row.design.absolute.x - box.x
      row.frame.y = row.design.absolute.y - box.y
      return row
    }
    // The header's and footer's bindings to a row bind to the list.
    let moved = Dictionary(
      rows.map { ($0.design.id, EdgeRebinding.Replacement.node(list.design.id)) },
      uniquingKeysWith: { first, _ in first })
    let beside = { (node: RuledNode) in EdgeRebinding.rebound(node, replacing: moved) }
    container.children = header.map(beside) + [inner] + footer.map(beside)
    return container
  }
}
