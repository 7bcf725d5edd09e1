/// A text style (Figma's TypeStyle) with the API's defaults.
public struct TextStyle: Hashable, Sendable {
  /// How a text box resizes to its content.
  public enum AutoResize: String, Sendable, CaseIterable {
    case none = "NONE"
    case widthAndHeight = "WIDTH_AND_HEIGHT"
    case height = "HEIGHT"
    case truncate = "TRUNCATE"
  }

  public var fontFamily: String = ""
  public var fontPostScriptName: String?
  public var fontStyle: String?
  public var fontWeight: Double = 400
  public var fontSize: Double = 12
  public var italic = false
  public var lineHeightPx: Double?
  public var lineHeightUnit: String?
  public var letterSpacing: Double = 0
  public var alignHorizontal: String = "LEFT"
  public var alignVertical: String = "TOP"
  public var autoResize: AutoResize = .none
  public var truncation: String = "DISABLED"
  public var maxLines: Int?
  public var textCase: String = "ORIGINAL"
  public var textDecoration: String = "NONE"
  public var paragraphSpacing: Double = 0

  /// Creates a style with the API's defaults.
  public init() {}
}

/// The text of a TEXT node.
public struct TextContent: Hashable, Sendable {
  public var characters: String
  public var style: TextStyle
  /// The name of the Figma text style, resolved by the normalizer.
  public var styleName: String?
  /// How many distinct style overrides apply to runs of the text.
  public var overrideCount: Int = 0

  /// Creates text content.
  public init(characters: String, style: TextStyle) {
    self.characters = characters
    self.style = style
  }
}

/// The component an instance comes from, resolved through the response's `components` and
/// `componentSets` maps.
public struct ComponentRef: Hashable, Sendable {
  public var componentID: String
  public var name: String?
  public var description: String?
  public var setName: String?
  public var isRemote = false
  /// `componentProperties`, sorted by name.
  public var properties: [ComponentProperty] = []

  /// Creates a reference to a component id.
  public init(componentID: String) { self.componentID = componentID }
}

/// One component property of an instance.
public struct ComponentProperty: Hashable, Sendable {
  public var name: String
  public var type: String
  /// The value as text: `true`/`false` for BOOLEAN, the string for TEXT and VARIANT, a node id
  /// for INSTANCE_SWAP.
  public var value: String

  /// Creates a property.
  public init(name: String, type: String, value: String) {
    self.name = name
    self.type = type
    self.value = value
  }
}

/// A variable bound to one of a node's fields (`boundVariables`).
public struct BoundVariable: Hashable, Sendable {
  /// The field, with a sub-field or index where the API nests them: `fills[0]`, `size.x`.
  public var field: String
  /// The variable id, such as `VariableID:1:2`.
  public var id: String

  /// Creates a binding.
  public init(field: String, id: String) {
    self.field = field
    self.id = id
  }
}
