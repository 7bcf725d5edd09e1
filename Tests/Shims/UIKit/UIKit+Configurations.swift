// Part of the declaration-only UIKit stand-in (see UIKit.swift): content, background and state
// configurations and their transformers, shared by buttons and cells. Written for figsnap from
// Apple's documented API.

public struct UIConfigurationTextAttributesTransformer {
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
  public let transform: (AttributeContainer) -> AttributeContainer
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { input }
}

public struct UIConfigurationColorTransformer {
  public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
  public let transform: (UIColor) -> UIColor
  public func callAsFunction(_ input: UIColor) -> UIColor { input }
}

public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  public var traitCollection: UITraitCollection
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { nil }
    set {}
  }
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false
  public var isReordering = false
}

public struct UIBackgroundConfiguration: Hashable {
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { tintColor }
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { tintColor }

  public var customView: UIView?
  public var cornerRadius: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  public var backgroundColor: UIColor?
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  public var image: UIImage?
  public var imageContentMode = UIView.ContentMode.scaleToFill
  public var strokeColor: UIColor?
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0

  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool { false }
  public func hash(into hasher: inout Hasher) {}
}

public protocol UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

public protocol UIContentView: NSObjectProtocol {
  var configuration: UIContentConfiguration { get set }
}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

  public var image: UIImage?
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0
  public var textToSecondaryTextVerticalPadding: CGFloat = 0

  public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool { false }
  public func hash(into hasher: inout Hasher) {}
}

open class UIListContentView: UIView, UIContentView {
  public convenience init(configuration: UIListContentConfiguration) { self.init(frame: .zero) }
  open var configuration: UIContentConfiguration {
    get { UIListContentConfiguration.cell() }
    set {}
  }
  open var textLayoutGuide: UILayoutGuide? { nil }
  open var secondaryTextLayoutGuide: UILayoutGuide? { nil }
  open var imageLayoutGuide: UILayoutGuide? { nil }
}
