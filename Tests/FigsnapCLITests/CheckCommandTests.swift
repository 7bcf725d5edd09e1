import Foundation
import TestSupport
import Testing

@Suite struct CheckCommandTests {
  private let example = "examples/order-form/design.json"

  @Test func printsXcodeStyleFindingsAndASummary() throws {
    // At 320 pt, asked for, the order form's remark box leaves the screen.
    let result = try ProcessRunner.figsnap(["check", example, "--verbose", "--widths", "320"])
    verify(result.status, equals: 0)
    // A finding about a node names the line and column where the node's object begins in the JSON.
    verify(
      result.stdout, contains: "examples/order-form/design.json:736:15: warning: [breaks_at_width] leaves its parent")
    verify(
      result.stdout, contains: "note: [spacing_grid] spacing 4 is off the 8-pt grid (node 1:16 'searchIconImageView')")
    verify(result.stdout, contains: "note: [figma.decode] 'cornerRadius' is more than half the node's shorter side")
    verify(
      result.stderr,
      equals: "figsnap check: 1 screen(s); 0 errors, 3 warnings, 6 notes; drawn differently: 1 stepper_value\n"
    )
  }

  @Test func foldsRepeatedFindingsAndFiltersBySeverity() throws {
    // The four spacing notes on the one screen are one line; --verbose prints each.
    let zoom = "rulesets/default/tests/glyph-buttons/input.json"
    let folded = try ProcessRunner.figsnap(["check", zoom])
    verify(
      folded.stdout,
      contains: "note: [spacing_grid] 4 findings on screen 'Order' (80:1), such as: spacing 60 is off the 8-pt grid")
    verify(folded.stdout, lacks: "spacing 18 is off")
    let verbose = try ProcessRunner.figsnap(["check", zoom, "--verbose"])
    verify(verbose.stdout, contains: "note: [spacing_grid] spacing 18 is off the 8-pt grid (node 80:3 'stepperView')")
    let warnings = try ProcessRunner.figsnap(["check", zoom, "--min-severity", "warning"])
    verify(warnings.stdout, lacks: ": note: ")
    verify(warnings.stdout, contains: ": warning: [touch_target]")
    verify(warnings.stderr, contains: "5 notes not shown (--min-severity note prints them)")
    let quiet = try ProcessRunner.figsnap(["check", example, "--quiet"])
    verify(quiet.stdout.isEmpty)
    let bad = try ProcessRunner.figsnap(["check", example, "--min-severity", "loud"])
    verify(bad.status, equals: 2)
    verify(bad.stderr, contains: "--min-severity takes note, warning or error")
  }

  @Test func printsJSONAndSARIF() throws {
    let json = try ProcessRunner.figsnap(["check", example, "--format", "json", "--widths", "320"])
    let output = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let findings = output?["findings"] as? [[String: Any]]
    verify(findings?.count, equals: 9)
    verify(findings?.contains { $0["rule"] as? String == "breaks_at_width" }, equals: true)
    // Counted by severity and by id.
    let counts = output?["counts"] as? [String: Any]
    verify((counts?["severity"] as? [String: Int]), equals: ["error": 0, "warning": 3, "note": 6])
    verify((counts?["rules"] as? [String: Int])?["touch_target"], equals: 1)
    let sarif = try ProcessRunner.figsnap(["check", example, "--format", "sarif", "--widths", "320"])
    let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
    verify(log?["version"] as? String, equals: "2.1.0")
    let run = (log?["runs"] as? [[String: Any]])?.first
    let results = run?["results"] as? [[String: Any]]
    verify(results?.count, equals: 9)
    let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
    verify(rules?.contains { $0["id"] as? String == "spacing_grid" }, equals: true)
  }

