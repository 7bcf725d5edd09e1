/// A file's variables as the REST API gives them (`GET /v1/files/:key/variables/local` or `/published`): collections
/// with their modes, and variables with a value per mode, which may be an alias of another variable.
public struct FigmaVariables: Sendable, Hashable {
  /// The collections, by id.
  public var collections: [String: Collection]
  /// The variables, by id.
  public var variables: [String: Variable]

  /// Creates a set of variables.
  public init(collections: [String: Collection] = [:], variables: [String: Variable] = [:]) {
    self.collections = collections
    self.variables = variables
  }

  /// A collection: variables that share modes (`Light`, `Dark`).
  public struct Collection: Sendable, Hashable {
    public var id: String
    public var name: String
    /// The modes in the file's order.
    public var modes: [Mode]
    public var defaultModeID: String
    public var isHiddenFromPublishing: Bool

    /// Creates a collection.
    public init(id: String, name: String, modes: [Mode], defaultModeID: String, isHiddenFromPublishing: Bool = false) {
      self.id = id
      self.name = name
      self.modes = modes
      self.defaultModeID = defaultModeID
      self.isHiddenFromPublishing = isHiddenFromPublishing
    }
  }

  /// One mode of a collection.
  public struct Mode: Sendable, Hashable {
    public var id: String
    public var name: String

    /// Creates a mode.
    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// What a variable holds (`resolvedType`).
  public enum ResolvedType: FigmaVocabulary {
    case boolean, float, string, color
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.boolean, "BOOLEAN"), (.float, "FLOAT"), (.string, "STRING"), (.color, "COLOR"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Where a variable may be used (`scopes`): the fields the design tool offers it for.
  public enum Scope: FigmaVocabulary {
    case allScopes, textContent, cornerRadius, widthHeight, gap, allFills, frameFill, shapeFill, textFill, strokeColor
    case strokeFloat, effectFloat, effectColor, opacity, fontFamily, fontStyle, fontWeight, fontSize, lineHeight
    case letterSpacing, paragraphSpacing, paragraphIndent, fontVariations
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.allScopes, "ALL_SCOPES"), (.textContent, "TEXT_CONTENT"), (.cornerRadius, "CORNER_RADIUS"),
      (.widthHeight, "WIDTH_HEIGHT"), (.gap, "GAP"), (.allFills, "ALL_FILLS"), (.frameFill, "FRAME_FILL"),
      (.shapeFill, "SHAPE_FILL"), (.textFill, "TEXT_FILL"), (.strokeColor, "STROKE_COLOR"),
      (.strokeFloat, "STROKE_FLOAT"), (.effectFloat, "EFFECT_FLOAT"), (.effectColor, "EFFECT_COLOR"),
      (.opacity, "OPACITY"), (.fontFamily, "FONT_FAMILY"), (.fontStyle, "FONT_STYLE"), (.fontWeight, "FONT_WEIGHT"),
      (.fontSize, "FONT_SIZE"), (.lineHeight, "LINE_HEIGHT"), (.letterSpacing, "LETTER_SPACING"),
      (.paragraphSpacing, "PARAGRAPH_SPACING"), (.paragraphIndent, "PARAGRAPH_INDENT"),
      (.fontVariations, "FONT_VARIATIONS"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// A variable's value in one mode.
  public enum Value: Sendable, Hashable {
    case color(RGBA)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// Another variable's value (`VARIABLE_ALIAS`), by id.
    case alias(String)
  }

  /// One variable.
  public struct Variable: Sendable, Hashable {
    public var id: String
    /// The name, grouped by slashes: `Alias/background/neutral/subtle-default`.
    public var name: String
    public var collectionID: String
    public var resolvedType: ResolvedType
    /// The value in each mode, by mode id.
    public var values: [String: Value]
    public var description: String
    public var isHiddenFromPublishing: Bool
    /// The name iOS code uses for it (`codeSyntax.iOS`), when the file says.
    public var iOSSyntax: String?
    /// The fields it may be bound to; empty when the file does not say.
    public var scopes: [Scope]
    /// Where the variable is in the input (line and column), for findings.
    public var line: Int
    public var column: Int

    /// Creates a variable.
    public init(
      id: String, name: String, collectionID: String, resolvedType: ResolvedType, values: [String: Value],
      description: String = "", isHiddenFromPublishing: Bool = false, iOSSyntax: String? = nil, scopes: [Scope] = [],
      line: Int = 1, column: Int = 1
    ) {
      self.id = id
      self.name = name
      self.collectionID = collectionID
      self.resolvedType = resolvedType
      self.values = values
      self.description = description
      self.isHiddenFromPublishing = isHiddenFromPublishing
      self.iOSSyntax = iOSSyntax
      self.scopes = scopes
      self.line = line
      self.column = column
    }
  }
}
