public import Semantics

/// What a view draws beyond a filled, bordered, rounded rectangle: a shape, a gradient, a shadow, a blur, strokes
/// `layer.border*` cannot draw, and corners that are not all rounded.
///
/// Emitters draw each with views Auto Layout sizes (a shape layer or gradient layer as a view's backing layer, a
/// visual effect view), so the drawing follows the view at every width.
public struct Decoration: Sendable, Hashable {
  /// The outline the view's fill and stroke are drawn in, instead of its rectangle.
  public var shape: ShapeOutline?
  /// A gradient drawn behind the view's content, in its corners.
  public var gradient: GradientSpec?
  /// The drop shadows of the view's outline, in the design's order.
  public var shadows: [ShadowSpec] = []
  /// The effect style (by name) the shadows are, where the design draws them with one: the document's
  /// ``LayoutDocument/shadowStyles`` declares it.
  public var shadowStyle: String?
  /// The Swift name of the view beside this one, just below it, that casts its shadows.
  ///
  /// A view that clips its content (its corners) hides any shadow of its own layer or drawn inside it, and a
  /// button's or a scroll view's subviews are not the place for one. The configurator asks for it with an empty name; the planner names it.
  public var shadowView: String?
  /// A blur of what is behind the view.
  public var blur: BlurSpec?
  /// A stroke `layer.borderWidth` cannot draw: per side, dashed, or centred on or outside the edge.
  public var stroke: StrokeSpec?
  /// The rounded corners, when only some are: `layerMinXMinYCorner` and the other `CACornerMask` members.
  public var roundedCorners: [Corner]?
  /// Whether the corners follow the continuous ("squircle") curve.
  public var continuousCorners = false

  /// No decoration.
  public init() {}

  /// Whether nothing is drawn beyond the view's rectangle.
  public var isEmpty: Bool { self == Decoration() }
}

/// A corner of a view.
public enum Corner: String, Sendable, Hashable, CaseIterable {
  case topLeft, topRight, bottomRight, bottomLeft
}

/// A shape other than a rectangle, in the view's bounds.
public enum ShapeOutline: Sendable, Hashable {
  /// The ellipse that fills the bounds.
  case oval
  /// A sweep of that ellipse: angles in radians, clockwise from the positive x axis; the inner radius as a
  /// fraction of the outer one (0 for a pie, more for a ring).
  case arc(startAngle: Double, endAngle: Double, innerRadius: Double)
}

/// A linear, radial or angular gradient in the view's unit square.
public struct GradientSpec: Sendable, Hashable {
  /// How the colours spread from the start point.
  public enum Kind: String, Sendable, Hashable {
    /// Along the line from start to end (`CAGradientLayerType.axial`).
    case axial
    /// In ellipses around start; end is on the outermost (`.radial`).
    case radial
    /// Around start, beginning in the direction of end (`.conic`).
    case conic
  }

  public var kind: Kind
  public var colors: [ColorValue]
  /// Each colour's position, 0 to 1.
  public var locations: [Double]
  public var start: Point
  public var end: Point

  /// Creates a gradient.
  public init(kind: Kind, colors: [ColorValue], locations: [Double], start: Point, end: Point) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }
}

/// A point in a unit square or in points.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A drop shadow as Core Animation draws one.
public struct ShadowSpec: Sendable, Hashable {
  /// The colour, opaque: its alpha is ``opacity``.
  public var color: ColorValue
  public var opacity: Double
  public var offset: Point
  /// `shadowRadius`: half the design's blur.
  public var radius: Double
  /// How far the shadow's outline lies outside the view's.
  public var spread: Double
  /// Whether the shadow follows what the view draws (a label's text, an image's pixels) rather than its outline.
  public var followsContent: Bool
  /// Whether the shadow shows through a translucent fill (Figma's `showShadowBehindNode`); otherwise it is only
  /// drawn outside the outline.
  public var showsBehindView: Bool

  /// Creates a shadow.
  public init(
    color: ColorValue, opacity: Double, offset: Point, radius: Double, spread: Double, followsContent: Bool = false,
    showsBehindView: Bool = false
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.spread = spread
    self.followsContent = followsContent
    self.showsBehindView = showsBehindView
  }
}

/// A blur of what lies behind a view, by the system material nearest the design's.
public struct BlurSpec: Sendable, Hashable {
  /// The `UIBlurEffect.Style`: a system material (`systemThinMaterial`), or its `…Light` or `…Dark` variant for a
  /// tint drawn for that appearance; before iOS 13 `regular`, `light` or `dark`.
  public var style: String

  /// Creates a blur.
  public init(style: String) { self.style = style }
}

/// A stroke drawn by a shape: per-side widths, dashes, and where it lies on the edge.
public struct StrokeSpec: Sendable, Hashable {
  /// Where a stroke lies on the outline.
  public enum Alignment: String, Sendable, Hashable {
    case inside, center, outside
  }

  public var color: ColorValue
  /// The width of each side; all equal unless the design gives them one by one.
  public var widths: SideWidths
  public var alignment: Alignment
  /// Dash and gap lengths; empty for a solid stroke.
  public var dashes: [Double]

  /// Creates a stroke.
  public init(color: ColorValue, widths: SideWidths, alignment: Alignment, dashes: [Double]) {
    self.color = color
    self.widths = widths
    self.alignment = alignment
    self.dashes = dashes
  }

  /// Whether every side has the same width.
  public var isUniform: Bool { Set(widths.all).count == 1 }
}

/// A width for each physical side (a stroke's sides do not flip right to left).
public struct SideWidths: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Creates widths.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same width on every side.
  public init(all width: Double) { self.init(top: width, left: width, bottom: width, right: width) }

  /// Top, left, bottom, right.
  public var all: [Double] { [top, left, bottom, right] }
}

/// Something in the design the code does not reproduce exactly: printed as a `// TODO:` where the view is
/// configured, and reported as a finding `<kind>.<feature>` with the node.
public struct Approximation: Sendable, Hashable {
  /// How far the code is from the design.
  public enum Kind: String, Sendable, Hashable {
    /// Not drawn at all (a warning).
    case untranslated
    /// Drawn, but not exactly as designed (a note).
    case approximated
  }

  public var kind: Kind
  /// What is missing, as a finding id: `inner_shadow`, `layer_blur`.
  public var feature: String
  /// What the design has and what the code does instead.
  public var message: String

  /// Creates an approximation.
  public init(_ kind: Kind, _ feature: String, _ message: String) {
    self.kind = kind
    self.feature = feature
    self.message = message
  }

  /// The finding id: `untranslated.layer_blur`.
  public var findingID: String { "\(kind.rawValue).\(feature)" }
}
