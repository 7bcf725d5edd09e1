public import JSONText

/// A screen's drawn bars and a view's list as named values in a fixed order, for the JSON form and the dump.
///
/// A list's cell is a layout of its own (`LayoutJSON` writes it in full); here it is named by its node and class.
public enum ChromeJSON {
  /// The bars' set fields.
  public static func entries(_ chrome: ScreenChrome) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    if let navigation = chrome.navigation {
      var object: [String: JSONOutput] = [
        "node": .string(navigation.node), "prefersLargeTitle": .bool(navigation.prefersLargeTitle),
        "leading": .array(navigation.leading.map(item)), "trailing": .array(navigation.trailing.map(item)),
      ]
      if let title = navigation.title { object["title"] = .string(title) }
      entries.append(("navigation", .object(object)))
    }
    if let tabBar = chrome.tabBar {
      var object: [String: JSONOutput] = ["node": .string(tabBar.node), "items": .array(tabBar.items.map(item))]
      if let selected = tabBar.selectedIndex { object["selectedIndex"] = .number(Double(selected)) }
      entries.append(("tabBar", .object(object)))
    }
    return entries
  }

  /// The list's layout, fields and items, and its cell's node and class.
  public static func entries(_ list: ListSpec) -> [(String, JSONOutput)] {
    let layout: JSONOutput =
      switch list.layout {
      case .list(let separators): .object(["list": .object(["separators": .bool(separators)])])
      case .grid(let columns, let rowHeight, let spacing, let lineSpacing, let insets):
        .object([
          "grid": .object([
            "columns": .number(Double(columns)), "rowHeight": .number(rowHeight), "spacing": .number(spacing),
            "lineSpacing": .number(lineSpacing),
            "insets": LayoutJSON.insets(insets),
          ])
        ])
      }
    var entries: [(String, JSONOutput)] = [
      ("layout", layout),
      ("cell", .object(["node": .string(list.cell.node), "className": .string(list.cell.className)])),
      (
        "fields",
        .array(
          list.fields.map {
            .object([
              "name": .string($0.name), "view": .string($0.view), "kind": .string($0.kind.rawValue),
              "optional": .bool($0.isOptional),
            ])
          })
      ),
      ("items", .array(list.items.map { .array($0.map { $0.map(JSONOutput.string) ?? .null }) })),
    ]
    if list.showsDisclosure { entries.append(("showsDisclosure", .bool(true))) }
    if list.hasHeaders {
      let sections = list.sections.map { section -> JSONOutput in
        var object: [String: JSONOutput] = ["count": .number(Double(section.count))]
        if let title = section.title { object["title"] = .string(title) }
        return .object(object)
      }
      entries.append(("sections", .array(sections)))
    }
    return entries
  }

  private static func item(_ item: BarItem) -> JSONOutput {
    var object: [String: JSONOutput] = ["node": .string(item.node), "name": .string(item.name)]
    if let title = item.title { object["title"] = .string(title) }
    if let image = item.image { object["image"] = .string(image) }
    if let label = item.accessibilityLabel { object["accessibilityLabel"] = .string(label) }
    return .object(object)
  }
}
