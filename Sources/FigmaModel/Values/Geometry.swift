/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The same rectangle with its origin moved by (−dx, −dy).
  public func relative(to origin: Rect) -> Rect {
    Rect(x: x - origin.x, y: y - origin.y, width: width, height: height)
  }
}

/// The 2×3 affine transform `[[a, c, tx], [b, d, ty]]` of a node relative to its parent.
public struct AffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  /// Creates a transform.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Whether the transform only translates.
  public var isTranslation: Bool {
    abs(a - 1) < 1e-6 && abs(d - 1) < 1e-6 && abs(b) < 1e-6 && abs(c) < 1e-6
  }

  /// Whether the axes are no longer perpendicular (a skew).
  public var isSkewed: Bool { abs(a * c + b * d) > 1e-6 }

  /// Whether the transform mirrors (negative determinant).
  public var isMirrored: Bool { a * d - b * c < 0 }
}

/// Insets on four sides, as Figma's `padding*` fields give them.
public struct Insets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = Insets()
}
