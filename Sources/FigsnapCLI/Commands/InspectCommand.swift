import Decisions
import Diagnostics
import FigmaModel
import JSONText
import Pipeline
import RuleEngine
import Ruling

/// `figsnap inspect`: the normalised design tree, as text or as the `design.json` package.
enum InspectCommand: Command {
  static let name = "inspect"
  static let summary = "print the design tree figsnap reads from Figma JSON"
  static let options = OptionSpec(
    flags: ["--json", "--summary", "--log", "--stats"], values: DesignInput.values + RulesetInput.values,
    repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap inspect INPUT [--node ID]... [--screen NAME]... [--json]

    Reads a Figma REST API response (a file, a /nodes response, or one node) and prints every
    screen as an indented tree: type, id, name, frame in the parent and in the screen, and the
    layout facts (auto layout, sizing, constraints, fills, text, components).

    Options:
      --json            print the design package (design.json): every node by id with
                        frame.absolute {x, y, w, h} and frame.relative {x, y}
      --summary         print one line: the response shape, screens and nodes
      --ruleset R       print the ruleset's decisions instead: per kept node the view,
                        container, edges and size it chose and the rule that chose each,
                        then the skipped nodes, colours and fonts (see below for limits)
      --log             with --ruleset, also print what the rules logged (print, ctx.log)
      --stats           with --ruleset, print what reading and the rules cost: hook calls, nodes
                        exposed, the costliest rules
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap inspect examples/stepper-row/design.json
      figsnap inspect file.json --screen Checkout --json > design.json
      figsnap inspect nodes.json --node 12-34

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let ruleset = RulesetInput(arguments)
    let design = DesignInput(arguments)
    if ruleset.ruleset != nil {
      let runner = try ruleset.runner()
      let result = try design.run(through: .decisions, runner: runner)
      guard let run = result.decisions else { return .success }
      console.out(RuledTreeDumper.dump(run.tree))
      if arguments.has("--log") { console.err(run.log.map { "log: \($0)\n" }.joined()) }
      if arguments.has("--stats") {
        console.err(RunStatistics.stagesText(result.stageCosts) + RunStatistics.rulesText(run.statistics))
      }
      console.findings(DiagnosticPrinter.text(result.findings))
      return result.findings.containsError ? .findings : .success
    }
    let result = try design.run(through: .tree, runner: nil)
    if arguments.has("--summary") {
      let nodes = result.tree.screens.reduce(0) { $0 + $1.root.subtreeCount }
      let tree = result.tree
      console.out("\(tree.source): \(tree.shape.rawValue) response, \(tree.screens.count) screens, \(nodes) nodes\n")
    } else if arguments.has("--json") {
      console.out(DesignPackage.json(result.tree).rendered())
    } else {
      console.out(TreeDumper.dump(result.tree))
    }
    console.findings(DiagnosticPrinter.text(result.findings))
    return result.findings.containsError ? .findings : .success
  }
}
