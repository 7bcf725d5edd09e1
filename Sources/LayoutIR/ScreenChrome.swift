/// The bars a screen draws that a view controller owns instead: what view-controller output turns into the
/// navigation item and the tab bar item, leaving the drawn bars out of the view.
public struct ScreenChrome: Sendable, Hashable {
  public var navigation: NavigationChrome?
  public var tabBar: TabBarChrome?

  /// Creates the chrome of a screen.
  public init(navigation: NavigationChrome? = nil, tabBar: TabBarChrome? = nil) {
    self.navigation = navigation
    self.tabBar = tabBar
  }
}

/// A drawn navigation bar: its title and its buttons on either side of it.
public struct NavigationChrome: Sendable, Hashable {
  /// The bar's node.
  public var node: String
  public var title: String?
  /// A title drawn large, under the bar (iOS's large-title mode).
  public var prefersLargeTitle: Bool
  /// The buttons before the title, in reading order.
  public var leading: [BarItem]
  /// The buttons after it, in reading order.
  public var trailing: [BarItem]

  /// Creates a navigation bar.
  public init(node: String, title: String?, prefersLargeTitle: Bool, leading: [BarItem], trailing: [BarItem]) {
    self.node = node
    self.title = title
    self.prefersLargeTitle = prefersLargeTitle
    self.leading = leading
    self.trailing = trailing
  }
}

/// A button of a navigation bar or an item of a tab bar.
public struct BarItem: Sendable, Hashable {
  /// The item's node.
  public var node: String
  /// Its Swift name, without a suffix: `back`, `share`.
  public var name: String
  public var title: String?
  /// Its image, by asset name.
  public var image: String?
  /// What VoiceOver says for an item with no title.
  public var accessibilityLabel: String?

  /// Creates an item.
  public init(node: String, name: String, title: String?, image: String?, accessibilityLabel: String?) {
    self.node = node
    self.name = name
    self.title = title
    self.image = image
    self.accessibilityLabel = accessibilityLabel
  }
}

/// A drawn tab bar: its items, and the one this screen is.
public struct TabBarChrome: Sendable, Hashable {
  public var node: String
  public var items: [BarItem]
  /// The item drawn as selected: this screen's own tab.
  public var selectedIndex: Int?

  /// Creates a tab bar.
  public init(node: String, items: [BarItem], selectedIndex: Int?) {
    self.node = node
    self.items = items
    self.selectedIndex = selectedIndex
  }
}
