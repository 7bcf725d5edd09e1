import Decisions
import Diagnostics
import FigmaModel
import JSONText
import LayoutIR
import Semantics
import SwiftSource

/// Plans a list: the rows of a frame the rules call a `list` become the items of a collection view.
///
/// The first row is the cell, planned as a layout of its own with its origin at the cell's, and checked like a screen.
/// A label's text or an image that differs between rows is a field of the items; what every row shows alike stays in
/// the cell. Rows edge to edge in one column are a list layout; rows with room between them, or in columns, a grid.
struct ListPlanner {
  let tree: RuledTree

  /// The list of `node` and a note saying what it became, or nil when its children are not rows of one kind (fewer
  /// than two, or a deployment target below iOS 14, which has no list cells or cell registrations).
  func plan(_ node: RuledNode, configurator: inout ViewConfigurator) -> (ListSpec, [Diagnostic])? {
    guard tree.options.deploymentMajor >= 14 else { return nil }
    let separators = node.children.filter(Self.isSeparator)
    // A text between rows is the header of the rows after it.
    let rows = node.children.filter { !Self.isSeparator($0) && $0.design.text == nil }
    var sections: [ListSection] = []
    for child in node.children where !Self.isSeparator(child) {
      if let text = child.design.text {
        sections.append(ListSection(title: ViewConfigurator.cased(text.characters, text.style.textCase), count: 0))
      } else if sections.isEmpty {
        sections.append(ListSection(title: nil, count: 1))
      } else {
        sections[sections.count - 1].count += 1
      }
    }
    sections.removeAll { $0.count == 0 }
    guard rows.count >= 2 else { return nil }
    let template = Self.template(of: rows)
    guard !Self.losesTexts(rows, template: template) else { return nil }
    var cellRoot = Self.rebased(template, by: template.design.absolute)
    cellRoot.frame.x = 0
    cellRoot.frame.y = 0
    let listLayout = layout(of: rows, in: node, separators: separators)
    let edgeToEdge: Bool = if case .list = listLayout { true } else { false }
    // A list cell shows its chevron as an accessory.
    let chevron =
      edgeToEdge
      ? cellRoot.children.last.flatMap {
        Self.isDisclosure($0, in: cellRoot, role: configurator.nodes[$0].role) ? $0 : nil
      } : nil
    if let chevron { cellRoot.children.removeAll { $0.design.id == chevron.design.id } }
    let cellScreen = RuledScreen(
      root: cellRoot, page: nil, skipped: [], device: DeviceMatch(device: nil, exact: false))
    var planner = ScreenPlanner(tree: tree, screen: cellScreen, configurator: configurator, scope: .cell)
    let planned = planner.plan()
    configurator = planned.configurator
    var cell = planned.screen
    cell.isCell = true
    cell.className = Self.cellClassName(for: template)
    var (fields, items) = Self.fields(of: cell, template: template, rows: rows, in: node, assets: &configurator.assets)
    Self.nameContentFields(&fields, in: &cell, template: template)
    // The cell shows each item's own; the design's first row is in the items.
    for field in fields {
      guard let index = cell.views.firstIndex(where: { $0.node == field.view }) else { continue }
      cell.views[index].properties.text = nil
      cell.views[index].properties.imageName = nil
      // A row's text is set as plain text (with the line height): kerning, decoration and runs do not follow it.
      var attributes = cell.views[index].properties.textAttributes
      if field.kind == .text, !attributes.isEmpty {
        attributes = TextAttributes()
        cell.views[index].properties.textAttributes = attributes
        cell.views[index].todos.append(
          Approximation(
            .approximated, "text_attributes",
            "each row's '\(cell.views[index].name)' shows its text without the design's kerning, decoration or "
              + "styled runs"))
      }
    }
    var spec = ListSpec(cell: cell, fields: fields, items: items, layout: listLayout)
    spec.showsDisclosure = chevron != nil
    spec.sections = sections
    let found = report(&spec, of: node, template: template, rows: rows)
    return (spec, found + planned.diagnostics)
  }

