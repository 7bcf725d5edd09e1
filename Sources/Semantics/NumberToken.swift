/// A length of the team's design system: a Figma number variable the screens bind to a spacing, a padding, a corner
/// radius, a size, a font size or a line height, with its value, for each output target to declare as a constant
/// (`Spacing.medium`).
public struct NumberToken: Sendable, Hashable {
  /// What the screens use the length for, which names the type that declares it.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The room between views or inside a container's edges (`itemSpacing`, `padding…`): `Spacing`.
    case spacing
    /// A corner radius: `Radius`.
    case radius
    /// A width or height: `Size`.
    case size
    /// A text's font size: `FontSize`.
    case fontSize
    /// A text's line height: `LineHeight`.
    case lineHeight

    /// The type that declares the kind's tokens.
    public var typeName: String {
      switch self {
      case .spacing: "Spacing"
      case .radius: "Radius"
      case .size: "Size"
      case .fontSize: "FontSize"
      case .lineHeight: "LineHeight"
      }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The design's name, grouped by slashes: `space/medium`.
  public var name: String
  /// The id of the variable, which the design's nodes are bound to.
  public var variableID: String
  public var kind: Kind
  /// The member of the kind's type: `medium`.
  public var member: String
  /// What the design says the token is for.
  public var description: String
  /// The value the screens are drawn with (the collection's default mode).
  public var value: Double
  /// The other modes' values (a `Mobile` or `Compact` scale), for the declaration's comment.
  public var otherModes: [(mode: String, value: Double)]

  /// Creates a token.
  public init(
    name: String, variableID: String, kind: Kind, member: String, description: String = "", value: Double,
    otherModes: [(mode: String, value: Double)] = []
  ) {
    self.name = name
    self.variableID = variableID
    self.kind = kind
    self.member = member
    self.description = description
    self.value = value
    self.otherModes = otherModes
  }

  /// The symbol screens spell it with where the ruleset names none: `Spacing.medium`.
  public var symbol: String { "\(kind.typeName).\(member)" }

  /// The name of the file that declares a design's length tokens, in either target.
  public static let fileName = "LayoutTokens.swift"

  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.name, lhs.variableID, lhs.kind, lhs.member, lhs.description, lhs.value)
      == (rhs.name, rhs.variableID, rhs.kind, rhs.member, rhs.description, rhs.value)
      && lhs.otherModes.map(\.mode) == rhs.otherModes.map(\.mode)
      && lhs.otherModes.map(\.value) == rhs.otherModes.map(\.value)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(variableID) }
}
