import Diagnostics
import JSONText

/// Decodes one node and its subtree, applying the API's defaults for omitted fields.
struct NodeDecoder {
  var reader: FieldReader
  let maxDepth: Int

  mutating func node(_ value: JSONValue, depth: Int = 0) throws(Diagnostic) -> FigmaNode {
    let object = try reader.object(value)
    guard depth < maxDepth else {
      throw reader.failure("nodes nested deeper than \(maxDepth) levels", at: value)
    }
    guard let idValue = object["id"], let typeValue = object["type"] else {
      throw reader.failure("expected a node with 'id' and 'type'", at: value)
    }
    let id = try reader.string(idValue)
    let kind = NodeKind(figmaType: try reader.string(typeValue))
    var node = FigmaNode(properties: NodeProperties(id: id, name: "", kind: kind))
    var legacyPadding = (horizontal: Double?.none, vertical: Double?.none)
    var hasPadding = false
    try object.forEachMember { (name, field) throws(Diagnostic) in
      guard let key = NodeKey.byName[name] else { return }
      if try readIdentity(key, field, into: &node) { return }
      if try readGeometry(key, field, into: &node) { return }
      if try readContainer(key, field, into: &node.properties.layout) {
        hasPadding = hasPadding || name.hasPrefix("padding")
        return
      }
      if try readItem(key, field, into: &node.properties.item) { return }
      if try readAppearance(key, field, into: &node.properties.appearance) { return }
      switch key {
      case .horizontalPadding: legacyPadding.horizontal = try reader.number(field)
      case .verticalPadding: legacyPadding.vertical = try reader.number(field)
      case .characters, .style, .styleOverrideTable: try readText(key, field, into: &node)
      case .children:
        let elements = try reader.array(field)
        node.children.reserveCapacity(elements.count)
        for child in elements { node.children.append(try self.node(child, depth: depth + 1)) }
      default: break
      }
    }
    if !hasPadding {
      let horizontal = legacyPadding.horizontal ?? 0
      let vertical = legacyPadding.vertical ?? 0
      node.properties.layout.padding = Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    return node
  }

  private mutating func readIdentity(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) throws(Diagnostic)
    -> Bool
  {
    switch key {
    case .name: node.properties.name = try reader.string(field)
    case .visible: node.properties.visible = try reader.bool(field)
    case .opacity: node.properties.opacity = try reader.clamped(field, to: 0...1)
    case .rotation: node.properties.rotation = try reader.number(field) * 180 / Double.pi
    case .constraints: node.properties.constraints = try constraints(field)
    case .preserveRatio: node.properties.preserveRatio = try reader.bool(field)
    case .exportSettings: node.properties.hasExportSettings = !(try reader.array(field)).isEmpty
    case .scrollBehavior: node.properties.scrollBehavior = try reader.string(field)
    case .styles: node.styleIDs = try stringMap(field)
    case .componentId: node.componentID = try reader.string(field)
    case .componentProperties: node.componentProperties = try componentProperties(field)
    case .boundVariables: node.properties.boundVariables = try boundVariables(field)
    default: return false
    }
    return true
  }

  private mutating func readGeometry(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) throws(Diagnostic)
    -> Bool
  {
    switch key {
    case .absoluteBoundingBox: node.boundingBox = try reader.rect(field)
    case .absoluteRenderBounds: node.renderBounds = try reader.rect(field)
    case .size:
      guard !field.isNull else { return true }
      let object = try reader.object(field)
      node.size = (
        try object["x"].map { (v) throws(Diagnostic) in try reader.size(v) } ?? 0,
        try object["y"].map { (v) throws(Diagnostic) in try reader.size(v) } ?? 0
      )
    case .relativeTransform: node.transform = try transform(field)
    default: return false
    }
    return true
  }

  private mutating func readContainer(_ key: NodeKey, _ field: JSONValue, into layout: inout AutoLayout)
    throws(Diagnostic) -> Bool
  {
    switch key {
    case .layoutMode: layout.mode = try reader.enumeration(field, default: .none)
    case .primaryAxisSizingMode: layout.primarySizing = try reader.enumeration(field, default: .auto)
    case .counterAxisSizingMode: layout.counterSizing = try reader.enumeration(field, default: .auto)
    case .primaryAxisAlignItems: layout.primaryAlign = try reader.enumeration(field, default: .min)
    case .counterAxisAlignItems: layout.counterAlign = try reader.enumeration(field, default: .min)
    case .itemSpacing: layout.itemSpacing = try reader.number(field)
    case .paddingLeft: layout.padding.left = try reader.number(field)
    case .paddingRight: layout.padding.right = try reader.number(field)
    case .paddingTop: layout.padding.top = try reader.number(field)
    case .paddingBottom: layout.padding.bottom = try reader.number(field)
    case .layoutWrap: layout.wraps = try reader.string(field) == "WRAP"
    case .counterAxisSpacing: layout.counterAxisSpacing = try reader.optionalNumber(field) ?? 0
    case .counterAxisAlignContent: layout.alignContent = try reader.enumeration(field, default: .auto)
    case .itemReverseZIndex: layout.reverseZIndex = try reader.bool(field)
    case .strokesIncludedInLayout: layout.strokesIncludedInLayout = try reader.bool(field)
    case .overflowDirection: layout.overflow = try reader.enumeration(field, default: .none)
    case .gridRowCount:
      let value = try reader.integer(field)
      layout.grid.edit { $0.rows = value }
    case .gridColumnCount:
      let value = try reader.integer(field)
      layout.grid.edit { $0.columns = value }
    case .gridRowGap:
      let value = try reader.number(field)
      layout.grid.edit { $0.rowGap = value }
    case .gridColumnGap:
      let value = try reader.number(field)
      layout.grid.edit { $0.columnGap = value }
    case .gridRowsSizing:
      let value = try reader.string(field)
      layout.grid.edit { $0.rowsSizing = value }
    case .gridColumnsSizing:
      let value = try reader.string(field)
      layout.grid.edit { $0.columnsSizing = value }
    default: return false
    }
    return true
  }

  private mutating func readItem(_ key: NodeKey, _ field: JSONValue, into item: inout ItemLayout) throws(Diagnostic)
    -> Bool
  {
    switch key {
    case .layoutAlign: item.align = try reader.enumeration(field, default: .inherit)
    case .layoutGrow: item.grow = try reader.number(field)
    case .layoutPositioning: item.positioning = try reader.enumeration(field, default: .auto)
    case .layoutSizingHorizontal: item.declaredHorizontalSizing = try reader.enumeration(field, default: .fixed)
    case .layoutSizingVertical: item.declaredVerticalSizing = try reader.enumeration(field, default: .fixed)
    case .minWidth: item.minWidth = try reader.optionalNumber(field)
    case .maxWidth: item.maxWidth = try reader.optionalNumber(field)
    case .minHeight: item.minHeight = try reader.optionalNumber(field)
    case .maxHeight: item.maxHeight = try reader.optionalNumber(field)
    case .gridRowAnchorIndex:
      let value = try reader.integer(field)
      item.gridCell.edit { $0.row = value }
    case .gridColumnAnchorIndex:
      let value = try reader.integer(field)
      item.gridCell.edit { $0.column = value }
    case .gridRowSpan:
      let value = try reader.integer(field)
      item.gridCell.edit { $0.rowSpan = value }
    case .gridColumnSpan:
      let value = try reader.integer(field)
      item.gridCell.edit { $0.columnSpan = value }
    case .gridChildHorizontalAlign:
      let value = try reader.string(field)
      item.gridCell.edit { $0.horizontalAlign = value }
    case .gridChildVerticalAlign:
      let value = try reader.string(field)
      item.gridCell.edit { $0.verticalAlign = value }
    default: return false
    }
    return true
  }

  private mutating func readAppearance(_ key: NodeKey, _ field: JSONValue, into look: inout Appearance)
    throws(Diagnostic) -> Bool
  {
    switch key {
    case .fills: look.fills = try paints(field)
    case .strokes: look.strokes = try paints(field)
    case .strokeWeight: look.strokeWeight = try reader.number(field)
    case .strokeAlign: look.strokeAlign = try reader.string(field)
    case .individualStrokeWeights:
      let sides = try reader.object(field)
      var insets = Insets()
      try sides.forEachMember { (side, value) throws(Diagnostic) in
        let width = try reader.number(value)
        switch side {
        case "top": insets.top = width
        case "left": insets.left = width
        case "bottom": insets.bottom = width
        case "right": insets.right = width
        default: break
        }
      }
      look.individualStrokeWeights = insets
    case .effects: look.effects = try effects(field)
    case .cornerRadius: look.cornerRadius = try reader.number(field)
    case .rectangleCornerRadii:
      let radii = try reader.array(field).map { (v) throws(Diagnostic) in try reader.number(v) }
      guard radii.count == 4 else { throw reader.failure("expected 4 corner radii, found \(radii.count)", at: field) }
      look.cornerRadii = radii
    case .cornerSmoothing: look.cornerSmoothing = try reader.clamped(field, to: 0...1)
    case .clipsContent: look.clipsContent = try reader.bool(field)
    case .blendMode: look.blendMode = try reader.string(field)
    case .isMask: look.isMask = try reader.bool(field)
    default: return false
    }
    return true
  }

  private mutating func constraints(_ value: JSONValue) throws(Diagnostic) -> LayoutConstraints {
    var result = LayoutConstraints()
    try reader.object(value).forEachMember { (key, field) throws(Diagnostic) in
      switch key {
      case "horizontal": result.horizontal = try reader.enumeration(field, default: .left)
      case "vertical": result.vertical = try reader.enumeration(field, default: .top)
      default: break
      }
    }
    return result
  }

  private func transform(_ value: JSONValue) throws(Diagnostic) -> AffineTransform? {
    if value.isNull { return nil }
    let rows = try reader.array(value)
    guard rows.count == 2 else { throw reader.failure("expected a 2×3 transform", at: value) }
    let top = try reader.array(rows[0]).map { (v) throws(Diagnostic) in try reader.number(v) }
    let bottom = try reader.array(rows[1]).map { (v) throws(Diagnostic) in try reader.number(v) }
    guard top.count == 3, bottom.count == 3 else { throw reader.failure("expected a 2×3 transform", at: value) }
    return AffineTransform(a: top[0], b: bottom[0], c: top[1], d: bottom[1], tx: top[2], ty: bottom[2])
  }

  private func stringMap(_ value: JSONValue) throws(Diagnostic) -> [String: String] {
    var map: [String: String] = [:]
    try reader.object(value).forEachMember { (key, field) throws(Diagnostic) in
      map[key] = try reader.string(field)
    }
    return map
  }
}

extension Optional where Wrapped: DefaultInitializable {
  /// Creates the wrapped value if needed, then changes it.
  mutating func edit(_ change: (inout Wrapped) -> Void) {
    var value = self ?? Wrapped()
    change(&value)
    self = value
  }
}

/// A value with a no-argument initialiser.
protocol DefaultInitializable { init() }
extension GridLayout: DefaultInitializable {}
extension GridCell: DefaultInitializable {}
