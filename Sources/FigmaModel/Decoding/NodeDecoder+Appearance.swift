import Diagnostics
import JSONText

/// The corner members of a node, kept until the node's size is known.
struct CornerFields {
  /// `cornerRadius`.
  var radius: JSONValue?
  /// `rectangleCornerRadii`.
  var radii: JSONValue?
}

/// Fills, strokes, effects and corners.
extension NodeDecoder {
  mutating func readAppearance(_ key: NodeKey, _ field: JSONValue, into look: inout Appearance) -> Bool {
    let name = key.rawValue
    switch key {
    case .fills: look.fills = paints(field, name)
    case .strokes: look.strokes = paints(field, name)
    case .strokeWeight: look.strokeWeight = reader.number(field, name, default: 1)
    case .strokeAlign: look.strokeAlign = reader.vocabulary(field, name, default: .inside)
    case .strokeDashes: look.strokeDashes = dashes(field, name)
    case .arcData: look.arc = arc(field, name)
    case .fillGeometry: look.fillPaths = paths(field, name)
    case .strokeGeometry: look.strokePaths = paths(field, name)
    case .individualStrokeWeights: look.individualStrokeWeights = strokeWeights(field, name)
    case .effects: look.effects = effects(field)
    case .cornerSmoothing: look.cornerSmoothing = reader.clamped(field, name, to: 0...1, default: 0)
    case .clipsContent: look.clipsContent = reader.bool(field, name, default: false)
    case .blendMode: look.blendMode = reader.optionalVocabulary(field, name)
    case .isMask: look.isMask = reader.bool(field, name, default: false)
    default: return false
    }
    return true
  }

  /// Dash and gap lengths: the positive numbers of the array; none when no dash is longer than 0.
  private mutating func dashes(_ value: JSONValue, _ field: String) -> [Double] {
    let lengths = (reader.array(value, field, nullable: true) ?? []).map { reader.number($0, field, default: 0) }
    return lengths.contains { $0 > 0 } ? lengths.map { max($0, 0) } : []
  }

  /// The `path` strings of a geometry array; an entry without one is left out.
  private mutating func paths(_ value: JSONValue, _ field: String) -> [String] {
    (reader.array(value, field, nullable: true) ?? []).compactMap { entry in
      guard let object = reader.object(entry, field, nullable: true) else { return nil }
      var path: String?
      object.forEachMember { key, member in
        if key == "path" { path = reader.optionalString(member, field + ".path") }
      }
      return path
    }
  }

  private mutating func arc(_ value: JSONValue, _ field: String) -> Arc? {
    guard let object = reader.object(value, field, nullable: true) else { return nil }
    var arc = Arc()
    object.forEachMember { key, member in
      switch key {
      case "startingAngle": arc.startingAngle = reader.number(member, field + "." + key, default: 0)
      case "endingAngle": arc.endingAngle = reader.number(member, field + "." + key, default: 2 * .pi)
      case "innerRadius": arc.innerRadius = reader.clamped(member, field + "." + key, to: 0...1, default: 0)
      default: break
      }
    }
    return arc
  }

  private mutating func strokeWeights(_ value: JSONValue, _ field: String) -> Insets? {
    guard let sides = reader.object(value, field, nullable: true) else { return nil }
    var insets = Insets()
    sides.forEachMember { side, width in
      switch side {
      case "top": insets.top = reader.number(width, field, default: 0)
      case "left": insets.left = reader.number(width, field, default: 0)
      case "bottom": insets.bottom = reader.number(width, field, default: 0)
      case "right": insets.right = reader.number(width, field, default: 0)
      default: break
      }
    }
    return insets
  }

  /// Reads `cornerRadius` and `rectangleCornerRadii`, limiting each radius to half the node's shorter side.
  ///
  /// A designer's "make it a pill" (`19057956` on a 100×40 button) is the same shape as half the
  /// shorter side, 20, which is what UIKit needs.
  mutating func readCorners(_ corners: CornerFields, into node: inout FigmaNode) {
    let size = node.size ?? node.boundingBox.map { (width: $0.width, height: $0.height) }
    if let field = corners.radius {
      node.properties.appearance.cornerRadius = radius(field, "cornerRadius", size: size) ?? 0
    }
    guard let field = corners.radii, let entries = reader.array(field, "rectangleCornerRadii", nullable: true) else {
      return
    }
    guard entries.count == 4 else {
      reader.notes.add(
        "rectangleCornerRadii", found: "does not have 4 entries", used: "treated as absent",
        detail: "\(entries.count)", at: field)
      return
    }
    node.properties.appearance.cornerRadii = entries.map { radius($0, "rectangleCornerRadii", size: size) ?? 0 }
  }

  /// One radius: a number, at least 0 and at most half the shorter side (when the size is known and not 0).
  private mutating func radius(_ value: JSONValue, _ field: String, size: (width: Double, height: Double)?)
    -> Double?
  {
    guard let number = value.double else {
      reader.tolerate(field, value, expected: "a number", used: "used 0")
      return nil
    }
    let spelled = FieldReader.spelled(value)
    guard number >= 0 else {
      reader.notes.add(field, found: "is negative", used: "used 0", detail: spelled, at: value)
      return 0
    }
    if let size, min(size.width, size.height) > 0 {
      let half = min(size.width, size.height) / 2
      guard number > half else { return number }
      let node = "\(spelled) on a \(NumberText.format(size.width))×\(NumberText.format(size.height)) node"
      reader.notes.add(
        field, found: "is more than half the node's shorter side", used: "clamped to that half", detail: node,
        at: value)
      return half
    }
    guard number > FieldReader.maxCoordinate else { return number }
    reader.notes.add(field, found: "is out of range (±10000000)", used: "treated as absent", detail: spelled, at: value)
    return nil
  }
}
