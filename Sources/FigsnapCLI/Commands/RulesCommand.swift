import Diagnostics
import Foundation
import RuleEngine

/// `figsnap rules`: the rules of a ruleset chain, or one rule in detail.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "list the rules of a ruleset and the rulesets it extends"
  static let options = OptionSpec(values: RulesetInput.values)
  static let help = """
    Usage: figsnap rules [--ruleset NAME|PATH] [ID]

    Lists every rule of the ruleset chain in the order hooks consult them (the chosen ruleset's
    rules first, then those of the rulesets it extends), with the ruleset, the summary and the
    hooks each defines; then the rules that are disabled or replaced. With an ID, shows that
    rule in detail: where it is defined and the line of each hook.

    Options:
    \(RulesetInput.help)

    Examples:
      figsnap rules
      figsnap rules --ruleset rulesets/acme skip_chrome

    """

  /// The command's options, as given.
  struct Options: Sendable {
    var ruleset: RulesetInput
    /// The rule to describe, by id; nil lists the chain's rules.
    var rule: String?

    init(_ arguments: ParsedArguments) {
      ruleset = RulesetInput(arguments)
      rule = arguments.positionals.first
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let options = Options(arguments)
    let description = try options.ruleset.runner().describe()
    if let id = options.rule {
      guard let rule = description.rules.first(where: { $0.id == id }) else {
        let hint = Suggestion.closest(to: id, in: description.rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "no rule '\(id)' in the chain\(hint)")
      }
      console.out(detail(rule))
      return .success
    }
    let chain = description.chain.map { "\($0.name) (\($0.folder))" }.joined(separator: " → ")
    var text = "ruleset chain: \(chain)\n"
    if let summary = description.summary { text += "description: \(TerminalText.sanitized(summary))\n" }
    let width = min(28, description.rules.map(\.id.count).max() ?? 0)
    for rule in description.rules {
      let id = rule.id.padding(toLength: max(width, rule.id.count), withPad: " ", startingAt: 0)
      let hooks = rule.hooks.map(\.name).joined(separator: ",")
      let state = rule.inactiveReason.map { " (\($0))" } ?? ""
      text += "  \(id)  \(rule.ruleset): \(rule.summary) [\(hooks)]\(state)\n"
    }
    console.out(text)
    return .success
  }

  private static func detail(_ rule: RuleDescription) -> String {
    var text = "\(rule.id) — \(rule.summary)\n"
    text += "  ruleset: \(rule.ruleset)\n  file: \(rule.file)\n"
    if let reason = rule.inactiveReason { text += "  inactive: \(reason)\n" }
    for hook in rule.hooks { text += "  hook \(hook.name): \(rule.file):\(hook.line)\n" }
    return text
  }
}
