import Decisions
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// The bars a view controller owns, taken out of the view.
///
/// In view-controller output the navigation bar and tab bar a screen draws (children of its root the rules gave the
/// roles `navigationBar` and `tabBar`) leave the view and become the view controller's navigation item and tab bar
/// item. The safe area grows over them, as a navigation controller's and a tab bar controller's does, and what was
/// bound to a bar is bound to the safe area instead, at the same distance.
enum ChromeExtraction {
  /// `screen` without its bars, with its safe area over them, and what the bars held.
  ///
  /// With `largeTitle`, a screen that draws no navigation bar but a large title at its top (a text of 28 pt or more,
  /// the first thing under the safe area, at the leading margin) has that title as its navigation title, drawn large.
  static func extract(_ screen: RuledScreen, largeTitle: Bool, configurator: inout ViewConfigurator)
    -> (screen: RuledScreen, chrome: ScreenChrome?)
  {
    var screen = screen
    let root = screen.root
    var chrome = ScreenChrome()
    var removed: [String: EdgeRebinding.Replacement] = [:]
    for child in root.children {
      let role = configurator.nodes[child].role
      let frame = child.design.absolute
      if role == .navigationBar, chrome.navigation == nil {
        chrome.navigation = navigation(child, configurator: &configurator)
        screen.device.top = max(screen.device.top, frame.maxY)
        removed[child.design.id] = .edge(.safeArea(.top))
      } else if role == .tabBar, chrome.tabBar == nil {
        chrome.tabBar = tabBar(child, configurator: &configurator)
        screen.device.bottom = max(screen.device.bottom, root.design.absolute.height - frame.y)
        removed[child.design.id] = .edge(.safeArea(.bottom))
      }
    }
    if largeTitle, chrome.navigation == nil, let title = Self.largeTitle(of: screen) {
      chrome.navigation = NavigationChrome(
        node: title.design.id, title: title.design.text?.characters, prefersLargeTitle: true, leading: [],
        trailing: [])
      screen.device.top = max(screen.device.top, title.design.absolute.maxY)
      removed[title.design.id] = .edge(.safeArea(.top))
    }
    guard !removed.isEmpty else { return (screen, nil) }
    screen.root.children.removeAll { removed[$0.design.id] != nil }
    screen.root = EdgeRebinding.rebound(screen.root, replacing: removed)
    return (screen, chrome)
  }

  private static func navigation(_ bar: RuledNode, configurator: inout ViewConfigurator) -> NavigationChrome {
    // A part that shows nothing (an empty frame keeping the title centred) is no item.
    let parts = navigationParts(of: bar, nodes: configurator.nodes).filter { part in
      part.design.text != nil || configurator.nodes[part].role == .icon || part.design.kind.isVectorArt
        || !configurator.icons(in: part).isEmpty || !ViewConfigurator.texts(in: part).isEmpty
    }
    let titles = parts.filter { $0.design.text != nil }
    let title = titles.max { fontSize($0) < fontSize($1) }
    let center = title?.design.absolute.midX ?? bar.design.absolute.midX
    var leading: [BarItem] = []
    var trailing: [BarItem] = []
    for part in parts where part.design.id != title?.design.id {
      let isLeading = part.design.absolute.midX < center
      let item = barItem(
        part, in: bar, unnamed: isLeading ? "leadingItem" : "trailingItem", configurator: &configurator)
      if isLeading { leading.append(item) } else { trailing.append(item) }
    }
    let large = title.map { fontSize($0) >= 28 } ?? false
    return NavigationChrome(
      node: bar.design.id, title: title?.design.text?.characters, prefersLargeTitle: large, leading: leading,
      trailing: trailing)
  }

  /// The parts of a navigation bar: its children, with the views that only group parts opened — a back chevron with
  /// the title beside it, the trailing icons in a row — so each part is an item or the title of its own.
  private static func navigationParts(of bar: RuledNode, nodes: ResolvedNodes) -> [RuledNode] {
    var parts: [RuledNode] = []
    for child in bar.children {
      let groupsParts =
        child.design.text == nil && nodes[child].role == .container && child.children.count > 1
        && child.children.contains { $0.design.text != nil || nodes[$0].role == .button }
      let wrapsAll = bar.children.count == 1 && child.design.text == nil && nodes[child].role == .container
      if groupsParts || wrapsAll {
        parts += navigationParts(of: child, nodes: nodes)
      } else {
        parts.append(child)
      }
    }
    return parts
  }