  /// With the folder of the generated Swift, a finding about a view names its Swift line first, in the text and in
  /// the SARIF, whose URIs are relative to the working folder and whose rules are described in full.
  @Test func findingsNameTheGeneratedSwiftLines() throws {
    let folder = NSTemporaryDirectory() + "figsnap-check-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let generate = try ProcessRunner.figsnap(["generate", example, "-o", folder])
    verify(generate.status, equals: 0, "\(generate.stderr)")
    // generate names the lines of what it wrote.
    verify(
      generate.stderr,
      contains:
        "\(folder)/OrderFormView.swift:40:3: warning: [touch_target] is 24×24 pt, under 44×44 (node 1:7 'backButton')\n"
        + "examples/order-form/design.json:155:19: note: the view's node in the design\n", "\(generate.stderr)")
    let text = try ProcessRunner.figsnap(["check", example, "--generated", folder, "--widths", "320"])
    // A layout finding names the view's constraints; the Lua rule's finding keeps the rule's line as its note.
    verify(text.stdout, contains: "\(folder)/OrderFormView.swift:147:5: warning: [breaks_at_width] leaves its parent")
    verify(
      text.stdout,
      contains:
        "\nrulesets/default/rules/hand_drawn_chrome.lua:\(Paths.handDrawnChromeReportLine): note: where it was reported\n"
    )
    let sarif = try ProcessRunner.figsnap(["check", example, "--generated", folder, "--format", "sarif"])
    let log = try required(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try required((log["runs"] as? [[String: Any]])?.first)
    let root = (run["originalUriBaseIds"] as? [String: [String: String]])?["PROJECTROOT"]?["uri"]
    verify(root, equals: "file://" + Paths.packageRoot + "/")
    let results = try required(run["results"] as? [[String: Any]])
    let touch = try required(results.first { ($0["properties"] as? [String: String])?["nodeId"] == "1:7" })
    let physical = ((touch["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    verify((physical?["region"] as? [String: Int]), equals: ["startLine": 40, "startColumn": 3])
    let related = (touch["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let design = related?["artifactLocation"] as? [String: String]
    verify(design, equals: ["uri": "examples/order-form/design.json", "uriBaseId": "PROJECTROOT"])
    verify((related?["region"] as? [String: Int]), equals: ["startLine": 155, "startColumn": 19])
    let rules = try required(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let index = try required(touch["ruleIndex"] as? Int)
    verify(rules[index]["id"] as? String, equals: "touch_target")
    verify((rules[index]["defaultConfiguration"] as? [String: String]), equals: ["level": "warning"])
    let help = (rules[index]["help"] as? [String: String])?["text"] ?? ""
    verify(help, contains: "44×44")
    // A ruleset rule is described by its summary and its file.
    let chrome = try required(rules.first { $0["id"] as? String == "hand_drawn_chrome" })
    let description = (chrome["fullDescription"] as? [String: String])?["text"] ?? ""
    verify(description, contains: "rules/hand_drawn_chrome.lua")
  }

  @Test func checksOnlyTheWidthsAskedFor() throws {
    let result = try ProcessRunner.figsnap(["check", example, "--widths", "390,430"])
    verify(result.status, equals: 0)
    verify(result.stdout, lacks: "breaks_at_width")
    // A width asked for is checked whatever the deployment target: the remark box leaves a 320-pt screen.
    let narrow = try ProcessRunner.figsnap(["check", example, "--widths", "320"])
    verify(
      narrow.stdout, contains: "[breaks_at_width] leaves its parent (45,140 298×100 outside 0,0 320×568) at 320×568")
    let bad = try ProcessRunner.figsnap(["check", example, "--widths", "wide"])
    verify(bad.status, equals: 2)
    verify(bad.stderr, contains: "--widths takes numbers from 1 to 10000 separated by commas")
  }

  /// Issue 10: an infinite or absurd width reached the solver.
  @Test(arguments: ["inf", "1e400", "nan", "0x10", "100000", "-5"])
  func refusesWidthsOutOfRange(widths: String) throws {
    let bad = try ProcessRunner.figsnap(["check", example, "--widths", "390," + widths])
    verify(bad.status, equals: 2)
    verify(bad.stderr, contains: "--widths takes numbers from 1 to 10000 separated by commas", "\(bad.stderr)")
  }

  /// Issue 10: every numeric option is a usage error outside its range.
  ///
  /// `--max-input-mb 9223372036854775807` overflowed in `value << 20`; the Lua limits options
  /// took any size.
  @Test(arguments: [
    ("--max-input-mb", "9223372036854775807", "a whole number from 1 to 65536"),
    ("--max-input-mb", "0", "a whole number from 1 to 65536"),
    ("--lua-instructions", "9223372036854775807", "a whole number from 1 to 1000000000000"),
    ("--lua-run-instructions", "99999999999999999999", "a whole number from 1 to 1000000000000000"),
    ("--lua-memory-mb", "9007199254740993", "a whole number from 1 to 65536"),
    ("--lua-seconds", "9223372036854775807", "a whole number from 1 to 86400"),
    ("--lua-seconds", "1.5", "a whole number from 1 to 86400"),
  ])
  func refusesNumbersOutOfRange(option: String, value: String, range: String) throws {
    let result = try ProcessRunner.figsnap(["check", example, option, value])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "\(option) takes \(range), not '\(value)'", "\(result.stderr)")
  }

  @Test func exitsOneWhenTheRulesetMakesAWarningAnError() throws {
    let folder = NSTemporaryDirectory() + "figsnap-strict-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try
      "return { name = \"strict\", api = 1, extends = \"default\", rules = {}, severity = { breaks_at_width = \"error\", spacing_grid = \"off\" } }\n"
      .write(toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    let result = try ProcessRunner.figsnap(["check", example, "--ruleset", folder, "--widths", "320"])
    verify(result.status, equals: 1)
    verify(result.stdout, contains: "error: [breaks_at_width]")
    verify(result.stdout, lacks: "spacing_grid")
  }

  /// The text ends with each screen's device matrix; the JSON lists the same per setting.
  ///
  /// The phones of the deployment target, each left to right and right to left. The remark box, too wide to keep its width on the 320-pt
  /// iPhone SE iOS 15 runs on, stretches there; at 320 pt asked for with iOS 16 it keeps it, and leaves the screen.
  @Test func printsTheDeviceMatrix() throws {
    let modern = try ProcessRunner.figsnap(["check", example])
    verify(
      modern.stdout.hasSuffix(
        """
          screen              375×667!  375×812!  390×844!  393×852!  402×874!  430×932!  440×956!
          'Order Form' (1:2)  ok        ok        ok        ok        ok        ok        ok

        """), "\(modern.stdout)")
    let older = try ProcessRunner.figsnap(["check", example, "--deployment-target", "15.0"])
    verify(older.stdout, contains: "  'Order Form' (1:2)  ok        ok", "\(older.stdout)")
    let narrow = try ProcessRunner.figsnap(["check", example, "--widths", "320,390"])
    verify(narrow.stdout, contains: "  'Order Form' (1:2)  1/1       ok        ok\n", "\(narrow.stdout)")
    let json = try ProcessRunner.figsnap(["check", example, "--format", "json", "--widths", "320,390"])
    let output = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let settings = ((output?["devices"] as? [[String: Any]])?.first?["settings"] as? [[String: Any]]) ?? []
    verify(settings.count, equals: 5)
    verify(settings.first?["width"] as? Double, equals: 320)
    verify(settings.first?["breaking"] as? Int, equals: 1)
    verify(settings.first?["phone"] as? Bool, equals: true)
  }
}
