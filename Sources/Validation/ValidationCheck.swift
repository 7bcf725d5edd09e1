public import Diagnostics
public import LayoutIR
public import SwiftSource

/// One check of the validator: an id (its file name in snake_case), a summary, and what it finds
/// in a solved screen.
public protocol ValidationCheck: Sendable {
  /// The check's id, as severities and diagnostics name it.
  static var id: String { get }
  /// What it looks for, in one line.
  static var summary: String { get }
  /// The severity of its findings unless the ruleset changes it.
  static var defaultSeverity: Diagnostic.Severity { get }
  /// What it finds and why it matters, in full.
  static var details: String { get }
  /// What to do about a finding.
  static var help: String { get }
  /// What of a view's generated Swift a finding is about: its declaration, or its constraints.
  static var subject: SwiftSourceMap.Kind { get }

  /// The findings on one screen.
  func check(_ input: CheckInput) -> [Diagnostic]
}

extension ValidationCheck {
  public static var subject: SwiftSourceMap.Kind { .declaration }
}

/// What a check sees: the screen, its solution at the design size, and its solutions at the
/// other sizes and directions.
public struct CheckInput {
  public let screen: LayoutScreen
  public let source: String
  let design: ScreenSolve
  let others: [ScreenSolve]
  public let options: ValidationOptions
  /// Where the screen breaks in the other settings (``LayoutBreaks``).
  var breaks: [LayoutBreak] = []

  init(screen: LayoutScreen, source: String, design: ScreenSolve, others: [ScreenSolve], options: ValidationOptions) {
    self.screen = screen
    self.source = source
    self.design = design
    self.others = others
    self.options = options
    breaks = LayoutBreaks.find(in: self)
  }

  /// Whether `setting` is a phone's for a screen drawn for a phone: where a break is an error.
  func isPhone(_ setting: SolveSetting) -> Bool {
    screen.component == nil && DeviceMatrix.isPhone(screen.canvas) && DeviceMatrix.isPhone(setting.canvas)
  }

  /// A finding about `view` (or the screen) of severity `severity`.
  func finding<Check: ValidationCheck>(
    _ check: Check.Type, _ message: Diagnostic.Message, view: ViewSpec?, notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    let node = view.map { NodeRef(id: $0.node, name: $0.name) } ?? NodeRef(id: screen.node, name: screen.name)
    return Diagnostic(
      Check.defaultSeverity, Check.id, message, at: SourceLocation(file: source), node: node, notes: notes)
  }

  /// The index of each view in the screen's views, by node id (the first, for a repeated id).
  var indexByNode: [String: Int] {
    var index: [String: Int] = [:]
    for (position, view) in screen.views.enumerated() where index[view.node] == nil { index[view.node] = position }
    return index
  }
}

/// Every check, alphabetically.
public let allChecks: [any ValidationCheck] = [
  AmbiguousLayout(), BreaksAtWidth(), ConflictingConstraints(), DesignDrift(), HardcodedSafeArea(), InvalidConstraint(),
  MagicMultiplier(), NestedControl(), SpacingGrid(), StackEdgePin(), TouchTarget(), UndefinedColor(),
  UnlabeledControl(),
]
