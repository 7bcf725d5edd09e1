// A declaration-only stand-in for UIKit, so generated code can be type-checked on Linux. It
// declares what figsnap's emitter prints, with UIKit's names and types; bodies do nothing.
// Written for figsnap from Apple's documented API. This file holds the basics (NSObject, the
// responder and view classes, geometry, colour, font, image and layer, and the label, scroll, image and
// stack views); the UIKit+*.swift files beside it hold one topic each, and scripts/typecheck and
// SwiftTypeChecker compile them all, sorted by name, into one module.

@_exported import Foundation

public final class CGColor {}

/// CoreGraphics' affine transform, which Linux's Foundation lacks.
public struct CGAffineTransform {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// The Objective-C runtime's selector, which Linux lacks.
public struct Selector: ExpressibleByStringLiteral, Hashable {
  public init(_ str: String) {}
  public init(stringLiteral value: String) {}
}

/// Stands for NSObject: what UIKit's classes inherit from it, with the accessibility properties
/// UIKit adds to every object (the UIAccessibility informal protocol).
open class NSObjectShim: NSObjectProtocol, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  public init() {}
  open func isEqual(_ object: Any?) -> Bool { false }
  open var hash: Int { 0 }
  open func `self`() -> Self { self }
  open func isProxy() -> Bool { false }
  open var description: String { "" }
  open var debugDescription: String { "" }
  public func hash(into hasher: inout Hasher) {}
  public static func == (lhs: NSObjectShim, rhs: NSObjectShim) -> Bool { false }

  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityFrame: CGRect = .zero
  open var accessibilityElements: [Any]?
  open var accessibilityElementsHidden = false
  open var accessibilityViewIsModal = false
  open var shouldGroupAccessibilityChildren = false
}

/// Foundation's undo manager and user activity, which Linux's Foundation lacks.
open class UndoManager: NSObjectShim {}

open class NSUserActivity: NSObjectShim {
  public init(activityType: String) { super.init() }
  open var activityType: String { "" }
  open var title: String?
}

public struct UIEdgeInsets {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct NSDirectionalEdgeInsets {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public struct NSDirectionalRectEdge: OptionSet {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public struct UILayoutPriority: RawRepresentable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

open class NSLayoutConstraint: NSObjectShim {
  public enum Attribute: Int {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case notAnAttribute = 0
  }
  public enum Relation: Int {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }
  public enum Axis: Int {
    case horizontal = 0
    case vertical = 1
  }
  open var constant: CGFloat = 0
  open var priority: UILayoutPriority = .required
  open var isActive = false
}

open class UIColor: NSObjectShim {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  public init?(named name: String) { super.init() }
  /// iOS 13: a colour that resolves per trait collection (its appearance, its contrast).
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { super.init() }
  open var cgColor: CGColor { CGColor() }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemYellow: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPurple: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPink: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemTeal: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
  /// iOS 15.
  open class var systemMint: UIColor { UIColor(white: 0, alpha: 1) }
  /// iOS 15.
  open class var systemCyan: UIColor { UIColor(white: 0, alpha: 1) }
  /// iOS 15.
  open class var systemBrown: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray2: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray3: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray4: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray5: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray6: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var quaternarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var opaqueSeparator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var quaternaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var placeholderText: UIColor { UIColor(white: 0, alpha: 1) }
  open class var link: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

open class UIFont: NSObjectShim {
  public struct TextStyle: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }
  public struct Weight: Hashable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
  public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { super.init() }
  private override init() { super.init() }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  open class var familyNames: [String] { [] }
}

open class UIFontMetrics: NSObjectShim {
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  open func scaledFont(for font: UIFont) -> UIFont { font }
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

open class UIImage: NSObjectShim {
  public init?(named name: String) { super.init() }
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    super.init()
  }
  public init?(systemName name: String) { super.init() }
  public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { super.init() }
  open var accessibilityIdentifier: String?
  open var size: CGSize { .zero }
  open var renderingMode: UIImage.RenderingMode { .automatic }
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
  open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  public enum RenderingMode: Int {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  open class Configuration: NSObjectShim {}

  /// `UIImage.SymbolConfiguration` (iOS 13): point size, weight, scale, text style.
  open class SymbolConfiguration: Configuration {
    public convenience init(pointSize: CGFloat) { self.init() }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init() }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
      self.init()
    }
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { self.init() }
    public convenience init(weight: UIImage.SymbolWeight) { self.init() }
    public convenience init(scale: UIImage.SymbolScale) { self.init() }
    open func applying(_ configuration: UIImage.Configuration?) -> Self { self }
  }

