import Foundation
import TestSupport
import Testing

@Suite struct ExplainCommandTests {
  private let example = "examples/order-form/design.json"

  @Test func explainsAKeptNodeWithItsRulesConstraintsAndSolvedFrame() throws {
    let result = try ProcessRunner.figsnap(["explain", example, "--name", "Search Icon"])
    verify(result.status, equals: 0)
    verify(result.stdout.hasPrefix("node 1:16 'Search Icon' (INSTANCE) in screen 'Order Form'\n"))
    verify(
      result.stdout,
      contains:
        "  horizontal  leading = 1:15.trailing    [follow_previous, rulesets/default/rules/follow_previous.lua:18]")
    verify(result.stdout, contains: "  leading == 1:15.trailing + 4    [rulesets/default/rules/follow_previous.lua:18]")
    verify(result.stdout, contains: "solved at 375×812: [236,118 16×16], design [236,118 16×16] (off by 0 pt)")
  }

  @Test func explainsASkippedNode() throws {
    let result = try ProcessRunner.figsnap(["explain", example, "--node", "1-20"])
    // The rule's line that answered: the one returning the reason.
    let rule = "rulesets/default/rules/skip_system_chrome.lua"
    let source = try String(contentsOfFile: rule, encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let answer = try required(lines.firstIndex { $0.contains("return \"drawn by iOS: \"") }) + 1
    verify(result.stdout, contains: "  skipped: drawn by iOS: home indicator [skip_system_chrome, \(rule):\(answer)]")
  }

  @Test func needsExactlyOneWayToNameTheNode() throws {
    verify(try ProcessRunner.figsnap(["explain", example]).status, equals: 2)
    let missing = try ProcessRunner.figsnap(["explain", example, "--name", "Nope"])
    verify(missing.status, equals: 2)
    verify(missing.stderr, contains: "no layer or view named 'Nope' in the input (figsnap inspect lists them)")
  }

  @Test func findsANodeByItsViewNameAndSuggestsNearNames() throws {
    let byView = try ProcessRunner.figsnap(["explain", example, "--name", "quantityStepper"])
    verify(byView.status, equals: 0)
    verify(byView.stdout.hasPrefix("node 1:11 'Stepper' (FRAME) in screen 'Order Form'\n"))
    let typo = try ProcessRunner.figsnap(["explain", example, "--name", "Serch Icon"])
    verify(typo.status, equals: 2)
    verify(typo.stderr, contains: "no layer or view named 'Serch Icon' in the input; did you mean 'Search Icon'?")
  }

  /// A view of a component's class is found by its name too (it was suggested, and then not found).
  @Test func findsAViewOfAComponentsClassByItsName() throws {
    let input = Paths.package("rulesets/default/tests/components/input.json")
    let result = try ProcessRunner.figsnap(["explain", input, "--name", "valueLabel"])
    verify(result.status, equals: 0, "\(result.stderr)")
    verify(result.stdout.hasPrefix("node I30:2;10:3 "), "\(result.stdout.prefix(200))")
  }

  @Test func printsNoColourWithoutATerminal() throws {
    let result = try ProcessRunner.figsnap(["check", example])
    verify(result.stdout, lacks: "\u{1B}[")
    verify(result.stderr, lacks: "\u{1B}[")
  }

  @Test func everyCommandHasHelpWithExamples() throws {
    for command in ["generate", "check", "ir", "inspect", "rules", "test", "init", "explain", "fetch", "assets"] {
      let result = try ProcessRunner.figsnap([command, "--help"])
      verify(result.status, equals: 0, "\(command)")
      verify(result.stdout.hasPrefix("Usage: figsnap \(command)"), "\(command)")
      verify(result.stdout, contains: "Examples:", "\(command)")
    }
  }
}
