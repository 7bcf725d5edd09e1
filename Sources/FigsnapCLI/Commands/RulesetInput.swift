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
    overrides.instructionsPerHook = try number(arguments, "--lua-instructions")
    overrides.instructionsPerRun = try number(arguments, "--lua-run-instructions")
    overrides.memoryMB = try number(arguments, "--lua-memory-mb")
    overrides.seconds = try number(arguments, "--lua-seconds").map(Double.init)
    return RuleRunner(
      ruleset: arguments.value("--ruleset") ?? "default", searchPath: .standard(), overrides: overrides)
  }

  private static func number(_ arguments: ParsedArguments, _ option: String) throws -> Int? {
    guard let text = arguments.value(option) else { return nil }
    guard let value = Int(text), value > 0 else { throw UsageError(message: "\(option) takes a positive whole number") }
    return value
  }
}
