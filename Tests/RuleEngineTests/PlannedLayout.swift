import LayoutIR
import Pipeline
import TestSupport
import Testing

/// A design planned as `figsnap generate` plans it, for the tests that read its views.
enum PlannedLayout {
  /// The layout of `bytes` (named `source`) with the package's ruleset `ruleset`, or `fixture`'s, and the converter
  /// that planned it.
  static func of(_ bytes: [UInt8], source: String, ruleset: String, in fixture: RulesetFixture? = nil) throws
    -> (LayoutResult, Converter)
  {
    let converter = Converter()
    let design = try converter.loadDesign(bytes, source: source)
    let runner = fixture?.runner(ruleset) ?? PipelineCache.runner(ruleset)
    return (try converter.layout(design.tree, with: runner), converter)
  }

  /// The first screen's views, by node id.
  static func views(_ result: LayoutResult) throws -> [String: ViewSpec] {
    let views = try required(result.document.screens.first?.views)
    return Dictionary(views.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
