// Part of the declaration-only UIKit stand-in (see UIKit.swift): buttons and button
// configurations. Written for figsnap from Apple's documented API.

open class UIButton: UIControl {
  public enum ButtonType: Int {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
    public static var roundedRect: ButtonType { .system }
  }

  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
  open var buttonType: ButtonType { .custom }
  open var configuration: Configuration?
  open func setNeedsUpdateConfiguration() {}
  open func updateConfiguration() {}
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  open var automaticallyUpdatesConfiguration = true
  open var changesSelectionAsPrimaryAction = false
  open var menu: UIMenu?
  open var titleLabel: UILabel? { nil }
  open var subtitleLabel: UILabel? { nil }
  open var imageView: UIImageView? { nil }
  open var currentTitle: String? { nil }
  open var currentTitleColor: UIColor { UIColor(white: 0, alpha: 1) }
  open var currentAttributedTitle: NSAttributedString? { nil }
  open var currentImage: UIImage? { nil }
  open var currentBackgroundImage: UIImage? { nil }
  open func setTitle(_ title: String?, for state: State) {}
  open func setTitleColor(_ color: UIColor?, for state: State) {}
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {}
  open func setImage(_ image: UIImage?, for state: State) {}
  open func setBackgroundImage(_ image: UIImage?, for state: State) {}
  open func title(for state: State) -> String? { nil }
  open func image(for state: State) -> UIImage? { nil }
  @available(iOS, introduced: 2.0, deprecated: 15.0)
  open var contentEdgeInsets: UIEdgeInsets = .zero
  @available(iOS, introduced: 2.0, deprecated: 15.0)
  open var titleEdgeInsets: UIEdgeInsets = .zero
  @available(iOS, introduced: 2.0, deprecated: 15.0)
  open var imageEdgeInsets: UIEdgeInsets = .zero
}

extension UIButton {
  public struct Configuration: Hashable {
    public enum CornerStyle {
      case fixed, dynamic, small, medium, large, capsule
    }

    public enum Size {
      case mini, small, medium, large
    }

    public enum TitleAlignment {
      case automatic, leading, center, trailing
    }

    public static func plain() -> Configuration { Configuration() }
    public static func tinted() -> Configuration { Configuration() }
    public static func gray() -> Configuration { Configuration() }
    public static func filled() -> Configuration { Configuration() }
    public static func borderless() -> Configuration { Configuration() }
    public static func bordered() -> Configuration { Configuration() }
    public static func borderedTinted() -> Configuration { Configuration() }
    public static func borderedProminent() -> Configuration { Configuration() }

    public func updated(for button: UIButton) -> Configuration { self }

    public var background = UIBackgroundConfiguration.clear()
    public var cornerStyle = CornerStyle.dynamic
    public var buttonSize = Size.medium
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var image: UIImage?
    public var imageColorTransformer: UIConfigurationColorTransformer?
    public var showsActivityIndicator = false
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
    public var title: String?
    public var attributedTitle: AttributedString?
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var subtitle: String?
    public var attributedSubtitle: AttributedString?
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var imagePlacement = NSDirectionalRectEdge.leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment = TitleAlignment.automatic
    public var automaticallyUpdateForSelection = true

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool { false }
    public func hash(into hasher: inout Hasher) {}
  }
}
