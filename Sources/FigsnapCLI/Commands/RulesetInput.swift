import Diagnostics
import RuleEngine

/// The options every command that runs a ruleset shares.
enum RulesetInput {
  static let values = ["--ruleset", "--lua-instructions", "--lua-run-instructions", "--lua-memory-mb", "--lua-seconds"]

  static let help = """
      --ruleset NAME|PATH       the ruleset: a name on the search path ($FIGSNAP_RULESETS, then
                                the installed rulesets) or a folder (default: default)
      --lua-instructions N      Lua instructions one hook call may run (default 10000000)
      --lua-run-instructions N  Lua instructions the whole run may run (default 20000000000)
      --lua-memory-mb N         memory the rules may use beyond the design data (default 64)
      --lua-seconds S           wall-clock time the rules may take (default 120)
    """

  /// The runner the arguments describe.
  static func runner(_ arguments: ParsedArguments) throws -> RuleRunner {
    var overrides = RuleLimitOverrides()
    overrides.instructionsPerHook = try number(arguments, "--lua-instructions", RuleLimits.instructionsPerHookRange)
    overrides.instructionsPerRun = try number(arguments, "--lua-run-instructions", RuleLimits.instructionsPerRunRange)
    overrides.memoryMB = try number(arguments, "--lua-memory-mb", RuleLimits.memoryMBRange)
    let seconds = Int(RuleLimits.secondsRange.lowerBound.rounded(.up))...Int(RuleLimits.secondsRange.upperBound)
    overrides.seconds = try number(arguments, "--lua-seconds", seconds).map(Double.init)
    return RuleRunner(
      ruleset: arguments.value("--ruleset") ?? "default", searchPath: .standard(), overrides: overrides)
  }

  private static func number(_ arguments: ParsedArguments, _ option: String, _ range: ClosedRange<Int>) throws -> Int? {
    try arguments.value(option).map { try NumericOption.whole($0, option, in: range) }
  }
}
