import Decisions
import Diagnostics
import Foundation
import LayoutIR
import Pipeline
import Semantics
import TestSupport
import Testing
import Validation

/// Frames drawn alike that Figma did not make a component become one view class whose texts and images are
/// parameters (issue 32, item 4), in both targets, checked at every size its instances take; a ruleset turns it off,
/// keeps a frame inline or names the class.
///
/// The design is the default ruleset's `alike-frames` case: a screen with two phone fields, each labelled by its own
/// caption, three settings rows (an icon, a title and a detail) that differ only in what they say and show, and two
/// plans whose feature rows are drawn alike and which both say "Includes".
@Suite struct StructuralReuseTests {
  static let input = "rulesets/default/tests/alike-frames/input.json"
  static let rows = ["3:10", "3:20", "3:30"]

  private func layout(_ ruleset: String, in fixture: RulesetFixture? = nil) throws -> (LayoutResult, Converter) {
    try PlannedLayout.of(
      try Paths.bytes(Paths.package(Self.input)), source: "alike-frames.json", ruleset: ruleset, in: fixture)
  }

  private func views(_ result: LayoutResult) throws -> [String: ViewSpec] { try PlannedLayout.views(result) }

  @Test func framesDrawnAlikeAreOneClassWhoseTextsAndImagesAreParameters() throws {
    let (result, converter) = try layout("default")
    let classes = Dictionary(result.document.components.map { ($0.className, $0) }) { first, _ in first }
    verify(result.document.components.map(\.className), equals: ["PhoneView", "AccountRowView", "PlanView"])
    let row = try required(classes["AccountRowView"]?.component?.parameters)
    verify(row.map(\.name), equals: ["icon", "title", "detail"])
    verify(row.map(\.kind), equals: [.image, .text, .text])
    let views = try views(result)
    for row in Self.rows {
      verify(views[row]?.role == .component && views[row]?.uikitClass == "AccountRowView", "\(row)")
    }
    // The first row is the class's own; the others pass what they say and show.
    verify(views["3:10"]?.component?.arguments.isEmpty, equals: true)
    let region = try required(views["3:20"]?.component?.arguments)
    verify(region.map(\.name), equals: ["icon", "title", "detail"])
    verify(region.dropFirst().map(\.value), equals: [.text("Region"), .text("Portugal")])
    verify(region.first?.value, equals: .image("region-icon"), "an image is named for its own row")
    // Two phone fields labelled by their captions: one class, whose field VoiceOver reads by the caption it is passed.
    verify(views["2:10"]?.uikitClass == "PhoneView" && views["2:20"]?.uikitClass == "PhoneView")
    verify(views["2:20"]?.component?.arguments, equals: [ComponentArgument(name: "title", value: .text("WORK PHONE"))])
    // Two plans, each with two feature rows drawn alike: the rows are the plan class's layers, whose texts it is
    // passed, not a class inside it that would show the first plan's features in both. What both plans say alike
    // ("Includes") is the class's own.
    verify(classes["PlanView"]?.component?.parameters.map(\.kind), equals: [.text, .text, .text])
    verify(
      views["4:10"]?.component?.arguments.map(\.value), equals: [.text("Basic"), .text("One device"), .text("Ads")])
    let uikit = converter.emit(result)
    let swiftUI = converter.emitSwiftUI(result).files
    let phone = uikit.first { $0.name == "PhoneView.swift" }?.contents ?? ""
    verify(phone, contains: "TextField.accessibilityLabel = title", "\(phone)")
    verify(
      swiftUI.first { $0.name == "PhoneView.swift" }?.contents.contains(".accessibilityLabel(title)"), equals: true)
    for files in [uikit, swiftUI] {
      verify(files.contains { $0.name == "AccountRowView.swift" })
      let problems = try SwiftTypeChecker.problems(inGenerated: files)
      verify(problems, equals: nil, "\(problems ?? "")")
    }
  }

  /// The class is solved at the sizes its instances take on the screens at every phone checked, not only at the
  /// design's: a row as wide as a 375-pt phone is checked at 375.
  @Test func theClassIsCheckedAtTheSizesItsInstancesTakeOnEveryPhone() throws {
    let (result, _) = try layout("default")
    let component = try required(result.document.components.first { $0.className == "AccountRowView" })
    let checked = Validator().check(result.document)
    let widths = Set((checked.solutions[component.node] ?? []).map(\.setting.canvas.width))
    verify(widths.isSuperset(of: [375, 390, 430]), "\(widths.sorted())")
  }

  @Test func aRulesetTurnsReuseOffKeepsAFrameInlineOrNamesTheClass() throws {
    let fixture = try RulesetFixture()
    try fixture.write(
      "no_reuse", rules: [], manifest: "  extends = \"default\",\n  options = { structural_reuse = false },\n")
    let unshared = try layout("no_reuse", in: fixture).0.document.components.compactMap(\.component?.componentID)
    verify(!unshared.contains { $0.hasPrefix("alike:") }, "\(unshared)")
    let inline = """
      return {
        summary = "the region row is drawn inline",
        view = function(node) if node.name == "Region" then return { component = false } end end,
      }

      """
    try fixture.write("inline_region", rules: [("inline_region", inline)], manifest: "  extends = \"default\",\n")
    let kept = try views(try layout("inline_region", in: fixture).0)
    verify(kept["3:10"]?.role == .component && kept["3:30"]?.role == .component)
    verify(kept["3:20"]?.role, equals: .container)
    let named = """
      return {
        summary = "settings rows are one class",
        view = function(node)
          if node.parent and node.parent.name == "Account" and node.children and #node.children == 3
            and node.children[1].type == "VECTOR" then return { component = "SettingsRow" } end
        end,
      }

      """
    try fixture.write("named_rows", rules: [("named_rows", named)], manifest: "  extends = \"default\",\n")
    let classes = try layout("named_rows", in: fixture).0.document.components.map(\.className)
    verify(
      classes, equals: ["PhoneView", "SettingsRow", "PlanView"], "the rows' class is named as the rule says: \(classes)"
    )
    let wrong = """
      return { summary = "a number is no name", view = function(node) return { component = 3 } end }

      """
    try fixture.write("bad_component", rules: [("bad_component", wrong)], manifest: "  extends = \"default\",\n")
    let bad = try layout("bad_component", in: fixture).0
    let findings = bad.document.diagnostics.filter { $0.severity == .error }
    func count(_ node: RuledNode) -> Int { node.children.reduce(1) { $0 + count($1) } }
    verify(findings.count, equals: bad.ruled.screens.map { count($0.root) }.reduce(0, +), "one per node")
    verify(
      findings.first?.message.description.contains("view.component = 3; expected true, false or a class name"),
      equals: true,
      "\(findings.first.map { "\($0)" } ?? "")")
  }
}
