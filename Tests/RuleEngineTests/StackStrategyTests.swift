import Diagnostics
import LayoutIR
import Pipeline
import TestSupport
import Testing

/// A ruleset that asks for UIStackView: arranged subviews get sizes only, the stack's own
/// arrangement is listed as implicit, and the code type-checks and solves to the design.
@Suite struct StackStrategyTests {
  @Test func autoLayoutBecomesStackViews() throws {
    let fixture = try RulesetFixture()
    let rule = """
      return {
        summary = "auto layout becomes UIStackView",
        container = function(node)
          if node.layout.mode == "HORIZONTAL" or node.layout.mode == "VERTICAL" then return "stack" end
        end,
      }

      """
    try fixture.write("stacks", rules: [("use_stacks", rule)], manifest: "  extends = \"default\",\n")
    let converter = Converter()
    let design = try converter.loadDesign(
      try Paths.bytes(Paths.package("examples/profile-card/design.json")), source: "examples/profile-card/design.json")
    let result = try converter.layout(design.tree, with: fixture.runner("stacks"))
    let views = try #require(result.document.screens.first?.views)
    let card = try #require(views.first { $0.name == "profileCardStackView" })
    #expect(card.stack?.axis == "vertical")
    let actions = try #require(views.first { $0.name == "actionsStackView" })
    #expect(actions.stack?.distribution == "fillEqually")
    let follow = try #require(views.first { $0.name == "followButton" })
    #expect(follow.stack == nil, "a button stays a button even where a rule asked for a stack")
    #expect(follow.constraints.filter { !$0.implicit }.allSatisfy { $0.attribute.isSize })
    #expect(
      result.document.diagnostics.contains {
        $0.ruleID == "planner.stackStretch" && $0.message.contains("does not stretch 'Bio'")
      })
    let findings = converter.validate(result)
    #expect(!findings.contains { $0.severity == .error }, "\(findings.filter { $0.severity == .error })")
    let problems = try SwiftTypeChecker.problems(inSource: converter.emit(result).map(\.contents).joined())
    #expect(problems == nil, "\(problems ?? "")")
  }
}
