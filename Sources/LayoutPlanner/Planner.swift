public import Decisions
import Diagnostics
import FigmaModel
public import LayoutIR
import SwiftSource

/// Turns a ruled design tree into the constraint IR: one screen per root, one view per kept node,
/// every constant computed from the design's geometry.
public struct Planner: Sendable {
  /// Creates a planner.
  public init() {}

  /// Why a drawn bar is not a view of the screen.
  private static func barReason(_ options: RulesetOptions) -> String {
    options.target == .swiftui ? "drawn bar: a navigation or tab modifier" : "drawn bar: the view controller's own"
  }

  /// Plans every screen of `tree`.
  public func plan(_ tree: RuledTree) -> LayoutDocument {
    let tree = ListParts.separated(LooseParts.gathered(tree))
    var diagnostics: [Diagnostic] = []
    var screens: [LayoutScreen] = []
    var configurator = ViewConfigurator(tree: tree)
    configurator.components = ComponentCatalog(tree: tree, nodes: configurator.nodes)
    for screen in tree.screens {
      let extracted =
        tree.options.extractsChrome
        ? ChromeExtraction.extract(screen, largeTitle: tree.options.target == .swiftui, configurator: &configurator)
        : (screen: screen, chrome: nil)
      var screenPlanner = ScreenPlanner(tree: tree, screen: extracted.screen, configurator: configurator.handOff())
      var planned = screenPlanner.plan()
      if let chrome = extracted.chrome {
        planned.screen.chrome = chrome
        // Named after what the screen shows, bars included.
        planned.screen.className = SwiftNaming.typeName(
          for: screen.root.design.name, content: ScreenPlanner.screenContent(of: screen.root))
        let bars = [chrome.navigation?.node, chrome.tabBar?.node].compactMap { $0 }
        for bar in bars {
          guard let node = screen.root.children.first(where: { $0.design.id == bar }) else { continue }
          planned.screen.skipped.append(
            SkippedView(node: bar, name: node.design.name, reason: Self.barReason(tree.options)))
        }
      }
      screens.append(planned.screen)
      diagnostics += planned.diagnostics
      configurator = planned.configurator
    }
    // Lowercased: each class is a file, and `LoginView.swift` and `loginView.swift` are one file on
    // a case-insensitive disk (macOS's default).
    var classNames = configurator.components.classNames
    let planned = ComponentPlanner(tree: tree).plan(configurator: &configurator, taken: &classNames)
    var components = planned.layouts
    diagnostics += planned.diagnostics
    for index in screens.indices { Self.resolve(planned, in: &screens[index]) }
    for index in components.indices { Self.resolve(planned, in: &components[index]) }
    diagnostics += Self.keepLight(&screens, showing: components, of: tree)
    // Every class a view uses is a type of the app (UIKit's, the team's, a component's): no screen may be named so.
    let viewClasses = Set((screens + components).flatMap { $0.views.map(\.uikitClass) })
    for index in screens.indices {
      let className = SwiftNaming.screenTypeName(
        screens[index].className, content: ScreenPlanner.screenContent(of: tree.screens[index].root),
        viewClasses: viewClasses, screens: classNames)
      classNames.insert(className.lowercased())
      screens[index].className = className
    }
    // A list's cell and items are types of the module too: one name each, numbered after the screens'.
    for index in screens.indices { Self.nameCells(in: &screens[index], viewClasses: viewClasses, taken: &classNames) }
    for index in components.indices {
      Self.nameCells(in: &components[index], viewClasses: viewClasses, taken: &classNames)
    }
    diagnostics += Self.report(configurator, source: tree.source)
    diagnostics += ApproximationReport.findings(in: screens + components, source: tree.source)
    var document = LayoutDocument(
      source: tree.source, ruleset: tree.ruleset, screens: screens, diagnostics: diagnostics)
    document.components = components
    document.assets = configurator.assets.assets.sorted { $0.name < $1.name }
    return document
  }

  /// Each instance of a component in `layout` and its cells, with its class (a set's variant may have its own) and
  /// what it passes.
  private static func resolve(_ planned: ComponentPlanner.Planned, in layout: inout LayoutScreen) {
    for index in layout.views.indices {
      let node = layout.views[index].node
      if layout.views[index].component != nil, let use = planned.uses[node] {
        layout.views[index].component = use
        layout.views[index].todos += planned.todos[node] ?? []
      }
      if var list = layout.views[index].list {
        resolve(planned, in: &list.cell)
        layout.views[index].list = list
      }
    }
  }

