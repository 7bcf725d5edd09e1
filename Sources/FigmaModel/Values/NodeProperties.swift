/// What the decoder reads from a node and the design tree keeps unchanged: identity, visibility, layout fields,
/// appearance, text.
///
/// Geometry and references are resolved separately.
public struct NodeProperties: Hashable, Sendable {
  /// How a node moves when its frame scrolls (`scrollBehavior`).
  public enum ScrollBehavior: FigmaVocabulary {
    case scrolls, fixed, stickyScrolls
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.scrolls, "SCROLLS"), (.fixed, "FIXED"), (.stickyScrolls, "STICKY_SCROLLS"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var id: String
  public var name: String
  public var kind: NodeKind
  public var visible = true
  public var opacity: Double = 1
  /// Rotation in degrees, counter-clockwise as Figma shows it (the API gives radians).
  public var rotation: Double = 0
  public var constraints = LayoutConstraints()
  @OutOfLine public var layout = AutoLayout()
  @OutOfLine public var item = ItemLayout()
  public var appearance = Appearance()
  @OutOfLine public var text: TextContent? = nil
  public var boundVariables: [BoundVariable] = []
  public var preserveRatio = false
  /// Whether the designer marked the node for export (a hint that it is an asset).
  public var hasExportSettings = false
  /// Whether a vector's only path is the rectangle of its own box (known with `geometry=paths`).
  public var isBoxPath = false
  public var scrollBehavior: ScrollBehavior = .scrolls

  /// Creates properties with the API's defaults.
  public init(id: String, name: String, kind: NodeKind) {
    self.id = id
    self.name = name
    self.kind = kind
  }
}
