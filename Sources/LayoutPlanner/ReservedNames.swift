import LayoutIR
import SwiftSource

/// Names a generated property may not take: what ``SwiftIdentifier`` refuses (keywords, ill-formed names), the members of the class it is declared
/// in (a `UIView` subclass inherits `UIResponder`'s `inputView` and `NSObject`'s `description`, a
/// list cell its `contentView`, a view controller its `view`), and the members figsnap generates.
enum ReservedNames {
  /// The kind of class a property is declared in.
  enum Scope: Sendable, Hashable {
    /// A screen's `UIView` subclass.
    case view
    /// A list cell: a `UICollectionViewListCell` subclass.
    case cell
    /// A screen's `UIViewController` subclass.
    case viewController
  }

  /// Whether a property in `scope` may not be called `name`.
  static func contains(_ name: String, in scope: Scope) -> Bool {
    if !SwiftIdentifier.isMember(name) || nsObject.contains(name) || responder.contains(name)
      || generated.contains(name)
    {
      return true
    }
    switch scope {
    case .view: return view.contains(name)
    case .cell: return view.contains(name) || cell.contains(name)
    case .viewController: return viewController.contains(name)
    }
  }

  /// Whether `name` is a Swift keyword (an argument's or a local's name may be anything else).
  static func isKeyword(_ name: String) -> Bool { SwiftIdentifier.isKeyword(name) }

  private static let nsObject: Set<String> = [
    "description", "debugDescription", "hash", "hashValue", "isEqual", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "accessibilityTraits", "isAccessibilityElement", "accessibilityElements",
    "accessibilityFrame", "accessibilityIdentifier", "accessibilityLanguage", "accessibilityPath",
    "accessibilityActivationPoint", "accessibilityCustomActions", "accessibilityViewIsModal",
    "shouldGroupAccessibilityChildren", "classForCoder", "superclass", "copy", "mutableCopy", "value",
  ]

  private static let responder: Set<String> = [
    "next", "inputView", "inputAccessoryView", "inputViewController", "inputAccessoryViewController", "undoManager",
    "canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "becomeFirstResponder",
    "resignFirstResponder", "keyCommands", "textInputMode", "textInputContextIdentifier", "userActivity",
    "editingInteractionConfiguration", "pasteConfiguration", "activityItemsConfiguration",
  ]

  private static let view: Set<String> = [
    "frame", "bounds", "center", "transform", "transform3D", "layer", "window", "superview", "subviews", "mask", "tag",
    "alpha", "backgroundColor", "tintColor", "tintAdjustmentMode", "isHidden", "isOpaque", "clipsToBounds",
    "contentMode", "contentScaleFactor", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch",
    "traitCollection", "layoutMargins", "directionalLayoutMargins", "layoutMarginsGuide", "readableContentGuide",
    "safeAreaInsets", "safeAreaLayoutGuide", "keyboardLayoutGuide", "intrinsicContentSize", "gestureRecognizers",
    "constraints", "semanticContentAttribute", "effectiveUserInterfaceLayoutDirection", "interactions",
    "motionEffects", "focusGroupIdentifier", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
    "layoutGuides", "autoresizingMask", "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints",
    "overrideUserInterfaceStyle", "largeContentTitle", "largeContentImage", "showsLargeContentViewer",
    "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor",
    "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor", "snp",
    "alignmentRectInsets", "forFirstBaselineLayout", "forLastBaselineLayout", "hasAmbiguousLayout",
    "restorationIdentifier", "canBecomeFocused", "isFocused", "focusEffect", "layoutIfNeeded", "setNeedsLayout",
    "layoutSubviews", "draw", "sizeToFit", "removeFromSuperview", "addSubview", "updateConstraints", "point",
    "hitTest", "convert", "isDescendant", "viewWithTag", "snapshotView",
  ]

  private static let cell: Set<String> = [
    "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "isSelected",
    "isHighlighted", "isEditing", "reuseIdentifier", "backgroundConfiguration", "contentConfiguration",
    "configurationState", "automaticallyUpdatesContentConfiguration", "automaticallyUpdatesBackgroundConfiguration",
    "accessories", "indentationLevel", "indentationWidth", "indentsAccessories", "separatorLayoutGuide",
    "defaultContentConfiguration", "prepareForReuse", "dragStateDidChange", "item", "configure",
  ]

  private static let viewController: Set<String> = [
    "view", "viewIfLoaded", "isViewLoaded", "title", "navigationItem", "tabBarItem", "navigationController",
    "tabBarController", "splitViewController", "presentingViewController", "presentedViewController", "parent",
    "children", "traitCollection", "preferredContentSize", "toolbarItems", "editButtonItem", "storyboard", "nibName",
    "nibBundle", "isEditing", "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
    "additionalSafeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "loadView",
    "viewDidLoad", "contentView", "sheetPresentationController", "popoverPresentationController",
    "overrideUserInterfaceStyle", "restorationIdentifier", "systemMinimumLayoutMargins",
    "viewRespectsSystemMinimumLayoutMargins", "definesPresentationContext", "transitioningDelegate",
  ]

  /// What figsnap writes into the classes it generates.
  private static let generated: Set<String> = ["addSubviews", "makeConstraints", "setText"]
}
