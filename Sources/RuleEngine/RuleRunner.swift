public import Diagnostics
public import FigmaModel
public import Ruling

/// Runs a ruleset over a design tree in a fresh, sandboxed Lua state and returns every decision,
/// checked against its hook's contract.
public struct RuleRunner: Rules {
  /// The ruleset: a name on the search path or a path to its folder.
  public var ruleset: String
  public var searchPath: RulesetSearchPath
  /// Limits from the command line, over the manifest's.
  public var overrides: RuleLimitOverrides

  /// Creates a runner.
  public init(ruleset: String, searchPath: RulesetSearchPath, overrides: RuleLimitOverrides = RuleLimitOverrides()) {
    self.ruleset = ruleset
    self.searchPath = searchPath
    self.overrides = overrides
  }

  /// Rules every screen of `tree`.
  ///
  /// - Throws: a diagnostic when the ruleset cannot be loaded, or a script hits a limit.
  public func run(on tree: DesignTree) throws(Diagnostic) -> RuleRun {
    try start().rule(tree)
  }

  /// Loads the ruleset into a fresh sandbox that stays alive for both rule phases: the design
  /// hooks (``RuleSession/rule(_:)``) and the `constraints` hook of the planned IR
  /// (``RuleSession/refine(_:from:)``).
  public func start() throws(Diagnostic) -> any RulingSession { try session() }

  /// ``start()`` with the concrete session.
  func session() throws(Diagnostic) -> RuleSession {
    let journal = RunJournal()
    let sandbox = try LuaSandbox(journal: journal)
    let loaded = try RulesetLoader(searchPath: searchPath, sandbox: sandbox).load(ruleset, overrides: overrides)
    sandbox.start(loaded.limits)
    let runner = self
    return RuleSession(sandbox: sandbox, loaded: loaded) { try? runner.session() }
  }

  /// The rules of the ruleset chain, active ones in consultation order, then inactive ones.
  public func describe() throws(Diagnostic) -> RulesetDescription {
    let sandbox = try LuaSandbox(journal: RunJournal())
    let loaded = try RulesetLoader(searchPath: searchPath, sandbox: sandbox).load(ruleset, overrides: overrides)
    func description(_ rule: LoadedRule, inactive: String?) -> RuleDescription {
      RuleDescription(
        id: rule.id, ruleset: rule.ruleset, summary: rule.summary, file: rule.file,
        hooks: rule.hooks.keys.sorted().map { ($0.rawValue, rule.hooks[$0]?.line ?? 0) }, inactiveReason: inactive)
    }
    return RulesetDescription(
      chain: loaded.layers.map { ($0.manifest.name, searchPath.display($0.folder)) },
      summary: loaded.layers.first?.manifest.description,
      rules: loaded.rules.map { description($0, inactive: nil) }
        + loaded.inactive.map { description($0.rule, inactive: $0.reason) })
  }
}
