public import Decisions
public import Diagnostics
public import FigmaModel
public import LayoutIR
import LayoutPlanner
public import Ruling
public import Validation

/// figsnap's one entry: input bytes and a ruleset in, everything a command shows out.
///
/// Every command and `figsnap test` call ``run(_:)`` and render its result; none of them chains stages or grades
/// findings itself, so they cannot disagree about a design.
public enum Pipeline {
  /// How far a run goes; each stage includes the ones before it.
  public enum Stage: Int, Sendable, Comparable {
    /// Read and normalised.
    case tree
    /// The ruleset's decisions.
    case decisions
    /// Planned: the constraint IR, after the `constraints` and `check` hooks.
    case layout
    /// Planned and solved at the design size.
    case solved
    /// Solved and checked at the design size and the other widths.
    case checked
    /// Checked, and the Swift files emitted.
    case emitted

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What to run.
  public struct Request: Sendable {
    public var bytes: [UInt8]
    /// A design already read and normalised, run instead of `bytes` (which then only place findings, when given).
    public var design: DesignTree?
    /// The input's path as the user gave it, for diagnostics and generated headers.
    public var source: String
    public var selection: ScreenSelection
    /// The ruleset (`RuleEngine`'s `RuleRunner`, or any other ``Rules``); needed from ``Stage/decisions`` on.
    public var runner: (any Rules)?
    public var through: Stage
    /// The widths to check besides the design's (nil: the standard ones of `docs/AUTOLAYOUT.md`).
    public var sizes: [Size]?
    /// The code to plan and write, over the ruleset's `options.target`.
    public var target: RulesetOptions.OutputTarget?
    /// The iOS version to write code for, over the ruleset's `options.deploymentTarget`.
    public var deploymentTarget: String?
    /// Told when a long stage starts (``Stage/layout``, ``Stage/checked``), with the number of screens.
    public var progress: (@Sendable (Stage, Int) -> Void)?
    /// The file's variables (what the variables API returned) and their path: the paints bound to colour variables
    /// are the design's colour tokens.
    public var variables: (bytes: [UInt8], source: String)?

    /// Creates a request.
    public init(
      bytes: [UInt8], source: String, selection: ScreenSelection = .all, runner: (any Rules)?, through: Stage,
      sizes: [Size]? = nil
    ) {
      self.bytes = bytes
      self.source = source
      self.selection = selection
      self.runner = runner
      self.through = through
      self.sizes = sizes
    }

    /// Creates a request for a design already read and normalised.
    public init(design: DesignTree, runner: (any Rules)?, through: Stage, sizes: [Size]? = nil) {
      self.init(bytes: [], source: design.source, runner: runner, through: through, sizes: sizes)
      self.design = design
    }
  }

  /// Runs `request` through its stage.
  ///
  /// Each line is a stage, in the order the design flows through them; a stage the request does not reach does
  /// nothing.
  public static func run(_ request: Request) throws(Diagnostic) -> Result {
    var meter = StageMeter()  // what each stage costs, for --stats
    var run = try meter.measure(.tree) { () throws(Diagnostic) in try Run(reading: request) }  // bytes → design tree
    try meter.measure(.decisions) { () throws(Diagnostic) in try run.rule() }  // the ruleset's decisions
    try meter.measure(.layout) { () throws(Diagnostic) in try run.plan() }  // the constraint IR, `constraints` hook
    try meter.measure(.solved) { () throws(Diagnostic) in try run.solve() }  // at the design size, the `check` hook
    meter.measure(.checked) { run.check() }  // every check, at the design size and the other sizes and directions
    meter.measure(.emitted) { run.emit() }  // the Swift of every screen and component (and SwiftUI's model's findings)
    var result = run.finished()  // every finding graded by the ruleset and placed on its screen, once
    result.stageCosts = meter.costs.filter { $0.stage <= request.through }
    return result
  }

  /// What a run made: the design tree, the decisions, the layout and its solutions, the graded findings and the
  /// files.
  public struct Result: Sendable {
    public var tree: DesignTree
    /// The ruleset's run, from ``Stage/decisions`` on.
    public var decisions: RuleRun?
    /// The IR and the decisions it came from, from ``Stage/layout`` on; its design-size solve from
    /// ``Stage/solved`` on (or earlier, when the ruleset has a `check` hook).
    public var layout: LayoutResult?
    /// Every layout's frames at each size and direction it was checked at, from ``Stage/checked`` on.
    public var checked: CheckedDocument?
    /// Every finding of the stages run, graded by the ruleset's severities, placed on its screen and sorted.
    public var findings: [Diagnostic] = []
    /// The Swift file of each screen, and of the design's colour tokens the screens use (``ColorTokenSource``), at
    /// ``Stage/emitted``.
    public var files: [GeneratedFile] = []
    /// How long checking took, at ``Stage/checked`` and after; for `--stats`, never for output that must be stable.
    public var validationTime: Duration = .zero
    /// What each stage the request reached cost, in order; for `--stats`, never for output that must be stable.
    public var stageCosts: [StageCost] = []

    /// The findings by screen.
    public var byScreen: ScreenFindings { ScreenFindings(findings, tree: tree) }

    /// The design-size frame of every view, when the layout was solved.
    public var solvedFrames: [String: Frame] { layout?.solved?.frames ?? [:] }
  }
}
