import Diagnostics
import FigmaModel
import JSONText
import LayoutIR
import Pipeline
import Validation

/// `figsnap explain`: why one node became what it became.
enum ExplainCommand: Command {
  static let name = "explain"
  static let summary = "show every decision about one node, the rules behind them and its solved frame"
  static let options = OptionSpec(values: ["--node", "--name", "--max-input-mb"] + RulesetInput.values)
  static let help = """
    Usage: figsnap explain INPUT (--node ID | --name NAME) [--ruleset NAME|PATH]

    For one node: whether it was kept or skipped and by which rule, each hook's decision and the
    rule (file:line) that made it (or figsnap's built-in behaviour), the view it became, its
    constraints and where each came from, its solved frame at the design size next to its design
    frame, and the findings about it.

    Options:
      --node ID         the node's id (1:2 or 1-2)
      --name NAME       the first node with this layer name, or the view of this name in the code
    \(RulesetInput.help)

    Examples:
      figsnap explain examples/order-form/design.json --name "Search Icon"
      figsnap explain design.json --node 12-7 --ruleset rulesets/acme

    """

  /// The command's options, as given.
  struct Options: Sendable {
    /// `--node ID`, as the API spells it.
    var node: String?
    /// `--name NAME`.
    var name: String?
    var design: DesignInput
    var ruleset: RulesetInput

    init(_ arguments: ParsedArguments) {
      node = arguments.value("--node").map(ScreenSelection.apiNodeID)
      name = arguments.value("--name")
      design = DesignInput(arguments)
      ruleset = RulesetInput(arguments)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let options = Options(arguments)
    let id = options.node
    let layerName = options.name
    guard (id == nil) != (layerName == nil) else { throw UsageError(message: "give one of --node ID or --name NAME") }
    var loading = options.design
    loading.nodes = []
    let runner = try options.ruleset.runner()
    let result = try loading.run(through: .checked, runner: runner)
    guard let layout = result.layout else { return .success }
    guard let node = find(id: id, name: layerName, in: result.tree, views: layout.document) else {
      throw UsageError(message: notFound(id: id, name: layerName, in: result.tree, views: layout.document))
    }
    console.out(
      ExplainReport(
        node: node.node, screen: node.screen, result: layout, solved: result.solvedFrames, findings: result.findings
      ).text)
    return .success
  }

  /// The node with `id`, or the first whose layer name or generated view name is `name`.
  private static func find(id: String?, name: String?, in tree: DesignTree, views: LayoutDocument) -> (
    node: DesignNode, screen: DesignScreen
  )? {
    for screen in tree.screens {
      if let id, let node = screen.root.find(id: id) { return (node, screen) }
      if let name, let node = screen.root.first(where: { $0.name == name }) { return (node, screen) }
    }
    guard let name else { return nil }
    for (screen, planned) in zip(tree.screens, views.screens) {
      let cellViews = planned.withCells.flatMap(\.views)
      if let view = cellViews.first(where: { $0.name == name }), let node = screen.root.find(id: view.node) {
        return (node, screen)
      }
    }
    // A view of a component's class: the layer it was planned from, in the screen that holds it.
    for view in views.components.flatMap(\.views) where view.name == name {
      for screen in tree.screens {
        if let node = screen.root.find(id: view.node) { return (node, screen) }
      }
    }
    return nil
  }

  private static func notFound(id: String?, name: String?, in tree: DesignTree, views: LayoutDocument) -> String {
    guard let name else { return "no node with id '\(id ?? "")' in the input (figsnap inspect lists the ids)" }
    // (The views figsnap adds, a scroll view and its content, stand for no layer: nothing to explain.)
    var names: [String] = views.layouts.flatMap { $0.views.filter { !$0.node.contains("#") }.map(\.name) }
    for screen in tree.screens { screen.root.forEachNode { names.append($0.name) } }
    let hint =
      Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? " (figsnap inspect lists them)"
    return "no layer or view named '\(name)' in the input\(hint)"
  }
}
