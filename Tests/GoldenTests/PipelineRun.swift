import Decisions
import Pipeline
import TestSupport

/// A whole run of the pipeline with the package's default ruleset, as `figsnap generate` makes it.
enum PipelineRun {
  /// `input` (a path in the package, or absolute) through emitted files, for `target`: the run ``PipelineCache``
  /// shares.
  static func emitted(_ input: String, target: RulesetOptions.OutputTarget) throws -> Pipeline.Result {
    // The default ruleset writes UIKit: its UIKit run is the one the suites that name no target share.
    try PipelineCache.run(input, target: target == .uikit ? nil : target)
  }

  /// The same run, made afresh.
  static func fresh(_ input: String, target: RulesetOptions.OutputTarget) throws -> Pipeline.Result {
    let path = input.hasPrefix("/") ? input : Paths.package(input)
    var request = Pipeline.Request(
      bytes: try Paths.bytes(path), source: input, runner: PipelineCache.runner("default"), through: .emitted)
    request.target = target
    return try Pipeline.run(request)
  }
}
