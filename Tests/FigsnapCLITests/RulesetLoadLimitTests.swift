import Foundation
import TestSupport
import Testing

/// Loading a ruleset is bounded like running it (issue 27, item 2): a loop inside a C library function at the top of
/// `ruleset.lua`, of a rule file or of a `lib/` module, where no instruction hook sees it, is stopped by the watchdog
/// past the time limit, with the file it was loading and exit 2.
///
/// Each case runs figsnap as a subprocess (the watchdog ends the process it is in), killed after a minute so that a
/// regression fails instead of hanging.
@Suite struct RulesetLoadLimitTests {
  /// Where the stuck line is, and how the time limit is set.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var limits: String
    var arguments: [String]
    var testDescription: String { "\(file), \(arguments.isEmpty ? "limits.seconds" : "--lua-seconds")" }
  }

  static let cases = [
    // The manifest's own limits are not known before it loads: the command line's apply.
    Case(file: "ruleset.lua", limits: "", arguments: ["--lua-seconds", "1"]),
    Case(file: "rules/stuck.lua", limits: "limits = { seconds = 1 }, ", arguments: []),
    Case(file: "lib/slow.lua", limits: "", arguments: ["--lua-seconds", "1"]),
  ]

  private static let stuck = "local _ = string.rep(\"\", math.maxinteger)\n"

  @Test(arguments: cases) func aLoopInCWhileLoadingIsStoppedAtTheTimeLimit(_ stuckIn: Case) throws {
    let folder = NSTemporaryDirectory() + "figsnap-load-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for sub in ["rules", "lib"] {
      try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    let files = [
      "ruleset.lua": (stuckIn.file == "ruleset.lua" ? Self.stuck : "")
        + "return { name = \"slow\", api = 1, extends = \"default\", \(stuckIn.limits)rules = { \"stuck\" } }\n",
      "rules/stuck.lua": (stuckIn.file == "rules/stuck.lua" ? Self.stuck : "")
        + "local slow = require(\"slow\")\nreturn { summary = \"stuck\", view = function() end }\n",
      "lib/slow.lua": (stuckIn.file == "lib/slow.lua" ? Self.stuck : "") + "return {}\n",
    ]
    for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
    let generate = [
      ProcessRunner.figsnap, "generate", "examples/order-form/design.json", "-o", folder + "/out", "--ruleset", folder,
    ]
    let result = try ProcessRunner.run("/usr/bin/env", ["timeout", "-s", "KILL", "60"] + generate + stuckIn.arguments)
    verify(result.status, equals: 2, "stopped with exit 2, not killed (\(result.status)): \(result.stderr)")
    let file = (folder as NSString).lastPathComponent + "/" + stuckIn.file
    let expected =
      "\(file): error: [ruleset.load] time limit of the run (1 s; limits.seconds or --lua-seconds) exceeded inside a "
      + "library call that cannot be interrupted"
    verify(result.stderr, contains: expected, "\(result.stderr)")
    verify(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing written")
  }
}
