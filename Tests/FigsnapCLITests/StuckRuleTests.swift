import Foundation
import TestSupport
import Testing

/// A rule stuck where Lua's instruction hook cannot reach it is stopped from outside.
///
/// A string pattern that backtracks inside C is stopped past the run's time limit, with a located
/// diagnostic and exit 2 (issue 10, item 2). It runs as a subprocess: the watchdog ends the
/// process it is in.
@Suite struct StuckRuleTests {
  @Test func aBacktrackingPatternIsStoppedByTheWatchdog() throws {
    let folder = NSTemporaryDirectory() + "figsnap-stuck-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let rule = """
      return { summary = "backtracks", view = function(node)
        return string.find(string.rep("a", 5000), string.rep(".-", 40) .. "b") and {} or nil
      end }

      """
    try OneRuleRuleset.write(name: "stuck", rule: "backtrack", source: rule, into: folder)
    let started = Date()
    let result = try ProcessRunner.figsnap([
      "generate", "examples/order-form/design.json", "-o", folder + "/out", "--ruleset", folder, "--lua-seconds", "1",
    ])
    verify(Date().timeIntervalSince(started) < 30, "stopped, not left to hang")
    verify(result.status, equals: 2)
    verify(
      result.stderr,
      contains:
        "rules/backtrack.lua:1: error: [backtrack] time limit of the run (1 s; limits.seconds or --lua-seconds) "
        + "exceeded inside a library call that cannot be interrupted")
    verify(result.stderr, contains: "(hook view, node 1:2 'Order Form')")
    verify(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing written")
  }
}
