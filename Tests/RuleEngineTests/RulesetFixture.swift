import Diagnostics
import FigmaModel
import Foundation
import Pipeline
import RuleEngine
import Ruling
import TestSupport

/// Rulesets written to a temporary folder for one test: `root/rulesets/<name>/…`, with the
/// search path's working directory at `root`, so messages read `rulesets/<name>/rules/x.lua:5`.
struct RulesetFixture {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "figsnap-rulesets-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/rulesets", withIntermediateDirectories: true)
  }

  /// Writes a ruleset whose manifest lists `rules` in order; `manifest` adds Lua fields.
  @discardableResult
  func write(
    _ name: String, rules: [(id: String, source: String)], manifest: String = "", libraries: [String: String] = [:]
  ) throws -> String {
    let folder = root + "/rulesets/" + name
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
    let list = rules.map { "\"\($0.id)\"" }.joined(separator: ", ")
    let text = "return {\n  name = \"\(name)\",\n  api = 1,\n  rules = { \(list) },\n\(manifest)}\n"
    try text.write(toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    for rule in rules {
      try rule.source.write(toFile: folder + "/rules/\(rule.id).lua", atomically: true, encoding: .utf8)
    }
    for (module, source) in libraries {
      try source.write(toFile: folder + "/lib/\(module).lua", atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// The search path: this fixture's rulesets, then the repository's.
  var searchPath: RulesetSearchPath {
    RulesetSearchPath(folders: [root + "/rulesets", Paths.package("rulesets")], workingDirectory: root)
  }

  func runner(_ ruleset: String, limits: RuleLimitOverrides = RuleLimitOverrides()) -> RuleRunner {
    RuleRunner(ruleset: ruleset, searchPath: searchPath, overrides: limits)
  }

  /// The diagnostic loading `ruleset` throws, or nil when it loads.
  func loadError(_ ruleset: String) -> Diagnostic? {
    do {
      _ = try runner(ruleset).describe()
      return nil
    } catch {
      return error
    }
  }

  /// Runs `ruleset` over `design` and returns the run, or the diagnostic it threw.
  func run(_ ruleset: String, on design: DesignTree, limits: RuleLimitOverrides = RuleLimitOverrides()) -> Result<
    RuleRun, Diagnostic
  > {
    do {
      return .success(try runner(ruleset, limits: limits).run(on: design))
    } catch {
      return .failure(error)
    }
  }
}

/// Small designs for rule tests.
enum RuleDesigns {
  /// A screen with a row: a label, the unit label '/局' at x=212 and 'Search Icon' (12:7) at x=236.
  static let row: DesignTree = {
    let label = FigmaJSON.node("12:5", "TEXT", name: "Label", box: (16, 10, 40, 20), extra: #""characters": "数量""#)
    let unit = FigmaJSON.node("12:6", "TEXT", name: "/局", box: (212, 10, 20, 20), extra: #""characters": "/局""#)
    let icon = FigmaJSON.node("12:7", "INSTANCE", name: "Search Icon", box: (236, 12, 16, 16))
    let status = FigmaJSON.node("12:2", name: "Status Bar", box: (0, 0, 375, 44))
    let screen = FigmaJSON.node("12:1", name: "Row", box: (0, 0, 375, 200), children: [status, label, unit, icon])
    return (try? FigmaJSON.load(FigmaJSON.file([screen])).tree) ?? DesignTree(source: "", shape: .file, screens: [])
  }()
}
