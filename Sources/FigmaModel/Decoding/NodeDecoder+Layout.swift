import Diagnostics
import JSONText

/// The auto-layout fields: those of a container and those of an item in one.
extension NodeDecoder {
  mutating func readContainer(_ key: NodeKey, _ field: JSONValue, into layout: inout AutoLayout) -> Bool {
    let name = key.rawValue
    switch key {
    case .layoutMode: layout.mode = reader.enumeration(field, name, default: .none)
    case .primaryAxisSizingMode: layout.primarySizing = reader.enumeration(field, name, default: .auto)
    case .counterAxisSizingMode: layout.counterSizing = reader.enumeration(field, name, default: .auto)
    case .primaryAxisAlignItems: layout.primaryAlign = reader.enumeration(field, name, default: .min)
    case .counterAxisAlignItems: layout.counterAlign = reader.enumeration(field, name, default: .min)
    case .itemSpacing: layout.itemSpacing = reader.number(field, name, default: 0)
    case .paddingLeft: layout.padding.left = reader.number(field, name, default: 0)
    case .paddingRight: layout.padding.right = reader.number(field, name, default: 0)
    case .paddingTop: layout.padding.top = reader.number(field, name, default: 0)
    case .paddingBottom: layout.padding.bottom = reader.number(field, name, default: 0)
    case .layoutWrap: layout.wraps = reader.string(field, name, default: "NO_WRAP") == "WRAP"
    case .counterAxisSpacing: layout.counterAxisSpacing = reader.optionalNumber(field, name) ?? 0
    case .counterAxisAlignContent: layout.alignContent = reader.enumeration(field, name, default: .auto)
    case .itemReverseZIndex: layout.reverseZIndex = reader.bool(field, name, default: false)
    case .strokesIncludedInLayout: layout.strokesIncludedInLayout = reader.bool(field, name, default: false)
    case .overflowDirection: layout.overflow = reader.enumeration(field, name, default: .none)
    case .gridRowCount, .gridColumnCount, .gridRowGap, .gridColumnGap, .gridRowsSizing, .gridColumnsSizing:
      readGrid(key, field, into: &layout)
    default: return false
    }
    return true
  }

  private mutating func readGrid(_ key: NodeKey, _ field: JSONValue, into layout: inout AutoLayout) {
    let name = key.rawValue
    switch key {
    case .gridRowCount:
      let value = reader.integer(field, name, default: 0)
      layout.grid.edit { $0.rows = value }
    case .gridColumnCount:
      let value = reader.integer(field, name, default: 0)
      layout.grid.edit { $0.columns = value }
    case .gridRowGap:
      let value = reader.number(field, name, default: 0)
      layout.grid.edit { $0.rowGap = value }
    case .gridColumnGap:
      let value = reader.number(field, name, default: 0)
      layout.grid.edit { $0.columnGap = value }
    case .gridRowsSizing:
      let value = reader.string(field, name, default: "")
      layout.grid.edit { $0.rowsSizing = value }
    default:
      let value = reader.string(field, name, default: "")
      layout.grid.edit { $0.columnsSizing = value }
    }
  }

  mutating func readItem(_ key: NodeKey, _ field: JSONValue, into item: inout ItemLayout) -> Bool {
    let name = key.rawValue
    switch key {
    case .layoutAlign: item.align = reader.enumeration(field, name, default: .inherit)
    case .layoutGrow: item.grow = reader.number(field, name, default: 0)
    case .layoutPositioning: item.positioning = reader.enumeration(field, name, default: .auto)
    case .layoutSizingHorizontal: item.declaredHorizontalSizing = reader.enumeration(field, name, default: .fixed)
    case .layoutSizingVertical: item.declaredVerticalSizing = reader.enumeration(field, name, default: .fixed)
    case .minWidth: item.minWidth = reader.optionalNumber(field, name)
    case .maxWidth: item.maxWidth = reader.optionalNumber(field, name)
    case .minHeight: item.minHeight = reader.optionalNumber(field, name)
    case .maxHeight: item.maxHeight = reader.optionalNumber(field, name)
    case .gridRowAnchorIndex:
      let value = reader.integer(field, name, default: 0)
      item.gridCell.edit { $0.row = value }
    case .gridColumnAnchorIndex:
      let value = reader.integer(field, name, default: 0)
      item.gridCell.edit { $0.column = value }
    case .gridRowSpan:
      let value = reader.integer(field, name, default: 1)
      item.gridCell.edit { $0.rowSpan = value }
    case .gridColumnSpan:
      let value = reader.integer(field, name, default: 1)
      item.gridCell.edit { $0.columnSpan = value }
    case .gridChildHorizontalAlign:
      let value = reader.string(field, name, default: "AUTO")
      item.gridCell.edit { $0.horizontalAlign = value }
    case .gridChildVerticalAlign:
      let value = reader.string(field, name, default: "AUTO")
      item.gridCell.edit { $0.verticalAlign = value }
    default: return false
    }
    return true
  }
}
