import Diagnostics
public import FigmaModel
public import LayoutIR

/// Turns a ruled design tree into the constraint IR: one screen per root, one view per kept node,
/// every constant computed from the design's geometry.
public struct Planner: Sendable {
  /// Creates a planner.
  public init() {}

  /// Plans every screen of `tree`.
  public func plan(_ tree: RuledTree) -> LayoutDocument {
    var diagnostics: [Diagnostic] = []
    var classNames: Set<String> = []  // lowercased
    var screens: [LayoutScreen] = []
    var configurator = ViewConfigurator(tree: tree)
    for screen in tree.screens {
      var screenPlanner = ScreenPlanner(tree: tree, screen: screen, configurator: configurator)
      var planned = screenPlanner.plan()
      var className = planned.screen.className
      var number = 2
      // Case-insensitively: each class is a file, `LoginView.swift` and `loginView.swift` are one file on a
      // case-insensitive disk (macOS's default).
      while classNames.contains(className.lowercased()) {
        className = planned.screen.className.replacingSuffix("View", with: "\(number)View")
        number += 1
      }
      classNames.insert(className.lowercased())
      planned.screen.className = className
      screens.append(planned.screen)
      diagnostics += planned.diagnostics
      configurator = planned.configurator
    }
    diagnostics += Self.report(configurator, source: tree.source)
    return LayoutDocument(source: tree.source, ruleset: tree.ruleset, screens: screens, diagnostics: diagnostics)
  }

  private static func report(_ configurator: ViewConfigurator, source: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    if !configurator.unmappedColors.isEmpty {
      let colors = configurator.unmappedColors.sorted().joined(separator: ", ")
      found.append(
        Diagnostic(
          .note, "unmapped_color", "colours no rule maps, written as literals: \(colors)",
          at: SourceLocation(file: source)))
    }
    if !configurator.pointSizeFonts.isEmpty {
      let fonts = configurator.pointSizeFonts.sorted().joined(separator: ", ")
      found.append(
        Diagnostic(
          .warning, "point_size_font", "text styles no rule maps, written as point sizes: \(fonts)",
          at: SourceLocation(file: source)))
    }
    return found
  }
}

extension String {
  fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self + replacement
  }
}