  private static func tabBar(_ bar: RuledNode, configurator: inout ViewConfigurator) -> TabBarChrome {
    let parts = bar.children.count == 1 && bar.children[0].design.text == nil ? bar.children[0].children : bar.children
    let items = parts.filter { $0.design.kind != .rectangle }.sorted { $0.design.absolute.x < $1.design.absolute.x }
    let colors = items.map { item in
      ViewConfigurator.texts(in: item).first.map(Self.fillHex) ?? Self.fillHex(item)
    }
    // The selected tab is the one whose title (or, with no titles, icon) is drawn in a colour no other has.
    let distinct = colors.indices.filter { index in
      colors[index] != nil && colors.enumerated().allSatisfy { $0.offset == index || $0.element != colors[index] }
    }
    // Two tabs are each drawn in a colour of their own: the selected one is the one in colour, not grey.
    let selected = distinct.count > 1 ? distinct.first { !Self.isGrey(colors[$0]) } ?? distinct.first : distinct.first
    var barItems: [BarItem] = []
    for item in items { barItems.append(barItem(item, in: bar, unnamed: "tab", configurator: &configurator)) }
    return TabBarChrome(node: bar.design.id, items: barItems, selectedIndex: selected)
  }

  /// An item of a bar; one with no name, title or label is named `unnamed`.
  private static func barItem(
    _ node: RuledNode, in bar: RuledNode, unnamed: String, configurator: inout ViewConfigurator
  ) -> BarItem {
    let title = node.design.text?.characters ?? ViewConfigurator.texts(in: node).first?.design.text?.characters
    let icon =
      configurator.nodes[node].role == .icon || node.design.kind.isVectorArt ? node : configurator.icons(in: node).first
    let decided = node.decisions.view?.value
    let spoken = decided?.accessibility?.label ?? ViewAccess.spokenName(of: node)
    let nameSource = decided?.name ?? title ?? spoken ?? unnamed
    var words = NameWords.words(nameSource)
    if words.last?.lowercased() == "button" { words.removeLast() }
    // A title may be a sentence; a name keeps a few of its words, as a view's does.
    words = Array(words.prefix(SwiftNaming.maximumWords))
    let name =
      words.isEmpty
      ? unnamed
      : SwiftName.lowerCamel(words)
    let image = icon.map {
      configurator.assets.name(for: $0, context: [bar.design.name, node.design.name], fallback: title ?? spoken)
    }
    return BarItem(
      node: node.design.id, name: name, title: title, image: image, accessibilityLabel: title == nil ? spoken : nil)
  }

  /// The text a screen with no bar draws as its large title: 28 pt or more, the topmost child under the safe area's
  /// top (within 24 pt of it), starting within 24 pt of the leading edge.
  private static func largeTitle(of screen: RuledScreen) -> RuledNode? {
    let top = screen.device.top
    let below = screen.root.children.filter { $0.design.absolute.maxY > top + 1 }
    guard let first = below.min(by: { $0.design.absolute.y < $1.design.absolute.y }), first.design.text != nil,
      fontSize(first) >= 28, first.design.absolute.y <= top + 24, first.design.absolute.x <= 24
    else { return nil }
    return first
  }

  /// Whether a `#RRGGBB` colour is a grey (its channels within 16 of each other).
  private static func isGrey(_ hex: String?) -> Bool {
    guard let hex, hex.count >= 7, let value = Int(hex.dropFirst().prefix(6), radix: 16) else { return true }
    let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    return (channels.max() ?? 0) - (channels.min() ?? 0) <= 16
  }

  /// The hex of the first visible fill of `node`, or of the first layer inside it that has one.
  private static func fillHex(_ node: RuledNode) -> String? {
    if let hex = node.design.appearance.fills.first(where: { $0.visible })?.color?.hex { return hex }
    for child in node.children {
      if let hex = fillHex(child) { return hex }
    }
    return nil
  }

  private static func fontSize(_ node: RuledNode) -> Double { node.design.text?.style.fontSize ?? 0 }
}