  public enum SymbolWeight: Int {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  public enum SymbolScale: Int {
    case `default` = -1
    case unspecified, small, medium, large
  }
}

open class CALayer: NSObjectShim {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var masksToBounds = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize.zero
  open var shadowRadius: CGFloat = 0
}

public enum NSTextAlignment: Int {
  case left, center, right, justified, natural
}

open class UIResponder: NSObjectShim {
  open var next: UIResponder? { nil }
  open var canBecomeFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  open var canResignFirstResponder: Bool { true }
  @discardableResult open func resignFirstResponder() -> Bool { false }
  open var isFirstResponder: Bool { false }
  open var inputView: UIView? { nil }
  open var inputAccessoryView: UIView? { nil }
  open var inputViewController: UIInputViewController? { nil }
  open var inputAccessoryViewController: UIInputViewController? { nil }
  open var textInputMode: UITextInputMode? { nil }
  open var textInputContextIdentifier: String? { nil }
  open func reloadInputViews() {}
  open var keyCommands: [UIKeyCommand]? { nil }
  open var undoManager: UndoManager? { nil }
  open var userActivity: NSUserActivity?
}

open class UILayoutGuide: NSObjectShim {
  open var identifier = ""
  open var layoutFrame: CGRect { .zero }
  open weak var owningView: UIView?
}

open class UITrackingLayoutGuide: UILayoutGuide {}

open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  open var followsUndockedKeyboard = false
  @available(iOS 17.0, *)
  open var usesBottomSafeArea = true
}

open class UITraitCollection: NSObjectShim {
  open var displayScale: CGFloat { 0 }
  /// iOS 12.
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  /// iOS 13.
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
}

open class UIGestureRecognizer: NSObjectShim {
  public init(target: Any?, action: Selector?) { super.init() }
  open var view: UIView? { nil }
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open func addTarget(_ target: Any, action: Selector) {}
}

open class UIMotionEffect: NSObjectShim {}

public protocol UIInteraction: NSObjectProtocol {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

public enum UISemanticContentAttribute: Int {
  case unspecified = 0
  case playback, spatial, forceLeftToRight, forceRightToLeft
}

open class UIView: UIResponder {
  public enum ContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var transform: CGAffineTransform = .identity
  open var contentScaleFactor: CGFloat = 1
  open var tag = 0
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var window: UIWindow? { nil }
  open var subviews: [UIView] { [] }
  open var mask: UIView?
  open var isOpaque = true
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// iOS 13.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  open var accessibilityIdentifier: String?
  open var focusGroupIdentifier: String?
  open var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  open var interactions: [UIInteraction] = []
  open func addInteraction(_ interaction: UIInteraction) {}
  open var motionEffects: [UIMotionEffect] = []
  open var backgroundColor: UIColor?
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var clipsToBounds = false
  open var contentMode: ContentMode = .scaleToFill
  open var tintColor: UIColor!
  open class var layerClass: AnyClass { CALayer.self }
  open var layer: CALayer { CALayer() }
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var layoutGuides: [UILayoutGuide] { [] }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }
  open var layoutMargins: UIEdgeInsets = .zero
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  open var preservesSuperviewLayoutMargins = false
  open var insetsLayoutMarginsFromSafeArea = true
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var translatesAutoresizingMaskIntoConstraints = true
  open var constraints: [NSLayoutConstraint] { [] }
  open func addConstraint(_ constraint: NSLayoutConstraint) {}
  open var intrinsicContentSize: CGSize { .zero }
  open func invalidateIntrinsicContentSize() {}
  open var superview: UIView? { nil }
  open func addSubview(_ view: UIView) {}
  open func insertSubview(_ view: UIView, at index: Int) {}
  open func removeFromSuperview() {}
  open func bringSubviewToFront(_ view: UIView) {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

open class UILabel: UIView {
  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var adjustsFontForContentSizeCategory = false
  open var attributedText: NSAttributedString?
}

open class NSParagraphStyle: NSObjectShim {
  open var minimumLineHeight: CGFloat { 0 }
  open var maximumLineHeight: CGFloat { 0 }
  open var lineHeightMultiple: CGFloat { 0 }
  open var alignment: NSTextAlignment { .natural }
  open var paragraphSpacing: CGFloat { 0 }
  open var firstLineHeadIndent: CGFloat { 0 }
  open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
  open override var minimumLineHeight: CGFloat {
    get { 0 }
    set {}
  }
  open override var maximumLineHeight: CGFloat {
    get { 0 }
    set {}
  }
  open override var lineHeightMultiple: CGFloat {
    get { 0 }
    set {}
  }
  open override var alignment: NSTextAlignment {
    get { .natural }
    set {}
  }
  open override var paragraphSpacing: CGFloat {
    get { 0 }
    set {}
  }
  open override var firstLineHeadIndent: CGFloat {
    get { 0 }
    set {}
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { .byWordWrapping }
    set {}
  }
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension UIFont: @unchecked Sendable {}
extension UIColor: @unchecked Sendable {}

/// The attributes UIKit adds to `AttributedString` and `AttributeContainer` (`container.font`).
extension AttributeScopes {
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let foundation: FoundationAttributes

    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSKern"
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSUnderline"
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSStrikethrough"
    }

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }

    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
  }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}

public protocol UIScrollViewDelegate: NSObjectProtocol {}

open class UIScrollView: UIView {
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var isPagingEnabled = false
  open var isScrollEnabled = true
}

open class UIImageView: UIView {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(image: UIImage?) { super.init(frame: .zero) }
  public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  /// iOS 13.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}

open class UIStackView: UIView {
  public enum Alignment: Int {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
  public enum Distribution: Int {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0
  open var alignment: Alignment = .fill
  open var distribution: Distribution = .fill
  open var isLayoutMarginsRelativeArrangement = false
  open func addArrangedSubview(_ view: UIView) {}
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}
