import Foundation
import TestSupport
import Testing

@Suite struct RulesCommandTests {
  @Test func listsTheDefaultRuleset() throws {
    let result = try ProcessRunner.figsnap(["rules"])
    verify(result.status, equals: 0)
    verify(result.stdout.hasPrefix("ruleset chain: default (rulesets/default)\n"))
    // The manifest's description, under the chain.
    verify(result.stdout, contains: "\ndescription: Relative SnapKit layout, safe areas, system chrome left to iOS")
    verify(result.stdout, contains: "  skip_system_chrome  default: status bar, home indicator")
  }

  @Test func showsOneRuleInDetail() throws {
    let result = try ProcessRunner.figsnap(["rules", "view_class"])
    verify(result.status, equals: 0)
    verify(result.stdout, contains: "  file: rulesets/default/rules/view_class.lua\n")
    verify(result.stdout, contains: "  hook view: rulesets/default/rules/view_class.lua:")
  }

  @Test func exitsTwoForAnUnknownRulesetOrRule() throws {
    let ruleset = try ProcessRunner.figsnap(["rules", "--ruleset", "defalt"])
    verify(ruleset.status, equals: 2)
    verify(ruleset.stderr, contains: "no ruleset named 'defalt'; did you mean 'default'?")
    let rule = try ProcessRunner.figsnap(["rules", "view_clas"])
    verify(rule.status, equals: 2)
    verify(rule.stderr, contains: "no rule 'view_clas' in the chain; did you mean 'view_class'?")
  }

  @Test func findsRulesetsOnTheEnvironmentsSearchPath() throws {
    let folder = NSTemporaryDirectory() + "figsnap-env-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/mine/rules", withIntermediateDirectories: true)
    try "return { name = \"mine\", api = 1, extends = \"default\", rules = {} }\n".write(
      toFile: folder + "/mine/ruleset.lua", atomically: true, encoding: .utf8)
    let result = try ProcessRunner.figsnap(["rules", "--ruleset", "mine"], environment: ["FIGSNAP_RULESETS": folder])
    verify(result.status, equals: 0, "\(result.stderr)")
    let folderName = (folder as NSString).lastPathComponent
    verify(result.stdout.hasPrefix("ruleset chain: mine (\(folderName)/mine) → default (rulesets/default)"))
  }

  @Test func printsTheDecisionsOfTheDefaultRulesetForTheExample() throws {
    let result = try ProcessRunner.figsnap(["inspect", "examples/order-form/design.json", "--ruleset", "default"])
    verify(result.status, equals: 0)
    verify(
      result.stderr,
      contains:
        "rulesets/default/rules/hand_drawn_chrome.lua:\(Paths.handDrawnChromeReportLine): warning: [hand_drawn_chrome] hand-drawn system chrome 'Nav Bar': use UINavigationController / navigationItem instead of rebuilding it (hook view, node 1:6 'Nav Bar')\n"
    )
    // The quantity's stepper draws its three layers itself: how they are spaced is no question for a layout rule.
    verify(result.stderr, lacks: "[symmetric_rows]")
    Golden.check(result.stdout, against: Paths.package("examples/order-form/design.decisions.txt"))
  }

  @Test func exitsOneWhenARuleFails() throws {
    let folder = NSTemporaryDirectory() + "figsnap-fail-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try "return { name = \"fail\", api = 1, rules = { \"boom\" } }\n".write(
      toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    try "return { summary = \"fails\", view = function(node) return node.nope.x end }\n".write(
      toFile: folder + "/rules/boom.lua", atomically: true, encoding: .utf8)
    let result = try ProcessRunner.figsnap(["inspect", "examples/order-form/design.json", "--ruleset", folder])
    verify(result.status, equals: 1)
    verify(
      result.stderr,
      contains:
        "rules/boom.lua:1: error: [boom] attempt to index a nil value (field 'nope') (hook view, node 1:2 'Order Form')"
    )
  }
}
