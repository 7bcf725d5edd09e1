import Diagnostics
import LayoutIR
import Pipeline
import Semantics
import TestSupport
import Testing

/// A ruleset that asks for UIStackView everywhere: arranged subviews get sizes only (one that fills a stack aligned
/// by an edge, its size less the margins), the stack's own arrangement is listed as implicit, the validator solves
/// what UIKit's stacks make, and the code type-checks.
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
    let views = try required(result.document.screens.first?.views)
    let card = try required(views.first { $0.name == "profileCardStackView" })
    verify(card.role == .stack && card.flow?.axis == .vertical)
    let follow = try required(views.first { $0.name == "followButton" })
    verify(follow.role, equals: .button, "a button stays a button even where a rule asked for a stack")
    verify(follow.constraints.filter { !$0.implicit }.allSatisfy { $0.attribute.isSize })
    // The card aligns its views to its leading margin; 'Bio' and the actions row, which fill it, are as wide as the
    // card less its margins, and the validator, which solves what UIKit's stacks make, finds the design.
    let bio = try required(views.first { $0.name == "bioLabel" })
    verify(bio.constraints.contains { $0.attribute == .width && $0.target == .superview(.width) && !$0.implicit })
    let findings = converter.validate(result).filter { $0.severity >= .warning && $0.ruleID != "touch_target" }
    verify(findings.isEmpty, "\(findings)")
    let source = converter.emit(result).map(\.contents).joined()
    // The UIKit target makes the stacks from the flows: equal shares for children that all fill along the axis.
    verify(source, contains: "actionsStackView: UIStackView = {")
    verify(source, contains: "stackView.distribution = .fillEqually")
    let problems = try SwiftTypeChecker.problems(inSource: source)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func aFrameWithoutAutoLayoutStaysAViewWhateverTheRulesAsk() throws {
    let fixture = try RulesetFixture()
    let rule = """
      return {
        summary = "every frame is a stack",
        container = function(node) return "stack" end,
      }

      """
    try fixture.write("everything", rules: [("all_stacks", rule)], manifest: "  extends = \"default\",\n")
    let converter = Converter()
    let design = try converter.loadDesign(
      try Paths.bytes(Paths.package("examples/order-form/design.json")), source: "examples/order-form/design.json")
    let result = try converter.layout(design.tree, with: fixture.runner("everything"))
    let views = try required(result.document.screens.first?.views)
    verify(views.allSatisfy { $0.role != .stack }, "the order form draws no auto layout")
    let warned = result.document.diagnostics.filter { $0.ruleID == "planner.stackWithoutFlow" }
    verify(warned.contains { $0.node?.id == "1:9" && $0.message.description.contains("'Quantity Row'") }, "\(warned)")
    // A control that draws its layers itself (the quantity's stepper) is not asked how they are laid out.
    verify(!warned.contains { $0.node?.id == "1:11" }, "\(warned)")
    let errors = converter.validate(result).filter { $0.severity == .error }
    verify(errors.isEmpty, "\(errors)")
  }
}
