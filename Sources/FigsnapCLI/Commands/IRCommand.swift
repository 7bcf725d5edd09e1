import Diagnostics
import JSONText
import LayoutIR
import Pipeline

/// `figsnap ir`: the constraint IR, as text or as its public JSON form.
enum IRCommand: Command {
  static let name = "ir"
  static let summary = "print the constraint IR figsnap plans for a design"
  static let options = OptionSpec(
    flags: ["--json"], values: DesignInput.values + RulesetInput.values, repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap ir INPUT [--json] [--node ID]... [--screen NAME]... [--ruleset NAME|PATH]

    Plans the layout of every screen and prints its constraint IR: per view its class, parent,
    design frame and properties, and one line per constraint with the rule or stage that made
    it. With --json, the IR's versioned JSON form (docs: IR-JSON). Diagnostics go to standard
    error; the exit status is 1 when any is an error.

    Options:
      --json            print the IR as JSON
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap ir examples/order-form/design.json
      figsnap ir design.json --screen Checkout --json | jq '.screens[0].views[0]'

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let design = try DesignInput.load(arguments, command: name)
    var result = try Converter().layout(design.tree, with: try RulesetInput.runner(arguments))
    result.document.diagnostics = (design.diagnostics + result.document.diagnostics).sorted()
    console.out(
      arguments.has("--json") ? LayoutJSON.json(result.document).rendered() : LayoutDump.dump(result.document))
    console.err(DiagnosticPrinter.text(result.document.diagnostics))
    return result.document.diagnostics.containsError ? .findings : .success
  }
}
