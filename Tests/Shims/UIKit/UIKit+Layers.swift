// Part of the declaration-only UIKit stand-in (see UIKit.swift): Core Graphics paths, the Core
// Animation layer's geometry, hierarchy, shadow and corners, gradient and shape layers, Bézier
// paths, the view's layer class and subview order, and blur effects. Written for figsnap from
// Apple's documented API.

/// Core Graphics' immutable path, which Linux lacks.
public class CGPath {
  init() {}
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {}
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {}
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {}
}

public struct CACornerMask: OptionSet {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  public var backgroundColor: CGColor? {
    get { nil }
    set {}
  }
  public var opacity: Float {
    get { 1 }
    set {}
  }
  public var isHidden: Bool {
    get { false }
    set {}
  }
  public var mask: CALayer? {
    get { nil }
    set {}
  }
  public var maskedCorners: CACornerMask {
    get { [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
    set {}
  }
  public var cornerCurve: CALayerCornerCurve {
    get { .circular }
    set {}
  }
  public var shadowPath: CGPath? {
    get { nil }
    set {}
  }
  public var compositingFilter: Any? {
    get { nil }
    set {}
  }
  public var frame: CGRect {
    get { .zero }
    set {}
  }
  public var bounds: CGRect {
    get { .zero }
    set {}
  }
  public var position: CGPoint {
    get { .zero }
    set {}
  }
  public var zPosition: CGFloat {
    get { 0 }
    set {}
  }
  public var anchorPoint: CGPoint {
    get { CGPoint(x: 0.5, y: 0.5) }
    set {}
  }
  public func affineTransform() -> CGAffineTransform { .identity }
  public func setAffineTransform(_ m: CGAffineTransform) {}
  public var sublayers: [CALayer]? {
    get { nil }
    set {}
  }
  public var superlayer: CALayer? { nil }
  public func addSublayer(_ layer: CALayer) {}
  public func removeFromSuperlayer() {}
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {}
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {}
  public func setNeedsDisplay() {}
  public var needsDisplayOnBoundsChange: Bool {
    get { false }
    set {}
  }
}

public struct CAGradientLayerType: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type = CAGradientLayerType.axial
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var fillRule = CAShapeLayerFillRule.nonZero
  open var strokeColor: CGColor?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineCap = CAShapeLayerLineCap.butt
  open var lineJoin = CAShapeLayerLineJoin.miter
  open var lineDashPhase: CGFloat = 0
  open var lineDashPattern: [NSNumber]?
}

public struct UIRectCorner: OptionSet {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

open class UIBezierPath: NSObjectShim {
  public convenience init(rect: CGRect) { self.init() }
  public convenience init(ovalIn rect: CGRect) { self.init() }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
  }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) { self.init() }
  public convenience init(cgPath: CGPath) { self.init() }
  open func reversing() -> UIBezierPath { UIBezierPath() }
  open func move(to point: CGPoint) {}
  open func addLine(to point: CGPoint) {}
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {}
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
  open func close() {}
  open func removeAllPoints() {}
  open func append(_ bezierPath: UIBezierPath) {}
  open func apply(_ transform: CGAffineTransform) {}
  open var cgPath = CGPath()
  open var currentPoint: CGPoint { .zero }
  open var lineWidth: CGFloat = 1
  open var usesEvenOddFillRule = false
  open func contains(_ point: CGPoint) -> Bool { false }
  open var isEmpty: Bool { true }
  open var bounds: CGRect { .zero }
}

extension UIView {
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  public func sendSubviewToBack(_ view: UIView) {}
}

open class UIVisualEffect: NSObjectShim {}

open class UIBlurEffect: UIVisualEffect {
  public enum Style: Int {
    case extraLight = 0
    case light, dark
    case regular = 4
    case prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark
    case systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
  }

  public convenience init(style: Style) { self.init() }
}

open class UIVisualEffectView: UIView {
  public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public convenience init() { self.init(effect: nil) }
  open var contentView: UIView { UIView() }
  open var effect: UIVisualEffect?
}

/// Groups layer changes; `setDisableActions(true)` turns off their implicit animations.
open class CATransaction: NSObjectShim {
  open class func begin() {}
  open class func commit() {}
  open class func flush() {}
  open class func setDisableActions(_ flag: Bool) {}
  open class func disableActions() -> Bool { false }
  open class func setAnimationDuration(_ dur: TimeInterval) {}
}
