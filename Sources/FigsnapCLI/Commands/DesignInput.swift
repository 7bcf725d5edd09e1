import Diagnostics
import FigmaModel
import FileTransactions
import LayoutIR
import Pipeline
import RuleEngine

/// The options every command that reads a design shares: the input, `--node`, `--screen` and
/// `--max-input-mb`.
enum DesignInput {
  static let values = ["--node", "--screen", "--max-input-mb"]
  static let repeatable = ["--node", "--screen"]

  static let help = """
      --node ID         only this node, as a screen (repeatable; 1:2 or 1-2 as in Figma URLs)
      --screen NAME     only the top-level frame with this name (repeatable)
      --max-input-mb N  refuse inputs larger than N MiB (default 512)
    """

  /// The pipeline request for the input the arguments name, run `through` a stage with `runner`.
  static func request(
    _ arguments: ParsedArguments, through stage: Pipeline.Stage, runner: RuleRunner?, sizes: [Size]? = nil
  ) throws -> Pipeline.Request {
    guard let path = arguments.positionals.first else {
      throw UsageError(message: "missing the input file (Figma JSON)")
    }
    var maxBytes = InputFile.defaultMaxBytes
    if let megabytes = arguments.value("--max-input-mb") {
      maxBytes = try NumericOption.whole(megabytes, "--max-input-mb", in: NumericOption.inputMegabytes) << 20
    }
    let bytes = try InputFile.read(path, maxBytes: maxBytes)
    let selection = ScreenSelection(nodeIDs: arguments.all("--node"), screenNames: arguments.all("--screen"))
    return Pipeline.Request(
      bytes: bytes, source: path, selection: selection, runner: runner, through: stage, sizes: sizes)
  }

  /// Runs the pipeline on the input the arguments name, `through` a stage.
  static func run(
    _ arguments: ParsedArguments, through stage: Pipeline.Stage, runner: RuleRunner?, sizes: [Size]? = nil
  ) throws -> Pipeline.Result {
    try Pipeline.run(request(arguments, through: stage, runner: runner, sizes: sizes))
  }
}
