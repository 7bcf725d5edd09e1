/// Figma's `constraints` on a child of a free-form frame.
public struct LayoutConstraints: Hashable, Sendable {
  /// Horizontal pinning.
  public enum Horizontal: String, Sendable, CaseIterable {
    case left = "LEFT"
    case right = "RIGHT"
    case center = "CENTER"
    case leftRight = "LEFT_RIGHT"
    case scale = "SCALE"
  }

  /// Vertical pinning.
  public enum Vertical: String, Sendable, CaseIterable {
    case top = "TOP"
    case bottom = "BOTTOM"
    case center = "CENTER"
    case topBottom = "TOP_BOTTOM"
    case scale = "SCALE"
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
public enum Sizing: String, Sendable, CaseIterable {
  case fixed = "FIXED"
  case hug = "HUG"
  case fill = "FILL"
}

/// The auto-layout fields of a container.
public struct AutoLayout: Hashable, Sendable {
  /// The layout mode.
  public enum Mode: String, Sendable, CaseIterable {
    case none = "NONE"
    case horizontal = "HORIZONTAL"
    case vertical = "VERTICAL"
    case grid = "GRID"
  }

  /// Sizing along an axis of the container itself.
  public enum AxisSizing: String, Sendable, CaseIterable {
    case fixed = "FIXED"
    case auto = "AUTO"
  }

  /// Distribution along the main axis.
  public enum PrimaryAlign: String, Sendable, CaseIterable {
    case min = "MIN"
    case center = "CENTER"
    case max = "MAX"
    case spaceBetween = "SPACE_BETWEEN"
  }

  /// Alignment across the main axis.
  public enum CounterAlign: String, Sendable, CaseIterable {
    case min = "MIN"
    case center = "CENTER"
    case max = "MAX"
    case baseline = "BASELINE"
  }

  /// Alignment of wrapped tracks.
  public enum AlignContent: String, Sendable, CaseIterable {
    case auto = "AUTO"
    case spaceBetween = "SPACE_BETWEEN"
  }

  /// Whether children wrap onto more lines (`layoutWrap`).
  public enum Wrap: FigmaVocabulary {
    case noWrap, wrap
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [(.noWrap, "NO_WRAP"), (.wrap, "WRAP")]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// Scrolling behaviour of the frame.
  public enum Overflow: String, Sendable, CaseIterable {
    case none = "NONE"
    case horizontal = "HORIZONTAL_SCROLLING"
    case vertical = "VERTICAL_SCROLLING"
    case both = "HORIZONTAL_AND_VERTICAL_SCROLLING"
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

  /// Whether children are placed by auto layout.
  public var isAutoLayout: Bool { mode != .none }
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
  public enum Align: String, Sendable, CaseIterable {
    case inherit = "INHERIT"
    case stretch = "STRETCH"
    case min = "MIN"
    case center = "CENTER"
    case max = "MAX"
  }

  /// Whether the child takes part in the flow.
  public enum Positioning: String, Sendable, CaseIterable {
    case auto = "AUTO"
    case absolute = "ABSOLUTE"
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