  /// What the list became, and the headers of a grid, which are reported and left out.
  private func report(_ spec: inout ListSpec, of node: RuledNode, template: RuledNode, rows: [RuledNode])
    -> [Diagnostic]
  {
    let place = (SourceLocation(file: tree.source), NodeRef(id: node.design.id, name: node.design.name))
    let kind =
      switch spec.layout {
      case .list: "a list layout"
      case .grid(let columns, _, _, _, _):
        columns == 1 ? "a layout of spaced rows" : "a grid layout of \(columns) columns"
      }
    let templateIndex = (rows.firstIndex { $0.design.id == template.design.id } ?? 0) + 1
    var found = [
      Diagnostic(
        .note, "planner.list",
        "\(spec.rowCount) rows of '\(template.design.component?.name ?? template.design.name)' become a UICollectionView with \(kind); its cell is drawn from row \(templateIndex)",
        at: place.0, node: place.1)
    ]
    for row in rows where row.design.id != template.design.id && Self.look(of: row) != Self.look(of: template) {
      found.append(
        Diagnostic(
          .warning, "planner.listRow",
          "row '\(row.design.name)' is drawn unlike the others (its fill, border or shadow): the list shows it as row \(templateIndex), the cell (a selected or highlighted row?)",
          at: place.0, node: NodeRef(id: row.design.id, name: row.design.name)))
    }
    for (row, layers) in Self.unmatchedLayers(of: rows, template: template) {
      let names = layers.map { "'\($0.design.name)'" }.joined(separator: ", ")
      found.append(
        Diagnostic(
          .warning, "planner.listRow",
          "row '\(row.design.name)' draws \(names), which row \(templateIndex), the cell, does not: the list shows it as the cell (a selected or highlighted row?)",
          at: place.0, node: NodeRef(id: row.design.id, name: row.design.name)))
    }
    if case .grid = spec.layout, spec.hasHeaders {
      let titles = spec.sections.compactMap(\.title).map { "'\($0)'" }.joined(separator: ", ")
      found.append(
        Diagnostic(
          .warning, "planner.listHeaders",
          "the section headers of a grid of rows (\(titles)) are not translated; its items are in one section",
          at: place.0, node: place.1))
      spec.sections = [ListSection(title: nil, count: spec.rowCount)]
    }
    return found
  }

  /// The layers of each row but the template that none of the template's layers leads to (``node(at:in:)``): a selected
  /// row's highlight, a badge only one row shows.
  private static func unmatchedLayers(of rows: [RuledNode], template: RuledNode) -> [(RuledNode, [RuledNode])] {
    let reach = reaching(template.children, of: template)
    return rows.filter { $0.design.id != template.design.id }.compactMap { row in
      let reached = reach(row)
      let extra = row.children.filter { $0.design.visible && !isSeparator($0) && !reached.contains($0.design.id) }
      return extra.isEmpty ? nil : (row, extra)
    }
  }

  /// What `layers` of `template` are in another row: the ids of the nodes their paths lead to there (``node(at:in:)``).
  private static func reaching(_ layers: [RuledNode], of template: RuledNode) -> (RuledNode) -> Set<String> {
    let paths = layers.compactMap { path(to: $0.design.id, in: template) }
    return { row in Set(paths.compactMap { node(at: $0, in: row)?.design.id }) }
  }

  /// The row the cell is made from: the first of those drawn like most rows, so that a highlighted row (the first,
  /// often) is not every row's look.
  private static func template(of rows: [RuledNode]) -> RuledNode {
    let looks = rows.map(look)
    let counts = looks.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    let most = counts.values.max() ?? 0
    return rows[looks.firstIndex { counts[$0] == most } ?? 0]
  }

  /// How a row's own box is drawn: its fills, border and shadows.
  private static func look(of row: RuledNode) -> String {
    let appearance = row.design.appearance
    let paints = { (paints: [Paint]) in
      paints.filter(\.visible).map { "\($0.kind.rawValue) \($0.color?.hex ?? "") \(NumberText.format($0.alpha))" }
    }
    let border = appearance.strokes.contains(where: \.visible) ? NumberText.format(appearance.strokeWeight) : "0"
    return (paints(appearance.fills) + ["|"] + paints(appearance.strokes) + [border, "\(appearance.effects.count)"])
      .joined(separator: ",")
  }

  /// Whether some row shows a text the cell made from the template row cannot show.
  ///
  /// A text no text of the first row leads to (rows drawn with other wrappers, a text only some rows have) would be
  /// lost: such rows stay views, which draw everything.
  private static func losesTexts(_ rows: [RuledNode], template: RuledNode) -> Bool {
    func texts(_ node: RuledNode) -> [RuledNode] {
      (node.design.text != nil && node.design.visible ? [node] : []) + node.children.flatMap(texts)
    }
    let reach = reaching(texts(template), of: template)
    return rows.contains { row in
      let reached = reach(row)
      return texts(row).contains { !reached.contains($0.design.id) }
    }
  }

  /// A chevron at the trailing edge of a row: what a list cell's disclosure indicator draws.
  static func isDisclosure(_ node: RuledNode, in row: RuledNode, role: ViewRole) -> Bool {
    let frame = node.design.absolute
    let named = ["chevron", "disclosure", "arrow", "caret", "right"].contains { word in
      NameWords.words(node.design.name).contains { $0.lowercased() == word }
    }
    return (role == .icon || role == .image) && named && frame.width <= 24 && frame.height <= 24
      && row.design.absolute.maxX - frame.maxX <= 24
  }

