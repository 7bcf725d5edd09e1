import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// A run of rows as a `List` (with its design's sections) or a `LazyVGrid`; its items a property the owner can
  /// replace, starting with the design's rows.
  mutating func list(_ spec: ViewSpec) -> SwiftUIView? {
    guard let list = spec.list else { return nil }
    let row = Self.rowType(of: list)
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    let leaf = SwiftUIView.Layout.leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true)
    // What a row's controls do is the screen's to say, with the row's item.
    var declaration = StructDeclaration(layout: list.cell, style: style, options: options, list: list)
    declaration.prepare(.row)
    var arguments = ["item: item"]
    for action in declaration.builder.actions {
      let name = uniqueName(action.name)
      actions.append(ActionProperty(name: name, summary: action.summary + " in a row", item: list.itemType))
      arguments.append("\(action.name): { \(name)(item) }")
    }
    rows.append(declaration)
    if list.showsDisclosure, !linkedItems.contains(list.itemType) { linkedItems.append(list.itemType) }
    let itemRow = SwiftUIView("\(row)(\(arguments.joined(separator: ", ")))", layout: .transparent)
    let rowView =
      list.showsDisclosure
      ? SwiftUIView("NavigationLink(value: item)", content: [itemRow], layout: .transparent) : itemRow
    switch list.layout {
    case .list(let separators):
      var listed = rowView.modified(.call("listRowInsets(EdgeInsets())"))
      if !separators { listed = listed.modified(.call("listRowSeparator(.hidden)")) }
      let content: [SwiftUIView]
      if list.hasHeaders {
        let name = uniqueName("sections")
        listProperties.append(
          StoredProperty(name: name, type: "[\(list.sectionType)]", initial: "\(list.sectionType).designSections"))
        let items = SwiftUIView("ForEach(section.items)", content: [listed], parameter: "item", layout: .transparent)
        // A section before the first header has none, not an empty one.
        var section = SwiftUIView("Section", content: [items], layout: .transparent)
        let title = SwiftUIView("Text(title)", layout: .transparent)
        section.trailing = SwiftUIView.TrailingClosure(
          label: "header",
          content: [SwiftUIView("if let title = section.title", content: [title], layout: .transparent)])
        content = [SwiftUIView("ForEach(\(name))", content: [section], parameter: "section", layout: .transparent)]
      } else {
        let name = uniqueName("items")
        listProperties.append(
          StoredProperty(name: name, type: "[\(list.itemType)]", initial: "\(list.itemType).designItems"))
        content = [SwiftUIView("ForEach(\(name))", content: [listed], parameter: "item", layout: .transparent)]
      }
      return SwiftUIView("List", content: content, layout: leaf).modified(.call("listStyle(.plain)"))
    case .grid(let columns, let rowHeight, let spacing, let lineSpacing, let insets):
      let name = uniqueName("items")
      listProperties.append(
        StoredProperty(name: name, type: "[\(list.itemType)]", initial: "\(list.itemType).designItems"))
      let cell = rowView.modified(.frame(width: nil, height: rowHeight, alignment: .center))
      let each = SwiftUIView("ForEach(\(name))", content: [cell], parameter: "item", layout: .transparent)
      let columnsExpression =
        "Array(repeating: GridItem(.flexible(), spacing: \(SwiftLiteral.number(spacing))), count: \(columns))"
      var grid = SwiftUIView(
        "LazyVGrid(columns: \(columnsExpression), spacing: \(SwiftLiteral.number(lineSpacing)))", content: [each],
        layout: .transparent)
      if insets != EdgeInsets() { grid = grid.modified(.padding(insets)) }
      return SwiftUIView("ScrollView", content: [grid], layout: leaf)
    }
  }

  /// The row view of a list's cell: `SettingsRow` for `SettingsRowCell`.
  static func rowType(of list: ListSpec) -> String { list.rowType }
}
