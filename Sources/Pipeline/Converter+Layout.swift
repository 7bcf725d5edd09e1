public import Diagnostics
public import FigmaModel
public import LayoutIR
import LayoutPlanner
public import RuleEngine
import SnapKitEmitter

extension Converter {
  /// Rules and plans every screen of `tree`: the constraint IR and everything the stages found.
  public func layout(_ tree: DesignTree, with runner: RuleRunner) throws(Diagnostic) -> LayoutResult {
    let run = try rule(tree, with: runner)
    var document = Planner().plan(run.tree)
    document.diagnostics = (document.diagnostics + run.diagnostics).sorted()
    return LayoutResult(document: document, ruled: run.tree, log: run.log)
  }

  /// The Swift file of each screen of `result`.
  public func emit(_ result: LayoutResult) -> [GeneratedFile] {
    let target = result.ruled.options["deployment_target"] ?? "12.0"
    let emitter = CodeEmitter(options: CodeEmitter.Options(deploymentTarget: target))
    return result.document.screens.map { screen in
      GeneratedFile(
        name: screen.className + ".swift", screen: screen.node,
        contents: emitter.emit(screen, source: result.document.source))
    }
  }
}

/// The IR of a design and the decisions it came from.
public struct LayoutResult: Sendable {
  public var document: LayoutDocument
  public var ruled: RuledTree
  /// Lines the rules logged.
  public var log: [String]
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
  /// The file name: `OrderFormView.swift`.
  public var name: String
  /// The screen's node id.
  public var screen: String
  public var contents: String
}
