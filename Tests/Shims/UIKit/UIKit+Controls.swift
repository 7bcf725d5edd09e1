// Part of the declaration-only UIKit stand-in (see UIKit.swift): the control base class, switches,
// segmented and page controls, sliders and progress views. Written for figsnap from Apple's
// documented API.

open class UIControl: UIView {
  public struct Event: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  public struct State: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  public enum ContentHorizontalAlignment: Int {
    case center = 0
    case left, right, fill, leading, trailing
  }

  public enum ContentVerticalAlignment: Int {
    case center = 0
    case top, bottom, fill
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var state: State { .normal }
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment { .center }
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  open var isTracking: Bool { false }
  open var isTouchInside: Bool { false }
  open var showsMenuAsPrimaryAction = false
  open var isContextMenuInteractionEnabled = false
  open func addAction(_ action: UIAction, for controlEvents: Event) {}
  open func removeAction(_ action: UIAction, for controlEvents: Event) {}
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
  open func sendActions(for controlEvents: Event) {}
}

open class UISwitch: UIControl {
  open var isOn = false
  open func setOn(_ on: Bool, animated: Bool) {}
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open var onImage: UIImage?
  open var offImage: UIImage?
  open var title: String?
}

open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var isMomentary = false
  open var numberOfSegments: Int { 0 }
  open var apportionsSegmentWidthsByContent = false
  open var selectedSegmentIndex = -1
  open var selectedSegmentTintColor: UIColor?
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {}
  open func removeSegment(at segment: Int, animated: Bool) {}
  open func removeAllSegments() {}
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
  open func titleForSegment(at segment: Int) -> String? { nil }
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }
}

open class UIStepper: UIControl {
  open var isContinuous = true
  open var autorepeat = true
  open var wraps = false
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {}
}

open class UIPageControl: UIControl {
  open var numberOfPages = 0
  open var currentPage = 0
  open var hidesForSinglePage = false
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
  open var preferredIndicatorImage: UIImage?
}

open class UISlider: UIControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  open var minimumValueImage: UIImage?
  open var maximumValueImage: UIImage?
  open var isContinuous = true
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open func setValue(_ value: Float, animated: Bool) {}
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
}

open class UIProgressView: UIView {
  public enum Style: Int {
    case `default` = 0
    case bar
  }

  public convenience init(progressViewStyle style: Style) { self.init(frame: .zero) }
  open var progressViewStyle: Style = .default
  open var progress: Float = 0
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
  open func setProgress(_ progress: Float, animated: Bool) {}
}