  /// A thin line between rows, which the list draws itself, or an empty frame that only makes room (the list's
  /// spacing does).
  static func isSeparator(_ node: RuledNode) -> Bool {
    AlikeSiblings.isSeparator(node.design, hasChildren: !node.children.isEmpty)
  }

  /// The class of a list's cells: the row's component or layer name with `Cell` (`SettingsRowCell`).
  static func cellClassName(for row: RuledNode) -> String {
    // "Trip Item 1" names the first of the rows; the cell is each of them.
    var words = NameWords.words(row.design.component?.name ?? row.design.name)
    while words.count > 1, let last = words.last, last.allSatisfy(\.isNumber) { words.removeLast() }
    let type = SwiftNaming.typeName(for: words.joined(separator: " "), content: ScreenPlanner.content(of: row))
    return String(type.dropLast(4)) + "Cell"
  }

  private func layout(of rows: [RuledNode], in list: RuledNode, separators: [RuledNode]) -> ListSpec.Layout {
    let box = list.design.absolute
    let frames = rows.map(\.design.absolute)
    let columns = Set(frames.map { ($0.x * 2).rounded() }).count
    // Between rows of one section: a header between two rows is no gap.
    let headers = list.children.compactMap { $0.design.text == nil ? nil : $0.design.absolute }
    let gaps = zip(frames, frames.dropFirst()).filter { above, below in
      !headers.contains { $0.y >= above.maxY - 0.5 && $0.maxY <= below.y + 0.5 }
    }.map { $1.y - $0.maxY }.filter { $0 > -0.5 }
    let edgeToEdge =
      columns == 1 && frames.allSatisfy { abs($0.width - box.width) < 0.5 } && gaps.allSatisfy { $0 < 0.5 || $0 <= 1.5 }
    if edgeToEdge { return .list(separators: !separators.isEmpty) }
    let first = frames[0]
    let sameLine = frames.filter { abs($0.y - first.y) < 0.5 }.sorted { $0.x < $1.x }
    let spacing = sameLine.count > 1 ? sameLine[1].x - sameLine[0].maxX : 0
    let nextLine = frames.first { $0.y > first.maxY - 0.5 }
    let lineSpacing = nextLine.map { $0.y - first.maxY } ?? 0
    let right = (frames.map(\.maxX).max() ?? box.maxX)
    let bottom = (frames.map(\.maxY).max() ?? box.maxY)
    let insets = EdgeInsets(
      top: max(0, first.y - box.y), leading: max(0, (frames.map(\.x).min() ?? box.x) - box.x),
      bottom: max(0, box.maxY - bottom), trailing: max(0, box.maxX - right))
    return .grid(
      columns: max(1, sameLine.count), rowHeight: first.height, spacing: max(0, spacing),
      lineSpacing: max(0, lineSpacing), insets: insets)
  }

  /// Fields whose label Figma named after the first row's text ("Cuiabá (MT)") are named for their place instead:
  /// `title`, `subtitle`, `detail`, … — the text is each row's own, the name the cell's.
  private static func nameContentFields(_ fields: inout [ListField], in cell: inout LayoutScreen, template: RuledNode) {
    var taken = Set(cell.views.map(\.name))
    var generic = ["title", "subtitle", "detail", "caption", "footnote"][...]
    for index in fields.indices where fields[index].kind == .text {
      guard let node = template.find(id: fields[index].view), let text = node.design.text,
        let viewIndex = cell.views.firstIndex(where: { $0.node == fields[index].view })
      else { continue }
      let nameWords = NameWords.words(node.design.name).map { $0.lowercased() }
      let contentless = nameWords.allSatisfy { SwiftNaming.isDefaultWord($0) || $0 == "label" || $0 == "text" }
      guard contentless || nameWords == NameWords.words(text.characters).map({ $0.lowercased() }) else { continue }
      while let next = generic.first, taken.contains(next + "Label") { generic = generic.dropFirst() }
      guard let name = generic.popFirst() else { break }
      taken.insert(name + "Label")
      cell.views[viewIndex].name = name + "Label"
      fields[index].name = name
    }
  }

