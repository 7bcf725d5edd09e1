import Diagnostics
import FigmaModel
import Foundation
import Pipeline
import Ruling
import TestSupport
import Testing

/// The palette through the pipeline: the default ruleset names repeated literals, `options.palette = false` and a run
/// of some screens write them out.
@Suite struct PaletteTests {
  private static let input = Array(
    FileManager.default.contents(atPath: Paths.package("rulesets/default/tests/palette/input.json")) ?? Data())

  private func swift(_ runner: any Rules, selection: ScreenSelection = .all) throws -> String {
    var request = Pipeline.Request(
      bytes: Self.input, source: "palette.json", selection: selection, runner: runner, through: .emitted)
    request.sizes = []
    return try Pipeline.run(request).files.map(\.contents).joined(separator: "\n")
  }

  @Test func theDefaultRulesetNamesRepeatedLiteralsAndARulesetTurnsItOff() throws {
    let named = try swift(PipelineCache.runner("default"))
    verify(named, contains: "label.textColor = UIColor.green660", "\(named)")
    verify(named, contains: "static let green660 = UIColor(red: 0.18, green: 0.49, blue: 0.196, alpha: 1)")
    let fixture = try RulesetFixture()
    try fixture.write("literals", rules: [], manifest: "  extends = \"default\",\n  options = { palette = false },\n")
    let literal = try swift(fixture.runner("literals"))
    verify(!literal.contains("green660") && literal.contains("UIColor(red: 0.18, green: 0.49, blue: 0.196, alpha: 1)"))
    try fixture.write("bad", rules: [], manifest: "  extends = \"default\",\n  options = { palette = \"yes\" },\n")
    let error = fixture.loadError("bad")?.message.description ?? ""
    verify(error, contains: "options.palette = \"yes\"; expected true or false", "\(error)")
  }

  @Test func aRunOfSomeScreensWritesLiterals() throws {
    // It cannot see what the other screens draw, and leaves the folder's palette as it was.
    let some = try swift(PipelineCache.runner("default"), selection: ScreenSelection(screenNames: ["Plants"]))
    verify(!some.contains("green660") && some.contains("UIColor(red: 0.18, green: 0.49, blue: 0.196, alpha: 1)"))
  }
}
