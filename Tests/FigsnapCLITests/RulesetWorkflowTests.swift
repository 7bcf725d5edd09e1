import Foundation
import TestSupport
import Testing

/// A new user's path: `init`, `test`, change a rule, see the diff, `--update`.
@Suite struct RulesetWorkflowTests {
  private func temporaryRuleset() -> String { NSTemporaryDirectory() + "figsnap-init-\(UUID().uuidString)/acme" }

  @Test func initThenTestPassesAChangeFailsWithADiffAndUpdateFixesIt() throws {
    let folder = temporaryRuleset()
    let created = try ProcessRunner.figsnap(["init", folder])
    verify(created.status, equals: 0, "\(created.stderr)")
    let first = try ProcessRunner.figsnap(["test", folder])
    verify(first.status, equals: 0, "\(first.stdout)")
    verify(first.stdout.hasSuffix("3 passed, 0 failed\n"))

    let rule = folder + "/rules/brand_colors.lua"
    let source = try String(contentsOfFile: rule, encoding: .utf8)
    try source.replacingOccurrences(of: "style:sub(7)", with: "\"Brand\" .. style:sub(7)")
      .write(toFile: rule, atomically: true, encoding: .utf8)
    // The button drawn 36 high is under the 44-pt touch target: a finding the case prints beside its diff.
    let input = folder + "/tests/welcome/input.json"
    try String(contentsOfFile: input, encoding: .utf8)
      .replacingOccurrences(of: #""width": 327, "height": 56"#, with: #""width": 327, "height": 36"#)
      .write(toFile: input, atomically: true, encoding: .utf8)
    let changed = try ProcessRunner.figsnap(["test", folder])
    verify(changed.status, equals: 1)
    verify(
      changed.stdout,
      contains: "tests/brand_colors_test.lua:6: expected { asset = \"Primary\" }, got { asset = \"BrandPrimary\" }")
    verify(
      changed.stdout,
      contains:
        "-    label.textColor = UIColor(named: \"Primary\")\n        +    label.textColor = UIColor(named: \"BrandPrimary\")"
    )
    verify(changed.stdout.hasSuffix("1 passed, 2 failed\n"))
    // Beside the diff, what the rules and checks said about the case.
    verify(changed.stdout, contains: "the case's findings:", "\(changed.stdout)")
    verify(changed.stdout, contains: "warning: [touch_target] is 327×36 pt, under 44×44", "\(changed.stdout)")

    _ = try ProcessRunner.figsnap(["test", folder, "--update"])
    let updated = try ProcessRunner.figsnap(["test", folder, "--filter", "welcome"])
    verify(updated.status, equals: 0)
    verify(updated.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func aMissingGoldenFailsAndIsWrittenForReview() throws {
    let folder = temporaryRuleset()
    _ = try ProcessRunner.figsnap(["init", folder])
    try FileManager.default.removeItem(atPath: folder + "/tests/welcome/expected.swift")
    let result = try ProcessRunner.figsnap(["test", folder, "--format", "junit"])
    verify(result.status, equals: 1)
    verify(result.stdout, contains: "<testsuite name=")
    verify(result.stdout, contains: "failures=\"1\"")
    verify(FileManager.default.fileExists(atPath: folder + "/tests/welcome/expected.swift.new"))
  }

  @Test func refusesToInitOverAnExistingRulesetAndReportsBrokenOnes() throws {
    let folder = temporaryRuleset()
    _ = try ProcessRunner.figsnap(["init", folder])
    let again = try ProcessRunner.figsnap(["init", folder])
    verify(again.status, equals: 2)
    verify(again.stderr, contains: "already holds a ruleset; not overwriting it")
    try "return { name = \"acme\", api = 1, rulez = {} }\n".write(
      toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    let broken = try ProcessRunner.figsnap(["test", folder])
    verify(broken.status, equals: 2)
    verify(broken.stderr, contains: "unknown key 'rulez' in ruleset.lua; did you mean 'rules'?")
  }

  @Test func writesWhatEachCaseGeneratedToCompileAndNeverOverAFileItDidNotWrite() throws {
    let folder = temporaryRuleset()
    _ = try ProcessRunner.figsnap(["init", folder])
    let output = (folder as NSString).deletingLastPathComponent + "/cases"
    let first = try ProcessRunner.figsnap(["test", folder, "--output", output])
    verify(first.status, equals: 0, "\(first.stdout)\(first.stderr)")
    // The case's goldens are what it generated: the written files are them, one folder per target.
    let uikit = output + "/acme/welcome/uikit"
    let names = try FileManager.default.contentsOfDirectory(atPath: uikit).sorted()
    verify(names, contains: "WelcomeView.swift", "\(names)")
    let written = try names.filter { $0.hasSuffix(".swift") }.map {
      try String(contentsOfFile: uikit + "/" + $0, encoding: .utf8)
    }
    let golden = try String(contentsOfFile: folder + "/tests/welcome/expected.swift", encoding: .utf8)
    verify(written.allSatisfy(golden.contains), "every written file is part of the golden")
    verify(written.map(\.count).reduce(written.count - 1, +), equals: golden.count, "and the golden is nothing else")
    verify(FileManager.default.fileExists(atPath: output + "/acme/welcome/swiftui/WelcomeView.swift"))

    // A file of the case's name that figsnap did not write stays, and the run says so with exit 2, after the results.
    try "// mine\n".write(toFile: uikit + "/WelcomeView.swift", atomically: true, encoding: .utf8)
    let blocked = try ProcessRunner.figsnap(["test", folder, "--output", output])
    verify(blocked.status, equals: 2)
    verify(blocked.stdout.hasSuffix("3 passed, 0 failed\n"))
    verify(
      blocked.stderr, contains: "WelcomeView.swift: error: [figsnap.output] exists and was not generated by figsnap")
    verify(try String(contentsOfFile: uikit + "/WelcomeView.swift", encoding: .utf8), equals: "// mine\n")
  }

  @Test func printsJSONResults() throws {
    let folder = temporaryRuleset()
    _ = try ProcessRunner.figsnap(["init", folder])
    let result = try ProcessRunner.figsnap(["test", folder, "--format", "json"])
    let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    verify(entries?.count, equals: 3)
    verify(entries?.allSatisfy { $0["passed"] as? Bool == true }, equals: true)
  }
}
