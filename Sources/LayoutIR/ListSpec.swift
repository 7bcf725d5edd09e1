/// A run of rows drawn alike that becomes a `UICollectionView`: one cell laid out from the first row, the fields that
/// differ from row to row, and the design's rows as the first items.
public struct ListSpec: Sendable, Hashable {
  /// The cell: the first row, planned and checked as a layout of its own (its root is the cell's content view).
  public var cell: LayoutScreen
  /// The cell's views whose content differs between rows, in the cell's order.
  public var fields: [ListField]
  /// The design's rows, each with one value per field (nil where a row does not show it).
  public var items: [[String?]]
  public var layout: Layout
  /// A list cell's disclosure chevron, drawn in the design and left to the cell's accessories.
  public var showsDisclosure = false
  /// The sections the items fall into, in order; one untitled section when the design draws no headers.
  public var sections: [ListSection] = []
  /// Whether a section has a header to show.
  public var hasHeaders: Bool { sections.contains { $0.title != nil } }
  /// The struct of the items: `SettingsRowItem` for `SettingsRowCell`, `TripItem` for `TripItemCell`.
  public var itemType: String { Self.itemType(forCell: cell.className) }

  /// The item struct that goes with a cell class.
  public static func itemType(forCell className: String) -> String {
    let stem = className.hasSuffix("Cell") ? String(className.dropLast(4)) : className
    return stem.hasSuffix("Item") ? stem : stem + "Item"
  }

  /// The SwiftUI view of one row: `SettingsRow` for `SettingsRowCell`, `TripRow` for `TripCell`.
  public var rowType: String { Self.rowType(forCell: cell.className) }

  /// The SwiftUI row view that goes with a cell class.
  public static func rowType(forCell className: String) -> String {
    let stem = className.hasSuffix("Cell") ? String(className.dropLast(4)) : className
    return stem.hasSuffix("Row") ? stem : stem + "Row"
  }

  /// The types a list declares for a cell class: the cell, its item, its section and its SwiftUI row.
  public static func declaredTypes(forCell className: String) -> [String] {
    let stem = className.hasSuffix("Cell") ? String(className.dropLast(4)) : className
    return [className, itemType(forCell: className), stem + "Section", rowType(forCell: className)]
  }

  /// The struct of a section of items, where the list has headers: `SettingsRowSection`.
  public var sectionType: String {
    let name = cell.className
    return (name.hasSuffix("Cell") ? String(name.dropLast(4)) : name) + "Section"
  }

  /// How many rows the design shows.
  public var rowCount: Int { items.count }

  /// The text field whose value in some row is `text`: the cell was planned from a row, so a cell view's VoiceOver
  /// label that repeats that row's text (a radio's or a switch's, read from its title) is that field, and each row
  /// says its own.
  public func textField(repeating text: String) -> ListField? {
    fields.indices.first { index in
      fields[index].kind == .text && items.contains { index < $0.count && $0[index] == text }
    }.map { fields[$0] }
  }

  /// Creates a list.
  public init(cell: LayoutScreen, fields: [ListField], items: [[String?]], layout: Layout) {
    self.cell = cell
    self.fields = fields
    self.items = items
    self.layout = layout
  }

  /// How the rows are laid out.
  public enum Layout: Sendable, Hashable {
    /// Rows edge to edge in one column: a list layout, with separators when the design draws them.
    case list(separators: Bool)
    /// Rows with room between them, in `columns` columns: a compositional layout of cells of the row's height.
    case grid(columns: Int, rowHeight: Double, spacing: Double, lineSpacing: Double, insets: EdgeInsets)
  }
}

/// A run of a list's items under one header.
public struct ListSection: Sendable, Hashable {
  /// The header's text, nil for rows before the first header.
  public var title: String?
  /// How many of the items, in order, the section holds.
  public var count: Int

  /// Creates a section.
  public init(title: String?, count: Int) {
    self.title = title
    self.count = count
  }
}

/// One field of a list's items: the cell view that shows it and what kind of value it is.
public struct ListField: Sendable, Hashable {
  /// The item's property: `title`.
  public var name: String
  /// The cell view that shows it.
  public var view: String
  public var kind: Kind
  /// Whether some row has no value for it.
  public var isOptional: Bool

  /// What a field holds.
  public enum Kind: String, Sendable, Hashable {
    /// A label's text.
    case text
    /// An image view's image, by asset name.
    case image
    /// A progress view's value, a fraction from 0 to 1, as the text of a number (`"0.667"`): each row's bar or meter.
    case progress
    /// A switch's state, `"true"` or `"false"`: each row's switch.
    case isOn
    /// A stepper's value, a whole number as text (`"2"`): each row's count.
    case count

    /// Whether the field's values are strings (written quoted), not numbers or flags (written as they are).
    public var isQuoted: Bool { self == .text || self == .image }

    /// The Swift type an item holds the field's value in.
    public var swiftType: String {
      switch self {
      case .text, .image: "String"
      case .progress: "Double"
      case .isOn: "Bool"
      case .count: "Int"
      }
    }

    /// The value of a row that shows none, where the field is not optional: an empty text, 0, off.
    public var absent: String {
      switch self {
      case .text, .image: "\"\""
      case .progress, .count: "0"
      case .isOn: "false"
      }
    }
  }

  /// Creates a field.
  public init(name: String, view: String, kind: Kind, isOptional: Bool) {
    self.name = name
    self.view = view
    self.kind = kind
    self.isOptional = isOptional
  }
}
