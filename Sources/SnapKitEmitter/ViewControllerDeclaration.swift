import LayoutIR
import SwiftSource

/// View-controller output: a `UIViewController` that hosts a screen's view and owns the bars the design drew — its
/// navigation item (title, large-title mode, bar button items with their actions exposed) and its tab bar item.
struct ViewControllerDeclaration {
  let screen: LayoutScreen
  let deploymentMajor: Int
  /// How images are spelt.
  let style: UIKitStyle
  let finalClass: Bool

  /// The controller's class: `ProfileViewController` for `ProfileView`.
  var className: String {
    let stem = screen.className.hasSuffix("View") ? String(screen.className.dropLast(4)) : screen.className
    return stem + "ViewController"
  }

  func write(into writer: inout SwiftWriter) {
    let navigation = screen.chrome?.navigation
    let tabBar = screen.chrome?.tabBar
    let items = uniqueItems((navigation?.leading ?? []) + (navigation?.trailing ?? []))
    writer.line(
      "/// Hosts `\(screen.className)` and owns what the design drew as bars: its navigation item and tab bar item.")
    writer.block("\(finalClass ? "final " : "")class \(className): UIViewController {") { body in
      body.line("let contentView = \(screen.className)()")
      body.line()
      if deploymentMajor >= 14 {
        for (item, name) in items {
          body.line(
            "/// Called when the navigation bar's '\(SwiftLiteral.comment(item.title ?? item.accessibilityLabel ?? name))' button is tapped."
          )
          body.line("var \(actionName(name)): (() -> Void)?")
          body.line()
        }
      }
      if let tabBar, let selected = tabBar.selectedIndex, tabBar.items.indices.contains(selected) {
        body.block("init() {") { initializer in
          initializer.line("super.init(nibName: nil, bundle: nil)")
          initializer.line("tabBarItem = \(tabBarItem(tabBar.items[selected]))")
        }
        body.line()
        body.block("required init?(coder: NSCoder) {") { required in
          required.line("fatalError(\"init(coder:) has not been implemented\")")
        }
        body.line()
      }
      body.block("override func loadView() {") { load in
        load.line("view = contentView")
        // The status bar follows the controller's appearance, not its view's.
        if screen.rootProperties.keepsLightAppearance == true { load.line("overrideUserInterfaceStyle = .light") }
      }
      guard let navigation else { return }
      body.line()
      body.block("override func viewDidLoad() {") { load in
        load.line("super.viewDidLoad()")
        if let title = navigation.title { load.line("navigationItem.title = \(SwiftLiteral.string(title))") }
        load.line("navigationItem.largeTitleDisplayMode = .\(navigation.prefersLargeTitle ? "always" : "never")")
        let names = Dictionary(items.map { ($0.0.node, $0.1) }, uniquingKeysWith: { first, _ in first })
        if navigation.leading.contains(where: { names[$0.node] == "back" }) {
          load.line(
            "// The design draws its own back button. Without this item the navigation controller shows its own,")
          load.line("// with the swipe-back gesture.")
        }
        for (side, list) in [("left", navigation.leading), ("right", navigation.trailing)] where !list.isEmpty {
          // UIKit lays out right bar button items from the edge inwards.
          let ordered = side == "right" ? Array(list.reversed()) : list
          let made = ordered.map { barButton($0, name: names[$0.node] ?? $0.name) }
          if made.count == 1 {
            load.line("navigationItem.\(side)BarButtonItem = \(made[0])")
          } else {
            load.line("navigationItem.\(side)BarButtonItems = [")
            for item in made { load.line("  \(item),") }
            load.line("]")
          }
          for (index, item) in ordered.enumerated() {
            guard let label = item.accessibilityLabel else { continue }
            let path = made.count == 1 ? "\(side)BarButtonItem" : "\(side)BarButtonItems?[\(index)]"
            load.line("navigationItem.\(path)?.accessibilityLabel = \(SwiftLiteral.string(label))")
          }
        }
      }
    }
  }

  /// The items with names told apart (`share`, `share2`).
  private func uniqueItems(_ items: [BarItem]) -> [(BarItem, String)] {
    var used: Set<String> = []
    return items.map { item in (item, SwiftName.unique(item.name, in: &used)) }
  }

  private func barButton(_ item: BarItem, name: String) -> String {
    let image = item.image.map(style.image)
    guard deploymentMajor >= 14 else {
      if let image { return "UIBarButtonItem(image: \(image), style: .plain, target: nil, action: nil)" }
      return
        "UIBarButtonItem(title: \(SwiftLiteral.string(item.title ?? name)), style: .plain, target: nil, action: nil)"
    }
    let action = "UIAction { [weak self] _ in self?.\(actionName(name))?() }"
    if let image, item.title == nil { return "UIBarButtonItem(image: \(image), primaryAction: \(action))" }
    return "UIBarButtonItem(title: \(SwiftLiteral.string(item.title ?? name)), primaryAction: \(action))"
  }

  private func tabBarItem(_ item: BarItem) -> String {
    let image = item.image.map(style.image) ?? "nil"
    return "UITabBarItem(title: \(SwiftLiteral.string(item.title ?? item.name)), image: \(image), selectedImage: nil)"
  }

  private func actionName(_ name: String) -> String { "on" + SwiftName.upperFirst(name) + "Tap" }
}
