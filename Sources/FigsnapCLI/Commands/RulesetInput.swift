import Diagnostics
import RuleEngine

/// The options every command that runs a ruleset shares, as given; the limits are checked when the runner is made.
struct RulesetInput: Sendable {
  static let values = ["--ruleset", "--lua-instructions", "--lua-run-instructions", "--lua-memory-mb", "--lua-seconds"]

  static let help = """
      --ruleset NAME|PATH       the ruleset: a name on the search path ($FIGSNAP_RULESETS, then
                                the installed rulesets) or a folder (default: default)
      --lua-instructions N      Lua instructions one hook call may run (default 10000000)
      --lua-run-instructions N  Lua instructions the whole run may run (default 20000000000)
      --lua-memory-mb N         memory the rules may use beyond the design data (default 64)
      --lua-seconds S           wall-clock time the rules may take (default 120)
    """

  /// `--ruleset`: a name or a folder; nil for `default`.
  var ruleset: String?
  /// The limits' options, by name, as given.
  var limits: [String: String] = [:]

  /// The default ruleset with its default limits.
  init() {}

  init(_ arguments: ParsedArguments) {
    ruleset = arguments.value("--ruleset")
    for option in Self.values.dropFirst() { limits[option] = arguments.value(option) }
  }

  /// The runner the options describe.
  func runner() throws -> RuleRunner {
    var overrides = RuleLimitOverrides()
    overrides.instructionsPerHook = try number("--lua-instructions", RuleLimits.instructionsPerHookRange)
    overrides.instructionsPerRun = try number("--lua-run-instructions", RuleLimits.instructionsPerRunRange)
    overrides.memoryMB = try number("--lua-memory-mb", RuleLimits.memoryMBRange)
    let seconds = Int(RuleLimits.secondsRange.lowerBound.rounded(.up))...Int(RuleLimits.secondsRange.upperBound)
    overrides.seconds = try number("--lua-seconds", seconds).map(Double.init)
    return RuleRunner(ruleset: ruleset ?? "default", searchPath: .standard(), overrides: overrides)
  }

  private func number(_ option: String, _ range: ClosedRange<Int>) throws -> Int? {
    try limits[option].map { try NumericOption.whole($0, option, in: range) }
  }
}
