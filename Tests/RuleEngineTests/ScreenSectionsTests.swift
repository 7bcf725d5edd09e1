import Decisions
import Foundation
import LayoutIR
import Pipeline
import Semantics
import TestSupport
import Testing
import Validation

/// A screen too long to read in one file is split into classes of its own (issue 32: no screen file over 800 lines),
/// in both targets, each a class used once named for its heading, solved where the screen shows it; a ruleset sets the
/// budget or turns it off.
///
/// The design is the default ruleset's `screen-sections` case: a settings screen of three grouped sections ("Account"
/// of 8 rows, "Preferences" of 6, "About" of 4), each row unlike the others (its icon's colour), so no class of frames
/// drawn alike takes them, in frames Figma named "Frame 7".
@Suite struct ScreenSectionsTests {
  static let input = "rulesets/default/tests/screen-sections/input.json"
  static let account = "5:147"
  static let preferences = "5:182"
  static let about = "5:206"

  private func layout(_ ruleset: String, in fixture: RulesetFixture? = nil) throws -> (LayoutResult, Converter) {
    try PlannedLayout.of(
      try Paths.bytes(Paths.package(Self.input)), source: "screen-sections.json", ruleset: ruleset, in: fixture)
  }

  @Test func theLargestPartsThatFitBecomeClassesNamedForTheirHeadings() throws {
    let (result, converter) = try layout("default")
    verify(result.document.components.map(\.className), equals: ["AccountSectionView", "PreferencesSectionView"])
    verify(result.document.components.map(\.component?.componentID), equals: ["section:5:147", "section:5:182"])
    let views = try PlannedLayout.views(result)
    verify(views[Self.account]?.name == "accountSectionView" && views[Self.account]?.role == .component)
    verify(views[Self.preferences]?.uikitClass, equals: "PreferencesSectionView")
    // What is left fits: the About section stays the screen's own.
    verify(views[Self.about]?.role, equals: .container)
    let screen = try required(result.document.screens.first)
    verify(screen.views.count <= 36, "\(screen.views.count)")
    // A part says what it says: no parameters, no arguments.
    verify(result.document.components.allSatisfy { $0.component?.parameters.isEmpty == true })
    // Each part is solved where the screen shows it, and at the sizes it takes on the other phones.
    let checked = Validator().check(result.document)
    for part in result.document.components {
      let widths = Set((checked.solutions[part.node] ?? []).map(\.setting.canvas.width))
      verify(widths.isSuperset(of: [343, 358]), "\(part.className): \(widths.sorted())")
    }
    for files in [converter.emit(result), converter.emitSwiftUI(result).files] {
      verify(files.map(\.name), contains: "AccountSectionView.swift")
      verify(files.allSatisfy { $0.contents.split(separator: "\n").count <= 800 })
      let problems = try SwiftTypeChecker.problems(inGenerated: files)
      verify(problems, equals: nil, "\(problems ?? "")")
    }
    // In SwiftUI the screen's owner drives the switches inside a part, through the screen.
    let swiftUI = converter.emitSwiftUI(result).files.first { $0.name == "SettingsView.swift" }?.contents ?? ""
    verify(swiftUI, contains: "@Binding var isAccountSectionNotificationsOn: Bool", "\(swiftUI)")
  }

  @Test func aRulesetSetsTheBudgetOrKeepsScreensWhole() throws {
    let fixture = try RulesetFixture()
    try fixture.write(
      "whole", rules: [], manifest: "  extends = \"default\",\n  options = { section_views = false },\n")
    verify(try layout("whole", in: fixture).0.document.components.isEmpty)
    // Of the three sections, Account (49 views) does not fit 30 and stays, as no part of it fits either.
    try fixture.write("small", rules: [], manifest: "  extends = \"default\",\n  options = { section_views = 30 },\n")
    verify(
      try layout("small", in: fixture).0.document.components.map(\.className),
      equals: [
        "PreferencesSectionView", "AboutSectionView",
      ])
    try fixture.write("bad", rules: [], manifest: "  extends = \"default\",\n  options = { section_views = 2.5 },\n")
    #expect {
      _ = try layout("bad", in: fixture)
    } throws: { error in
      "\(error)".contains("options.section_views = 2.5; expected a count of views or false")
    }
  }
}
