// Part of the declaration-only UIKit stand-in (see UIKit.swift): font descriptors and the fonts made
// from them, the attributed-string keys UIKit adds (kerning, underline, strikethrough, link, baseline)
// and line breaking, and the conversion of an NSAttributedString into an AttributedString. Foundation on Linux has
// NSAttributedString and NSMutableAttributedString already.
// Written for figsnap from Apple's documented API.

extension NSAttributedString.Key {
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

// Foundation on Apple platforms converts an NSAttributedString with every attribute scope of the SDK (iOS 15); Linux's
// has no such initialiser.
extension AttributedString {
  public init(_ nsStr: NSAttributedString) { self.init(nsStr.string) }
}

public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

public enum NSLineBreakMode: Int {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UILabel {
  public var lineBreakMode: NSLineBreakMode {
    get { .byTruncatingTail }
    set {}
  }
}

open class UIFontDescriptor: NSObjectShim {
  public struct AttributeName: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
    public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  public struct TraitKey: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  public struct SymbolicTraits: OptionSet {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  public struct SystemDesign: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  public init(fontAttributes attributes: [AttributeName: Any]) { super.init() }
  public convenience init(name fontName: String, size: CGFloat) { self.init(fontAttributes: [:]) }
  public convenience override init() { self.init(fontAttributes: [:]) }
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor()
  }
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor { UIFontDescriptor() }
  open var fontAttributes: [AttributeName: Any] { [:] }
  open func object(forKey anAttribute: AttributeName) -> Any? { nil }
  open var pointSize: CGFloat { 0 }
  open var postscriptName: String { "" }
  open var symbolicTraits: SymbolicTraits { [] }
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { self }
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { self }
  open func withFamily(_ newFamily: String) -> UIFontDescriptor { self }
  open func withFace(_ newFace: String) -> UIFontDescriptor { self }
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { self }
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
}

extension UIFontDescriptor: @unchecked Sendable {}

extension UIFont.Weight: RawRepresentable {
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
}

extension UIFont {
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { .systemFont(ofSize: fontSize) }
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { .preferredFont(forTextStyle: style) }
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
  public var pointSize: CGFloat { 0 }
  public var lineHeight: CGFloat { 0 }
  public func withSize(_ fontSize: CGFloat) -> UIFont { self }
}

extension UIFontMetrics {
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
}
