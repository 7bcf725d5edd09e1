import LayoutIR
import Pipeline
import RuleEngine
import TestSupport

/// Plans a design with the default ruleset and returns the IR.
enum LayoutDocumentLoader {
  static func load(path: String, source: String) throws -> LayoutDocument {
    let converter = Converter()
    let design = try converter.loadDesign(try Paths.bytes(path), source: source)
    let runner = RuleRunner(
      ruleset: "default",
      searchPath: RulesetSearchPath(folders: [Paths.package("rulesets")], workingDirectory: Paths.packageRoot))
    return try converter.layout(design.tree, with: runner).document
  }
}
