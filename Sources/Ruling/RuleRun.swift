public import Decisions
public import Diagnostics

/// The outcome of a rule run.
public struct RuleRun: Sendable {
  public var tree: RuledTree
  /// Script errors, broken contracts and `ctx.report` findings.
  public var diagnostics: [Diagnostic]
  /// Lines from `print`, `snap.log` and `ctx.log`.
  public var log: [String]
  /// The ruleset's `severity` table after merging (check id → level).
  public var severity: [String: String]
  /// What the run cost; for `--stats` and benchmarks, never for output that must be stable.
  public var statistics: RuleStatistics

  /// Creates an outcome.
  public init(
    tree: RuledTree, diagnostics: [Diagnostic], log: [String], severity: [String: String],
    statistics: RuleStatistics = RuleStatistics()
  ) {
    self.tree = tree
    self.diagnostics = diagnostics
    self.log = log
    self.severity = severity
    self.statistics = statistics
  }
}

/// Counts and times of a rule run.
public struct RuleStatistics: Sendable, Hashable {
  /// Calls into rule hooks.
  public var hookCalls = 0
  /// Node views built (a screen with skipped nodes is built twice).
  public var nodesExposed = 0
  /// Seconds spent building node views.
  public var exposeSeconds = 0.0
  /// Seconds spent in the hooks, including reading and checking their answers.
  public var hookSeconds = 0.0
  /// The most bytes the Lua state held at once.
  public var luaPeakMemoryBytes = 0
  /// Calls and seconds by rule and hook ("rule.hook"), to find the rules a run spends its time in.
  public var costs: [String: HookCost] = [:]

  /// No calls yet.
  public init() {}

  /// Adds `other`'s counts and times to these (the peak is the larger one).
  public mutating func add(_ other: RuleStatistics) {
    hookCalls += other.hookCalls
    nodesExposed += other.nodesExposed
    exposeSeconds += other.exposeSeconds
    hookSeconds += other.hookSeconds
    luaPeakMemoryBytes = max(luaPeakMemoryBytes, other.luaPeakMemoryBytes)
    costs.merge(other.costs) { $0.adding($1) }
  }
}

/// What the calls of one rule's hook cost.
public struct HookCost: Sendable, Hashable {
  /// Calls made.
  public var calls = 0
  /// Calls that answered (returned something other than nil).
  public var answers = 0
  /// Seconds spent in Lua, the answer read too.
  public var seconds = 0.0

  /// No calls yet.
  public init() {}

  /// Both costs together.
  public func adding(_ other: HookCost) -> HookCost {
    var sum = self
    sum.calls += other.calls
    sum.answers += other.answers
    sum.seconds += other.seconds
    return sum
  }
}
