import JSONText

/// A colour with channels from 0 to 1.
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// Creates a colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBB`, upper case, alpha left out.
  public var hex: String {
    let digits = [red, green, blue].map { channel -> String in
      let byte = Int((min(max(channel, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }
}

/// One fill or stroke paint.
public struct Paint: Hashable, Sendable {
  /// The paint `type`.
  public enum Kind: FigmaVocabulary {
    case solid, gradientLinear, gradientRadial, gradientAngular, gradientDiamond, image, emoji, video, pattern
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.solid, "SOLID"), (.gradientLinear, "GRADIENT_LINEAR"), (.gradientRadial, "GRADIENT_RADIAL"),
      (.gradientAngular, "GRADIENT_ANGULAR"), (.gradientDiamond, "GRADIENT_DIAMOND"), (.image, "IMAGE"),
      (.emoji, "EMOJI"), (.video, "VIDEO"), (.pattern, "PATTERN"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// How an image paint fills the node (`scaleMode`).
  public enum ScaleMode: FigmaVocabulary {
    case fill, fit, tile, stretch
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.fill, "FILL"), (.fit, "FIT"), (.tile, "TILE"), (.stretch, "STRETCH"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var kind: Kind
  public var visible = true
  public var opacity: Double = 1
  public var color: RGBA?
  public var gradientStops: [GradientStop] = []
  /// `gradientHandlePositions`: the gradient's start, end and width handles in the node's unit square ((0, 0) is
  /// the top left).
  public var gradientHandles: [UnitPoint] = []
  public var imageRef: String?
  public var scaleMode: ScaleMode?
  /// The variable bound to the paint's colour, if any.
  public var colorVariable: String?
  /// That variable's name, when the file's variables were given (``DesignTree/nameVariables(_:)``).
  public var colorVariableName: String?
  /// The name of the Figma style the node's fills or strokes come from, resolved by the normalizer.
  public var styleName: String?

  /// Creates a paint of a kind with defaults.
  public init(kind: Kind) { self.kind = kind }

  /// The effective alpha of a solid paint: colour alpha × paint opacity.
  public var alpha: Double { (color?.alpha ?? 1) * opacity }
}

extension [Paint] {
  /// The visible solid paint drawn on top (Figma lists paints bottom to top), or nil.
  public var topSolid: Paint? { last { $0.visible && $0.kind == .solid } }
}

/// A point in a node's unit square: (0, 0) is its top left, (1, 1) its bottom right.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// The sweep of an ellipse (`arcData`): angles in radians, clockwise from the positive x axis, and the inner
/// radius as a fraction of the outer one (0 for a pie, more for a ring).
public struct Arc: Hashable, Sendable {
  public var startingAngle: Double
  public var endingAngle: Double
  public var innerRadius: Double

  /// Creates a sweep.
  public init(startingAngle: Double = 0, endingAngle: Double = 2 * .pi, innerRadius: Double = 0) {
    self.startingAngle = startingAngle
    self.endingAngle = endingAngle
    self.innerRadius = innerRadius
  }

  /// Whether the sweep is the whole ellipse with no hole: a plain ellipse.
  public var isFullEllipse: Bool { abs(abs(endingAngle - startingAngle) - 2 * .pi) < 1e-3 && innerRadius <= 0 }
}

/// A colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
  public var position: Double
  public var color: RGBA

  /// Creates a stop.
  public init(position: Double, color: RGBA) {
    self.position = position
    self.color = color
  }
}

/// A shadow or blur.
public struct Effect: Hashable, Sendable {
  /// The effect `type`.
  public enum Kind: FigmaVocabulary {
    case innerShadow, dropShadow, layerBlur, backgroundBlur, texture, noise
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.innerShadow, "INNER_SHADOW"), (.dropShadow, "DROP_SHADOW"), (.layerBlur, "LAYER_BLUR"),
      (.backgroundBlur, "BACKGROUND_BLUR"), (.texture, "TEXTURE"), (.noise, "NOISE"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var type: Kind
  public var visible = true
  public var radius: Double = 0
  public var spread: Double = 0
  public var offsetX: Double = 0
  public var offsetY: Double = 0
  public var color: RGBA?
  /// Whether a shadow shows behind a translucent node (Figma's default is not to).
  public var showsBehindNode = false

  /// Creates an effect of a type with defaults.
  public init(type: Kind) { self.type = type }
}

/// Fills, strokes, corners and effects of a node.
public struct Appearance: Hashable, Sendable {
  /// Where a stroke lies against the node's outline (`strokeAlign`).
  public enum StrokeAlign: FigmaVocabulary {
    case inside, outside, center
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.inside, "INSIDE"), (.outside, "OUTSIDE"), (.center, "CENTER"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  /// How a layer blends with what is behind it (`blendMode`).
  public enum BlendMode: FigmaVocabulary {
    case passThrough, normal, darken, multiply, linearBurn, colorBurn, lighten, screen, linearDodge, colorDodge
    case overlay, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case unknown(String)

    public static let documented: [(value: Self, spelling: String)] = [
      (.passThrough, "PASS_THROUGH"), (.normal, "NORMAL"), (.darken, "DARKEN"), (.multiply, "MULTIPLY"),
      (.linearBurn, "LINEAR_BURN"), (.colorBurn, "COLOR_BURN"), (.lighten, "LIGHTEN"), (.screen, "SCREEN"),
      (.linearDodge, "LINEAR_DODGE"), (.colorDodge, "COLOR_DODGE"), (.overlay, "OVERLAY"), (.softLight, "SOFT_LIGHT"),
      (.hardLight, "HARD_LIGHT"), (.difference, "DIFFERENCE"), (.exclusion, "EXCLUSION"), (.hue, "HUE"),
      (.saturation, "SATURATION"), (.color, "COLOR"), (.luminosity, "LUMINOSITY"),
    ]

    public var unknownSpelling: String? { if case .unknown(let spelling) = self { spelling } else { nil } }
  }

  public var fills: [Paint] = []
  public var strokes: [Paint] = []
  public var strokeWeight: Double = 1
  public var strokeAlign: StrokeAlign = .inside
  /// `strokeDashes`: dash and gap lengths, empty for a solid stroke.
  public var strokeDashes: [Double] = []
  public var individualStrokeWeights: Insets?
  public var effects: [Effect] = []
  /// The name of the effect style the effects are, when the file's styles say.
  public var effectStyleName: String?
  public var cornerRadius: Double = 0
  /// `[topLeft, topRight, bottomRight, bottomLeft]`, present only when the corners differ.
  public var cornerRadii: [Double]?
  public var cornerSmoothing: Double = 0
  public var clipsContent = false
  public var blendMode: BlendMode?
  public var isMask = false
  /// An ellipse's sweep, when it has one.
  public var arc: Arc?
  /// The SVG path data of `fillGeometry` and `strokeGeometry`, when the response has them (`geometry=paths`): what
  /// tells two icons apart.
  public var fillPaths: [String] = []
  public var strokePaths: [String] = []

  /// Every path, fills first.
  public var geometryPaths: [String] { fillPaths + strokePaths }

  /// Creates an appearance with the API's defaults.
  public init() {}

  /// Whether the node draws something of its own: a visible fill, stroke or effect (a card, not a bare wrapper).
  public var paintsItself: Bool {
    fills.contains(where: \.visible) || strokes.contains(where: \.visible) || effects.contains(where: \.visible)
  }
}
