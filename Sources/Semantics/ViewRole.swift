/// What a view is for, whatever class draws it: checks, emitters and rules ask this, never a class name.
public enum ViewRole: String, Sendable, Hashable, CaseIterable {
  case container, label, button, textField, textView, image, icon, stack, scroll, list, layoutGuide
  case toggle = "switch"
  case slider, segmentedControl, progress, activityIndicator, pageControl
  /// A value a person steps up and down by one (a quantity's minus, count and plus).
  case stepper
  /// A navigation bar or a tab bar drawn in the design: views in view output, the navigation item and the tab bar
  /// item in view-controller output.
  case navigationBar, tabBar
  /// An instance of a component: a view of the component's own class, its layers the class's.
  case component
  /// A row or card a person taps as a whole (a settings row with its icon, title, detail and chevron): its layers
  /// stay its subviews, and the whole is one control (a `UIControl` in UIKit, a `Button` around them in SwiftUI).
  case tappable

  /// Whether the view is a navigation or tab bar drawn in the design.
  public var isBar: Bool { self == .navigationBar || self == .tabBar }

  /// Whether a person acts on the view directly: it needs a touch target of its own.
  public var isControl: Bool {
    switch self {
    case .button, .textField, .textView, .toggle, .slider, .segmentedControl, .pageControl, .stepper, .tappable: true
    case .container, .label, .image, .icon, .stack, .scroll, .list, .layoutGuide, .progress, .activityIndicator,
      .navigationBar, .tabBar, .component:
      false
    }
  }

  /// Whether the layers a node was drawn with become the view's content rather than subviews: a button's title and
  /// image, a field's placeholder and icons, an icon's paths.
  public var absorbsChildren: Bool {
    switch self {
    case .button, .textField, .textView, .toggle, .slider, .segmentedControl, .progress, .activityIndicator,
      .pageControl, .stepper, .icon, .list, .component:
      true
    case .container, .label, .image, .stack, .scroll, .layoutGuide, .navigationBar, .tabBar, .tappable: false
    }
  }

  /// The word a view's name ends in (`submitButton`, `notificationsSwitch`); nil for a view named for its class
  /// (a container is a `View`, or a `Button` where its class is one).
  public var nameSuffix: String? {
    switch self {
    case .label: "Label"
    case .button: "Button"
    case .image, .icon: "ImageView"
    case .stack: "StackView"
    case .scroll: "ScrollView"
    case .layoutGuide: "Guide"
    case .textField: "TextField"
    case .textView: "TextView"
    case .list: "CollectionView"
    case .toggle: "Switch"
    case .slider: "Slider"
    case .segmentedControl: "SegmentedControl"
    case .progress: "ProgressView"
    case .activityIndicator: "ActivityIndicator"
    case .pageControl: "PageControl"
    case .stepper: "Stepper"
    case .tappable: "Control"
    case .container, .navigationBar, .tabBar, .component: nil
    }
  }

  /// Whether the generated view's owner reaches it, where no rule says: views that carry content (labels, images,
  /// controls) are exposed, containers stay private.
  public var isExposedByDefault: Bool {
    switch self {
    case .container, .stack, .scroll, .layoutGuide, .navigationBar, .tabBar: false
    case .label, .button, .textField, .textView, .image, .icon, .list, .toggle, .slider, .segmentedControl, .progress,
      .activityIndicator, .pageControl, .stepper, .component, .tappable:
      true
    }
  }

  /// Whether VoiceOver names the control by the text beside it (a switch beside "Notifications"), having nothing of
  /// its own to say.
  public var isLabelledByNeighbour: Bool {
    switch self {
    case .toggle, .slider: true
    case .button, .textField, .textView, .segmentedControl, .pageControl, .stepper, .progress, .activityIndicator,
      .container,
      .label, .image, .icon, .stack, .scroll, .list, .layoutGuide, .navigationBar, .tabBar, .component, .tappable:
      false
    }
  }

  /// The role a UIKit class implies, where no rule named one: UIKit's own classes, and a team's class by its
  /// conventional suffix (`PrimaryButton` is a button).
  public init(uikitClass name: String) {
    // The first role drawn by the class (a `UIView` is a container, a `UIImageView` an image); a collection view is a
    // list only where a rule says so, which plans its rows.
    if let known = Self.allCases.first(where: { $0.uikitClass == name && $0 != .list }) {
      self = known
      return
    }
    self = Self.suffixes.first { name.hasSuffix($0.suffix) }?.role ?? .container
  }

  /// The UIKit class that draws a view of this role where no rule named one: a rule that says a node is a button
  /// and names no class gets a `UIButton`, so what the emitter configures is the class's.
  public var uikitClass: String {
    switch self {
    case .container, .navigationBar, .tabBar, .component: "UIView"
    case .label: "UILabel"
    case .button: "UIButton"
    case .textField: "UITextField"
    case .textView: "UITextView"
    case .image, .icon: "UIImageView"
    case .stack: "UIStackView"
    case .scroll: "UIScrollView"
    case .list: "UICollectionView"
    case .layoutGuide: "UILayoutGuide"
    case .toggle: "UISwitch"
    case .slider: "UISlider"
    case .segmentedControl: "UISegmentedControl"
    case .progress: "UIProgressView"
    case .activityIndicator: "UIActivityIndicatorView"
    case .pageControl: "UIPageControl"
    case .stepper: "UIStepper"
    case .tappable: "UIControl"
    }
  }

  private static let suffixes: [(suffix: String, role: ViewRole)] = [("Button", .button)]
}
