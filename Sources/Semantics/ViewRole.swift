/// What a view is for, whatever class draws it: checks, emitters and rules ask this, never a class name.
public enum ViewRole: String, Sendable, Hashable, CaseIterable {
  case container, label, button, textField, textView, image, icon, stack, scroll, list, layoutGuide
  case toggle = "switch"
  case slider, segmentedControl, progress, activityIndicator, pageControl
  /// A navigation bar or a tab bar drawn in the design: views in view output, the navigation item and the tab bar
  /// item in view-controller output.
  case navigationBar, tabBar
  /// An instance of a component: a view of the component's own class, its layers the class's.
  case component

  /// Whether a person acts on the view directly: it needs a touch target of its own.
  public var isControl: Bool {
    switch self {
    case .button, .textField, .textView, .toggle, .slider, .segmentedControl, .pageControl: true
    default: false
    }
  }

  /// Whether the layers a node was drawn with become the view's content rather than subviews: a button's title and
  /// image, a field's placeholder and icons, an icon's paths.
  public var absorbsChildren: Bool {
    switch self {
    case .button, .textField, .textView, .toggle, .slider, .segmentedControl, .progress, .activityIndicator,
      .pageControl, .icon, .list, .component:
      true
    default: false
    }
  }

  /// The role a UIKit class implies, where no rule named one: UIKit's own classes, and a team's class by its
  /// conventional suffix (`PrimaryButton` is a button).
  public init(uikitClass name: String) {
    if let known = Self.uikitClasses[name] {
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
    case .icon: "UIImageView"
    case .list: "UICollectionView"
    default: Self.uikitClasses.first { $0.value == self }?.key ?? "UIView"
    }
  }

  private static let uikitClasses: [String: ViewRole] = [
    "UILabel": .label, "UIButton": .button, "UITextField": .textField, "UITextView": .textView,
    "UIImageView": .image, "UIStackView": .stack, "UIScrollView": .scroll, "UILayoutGuide": .layoutGuide,
    "UISwitch": .toggle, "UISlider": .slider, "UISegmentedControl": .segmentedControl, "UIProgressView": .progress,
    "UIActivityIndicatorView": .activityIndicator, "UIPageControl": .pageControl, "UIView": .container,
  ]

  private static let suffixes: [(suffix: String, role: ViewRole)] = [("Button", .button)]
}