  /// The screens whose instances of a class draw a text Dark Mode would make illegible on what the screen puts
  /// behind it keep their light appearance, as a screen drawing that text itself does (``ScreenPlanner``); a finding
  /// each.
  private static func keepLight(_ screens: inout [LayoutScreen], showing components: [LayoutScreen], of tree: RuledTree)
    -> [Diagnostic]
  {
    let classes = Dictionary(components.map { ($0.className, $0) }) { first, _ in first }
    guard !classes.isEmpty else { return [] }
    let legibility = DarkModeLegibility(tokens: tree.colorTokens)
    var findings: [Diagnostic] = []
    for index in screens.indices where screens[index].rootProperties.keepsLightAppearance != true {
      guard screens[index].views.contains(where: { $0.component.map { classes[$0.className] != nil } ?? false })
      else { continue }
      let views = DarkModeLegibility.views(of: screens[index], showing: classes)
      guard
        let pair = legibility.illegiblePairs(
          in: views, root: screens[index].rootProperties, isDeviceScreen: tree.screens[index].device.hasSafeArea
        ).first
      else { continue }
      findings.append(DarkModeLegibility.keepLight(&screens[index], for: pair, source: tree.source))
    }
    return findings
  }

  private static func nameCells(in layout: inout LayoutScreen, viewClasses: Set<String>, taken: inout Set<String>) {
    for index in layout.views.indices {
      guard var list = layout.views[index].list else { continue }
      let stem = Self.cellStem(of: list.cell.className)
      var candidate = stem
      var number = 2
      // The cell, its item, section and SwiftUI row are each a type of the module: none may be taken or the SDK's.
      // A number tells apart names that are taken; the stem already keeps clear of what only a number cannot.
      func isFree(_ cell: String) -> Bool {
        ListSpec.declaredTypes(forCell: cell).allSatisfy {
          !taken.contains($0.lowercased()) && !viewClasses.contains($0) && !SwiftNaming.isReservedTypeName($0)
        }
      }
      while !isFree(candidate + "Cell") {
        candidate = stem + String(number)
        number += 1
      }
      let name = candidate + "Cell"
      for type in ListSpec.declaredTypes(forCell: name) { taken.insert(type.lowercased()) }
      list.cell.className = name
      nameCells(in: &list.cell, viewClasses: viewClasses, taken: &taken)
      layout.views[index].list = list
    }
  }

  /// The stem of a list's types (`SettingsRow` of `SettingsRowCell`), short enough for `Section` and a number to
  /// follow within ``SwiftIdentifier/maximumTypeLength``, and starting with `List` where it would begin like an SDK
  /// type (`UIView` → `ListUIView`), which no number after it could change.
  static func cellStem(of className: String) -> String {
    let stem = className.hasSuffix("Cell") ? String(className.dropLast(4)) : className
    let prefixed =
      SwiftIdentifier.isSDKType(stem + "Cell") || !SwiftIdentifier.isWellFormed(stem) ? "List" + stem : stem
    return SwiftIdentifier.fittedType(
      prefixed, suffix: "", limit: SwiftIdentifier.maximumTypeLength - "Section99999".count)
  }

  /// The planner's own findings, by id: what each is about (for SARIF rule descriptions).
  public static let findings = [
    "unmapped_color": "colours no rule maps, written as literals (or named in the palette where drawn more than once)",
    "point_size_font": "text styles no rule maps, written as point sizes",
    "palette_color": "colours drawn more than once without a style or variable, named by hue and lightness",
    "palette_font": "custom fonts drawn more than once without a text style, named by family, size and weight",
    "component_variants": "a component set whose variants are laid out differently: a class per variant",
    "planner.darkMode":
      "a text and what it is drawn on would not change together in Dark Mode: the screen keeps its light appearance",
  ].merging(ApproximationReport.summaries) { first, _ in first }

  private static func report(_ configurator: ViewConfigurator, source: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    if !configurator.unmappedColors.isEmpty {
      let colors = configurator.unmappedColors.sorted().joined(separator: ", ")
      found.append(
        Diagnostic(
          .note, "unmapped_color", "\(Self.findings["unmapped_color"] ?? ""): \(colors)",
          at: SourceLocation(file: source)))
    }
    if !configurator.pointSizeFonts.isEmpty {
      let fonts = configurator.pointSizeFonts.sorted().joined(separator: ", ")
      found.append(
        Diagnostic(
          .warning, "point_size_font", "\(Self.findings["point_size_font"] ?? ""): \(fonts)",
          at: SourceLocation(file: source)))
    }
    return found
  }
}