  /// The fields that differ between rows, and each row's values for them.
  private static func fields(
    of cell: LayoutScreen, template: RuledNode, rows: [RuledNode], in list: RuledNode, assets: inout AssetTable
  ) -> (
    [ListField], [[String?]]
  ) {
    var fields: [ListField] = []
    var columns: [[String?]] = []
    // An item is `Identifiable` and `Hashable`: their members are taken.
    var taken: Set<String> = ["id", "hashValue", "hash"]
    for view in cell.views {
      let kind: ListField.Kind
      if view.role == .label, view.properties.text != nil {
        kind = .text
      } else if view.role == .image || view.role == .icon, view.properties.imageName != nil {
        kind = .image
      } else if case .progress(let track)? = view.control, track.value != nil {
        kind = .progress
      } else if case .toggle? = view.control {
        kind = .isOn
      } else if case .stepper(let stepper)? = view.control, stepper.value != nil {
        kind = .count
      } else {
        continue
      }
      guard let path = Self.path(to: view.node, in: template) else { continue }
      // A meter's empty segments are painted as the first row paints them, in every row (a row all empty is 0).
      let empty = kind == .progress ? template.find(id: view.node).flatMap { DrawnTrack($0).emptyPaint } : nil
      var values: [String?] = []
      for row in rows {
        values.append(
          Self.node(at: path, in: row).map {
            value(of: $0, kind: kind, empty: empty, row: row, list: list, assets: &assets)
          } ?? nil)
      }
      guard Set(values).count > 1 else { continue }
      let name = SwiftName.unique(fieldName(for: view, kind: kind), in: &taken)
      fields.append(ListField(name: name, view: view.node, kind: kind, isOptional: values.contains(nil)))
      columns.append(values)
    }
    let items = rows.indices.map { row in columns.map { $0[row] } }
    return (fields, items)
  }

  private static func value(
    of node: RuledNode, kind: ListField.Kind, empty: Paint?, row: RuledNode, list: RuledNode,
    assets: inout AssetTable
  ) -> String? {
    switch kind {
    case .text: node.design.text.map { ViewConfigurator.cased($0.characters, $0.style.textCase) }
    // A row's image is data (`UIImage(named:)` of the item's name): an asset, never a symbol.
    case .image: assets.name(for: node, context: [list.design.name, row.design.name], symbols: false)
    case .progress: DrawnTrack(node).value(empty: empty).map(NumberText.format)
    case .isOn: ViewConfigurator.isOn(node) ? "true" : "false"
    case .count: ViewConfigurator.stepperCount(in: node).map(String.init)
    }
  }

  /// `titleLabel` → `title`, `iconImageView` → `icon`.
  private static func fieldName(for view: ViewSpec, kind: ListField.Kind) -> String {
    // An image's view is named for what the design's first row shows, which is data: the field is the icon or image.
    if kind == .image { return view.role == .icon ? "icon" : "image" }
    // A bar's value is the row's progress, whatever the design's layer is called.
    if kind == .progress { return "progress" }
    // A switch's state and a stepper's count are each row's, whatever the first row's title says.
    if kind == .isOn { return "isOn" }
    if kind == .count { return "quantity" }
    let suffix = ["ImageView", "Label"].first { view.name.hasSuffix($0) } ?? ""
    let base = String(view.name.dropLast(suffix.count))
    // A label named "Default" is `defaultLabel`; its field cannot be `default`.
    if base.isEmpty { return view.name }
    return SwiftIdentifier.isMember(base) ? base : base + "Text"
  }

  /// One step from a node to one of its children: the child's place among the layers it shows
  /// (``AlikeSiblings/shownLayers(of:)``) — or among all its layers, for its background — its name and kind.
  private struct Step {
    var index: Int
    var isShown: Bool
    var name: String
    var kind: NodeKind
  }

  /// The steps from `root` to the node `id`.
  private static func path(to id: String, in root: RuledNode) -> [Step]? {
    if root.design.id == id { return [] }
    let shown = AlikeSiblings.shownLayers(of: root).map(\.design.id)
    for (index, child) in root.children.enumerated() {
      guard let rest = path(to: id, in: child) else { continue }
      let place = shown.firstIndex(of: child.design.id)
      return [Step(index: place ?? index, isShown: place != nil, name: child.design.name, kind: child.design.kind)]
        + rest
    }
    return nil
  }

  /// The node of `root` the steps lead to.
  ///
  /// At each step, the layer of the step's name and kind nearest its place, else the one at its place when it is of
  /// its kind (a text named for what it says): a row drawn over a highlight, or without a divider, keeps its texts.
  private static func node(at path: [Step], in root: RuledNode) -> RuledNode? {
    var node = root
    for step in path {
      let layers = step.isShown ? AlikeSiblings.shownLayers(of: node) : node.children
      let named = layers.indices.filter { layers[$0].design.name == step.name && layers[$0].design.kind == step.kind }
      if let index = named.min(by: { abs($0 - step.index) < abs($1 - step.index) }) {
        node = layers[index]
      } else if layers.indices.contains(step.index), layers[step.index].design.kind == step.kind {
        node = layers[step.index]
      } else {
        return nil
      }
    }
    return node
  }

  /// `node` with its subtree moved so that its own origin is (0, 0).
  static func rebased(_ node: RuledNode, by origin: Rect) -> RuledNode {
    var node = node
    node.design.absolute.x -= origin.x
    node.design.absolute.y -= origin.y
    node.children = node.children.map { rebased($0, by: origin) }
    return node
  }
}
