/// A Figma node type.
///
/// Types figsnap does not know are kept by name as `.unknown`.
public enum NodeKind: Hashable, Sendable {
  case document, canvas, frame, group, section, component, componentSet, instance
  case text, rectangle, ellipse, vector, booleanOperation, line, star, regularPolygon, slice
  case unknown(String)

  private static let known: [String: NodeKind] = [
    "DOCUMENT": .document, "CANVAS": .canvas, "FRAME": .frame, "GROUP": .group, "SECTION": .section,
    "COMPONENT": .component, "COMPONENT_SET": .componentSet, "INSTANCE": .instance, "TEXT": .text,
    "RECTANGLE": .rectangle, "ELLIPSE": .ellipse, "VECTOR": .vector, "BOOLEAN_OPERATION": .booleanOperation,
    "LINE": .line, "STAR": .star, "REGULAR_POLYGON": .regularPolygon, "SLICE": .slice,
  ]

  /// The kind for a Figma `type` string.
  public init(figmaType: String) {
    self = Self.known[figmaType] ?? .unknown(figmaType)
  }

  /// The Figma `type` string.
  public var figmaType: String {
    if case .unknown(let name) = self { return name }
    return Self.known.first { $0.value == self }?.key ?? ""
  }

  /// Whether nodes of this kind hold children laid out in a frame (frames, components, instances).
  public var isFrameLike: Bool {
    switch self {
    case .frame, .component, .componentSet, .instance: true
    default: false
    }
  }

  /// Whether the kind is a vector shape best exported as an image asset.
  public var isVectorArt: Bool {
    switch self {
    case .vector, .booleanOperation, .star, .regularPolygon, .line: true
    default: false
    }
  }
}
