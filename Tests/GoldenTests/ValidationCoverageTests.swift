import Diagnostics
import FigmaModel
import Foundation
import LayoutIR
import Pipeline
import RuleEngine
import Semantics
import TestSupport
import Testing
import Validation

/// Every screen of the examples and of the shared fixtures, solved: no ambiguity, no conflict,
/// every view within 0.5 pt of the design (1 pt for labels).
@Suite struct ValidationCoverageTests {
  @Test(arguments: GeneratedCodeTests.inputs)
  func everyScreenSolvesToTheDesign(input: String) throws {
    let (_, result, checked) = try Self.checked(input)
    let errors = checked.findings.filter { $0.severity == .error }
    verify(errors.isEmpty, "\(errors.prefix(5).map(\.description))")
    for screen in result.document.screens {
      let solved = checked.solutions[screen.node]?.first?.frames ?? [:]
      for view in screen.views {
        guard let frame = solved[view.node] else { continue }
        let tolerance = view.role == .label ? 1.0 : 0.5
        let within =
          abs(frame.x - view.frame.x) <= tolerance && abs(frame.y - view.frame.y) <= tolerance
          && abs(frame.width - view.frame.width) <= tolerance && abs(frame.height - view.frame.height) <= tolerance
        verify(within, "\(view.name) solved \(frame), design \(view.frame)")
      }
    }
  }

  /// The validator solves each screen once per reading direction and moves that solution to the other sizes; at
  /// every size and direction it gives the frames a solve from scratch gives.
  @Test(arguments: GeneratedCodeTests.inputs)
  func solutionsMovedToOtherSizesAreTheSolutionsFromScratch(input: String) throws {
    let (_, result, checked) = try Self.checked(input)
    let validator = Converter().validator(for: result)
    for screen in result.document.layouts {
      let moved = (checked.solutions[screen.node] ?? []).dropFirst()
      verify(!moved.isEmpty)
      for (setting, frames) in moved.map({ ($0.setting, $0.frames) }) {
        let scratch = validator.solvedFrames(screen, in: setting)
        for view in screen.views {
          guard let a = frames[view.node], let b = scratch[view.node] else { continue }
          let same =
            abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
          verify(same, "\(screen.className).\(view.name) at \(setting.label): moved \(a), from scratch \(b)")
        }
      }
    }
  }

  /// Every screen taller than its device scrolls: a scroll view whose content keeps the design's
  /// height, solved to the design (the test above holds every view in it to the design).
  @Test(arguments: GeneratedCodeTests.inputs)
  func everyTallScreenScrolls(input: String) throws {
    let (tree, result, checked) = try Self.checked(input)
    for (screen, planned) in zip(tree.screens, result.document.screens) {
      guard let device = screen.device.device, screen.root.absolute.height > device.height + 0.5 else { continue }
      let scroll = planned.views.first { $0.parent == planned.node && $0.role == .scroll }
      verify(scroll != nil, "\(planned.className) is \(planned.canvas.height) tall on a \(device.name)")
      let content = planned.views.first { $0.parent == scroll?.node }
      verify(content?.frame.height, equals: planned.canvas.height)
      let solved = checked.solutions[planned.node]?.first?.frames ?? [:]
      verify(content.flatMap { solved[$0.node] }?.height, equals: planned.canvas.height)
    }
  }

  /// The design, its layout by the default ruleset and what checking it solved and found: the run the other suites
  /// share.
  private static func checked(_ input: String) throws -> (DesignTree, LayoutResult, CheckedDocument) {
    let result = try PipelineCache.run(input)
    return (result.tree, try required(result.layout), try required(result.checked))
  }

  @Test func aRulesetThatDropsARequiredConstraintIsReportedAmbiguous() throws {
    let example = try Paths.bytes(Paths.package("examples/order-form/design.json"))
    let converter = Converter()
    let design = try converter.loadDesign(example, source: "examples/order-form/design.json")
    let runner = RuleRunner(
      ruleset: "default",
      searchPath: RulesetSearchPath(folders: [Paths.package("rulesets")], workingDirectory: Paths.packageRoot))
    var result = try converter.layout(design.tree, with: runner)
    let index = try required(result.document.screens[0].views.firstIndex { $0.name == "remarkTextView" })
    result.document.screens[0].views[index].constraints.removeAll { $0.attribute == .height }
    let findings = converter.validate(result)
    verify(
      findings.contains {
        $0.ruleID == "ambiguous_layout" && $0.node?.id == "1:17" && $0.message.hasPrefix("height is not determined")
      })
  }
}
