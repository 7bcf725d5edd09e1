import Decisions
import Pipeline
import RuleEngine
import TestSupport

/// A whole run of the pipeline with the package's default ruleset, as `figsnap generate` makes it.
enum PipelineRun {
  /// `input` (a path in the package, or absolute) through emitted files, for `target`.
  static func emitted(_ input: String, target: RulesetOptions.OutputTarget) throws -> Pipeline.Result {
    let path = input.hasPrefix("/") ? input : Paths.package(input)
    var request = Pipeline.Request(
      bytes: try Paths.bytes(path), source: input,
      runner: RuleRunner(
        ruleset: "default",
        searchPath: RulesetSearchPath(folders: [Paths.package("rulesets")], workingDirectory: Paths.packageRoot)),
      through: .emitted)
    request.target = target
    return try Pipeline.run(request)
  }
}
