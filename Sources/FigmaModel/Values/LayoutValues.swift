/// Figma's `constraints` on a child of a free-form frame.
public struct LayoutConstraints: Hashable, Sendable {
  /// Horizontal pinning (`constraints.horizontal`).
  public enum Horizontal: FigmaVocabulary {
    case left, right, center, leftRight, scale
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.left, "LEFT"), (.right, "RIGHT"), (.center, "CENTER"), (.leftRight, "LEFT_RIGHT"), (.scale, "SCALE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Vertical pinning (`constraints.vertical`).
  public enum Vertical: FigmaVocabulary {
    case top, bottom, center, topBottom, scale
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.top, "TOP"), (.bottom, "BOTTOM"), (.center, "CENTER"), (.topBottom, "TOP_BOTTOM"), (.scale, "SCALE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var horizontal: Horizontal
  public var vertical: Vertical

  /// Creates constraints; the API's default is LEFT, TOP.
  public init(horizontal: Horizontal = .left, vertical: Vertical = .top) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// How a node sizes itself along one axis (`layoutSizingHorizontal/Vertical`).
public enum Sizing: FigmaVocabulary {
  case fixed, hug, fill
  case unknown(String)

  public static let documented: [(value: Self, spelling: String)] = [(.fixed, "FIXED"), (.hug, "HUG"), (.fill, "FILL")]

  public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
}

/// The auto-layout fields of a container.
public struct AutoLayout: Hashable, Sendable {
  /// The layout mode (`layoutMode`).
  public enum Mode: FigmaVocabulary {
    case none, horizontal, vertical, grid
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.none, "NONE"), (.horizontal, "HORIZONTAL"), (.vertical, "VERTICAL"), (.grid, "GRID"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Sizing along an axis of the container itself (`primaryAxisSizingMode`, `counterAxisSizingMode`).
  public enum AxisSizing: FigmaVocabulary {
    case fixed, auto
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [(.fixed, "FIXED"), (.auto, "AUTO")]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Distribution along the main axis (`primaryAxisAlignItems`).
  public enum PrimaryAlign: FigmaVocabulary {
    case min, center, max, spaceBetween
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.min, "MIN"), (.center, "CENTER"), (.max, "MAX"), (.spaceBetween, "SPACE_BETWEEN"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }

    /// Whether the items are packed at the start; an unknown distribution packs them there, as `MIN` does.
    public var packsAtStart: Bool {
      switch self {
      case .min, .unknown: true
      case .center, .max, .spaceBetween: false
      }
    }
  }

  /// Alignment across the main axis (`counterAxisAlignItems`).
  public enum CounterAlign: FigmaVocabulary {
    case min, center, max, baseline
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.min, "MIN"), (.center, "CENTER"), (.max, "MAX"), (.baseline, "BASELINE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Alignment of wrapped tracks (`counterAxisAlignContent`).
  public enum AlignContent: FigmaVocabulary {
    case auto, spaceBetween
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.auto, "AUTO"), (.spaceBetween, "SPACE_BETWEEN"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Whether children wrap onto more lines (`layoutWrap`).
  public enum Wrap: FigmaVocabulary {
    case noWrap, wrap
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [(.noWrap, "NO_WRAP"), (.wrap, "WRAP")]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Scrolling behaviour of the frame (`overflowDirection`).
  public enum Overflow: FigmaVocabulary {
    case none, horizontal, vertical, both
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.none, "NONE"), (.horizontal, "HORIZONTAL_SCROLLING"), (.vertical, "VERTICAL_SCROLLING"),
      (.both, "HORIZONTAL_AND_VERTICAL_SCROLLING"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }

    /// Whether the frame scrolls sideways; an unknown direction does not scroll, as `NONE` does not.
    public var scrollsHorizontally: Bool {
      switch self {
      case .horizontal, .both: true
      case .none, .vertical, .unknown: false
      }
    }

    /// Whether the frame scrolls up and down; an unknown direction does not scroll, as `NONE` does not.
    public var scrollsVertically: Bool {
      switch self {
      case .vertical, .both: true
      case .none, .horizontal, .unknown: false
      }
    }
  }

  public var mode: Mode = .none
  public var primarySizing: AxisSizing = .auto
  public var counterSizing: AxisSizing = .auto
  public var primaryAlign: PrimaryAlign = .min
  public var counterAlign: CounterAlign = .min
  public var itemSpacing: Double = 0
  public var padding: Insets = .zero
  public var wrap: Wrap = .noWrap
  public var counterAxisSpacing: Double = 0
  public var alignContent: AlignContent = .auto
  public var reverseZIndex = false
  public var strokesIncludedInLayout = false
  public var overflow: Overflow = .none
  public var grid: GridLayout?

  /// Creates a layout with the API's defaults.
  public init() {}

  /// Whether children wrap onto more lines; an unknown `layoutWrap` does not wrap.
  public var wraps: Bool {
    get { wrap == .wrap }
    set { wrap = newValue ? .wrap : .noWrap }
  }

  /// Whether children are placed by auto layout; an unknown `layoutMode` places them freely, as `NONE` does.
  public var isAutoLayout: Bool {
    switch mode {
    case .horizontal, .vertical, .grid: true
    case .none, .unknown: false
    }
  }
}

/// The fields of a `GRID` auto-layout container.
public struct GridLayout: Hashable, Sendable {
  public var rows: Int = 0
  public var columns: Int = 0
  public var rowGap: Double = 0
  public var columnGap: Double = 0
  public var rowsSizing: String = ""
  public var columnsSizing: String = ""

  /// Creates an empty grid description.
  public init() {}
}

/// The fields a node has as a child of an auto-layout frame.
public struct ItemLayout: Hashable, Sendable {
  /// Legacy and current cross-axis alignment (`layoutAlign`).
  public enum Align: FigmaVocabulary {
    case inherit, stretch, min, center, max
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.inherit, "INHERIT"), (.stretch, "STRETCH"), (.min, "MIN"), (.center, "CENTER"), (.max, "MAX"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Whether the child takes part in the flow (`layoutPositioning`).
  public enum Positioning: FigmaVocabulary {
    case auto, absolute
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [(.auto, "AUTO"), (.absolute, "ABSOLUTE")]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var align: Align = .inherit
  public var grow: Double = 0
  public var positioning: Positioning = .auto
  /// `layoutSizingHorizontal` as the response gave it; absent in older files.
  public var declaredHorizontalSizing: Sizing?
  /// `layoutSizingVertical` as the response gave it; absent in older files.
  public var declaredVerticalSizing: Sizing?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  public var gridCell: GridCell?

  /// Creates item fields with the API's defaults.
  public init() {}

  /// Whether the child is placed outside its parent's flow; an unknown `layoutPositioning` flows, as `AUTO` does.
  public var isAbsolute: Bool {
    switch positioning {
    case .absolute: true
    case .auto, .unknown: false
    }
  }
}

/// Where a child of a GRID container sits.
public struct GridCell: Hashable, Sendable {
  /// Alignment of a child within its cell (`gridChildHorizontalAlign`, `gridChildVerticalAlign`).
  public enum Align: FigmaVocabulary {
    case auto, min, center, max
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.auto, "AUTO"), (.min, "MIN"), (.center, "CENTER"), (.max, "MAX"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var row: Int = 0
  public var column: Int = 0
  public var rowSpan: Int = 1
  public var columnSpan: Int = 1
  public var horizontalAlign: Align = .auto
  public var verticalAlign: Align = .auto

  /// Creates a cell at the origin spanning one row and column.
  public init() {}
}

/// The resolved sizing of a node in both axes.
public struct AxisSizings: Hashable, Sendable {
  public var horizontal: Sizing
  public var vertical: Sizing

  /// Creates sizings.
  public init(horizontal: Sizing, vertical: Sizing) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
