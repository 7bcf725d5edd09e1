import Diagnostics
import FigmaModel
import LayoutIR
import Pipeline
import RuleEngine
import TestSupport
import Testing
import Validation

/// The `constraints` hook edits the planned IR; the validator holds every edit to account.
@Suite struct ConstraintHookTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  private func check(_ hook: String) throws -> (LayoutResult, [Diagnostic]) {
    let source =
      "return {\n  summary = \"edits constraints\",\n  constraints = function(view, ctx)\n\(hook)\n  end,\n}\n"
    try fixture.write("edit", rules: [("edit", source)], manifest: "  extends = \"default\",\n")
    let converter = Converter()
    let design = try converter.loadDesign(
      try Paths.bytes(Paths.package("examples/order-form/design.json")), source: "examples/order-form/design.json")
    let result = try converter.layout(design.tree, with: fixture.runner("edit"))
    return (result, converter.validate(result))
  }

  @Test func aSecondHeightIsReportedAsATwoConstraintConflict() throws {
    let hook = """
          if view.name ~= "remarkTextView" then return nil end
          local list = {}
          for _, c in ipairs(view.constraints) do list[#list + 1] = c end
          list[#list + 1] = { attribute = "height", relation = "equal", constant = 60 }
          return list
      """
    let (_, findings) = try check(hook)
    let conflict = try required(findings.first { $0.ruleID == "conflicting_constraints" })
    verify(conflict.message, equals: "2 required constraints cannot all hold at 375×812")
    verify(conflict.node?.id, equals: "1:17")
    verify(
      conflict.notes.map(\.message),
      equals: [
        "remarkTextView.height == 100 (from planner.size)",
        // The line of the `return` that gave the list, not the one the hook starts on.
        "remarkTextView.height == 60 (from rulesets/edit/rules/edit.lua:8)",
      ])
  }

  @Test func droppingARequiredConstraintIsReportedAmbiguous() throws {
    let hook = """
          if view.name ~= "remarkTextView" then return nil end
          local list = {}
          for _, c in ipairs(view.constraints) do
            if c.attribute ~= "height" then list[#list + 1] = c end
          end
          return list
      """
    let (result, findings) = try check(hook)
    let remark = try required(result.document.screens.first?.views.first { $0.name == "remarkTextView" })
    verify(!remark.constraints.contains { $0.attribute == .height })
    verify(remark.constraints.allSatisfy { !$0.origin.contains("edit.lua") }, "kept entries keep their origins")
    verify(
      findings.contains { $0.ruleID == "ambiguous_layout" && $0.message == "height is not determined at 375×812" })
  }

  /// Issue 10: 200,000 entries once sent the solver into minutes of work.
  @Test func refusesMoreConstraintsThanAViewCanUse() throws {
    let hook = """
          if view.name ~= "remarkTextView" then return nil end
          local list = {}
          for i = 1, 200000 do list[i] = { attribute = "height", relation = "equal", constant = 100 } end
          return list
      """
    let (result, _) = try check(hook)
    let error = try required(result.document.diagnostics.first { $0.ruleID == "edit" })
    verify(error.message, equals: "hook 'constraints' returned 200000 constraints; a view takes at most 100")
    let remark = try required(result.document.screens.first?.views.first { $0.name == "remarkTextView" })
    verify(remark.constraints.count, equals: 4, "the planned constraints stay")
  }

  @Test func checksEveryEntryOfTheReplacement() throws {
    let hook = """
          if view.name ~= "remarkTextView" then return nil end
          return { { attribute = "middle", constant = 1 } }
      """
    let (result, _) = try check(hook)
    let error = try required(result.document.diagnostics.first { $0.ruleID == "edit" })
    verify(error.message.hasPrefix("hook 'constraints' entry 1 needs an 'attribute'"))
    let remark = try required(result.document.screens.first?.views.first { $0.name == "remarkTextView" })
    verify(remark.constraints.count, equals: 4, "a broken answer changes nothing")
  }
}

@Suite struct CheckHookTests {
  @Test func aRulesetsOwnCheckReportsWithTheSolvedFrame() throws {
    let fixture = try RulesetFixture()
    let source = """
      return {
        summary = "buttons must be at least 120 wide",
        check = function(view, ctx)
          if view.role == "button" and view.solved.width < 400 then
            ctx.report("error", "'" .. view.name .. "' is " .. view.solved.width .. " wide, under the team's 400")
          end
        end,
      }

      """
    try fixture.write("team", rules: [("wide_buttons", source)], manifest: "  extends = \"default\",\n")
    let converter = Converter()
    let design = try converter.loadDesign(
      try Paths.bytes(Paths.package("examples/order-form/design.json")), source: "examples/order-form/design.json")
    let result = try converter.layout(design.tree, with: fixture.runner("team"))
    let report = try required(
      result.document.diagnostics.first { $0.ruleID == "wide_buttons" && $0.message.contains("submitButton") })
    verify(
      report.description,
      equals:
        "rulesets/team/rules/wide_buttons.lua:5: error: [wide_buttons] 'submitButton' is 375 wide, under the team's 400 (hook check, node 1:19 'submitButton')"
    )
  }
}
