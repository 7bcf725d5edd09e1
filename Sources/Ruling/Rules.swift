public import Decisions
public import Diagnostics
public import FigmaModel
public import LayoutIR

/// What the pipeline asks of a ruleset: the seam between figsnap's stages and whatever runs the team's rules.
///
/// `RuleEngine` implements it with sandboxed Lua; the pipeline, the planner and the emitters know only this.
public protocol Rules: Sendable {
  /// A session that holds the ruleset loaded for one run: its design hooks, then its IR hooks.
  func start() throws(Diagnostic) -> any RulingSession
}

/// One run of a ruleset, alive across its phases.
public protocol RulingSession: AnyObject {
  /// Asks the design hooks of every screen of `tree`.
  func rule(_ tree: DesignTree) throws(Diagnostic) -> RuleRun

  /// Lets the rules replace the planned constraints of each view; every entry is checked.
  func refine(_ document: LayoutDocument, from ruled: RuledTree) throws(Diagnostic) -> (
    document: LayoutDocument, diagnostics: [Diagnostic]
  )

  /// Whether any rule checks the solved views (so the layout must be solved first).
  var checksViews: Bool { get }

  /// Asks the rules' checks of every view, with its solved frame at the design size by node id.
  func check(_ document: LayoutDocument, from ruled: RuledTree, solved: [String: Frame]) throws(Diagnostic)
    -> [Diagnostic]
}
