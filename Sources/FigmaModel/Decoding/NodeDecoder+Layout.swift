import Diagnostics
import JSONText

/// The auto-layout fields: those of a container and those of an item in one.
extension NodeDecoder {
  mutating func readContainer(_ key: NodeKey, _ field: JSONValue, into layout: inout AutoLayout) -> Bool {
    let name = key.rawValue
    switch key {
    case .layoutMode: layout.mode = reader.vocabulary(field, name, default: .none)
    case .primaryAxisSizingMode: layout.primarySizing = reader.vocabulary(field, name, default: .auto)
    case .counterAxisSizingMode: layout.counterSizing = reader.vocabulary(field, name, default: .auto)
    case .primaryAxisAlignItems: layout.primaryAlign = reader.vocabulary(field, name, default: .min)
    case .counterAxisAlignItems: layout.counterAlign = reader.vocabulary(field, name, default: .min)
    case .itemSpacing: layout.itemSpacing = reader.number(field, name, default: 0)
    case .paddingLeft: layout.padding.left = reader.number(field, name, default: 0)
    case .paddingRight: layout.padding.right = reader.number(field, name, default: 0)
    case .paddingTop: layout.padding.top = reader.number(field, name, default: 0)
    case .paddingBottom: layout.padding.bottom = reader.number(field, name, default: 0)
    case .layoutWrap: layout.wrap = reader.vocabulary(field, name, default: .noWrap)
    case .counterAxisSpacing: layout.counterAxisSpacing = reader.optionalNumber(field, name) ?? 0
    case .counterAxisAlignContent: layout.alignContent = reader.vocabulary(field, name, default: .auto)
    case .itemReverseZIndex: layout.reverseZIndex = reader.bool(field, name, default: false)
    case .strokesIncludedInLayout: layout.strokesIncludedInLayout = reader.bool(field, name, default: false)
    case .overflowDirection: layout.overflow = reader.vocabulary(field, name, default: .none)
    case .gridRowCount: layout.grid.set(\.rows, to: reader.integer(field, name, default: 0))
    case .gridColumnCount: layout.grid.set(\.columns, to: reader.integer(field, name, default: 0))
    case .gridRowGap: layout.grid.set(\.rowGap, to: reader.number(field, name, default: 0))
    case .gridColumnGap: layout.grid.set(\.columnGap, to: reader.number(field, name, default: 0))
    case .gridRowsSizing: layout.grid.set(\.rowsSizing, to: reader.string(field, name, default: ""))
    case .gridColumnsSizing: layout.grid.set(\.columnsSizing, to: reader.string(field, name, default: ""))
    default: return false
    }
    return true
  }

  mutating func readItem(_ key: NodeKey, _ field: JSONValue, into item: inout ItemLayout) -> Bool {
    let name = key.rawValue
    switch key {
    case .layoutAlign: item.align = reader.vocabulary(field, name, default: .inherit)
    case .layoutGrow: item.grow = reader.number(field, name, default: 0)
    case .layoutPositioning: item.positioning = reader.vocabulary(field, name, default: .auto)
    case .layoutSizingHorizontal: item.declaredHorizontalSizing = reader.vocabulary(field, name, default: .fixed)
    case .layoutSizingVertical: item.declaredVerticalSizing = reader.vocabulary(field, name, default: .fixed)
    case .minWidth: item.minWidth = reader.optionalNumber(field, name)
    case .maxWidth: item.maxWidth = reader.optionalNumber(field, name)
    case .minHeight: item.minHeight = reader.optionalNumber(field, name)
    case .maxHeight: item.maxHeight = reader.optionalNumber(field, name)
    case .gridRowAnchorIndex: item.gridCell.set(\.row, to: reader.integer(field, name, default: 0))
    case .gridColumnAnchorIndex: item.gridCell.set(\.column, to: reader.integer(field, name, default: 0))
    case .gridRowSpan: item.gridCell.set(\.rowSpan, to: reader.integer(field, name, default: 1))
    case .gridColumnSpan: item.gridCell.set(\.columnSpan, to: reader.integer(field, name, default: 1))
    case .gridChildHorizontalAlign:
      item.gridCell.set(\.horizontalAlign, to: reader.vocabulary(field, name, default: .auto))
    case .gridChildVerticalAlign: item.gridCell.set(\.verticalAlign, to: reader.vocabulary(field, name, default: .auto))
    default: return false
    }
    return true
  }
}
