/// A text style (Figma's TypeStyle) with the API's defaults.
public struct TextStyle: Hashable, Sendable {
  /// How a text box resizes to its content (`textAutoResize`).
  public enum AutoResize: FigmaVocabulary {
    case none, widthAndHeight, height, truncate
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.none, "NONE"), (.widthAndHeight, "WIDTH_AND_HEIGHT"), (.height, "HEIGHT"), (.truncate, "TRUNCATE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }

    /// Whether the box keeps the height it was drawn with; an unknown mode keeps it, as `NONE` does.
    public var keepsHeight: Bool {
      switch self {
      case .none, .truncate, .unknown: true
      case .widthAndHeight, .height: false
      }
    }
  }

  /// Horizontal alignment of the text (`textAlignHorizontal`).
  public enum HorizontalAlign: FigmaVocabulary {
    case left, right, center, justified
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.left, "LEFT"), (.right, "RIGHT"), (.center, "CENTER"), (.justified, "JUSTIFIED"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Vertical alignment of the text in its box (`textAlignVertical`).
  public enum VerticalAlign: FigmaVocabulary {
    case top, center, bottom
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.top, "TOP"), (.center, "CENTER"), (.bottom, "BOTTOM"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// The unit a line height was set in (`lineHeightUnit`); `INTRINSIC_%` is Figma's "auto".
  public enum LineHeightUnit: FigmaVocabulary {
    case pixels, fontSizePercent, intrinsicPercent
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.pixels, "PIXELS"), (.fontSizePercent, "FONT_SIZE_%"), (.intrinsicPercent, "INTRINSIC_%"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Whether text that does not fit ends in an ellipsis (`textTruncation`).
  public enum Truncation: FigmaVocabulary {
    case disabled, ending
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [(.disabled, "DISABLED"), (.ending, "ENDING")]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// The casing drawn over the characters (`textCase`).
  public enum Case: FigmaVocabulary {
    case original, upper, lower, title, smallCaps, smallCapsForced
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.original, "ORIGINAL"), (.upper, "UPPER"), (.lower, "LOWER"), (.title, "TITLE"), (.smallCaps, "SMALL_CAPS"),
      (.smallCapsForced, "SMALL_CAPS_FORCED"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// A line drawn through or under the text (`textDecoration`).
  public enum Decoration: FigmaVocabulary {
    case none, strikethrough, underline
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.none, "NONE"), (.strikethrough, "STRIKETHROUGH"), (.underline, "UNDERLINE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var fontFamily: String = ""
  public var fontPostScriptName: String?
  public var fontStyle: String?
  public var fontWeight: Double = 400
  public var fontSize: Double = 12
  public var italic = false
  public var lineHeightPx: Double?
  public var lineHeightUnit: LineHeightUnit?
  public var letterSpacing: Double = 0
  public var alignHorizontal: HorizontalAlign = .left
  public var alignVertical: VerticalAlign = .top
  public var autoResize: AutoResize = .none
  public var truncation: Truncation = .disabled
  public var maxLines: Int?
  public var textCase: Case = .original
  public var textDecoration: Decoration = .none
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
  /// `characterStyleOverrides`: a key of ``overrideStyles`` per UTF-16 unit of the text (0 is the base style),
  /// trailing zeros left out.
  public var characterOverrides: [Int] = []
  /// `styleOverrideTable`: the partial styles of the runs, by key.
  public var overrideStyles: [Int: TextRunStyle] = [:]

  /// How many distinct style overrides apply to runs of the text.
  public var overrideCount: Int { overrideStyles.count }

  /// The runs of the text that have an override, in order.
  ///
  /// Each has where it starts and how long it is, in UTF-16 units (`NSRange`'s), and its style. Keys with no style
  /// in the table are base text.
  public var runs: [TextRun] {
    var runs: [TextRun] = []
    var start = 0
    while start < characterOverrides.count {
      let key = characterOverrides[start]
      var end = start + 1
      while end < characterOverrides.count, characterOverrides[end] == key { end += 1 }
      if key != 0, let style = overrideStyles[key] {
        runs.append(TextRun(location: start, length: end - start, style: style))
      }
      start = end
    }
    return runs
  }

  /// Creates text content.
  public init(characters: String, style: TextStyle) {
    self.characters = characters
    self.style = style
  }
}

/// The fields a run of text overrides; nil where it keeps the base style.
public struct TextRunStyle: Hashable, Sendable {
  public var fontFamily: String?
  public var fontPostScriptName: String?
  public var fontWeight: Double?
  public var fontSize: Double?
  public var italic: Bool?
  public var letterSpacing: Double?
  public var textDecoration: TextStyle.Decoration?
  public var textCase: TextStyle.Case?
  /// The run's own paints (its colour), when it has any.
  public var fills: [Paint]?
  /// The URL of a hyperlink on the run.
  public var link: String?

  /// Creates a style that overrides nothing.
  public init() {}
}

extension TextStyle {
  /// This style with a run's overrides applied.
  public func applying(_ run: TextRunStyle) -> TextStyle {
    var style = self
    if let family = run.fontFamily, family != fontFamily {
      style.fontFamily = family
      style.fontPostScriptName = nil
    }
    if let postScript = run.fontPostScriptName { style.fontPostScriptName = postScript }
    if let weight = run.fontWeight, weight != fontWeight {
      style.fontWeight = weight
      if run.fontPostScriptName == nil { style.fontPostScriptName = nil }
    }
    if let size = run.fontSize { style.fontSize = size }
    if let italic = run.italic, italic != self.italic {
      style.italic = italic
      if run.fontPostScriptName == nil { style.fontPostScriptName = nil }
    }
    if let spacing = run.letterSpacing { style.letterSpacing = spacing }
    if let decoration = run.textDecoration { style.textDecoration = decoration }
    if let textCase = run.textCase { style.textCase = textCase }
    return style
  }
}

/// A run of text with a style of its own.
public struct TextRun: Hashable, Sendable {
  /// Where it starts, in UTF-16 units.
  public var location: Int
  /// How long it is, in UTF-16 units.
  public var length: Int
  public var style: TextRunStyle

  /// Creates a run.
  public init(location: Int, length: Int, style: TextRunStyle) {
    self.location = location
    self.length = length
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
  /// The component set the component is a variant of.
  public var setID: String?
  public var isRemote = false
  /// `componentProperties`, sorted by name.
  public var properties: [ComponentProperty] = []

  /// Creates a reference to a component id.
  public init(componentID: String) { self.componentID = componentID }
}

/// One component property of an instance.
public struct ComponentProperty: Hashable, Sendable {
  /// The property `type`.
  public enum Kind: FigmaVocabulary {
    case boolean, instanceSwap, text, variant
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.boolean, "BOOLEAN"), (.instanceSwap, "INSTANCE_SWAP"), (.text, "TEXT"), (.variant, "VARIANT"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var name: String
  public var type: Kind
  /// The value as text: `true`/`false` for BOOLEAN, the string for TEXT and VARIANT, a node id
  /// for INSTANCE_SWAP.
  public var value: String

  /// Creates a property.
  public init(name: String, type: Kind, value: String) {
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

extension BoundVariable {
  /// A length of a node a number variable can be bound to.
  public enum Length: Sendable, Hashable, CaseIterable {
    case paddingLeft, paddingRight, paddingTop, paddingBottom
    /// The room between children along the flow (`itemSpacing`).
    case itemSpacing
    /// The room between wrapped lines (`counterAxisSpacing`).
    case lineSpacing
    /// A corner's radius (any of the four, or all).
    case cornerRadius
    case width, height
    /// A text's font size and line height (the API binds a text's as an array, an entry a run of its own style:
    /// `fontSize[0]`).
    case fontSize, lineHeight
  }

  /// The length this binding sets, or nil for a field that is no length (a fill, a text, an opacity) or a minimum or
  /// maximum.
  public var length: Length? {
    switch field {
    case "paddingLeft": .paddingLeft
    case "paddingRight": .paddingRight
    case "paddingTop": .paddingTop
    case "paddingBottom": .paddingBottom
    case "itemSpacing": .itemSpacing
    case "counterAxisSpacing": .lineSpacing
    case "cornerRadius", "topLeftRadius", "topRightRadius", "bottomLeftRadius", "bottomRightRadius": .cornerRadius
    case "width", "size.x": .width
    case "height", "size.y": .height
    default:
      if field.hasPrefix("rectangleCornerRadii.") {
        .cornerRadius
      } else if field == "fontSize" || field.hasPrefix("fontSize[") {
        .fontSize
      } else if field == "lineHeight" || field.hasPrefix("lineHeight[") {
        .lineHeight
      } else {
        nil
      }
    }
  }
}
