import Diagnostics
import FigmaModel
import FileTransactions
import LayoutIR
import Pipeline
import RuleEngine

/// The options every command that reads a design shares: the input, `--node`, `--screen` and
/// `--max-input-mb`, as given; the input and the size are checked when the request is made.
struct DesignInput: Sendable {
  static let values = ["--node", "--screen", "--max-input-mb", "--variables"]
  static let repeatable = ["--node", "--screen"]

  static let help = """
      --node ID         only this node, as a screen (repeatable; 1:2 or 1-2 as in Figma URLs)
      --screen NAME     only the top-level frame with this name (repeatable)
      --max-input-mb N  refuse inputs larger than N MiB (default 512)
      --variables FILE  the file's variables (what the variables API returns): paints bound to a
                        colour variable use it as a token, declared in ColorTokens.swift
    """

  /// The Figma JSON to read: the positional argument.
  var input: String?
  var nodes: [String] = []
  var screens: [String] = []
  /// `--max-input-mb`, as given.
  var maxInputMegabytes: String?
  /// `--variables`: the file's variables response.
  var variables: String?

  /// No input yet, every screen.
  init() {}

  init(_ arguments: ParsedArguments) {
    input = arguments.positionals.first
    nodes = arguments.all("--node")
    screens = arguments.all("--screen")
    maxInputMegabytes = arguments.value("--max-input-mb")
    variables = arguments.value("--variables")
  }

  /// The pipeline request for the input the options name, run `through` a stage with `runner`.
  func request(through stage: Pipeline.Stage, runner: RuleRunner?, sizes: [Size]? = nil) throws -> Pipeline.Request {
    guard let path = input else {
      throw UsageError(message: "missing the input file (Figma JSON)")
    }
    var maxBytes = InputFile.defaultMaxBytes
    if let megabytes = maxInputMegabytes {
      maxBytes = try NumericOption.whole(megabytes, "--max-input-mb", in: NumericOption.inputMegabytes) << 20
    }
    let bytes = try InputFile.read(path, maxBytes: maxBytes)
    let selection = ScreenSelection(nodeIDs: nodes, screenNames: screens)
    var request = Pipeline.Request(
      bytes: bytes, source: path, selection: selection, runner: runner, through: stage, sizes: sizes)
    if let variables { request.variables = (try InputFile.read(variables, maxBytes: maxBytes), variables) }
    return request
  }

  /// Runs the pipeline on the input the options name, `through` a stage.
  func run(through stage: Pipeline.Stage, runner: RuleRunner?, sizes: [Size]? = nil) throws -> Pipeline.Result {
    try Pipeline.run(request(through: stage, runner: runner, sizes: sizes))
  }
}

/// The options of a command that reads a design and runs a ruleset on it, as given: what a project config fills
/// wherever the command line says nothing.
struct DesignOptions: Sendable {
  var design = DesignInput()
  var ruleset = RulesetInput()
  var target = TargetOption()
  /// `--config`: the project config to use when there is no input.
  var config: String?

  /// No input, the default ruleset and target.
  init() {}

  init(_ arguments: ParsedArguments) {
    design = DesignInput(arguments)
    ruleset = RulesetInput(arguments)
    target = TargetOption(arguments)
    config = arguments.value("--config")
  }

  /// The pipeline request the options describe, run `through` a stage with the ruleset's runner: the runner, the
  /// input, then the target are checked, in that order.
  func request(through stage: Pipeline.Stage, sizes: [Size]? = nil) throws -> Pipeline.Request {
    var request = try design.request(through: stage, runner: try ruleset.runner(), sizes: sizes)
    request.target = try target.outputTarget()
    request.deploymentTarget = try target.checkedDeploymentTarget()
    return request
  }
}
