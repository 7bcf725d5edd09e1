import Diagnostics
import JSONText
import LayoutIR
import Pipeline
import Validation

/// `figsnap ir`: the constraint IR, as text or as its public JSON form.
enum IRCommand: Command {
  static let name = "ir"
  static let summary = "print the constraint IR figsnap plans for a design"
  static let options = OptionSpec(
    flags: ["--json", "--solved"], values: DesignInput.values + RulesetInput.values, repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap ir INPUT [--json] [--node ID]... [--screen NAME]... [--ruleset NAME|PATH]

    Plans the layout of every screen and prints its constraint IR: per view its class, parent,
    design frame and properties, and one line per constraint with the rule or stage that made
    it. With --json, the IR's versioned JSON form (docs: IR-JSON). Diagnostics go to standard
    error; the exit status is 1 when any is an error.

    Options:
      --json            print the IR as JSON
      --solved          add each view's solved frame at the design size to the text dump
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap ir examples/order-form/design.json
      figsnap ir design.json --screen Checkout --json | jq '.screens[0].views[0]'

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let json = arguments.has("--json")
    let solving = arguments.has("--solved") && !json
    let runner = try RulesetInput(arguments).runner()
    let result = try DesignInput(arguments).run(through: solving ? .solved : .layout, runner: runner)
    guard var document = result.layout?.document else { return .success }
    document.diagnostics = result.findings
    if json {
      console.out(LayoutJSON.json(document).rendered())
    } else {
      console.out(LayoutDump.dump(document, solved: result.solvedFrames))
    }
    console.findings(DiagnosticPrinter.text(result.findings))
    return result.findings.containsError ? .findings : .success
  }
}
