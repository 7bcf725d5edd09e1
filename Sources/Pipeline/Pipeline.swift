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
  }

  /// Runs `request` through its stage.
  public static func run(_ request: Request) throws(Diagnostic) -> Result {
    let converter = Converter()
    let design = try converter.loadDesign(request.bytes, source: request.source, selection: request.selection)
    var result = Result(tree: design.tree, findings: placed(design.diagnostics, on: design.tree, bytes: request.bytes))
    guard request.through > .tree, let runner = request.runner else { return result }
    guard request.through > .decisions else {
      let run = try converter.rule(design.tree, with: runner)
      result.decisions = run
      let validator = Converter.validator(options: run.tree.options, severity: run.severity, sizes: request.sizes)
      result.findings = placed(
        validator.grade(design.diagnostics + run.diagnostics), on: design.tree, bytes: request.bytes)
      return result
    }
    request.progress?(.layout, design.tree.screens.count)
    let layout = try converter.layout(
      design.tree, with: runner, solving: request.through >= .solved, target: request.target,
      deploymentTarget: request.deploymentTarget)
    let validator = converter.validator(for: layout, sizes: request.sizes)
    result.layout = layout
    result.validator = validator
    guard request.through >= .checked else {
      result.findings = placed(
        validator.grade(design.diagnostics + layout.document.diagnostics), on: design.tree, bytes: request.bytes)
      return result
    }
    request.progress?(.checked, design.tree.screens.count)
    let clock = ContinuousClock()
    let started = clock.now
    result.findings = placed(
      validator.findings(layout.document, after: design.diagnostics, solved: layout.solved), on: design.tree,
      bytes: request.bytes)
    result.validationTime = clock.now - started
    if layout.ruled.options.target == .swiftui {
      // The SwiftUI is laid out by a model of SwiftUI's layout: where it leaves the design is a finding too.
      let swiftUI = converter.emitSwiftUI(layout)
      result.findings = placed(
        result.findings + validator.grade(swiftUI.diagnostics), on: design.tree, bytes: request.bytes)
      if request.through >= .emitted { result.files = swiftUI.files }
    } else if request.through >= .emitted {
      result.files = converter.emit(layout)
    }
    return result
  }

  /// `diagnostics`, each with the screen it is about, sorted; one about a node that names the design without a line
  /// names the line and column of the node's object in `bytes`.
  private static func placed(_ diagnostics: [Diagnostic], on tree: DesignTree, bytes: [UInt8]) -> [Diagnostic] {
    ScreenFindings(NodePositions.positioned(diagnostics, in: tree, bytes: bytes), tree: tree).all
  }

  /// What a run made: the design tree, the decisions or the layout, the graded findings and the files.
  public struct Result: Sendable {
    public var tree: DesignTree
    /// The ruleset's run, when the request stopped at ``Stage/decisions``.
    public var decisions: RuleRun?
    /// The IR and the decisions it came from, from ``Stage/layout`` on.
    public var layout: LayoutResult?
    /// The validator the ruleset configures, from ``Stage/layout`` on.
    public var validator: Validator?
    /// Every finding of the stages run, graded by the ruleset's severities, placed on its screen and sorted.
    public var findings: [Diagnostic]
    /// The Swift file of each screen, at ``Stage/emitted``.
    public var files: [GeneratedFile] = []
    /// How long checking took, at ``Stage/checked`` and after; for `--stats`, never for output that must be stable.
    public var validationTime: Duration = .zero

    /// The findings by screen.
    public var byScreen: ScreenFindings { ScreenFindings(findings, tree: tree) }

    /// The design-size frame of every view, when the layout was solved.
    public var solvedFrames: [String: Frame] { layout?.solved?.frames ?? [:] }
  }
}
