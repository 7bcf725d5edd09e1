import Foundation
import TestSupport
import Testing

/// Issue 10, item 7: text from rules (reports, logs, error messages) reaches the terminal with
/// its control characters escaped, so a rule cannot recolour, clear or retitle it.
@Suite struct ControlCharacterOutputTests {
  @Test func noEscapeByteFromARuleIsPrinted() throws {
    let folder = NSTemporaryDirectory() + "figsnap-ansi-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let rule = """
      return { summary = "loud", view = function(node, ctx)
        print("\\27]0;pwned\\7")
        ctx.log("\\27[2J")
        ctx.report("warning", "\\27[31mred\\27[0m")
        error("\\27[1mboom")
      end }

      """
    try OneRuleRuleset.write(name: "ansi", rule: "loud", source: rule, into: folder)
    let result = try ProcessRunner.figsnap([
      "inspect", "examples/order-form/design.json", "--ruleset", folder, "--log",
    ])
    let printed = result.stdout + result.stderr
    verify(printed.utf8, lacks: 0x1B, "\(printed.debugDescription)")
    verify(result.stderr, contains: "[loud] \\u{1B}[31mred\\u{1B}[0m", "\(result.stderr)")
    verify(result.stderr, contains: "[loud] \\u{1B}[1mboom", "\(result.stderr)")
    verify(result.stderr, contains: "log: \\u{1B}]0;pwned\\u{7}", "\(result.stderr)")
  }
}
