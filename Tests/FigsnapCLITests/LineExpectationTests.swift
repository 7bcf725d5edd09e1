import Foundation
import Pipeline
import SwiftSource
import TestSupport
import Testing

/// A case's `expect.txt`: the lines a single-feature case is about, matched in order, with lines that must not appear.
@Suite struct LineExpectationTests {
  private let output = """
    class CardView: UIView {
      private let cardView: UIView = {
        let view = UIView()
        view.layer.cornerRadius = 16
        view.clipsToBounds = true
        return view
      }()
    }
    """

  private func expectations(_ text: String) throws(LineExpectationError) -> LineExpectations {
    try LineExpectations(parsing: text, file: "tests/card/expect.txt")
  }

  @Test func statedLinesInOrderPass() throws {
    let stated = try expectations(
      """
      # corners: a rounded card clips to them
      [uikit]
      private let cardView: UIView = {
        view.layer.cornerRadius = 16
      ~clipsToBounds
      !view.layer.cornerRadius = 8
      !~maskedCorners
      """)
    verify(stated.problems(.uikit, in: output, file: "tests/card/expect.txt").isEmpty)
    // An output without a section states nothing about it.
    verify(stated.problems(.swiftui, in: "", file: "tests/card/expect.txt").isEmpty)
  }

  @Test func aStatementBrokenOverLinesMatchesAsItReadsUnbroken() throws {
    // Written as figsnap writes a file: the writer breaks what is longer than the line limit.
    var writer = SwiftWriter()
    writer.block("class CardView: UIView {") { body in
      body.block("let titleLabel: UILabel = {", closer: "}()") { closure in
        closure.line("let label = UILabel()")
        closure.line(
          "label.font = UIFont.scaled(family: \"Plus Jakarta Sans Text\", size: 28, weight: .bold, italic: true, "
            + "relativeTo: .title1)")
        closure.line(
          "// TODO: the text of 'Title' is bottom-aligned in its box; a UILabel centres it, so it sits 6 pt higher "
            + "than designed")
        closure.line("return label")
      }
    }
    let broken = writer.text
    verify(broken.contains("UIFont.scaled(\n") && broken.contains(" than\n    // designed\n"), "\(broken)")
    let stated = try expectations(
      """
      [uikit]
      label.font = UIFont.scaled(family: "Plus Jakarta Sans Text", size: 28, weight: .bold, italic: true, relativeTo: .title1)
      // TODO: the text of 'Title' is bottom-aligned in its box; a UILabel centres it, so it sits 6 pt higher than designed
      return label
      !label.font = UIFont.scaled(family: "Plus Jakarta Sans", size: 28, weight: .bold)
      """)
    verify(stated.problems(.uikit, in: broken, file: "tests/card/expect.txt").isEmpty)
    // The lines as broken match too.
    let asBroken = try expectations("[uikit]\nlabel.font = UIFont.scaled(\nreturn label\n")
    verify(asBroken.problems(.uikit, in: broken, file: "tests/card/expect.txt").isEmpty)
  }

  @Test func aMissingLineNamesTheLineTheOutputAndShowsTheNearestPlace() throws {
    let stated = try expectations("[uikit]\nview.layer.cornerRadius = 12\n")
    let problems = stated.problems(.uikit, in: output, file: "tests/card/expect.txt")
    verify(problems.count, equals: 1)
    let problem = try required(problems.first)
    verify(
      problem.hasPrefix("tests/card/expect.txt:2: the UIKit output lacks the line:\n    view.layer.cornerRadius = 12\n")
    )
    // A short output is shown whole, trimmed, the nearest line marked.
    verify(problem, contains: "the output (trimmed):", "\(problem)")
    verify(problem, contains: "> 4 | view.layer.cornerRadius = 16", "\(problem)")
  }

  @Test func aLongOutputIsShownAroundTheNearestLine() throws {
    let long = (1...60).map { "let value\($0) = \($0)" }.joined(separator: "\n")
    let stated = try expectations("[swiftui]\nlet value40 = 41\n")
    let problem = try required(stated.problems(.swiftui, in: long, file: "e").first)
    verify(problem.hasPrefix("e:2: the SwiftUI output lacks the line:"))
    verify(problem, contains: "the output near line 40 (trimmed):", "\(problem)")
    verify(problem, contains: "> 40 | let value40 = 40", "\(problem)")
    verify(problem, lacks: "let value20 = 20", "\(problem)")
  }

  @Test func anEmptyOutputSaysSo() throws {
    let stated = try expectations("[diagnostics]\n~[touch_target]\n")
    let problem = try required(stated.problems(.diagnostics, in: "\n\n", file: "e").first)
    verify(
      problem, equals: "e:2: the diagnostics output lacks a line containing:\n    [touch_target]\n  the output is empty"
    )
  }

  @Test func aLineOutOfOrderSaysWhichLineItMustFollow() throws {
    let stated = try expectations("[uikit]\nview.clipsToBounds = true\nview.layer.cornerRadius = 16\n")
    let problems = stated.problems(.uikit, in: output, file: "tests/card/expect.txt")
    verify(problems.count, equals: 1)
    let problem = try required(problems.first)
    verify(
      problem.hasPrefix(
        "tests/card/expect.txt:3: the UIKit output has this line only before 'view.clipsToBounds = true' (line 5 of "
          + "the output), not after it as stated:\n    view.layer.cornerRadius = 16\n"),
      "\(problem)")
  }

