import Foundation
import TestSupport
import Testing

/// Issue 11: every command renders the one pipeline's result, so `generate`, `check`, `explain` and `figsnap test`
/// report the same findings for the same input.
@Suite struct OneEntryTests {
  private static let inputs = ["examples/order-form/design.json", "examples/settings-list/design.json"]

  /// The finding lines of a command's output: diagnostics, without summaries and progress.
  private func findingLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
    }
  }

  @Test(arguments: inputs)
  func generateCheckAndExplainReportTheSameFindings(input: String) throws {
    let path = Paths.package(input)
    // Every finding, one line each: generate prints warnings and errors by default, and both fold repeated ones.
    let check = try ProcessRunner.figsnap(["check", path, "--verbose"])
    let generate = try ProcessRunner.figsnap(["generate", path, "--min-severity", "note", "--verbose"])
    let checked = findingLines(check.stdout)
    verify(!checked.isEmpty)
    verify(findingLines(generate.stderr), equals: checked)
    // explain lists the findings about its node, each as check printed it.
    let nodes = Set(
      checked.compactMap { line -> String? in
        guard let start = line.range(of: "(node ")?.upperBound else { return nil }
        return line[start...].split(separator: " ").first.map(String.init)
      })
    verify(!nodes.isEmpty)
    for node in nodes.sorted() {
      let explain = try ProcessRunner.figsnap(["explain", path, "--node", node])
      let listed = findingLines(explain.stdout).map { $0.trimmingCharacters(in: .whitespaces) }
      verify(listed, equals: checked.filter { $0.contains("node \(node) ") }, "explain --node \(node)")
    }
  }

  @Test func figsnapTestRecordsWhatCheckReports() throws {
    let folder = NSTemporaryDirectory() + "figsnap-one-entry-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try ProcessRunner.figsnap(["init", folder + "/acme"])
    let caseFolder = folder + "/acme/tests/order-form"
    try FileManager.default.createDirectory(atPath: caseFolder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.package("examples/order-form/design.json"), toPath: caseFolder + "/input.json")
    try "".write(toFile: caseFolder + "/expected.diagnostics.txt", atomically: true, encoding: .utf8)
    _ = try ProcessRunner.figsnap(["test", folder + "/acme", "--update"])
    let recorded = try String(contentsOfFile: caseFolder + "/expected.diagnostics.txt", encoding: .utf8)
    let check = try ProcessRunner.figsnap(
      ["check", caseFolder + "/input.json", "--ruleset", folder + "/acme", "--verbose"])
    let checked = findingLines(check.stdout).map {
      $0.replacingOccurrences(of: caseFolder + "/input.json", with: "tests/order-form/input.json")
    }
    verify(!checked.isEmpty)
    // The same findings; sorted by their file, which is written relative to where each command runs.
    verify(findingLines(recorded).sorted(), equals: checked.sorted())
  }

  @Test func anUpdateThatCannotWriteFailsLoudly() throws {
    let folder = NSTemporaryDirectory() + "figsnap-update-\(UUID().uuidString)/acme"
    defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
    _ = try ProcessRunner.figsnap(["init", folder])
    // A folder where the golden should be: no file can be renamed onto it.
    let golden = folder + "/tests/welcome/expected.swift"
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.createDirectory(atPath: golden + "/x", withIntermediateDirectories: true)
    let result = try ProcessRunner.figsnap(["test", folder, "--update"])
    verify(result.status, equals: 1, "\(result.stdout)")
    verify(result.stdout, contains: "cannot update tests/welcome/expected.swift: ", "\(result.stdout)")
  }
}
