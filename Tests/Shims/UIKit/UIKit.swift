// A declaration-only stand-in for UIKit, so generated code can be type-checked on Linux. It
// declares what figsnap's emitter prints, with UIKit's names and types; bodies do nothing.
// Written for figsnap from Apple's documented API.

@_exported import Foundation

public final class CGColor {}

open class NSObjectShim {
  public init() {}
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
  open var cgColor: CGColor { CGColor() }
  open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemYellow: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPurple: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPink: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemTeal: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var opaqueSeparator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var link: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
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
  private override init() { super.init() }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

open class UIFontMetrics: NSObjectShim {
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  open func scaledFont(for font: UIFont) -> UIFont { font }
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

open class UIImage: NSObjectShim {
  public init?(named name: String) { super.init() }
  public init?(systemName name: String) { super.init() }
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

open class UIResponder: NSObjectShim {}

open class UILayoutGuide: NSObjectShim {
  open var identifier = ""
  open var layoutFrame: CGRect { .zero }
  open weak var owningView: UIView?
}

open class UIView: UIResponder {
  public enum ContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  open var backgroundColor: UIColor?
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var clipsToBounds = false
  open var contentMode: ContentMode = .scaleToFill
  open var tintColor: UIColor!
  open var layer: CALayer { CALayer() }
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var layoutGuides: [UILayoutGuide] { [] }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  open var translatesAutoresizingMaskIntoConstraints = true
  open var superview: UIView? { nil }
  open func addSubview(_ view: UIView) {}
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
  open var alignment: NSTextAlignment { .natural }
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
  open override var alignment: NSTextAlignment {
    get { .natural }
    set {}
  }
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

open class UIScrollView: UIView {
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
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
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var image: UIImage?
}

open class UIAction: NSObjectShim {
  public init(title: String = "", handler: @escaping (UIAction) -> Void) { super.init() }
}

open class UIControl: UIView {
  public struct Event: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
  }
  public struct State: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
  open var isEnabled = true
  open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

open class UIButton: UIControl {
  public enum ButtonType: Int {
    case custom, system
  }
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
  open var titleLabel: UILabel? { nil }
  open func setTitle(_ title: String?, for state: State) {}
  open func setTitleColor(_ color: UIColor?, for state: State) {}
  open func setImage(_ image: UIImage?, for state: State) {}
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
}
