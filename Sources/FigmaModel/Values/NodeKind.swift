/// A Figma node type.
///
/// Types figsnap does not know are kept by name as `.unknown`; the normalizer notes each node of one
/// (`figma.normalize`), so the decoder does not report them again.
public enum NodeKind: FigmaVocabulary {
  case document, canvas, frame, group, section, component, componentSet, instance
  case text, rectangle, ellipse, vector, booleanOperation, line, star, regularPolygon, slice
  case unknown(String)

  public static let documented: [(value: Self, spelling: String)] = [
    (.document, "DOCUMENT"), (.canvas, "CANVAS"), (.frame, "FRAME"), (.group, "GROUP"), (.section, "SECTION"),
    (.component, "COMPONENT"), (.componentSet, "COMPONENT_SET"), (.instance, "INSTANCE"), (.text, "TEXT"),
    (.rectangle, "RECTANGLE"), (.ellipse, "ELLIPSE"), (.vector, "VECTOR"), (.booleanOperation, "BOOLEAN_OPERATION"),
    (.line, "LINE"), (.star, "STAR"), (.regularPolygon, "REGULAR_POLYGON"), (.slice, "SLICE"),
  ]

  public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }

  /// The kind for a Figma `type` string.
  public init(figmaType: String) { self.init(rawValue: figmaType) }

  /// The Figma `type` string.
  public var figmaType: String { rawValue }

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