  @Test func aForbiddenLineThatAppearsFails() throws {
    let stated = try expectations("[diagnostics]\n!~[touch_target]\n")
    let findings = "tests/card/input.json:9:15: warning: [touch_target] is 24×24 pt, under 44×44 (node 1:2 'x')\n"
    let problem = try required(stated.problems(.diagnostics, in: findings, file: "tests/card/expect.txt").first)
    verify(
      problem.hasPrefix(
        "tests/card/expect.txt:2: the diagnostics output has a line it must not have (line 1):\n    [touch_target]"),
      "\(problem)")
  }

  @Test func malformedFilesAreRefusedWithTheirLine() {
    #expect(throws: LineExpectationError.self) { try expectations("view.clipsToBounds = true\n") }
    #expect(throws: LineExpectationError.self) { try expectations("[uikit]\n# only a comment\n") }
    do {
      _ = try expectations("[uikit]\nview.clipsToBounds = true\n[swift]\nText(\"x\")\n")
      Issue.record("an unknown section was accepted")
    } catch {
      verify(
        error.description,
        equals:
          "tests/card/expect.txt:3: unknown section '[swift]'; the sections are [uikit], [swiftui], [diagnostics], [ir]"
      )
    }
  }

  @Test func windowsLineEndsReadAsLines() throws {
    let stated = try expectations("[uikit]\r\nview.clipsToBounds = true\r\n!view.clipsToBounds = false\r\n")
    verify(stated.sections[.uikit]?.map(\.text), equals: ["view.clipsToBounds = true", "view.clipsToBounds = false"])
    verify(stated.problems(.uikit, in: output, file: "e").isEmpty)
  }

  @Test func aBackslashStatesALineStartingWithAMarker() throws {
    let stated = try expectations("[uikit]\n\\!flag\n\\# heading\n")
    verify(stated.sections[.uikit]?.map(\.text), equals: ["!flag", "# heading"])
    verify(stated.sections[.uikit]?.allSatisfy { !$0.forbidden && !$0.partial }, equals: true)
  }

  // MARK: - `figsnap test` on a case with an expect.txt

  private func rulesetWithALinesCase(_ expect: String) throws -> String {
    let folder = NSTemporaryDirectory() + "figsnap-lines-\(UUID().uuidString)/acme"
    let created = try ProcessRunner.figsnap(["init", folder])
    verify(created.status, equals: 0, "\(created.stderr)")
    let welcome = folder + "/tests/welcome"
    for golden in ["expected.swift", "expected.swiftui.swift"] {
      try FileManager.default.removeItem(atPath: welcome + "/" + golden)
    }
    try expect.write(toFile: welcome + "/expect.txt", atomically: true, encoding: .utf8)
    return folder
  }

  private let passing = """
    # the brand colour rule: a Brand/ style becomes an asset colour
    [uikit]
    label.textColor = UIColor(named: "Primary")
    !~UIColor(red:
    [swiftui]
    ~.navigationTitle("Welcome")
    """

  @Test func aLinesCasePassesWithoutWholeFileGoldens() throws {
    let folder = try rulesetWithALinesCase(passing)
    let result = try ProcessRunner.figsnap(["test", folder])
    verify(result.status, equals: 0, "\(result.stdout)")
    verify(result.stdout, contains: "ok   case tests/welcome", "\(result.stdout)")
    // No golden is asked for, so none is written for review.
    verify(!FileManager.default.fileExists(atPath: folder + "/tests/welcome/expected.swift.new"))
  }

  @Test func aLinesCaseFailsNamingTheLineAndTheOutput() throws {
    let folder = try rulesetWithALinesCase(passing.replacingOccurrences(of: "\"Primary\")\n!", with: "\"Accent\")\n!"))
    let result = try ProcessRunner.figsnap(["test", folder])
    verify(result.status, equals: 1)
    verify(
      result.stdout,
      contains:
        "tests/welcome/expect.txt:3: the UIKit output lacks the line:\n            label.textColor = UIColor(named: \"Accent\")",
      "\(result.stdout)")
    verify(result.stdout, contains: "label.textColor = UIColor(named: \"Primary\")", "\(result.stdout)")
  }

  @Test func updateRewritesNoExpectationAndKeepsFailing() throws {
    let stated = passing.replacingOccurrences(of: "\"Primary\")\n!", with: "\"Accent\")\n!")
    let folder = try rulesetWithALinesCase(stated)
    let result = try ProcessRunner.figsnap(["test", folder, "--update"])
    verify(result.status, equals: 1)
    verify(
      result.stdout, contains: "--update does not rewrite tests/welcome/expect.txt: its lines are stated by hand",
      "\(result.stdout)")
    let welcome = folder + "/tests/welcome"
    verify(try String(contentsOfFile: welcome + "/expect.txt", encoding: .utf8), equals: stated)
    // A lines case gains no whole-file golden from --update.
    verify(!FileManager.default.fileExists(atPath: welcome + "/expected.swift"))
    verify(!FileManager.default.fileExists(atPath: welcome + "/expected.swiftui.swift"))
  }

  @Test func updateRewritesTheWholeFileGoldensALinesCaseKeeps() throws {
    let folder = try rulesetWithALinesCase(passing)
    let golden = folder + "/tests/welcome/expected.swift"
    try "stale\n".write(toFile: golden, atomically: true, encoding: .utf8)
    let stale = try ProcessRunner.figsnap(["test", folder])
    verify(stale.status, equals: 1)
    verify(stale.stdout, contains: "tests/welcome/expected.swift differs:", "\(stale.stdout)")
    let updated = try ProcessRunner.figsnap(["test", folder, "--update"])
    verify(updated.status, equals: 0, "\(updated.stdout)")
    verify(try String(contentsOfFile: golden, encoding: .utf8).contains("UIColor(named: \"Primary\")"))
    verify(try ProcessRunner.figsnap(["test", folder]).status, equals: 0)
  }
}
