import Diagnostics
import JSONText

/// Decodes one node and its subtree, applying the API's defaults for omitted fields.
///
/// Only a node's shape is required: an object with a string `id` and `type`, and `children`, when
/// present, an array. A child that is no node (a string where a tool saved one, an object without an `id` or `type`)
/// is left out with a note; every other member is read tolerantly (see ``FieldReader``).
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
    node.json = value
    var legacyPadding = (horizontal: Double?.none, vertical: Double?.none)
    var hasPadding = false
    var corners = CornerFields()
    try object.forEachMember { (name, field) throws(Diagnostic) in
      guard let key = NodeKey.byName[name] else { return }
      if key == .children {
        let elements = try reader.array(field)
        node.children.reserveCapacity(elements.count)
        for child in elements {
          guard Self.isNode(child) else {
            // PowerShell's ConvertTo-Json writes what lies deeper than its depth as text ("@{id=…; name=…}"): the
            // design's layers from there down are missing, which is worth more than a note.
            if child.string?.hasPrefix("@{") == true {
              reader.notes.add(
                "children", found: "holds a node saved as text ('@{…}')",
                used: "left out with its layers: the file was saved cut off at a depth (PowerShell's ConvertTo-Json "
                  + "writes deeper objects as text; save it again with -Depth 100)",
                severity: .warning, at: child)
              continue
            }
            let found =
              child.kind == .object ? "holds an object without a string 'id' and 'type'" : "holds \(child.kind.phrase)"
            reader.notes.add("children", found: found, used: "left out: it is no node", at: child)
            continue
          }
          node.children.append(try self.node(child, depth: depth + 1))
        }
        return
      }
      if readIdentity(key, field, into: &node) || readGeometry(key, field, into: &node) { return }
      if readContainer(key, field, into: &node.properties.layout) {
        hasPadding = hasPadding || name.hasPrefix("padding")
        return
      }
      if readItem(key, field, into: &node.properties.item) { return }
      if readAppearance(key, field, into: &node.properties.appearance) { return }
      switch key {
      case .horizontalPadding: legacyPadding.horizontal = reader.optionalNumber(field, name)
      case .verticalPadding: legacyPadding.vertical = reader.optionalNumber(field, name)
      case .cornerRadius: corners.radius = field
      case .rectangleCornerRadii: corners.radii = field
      case .characters, .characterStyleOverrides, .style, .styleOverrideTable: readText(key, field, into: &node)
      default: break
      }
    }
    if !hasPadding {
      let horizontal = legacyPadding.horizontal ?? 0
      let vertical = legacyPadding.vertical ?? 0
      node.properties.layout.padding = Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    readCorners(corners, into: &node)
    return node
  }

  /// Whether `value` has a node's shape: an object with a string `id` and `type`.
  private static func isNode(_ value: JSONValue) -> Bool {
    value.kind == .object && value["id"]?.string != nil && value["type"]?.string != nil
  }

  private mutating func readIdentity(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) -> Bool {
    let name = key.rawValue
    switch key {
    case .name: node.properties.name = reader.string(field, name, default: "")
    case .visible: node.properties.visible = reader.bool(field, name, default: true)
    case .opacity: node.properties.opacity = reader.clamped(field, name, to: 0...1, default: 1)
    case .rotation: node.properties.rotation = reader.number(field, name, default: 0) * 180 / Double.pi
    case .constraints: node.properties.constraints = constraints(field)
    case .preserveRatio: node.properties.preserveRatio = reader.bool(field, name, default: false)
    case .exportSettings: node.properties.hasExportSettings = !(reader.array(field, name, nullable: true) ?? []).isEmpty
    case .scrollBehavior: node.properties.scrollBehavior = reader.vocabulary(field, name, default: .scrolls)
    case .styles: node.styleIDs = stringMap(field, name)
    case .componentId: node.componentID = reader.optionalString(field, name)
    case .componentProperties: node.componentProperties = componentProperties(field)
    case .boundVariables: node.properties.boundVariables = boundVariables(field)
    default: return false
    }
    return true
  }

  private mutating func readGeometry(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) -> Bool {
    switch key {
    case .absoluteBoundingBox: node.boundingBox = reader.rect(field, key.rawValue)
    case .absoluteRenderBounds: node.renderBounds = reader.rect(field, key.rawValue)
    case .size: node.size = reader.size(field, key.rawValue)
    case .relativeTransform: node.transform = transform(field)
    default: return false
    }
    return true
  }

  private mutating func constraints(_ value: JSONValue) -> LayoutConstraints {
    var result = LayoutConstraints()
    reader.object(value, "constraints")?.forEachMember { key, field in
      switch key {
      case "horizontal": result.horizontal = reader.vocabulary(field, "constraints.horizontal", default: .left)
      case "vertical": result.vertical = reader.vocabulary(field, "constraints.vertical", default: .top)
      default: break
      }
    }
    return result
  }

  /// `relativeTransform` `[[a, c, tx], [b, d, ty]]`; nil for `null` or anything but a 2×3 matrix of usable numbers.
  private mutating func transform(_ value: JSONValue) -> AffineTransform? {
    guard let rows = reader.array(value, "relativeTransform", nullable: true) else { return nil }
    let numbers = rows.map { row in row.elements.compactMap { $0.double }.filter(FieldReader.isUsable) }
    guard rows.count == 2, rows.allSatisfy({ $0.count == 3 }), numbers.allSatisfy({ $0.count == 3 }) else {
      reader.notes.add(
        "relativeTransform", found: "is not a 2×3 matrix of numbers", used: "treated as absent", at: value)
      return nil
    }
    let (top, bottom) = (numbers[0], numbers[1])
    return AffineTransform(a: top[0], b: bottom[0], c: top[1], d: bottom[1], tx: top[2], ty: bottom[2])
  }

  private mutating func stringMap(_ value: JSONValue, _ field: String) -> [String: String] {
    var map: [String: String] = [:]
    reader.object(value, field)?.forEachMember { key, entry in
      if let text = reader.optionalString(entry, field) { map[key] = text }
    }
    return map
  }
}

extension Optional where Wrapped: DefaultInitializable {
  /// Creates the wrapped value if needed, then sets one of its fields.
  mutating func set<Value>(_ field: WritableKeyPath<Wrapped, Value>, to value: Value) {
    var wrapped = self ?? Wrapped()
    wrapped[keyPath: field] = value
    self = wrapped
  }
}

/// A value with a no-argument initialiser.
protocol DefaultInitializable { init() }
extension GridLayout: DefaultInitializable {}
extension GridCell: DefaultInitializable {}
