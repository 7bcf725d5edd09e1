// Part of the declaration-only UIKit stand-in (see UIKit.swift): view controllers, their
// containers, navigation items and bar items. Written for figsnap from Apple's documented API.

open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  open var view: UIView!
  /// iOS 13.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open func loadView() {}
  open func loadViewIfNeeded() {}
  open var viewIfLoaded: UIView? { nil }
  open var isViewLoaded: Bool { false }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open var nibName: String? { nil }
  open var nibBundle: Bundle? { nil }
  open var storyboard: UIStoryboard? { nil }
  open var title: String?
  open var traitCollection: UITraitCollection { UITraitCollection() }
  open var preferredContentSize: CGSize = .zero
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  open var parent: UIViewController? { nil }
  open var children: [UIViewController] { [] }
  open func addChild(_ childController: UIViewController) {}
  open func removeFromParent() {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open var presentedViewController: UIViewController? { nil }
  open var presentingViewController: UIViewController? { nil }
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
  open var navigationController: UINavigationController? { nil }
  open var hidesBottomBarWhenPushed = false
  open var toolbarItems: [UIBarButtonItem]?
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}
  open var tabBarItem: UITabBarItem!
  open var tabBarController: UITabBarController? { nil }
  open var splitViewController: UISplitViewController? { nil }
  open var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) {}
  open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
}

open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var navigationBar: UINavigationBar { UINavigationBar() }
  open var isNavigationBarHidden = false
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
  open var viewControllers: [UIViewController] = []
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  open var topViewController: UIViewController? { nil }
  open var visibleViewController: UIViewController? { nil }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

open class UINavigationBar: UIView {
  open var prefersLargeTitles = false
  open var isTranslucent = true
  open var barTintColor: UIColor?
}

open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]?
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  open var selectedViewController: UIViewController?
  open var selectedIndex = 0
}

open class UISplitViewController: UIViewController {}

open class UIInputViewController: UIViewController {}

open class UIStoryboard: NSObjectShim {
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
  open func instantiateInitialViewController() -> UIViewController? { nil }
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

open class UINavigationItem: NSObjectShim {
  public enum LargeTitleDisplayMode: Int {
    case automatic = 0
    case always, never, inline
  }

  public override init() { super.init() }
  public init(title: String) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var title: String?
  open var titleView: UIView?
  open var prompt: String?
  open var backButtonTitle: String?
  open var backBarButtonItem: UIBarButtonItem?
  open var hidesBackButton = false
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {}
  open var leftItemsSupplementBackButton = false
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
}

open class UIBarItem: NSObjectShim {
  open var isEnabled = true
  open var title: String?
  open var image: UIImage?
  open var landscapeImagePhone: UIImage?
  open var largeContentSizeImage: UIImage?
  open var imageInsets: UIEdgeInsets = .zero
  open var tag = 0
  open var accessibilityIdentifier: String?
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

open class UIBarButtonItem: UIBarItem {
  public enum Style: Int {
    case plain = 0
    case done = 2
  }

  public enum SystemItem: Int {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case close = 24
  }

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) { self.init() }
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) { self.init() }
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { self.init() }
  public convenience init(customView: UIView) { self.init() }
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { self.init() }
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
  public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
    self.init()
  }
  open var style = Style.plain
  open var width: CGFloat = 0
  open var customView: UIView?
  open var action: Selector?
  open weak var target: AnyObject?
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  open var isSelected = false
  open var isHidden = false
  open var tintColor: UIColor?
}

open class UITabBarItem: UIBarItem {
  public enum SystemItem: Int {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
    case mostViewed
  }

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.init() }
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
}
