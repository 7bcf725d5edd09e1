import Decisions
import Diagnostics
import FigmaModel
import Foundation
import RuleEngine
import Ruling
import TestSupport
import Testing

/// A ruleset that cannot be loaded says why, where, and what was probably meant.
@Suite struct RulesetLoadingTests {
  private let fixture: RulesetFixture
  private let ok = (id: "ok", source: "return { summary = \"fine\", view = function() end }\n")

  init() throws { fixture = try RulesetFixture() }

  @Test func findsRulesetsByNameAndByPath() throws {
    try fixture.write("acme", rules: [ok], manifest: "  extends = \"default\",\n")
    let byName = try fixture.runner("acme").describe()
    verify(byName.chain.map(\.name), equals: ["acme", "default"])
    verify(byName.chain.first?.folder, equals: "rulesets/acme")
    let byPath = try fixture.runner(fixture.root + "/rulesets/acme").describe()
    verify(byPath.rules.first?.id, equals: "ok")
  }

  @Test func suggestsTheRulesetThatWasMeant() {
    let error = fixture.loadError("defualt")
    verify(error?.message.hasPrefix("no ruleset named 'defualt'; did you mean 'default'?"), equals: true)
  }

  @Test func rejectsACycleInExtends() throws {
    try fixture.write("a", rules: [ok], manifest: "  extends = \"b\",\n")
    try fixture.write("b", rules: [ok], manifest: "  extends = \"a\",\n")
    verify(fixture.loadError("a")?.message, equals: "'extends' forms a cycle: a → b → a")
  }

  @Test func rejectsAMissingRuleFile() throws {
    try fixture.write("gap", rules: [ok])
    try "return { name = \"gap\", api = 1, rules = { \"ok\", \"ghost\" } }\n".write(
      toFile: fixture.root + "/rulesets/gap/ruleset.lua", atomically: true, encoding: .utf8)
    let error = try required(fixture.loadError("gap"))
    verify(
      error.description,
      equals:
        "rulesets/gap/ruleset.lua: error: [ruleset.load] rule 'ghost' is listed in 'rules' but rules/ghost.lua does not exist"
    )
  }

  @Test func rejectsADuplicateRule() throws {
    try fixture.write("twice", rules: [ok])
    try "return { name = \"twice\", api = 1, rules = { \"ok\", \"ok\" } }\n".write(
      toFile: fixture.root + "/rulesets/twice/ruleset.lua", atomically: true, encoding: .utf8)
    verify(fixture.loadError("twice")?.message, equals: "rule 'ok' is listed twice in 'rules'")
  }

  @Test func rejectsUnknownKeysWithAHint() throws {
    try fixture.write("typo", rules: [ok], manifest: "  rulez = {},\n")
    verify(fixture.loadError("typo")?.message, equals: "unknown key 'rulez' in ruleset.lua; did you mean 'rules'?")
    try fixture.write("typo2", rules: [("bad", "return { sumary = \"x\", view = function() end }\n")])
    verify(fixture.loadError("typo2")?.message, equals: "unknown key 'sumary' in rule 'bad'; did you mean 'summary'?")
    try fixture.write("typo3", rules: [ok], manifest: "  limits = { instuctions = 5 },\n")
    verify(
      fixture.loadError("typo3")?.message, equals: "unknown key 'instuctions' in limits; did you mean 'instructions'?")
  }

  /// Issue 10: `Int(api)` and `Int(number)` trapped (SIGILL) on NaN, infinities and 2^63.
  @Test(arguments: [
    ("1/0", "api = inf; expected a whole number (this figsnap knows API 1)"),
    ("0/0", "api = nan; expected a whole number (this figsnap knows API 1)"),
    ("2^63", "api = 9.223372036854776e+18; expected a whole number (this figsnap knows API 1)"),
    ("1.5", "api = 1.5; expected a whole number (this figsnap knows API 1)"),
  ])
  func rejectsAnAPIThatIsNoWholeNumber(api: String, message: String) throws {
    try fixture.write("odd", rules: [ok])
    try "return { name = \"odd\", api = \(api), rules = {} }\n".write(
      toFile: fixture.root + "/rulesets/odd/ruleset.lua", atomically: true, encoding: .utf8)
    let error = try required(fixture.loadError("odd"))
    verify(error.description, equals: "rulesets/odd/ruleset.lua: error: [ruleset.load] \(message)")
  }

  @Test(arguments: [
    ("instructions = 1e300", "limits.instructions = 1e+300; expected a whole number from 1 to 1000000000000"),
    (
      "run_instructions = 2^63",
      "limits.run_instructions = 9.223372036854776e+18; expected a whole number from 1 to 1000000000000000"
    ),
    ("instructions = 0/0", "limits.instructions = nan; expected a whole number from 1 to 1000000000000"),
    ("instructions = 2.5", "limits.instructions = 2.5; expected a whole number from 1 to 1000000000000"),
    ("memory_mb = 1/0", "limits.memory_mb = inf; expected a whole number from 1 to 65536"),
    ("memory_mb = -1", "limits.memory_mb = -1; expected a whole number from 1 to 65536"),
    ("seconds = 1/0", "limits.seconds = inf; expected a number from 0.001 to 86400"),
    ("seconds = \"ten\"", "limits.seconds = \"ten\"; expected a number"),
  ])
  func rejectsLimitsOutOfRange(limit: String, message: String) throws {
    try fixture.write("limits", rules: [ok], manifest: "  limits = { \(limit) },\n")
    let error = try required(fixture.loadError("limits"))
    verify(error.description, equals: "rulesets/limits/ruleset.lua: error: [ruleset.load] \(message)")
  }

  @Test func acceptsLimitsWithinRange() throws {
    try fixture.write(
      "roomy", rules: [ok],
      manifest: "  limits = { instructions = 1e12, run_instructions = 1e15, memory_mb = 65536, seconds = 0.5 },\n")
    verify(fixture.loadError("roomy"), equals: nil)
  }

  @Test func rejectsAnUnknownAPIVersion() throws {
    try fixture.write("future", rules: [ok])
    try "return { name = \"future\", api = 2, rules = {} }\n".write(
      toFile: fixture.root + "/rulesets/future/ruleset.lua", atomically: true, encoding: .utf8)
    verify(
      fixture.loadError("future")?.message, equals: "ruleset 'future' is written for API 2; this figsnap knows API 1")
  }

  @Test func rejectsARuleWhoseIDIsNotItsFileName() throws {
    try fixture.write("named", rules: [("real", "return { id = \"other\", summary = \"x\" }\n")])
    verify(fixture.loadError("named")?.message, equals: "rule id 'other' does not match its file name 'real.lua'")
  }

  @Test func rejectsDisablingARuleThatDoesNotExist() throws {
    try fixture.write(
      "off", rules: [ok], manifest: "  extends = \"default\",\n  disable = { \"default/skip_hiden\" },\n")
    verify(
      fixture.loadError("off")?.message,
      equals: "'disable' names no rule 'default/skip_hiden'; did you mean 'default/skip_hidden'?")
  }

  @Test func reportsASyntaxErrorAtItsLine() throws {
    try fixture.write("broken", rules: [("oops", "return {\n  summary = \"x\"\n  view = function() end,\n}\n")])
    let error = try required(fixture.loadError("broken"))
    verify(error.location, equals: SourceLocation(file: "rulesets/broken/rules/oops.lua", line: 3))
    verify(error.message, contains: "'}' expected (to close '{' at line 1) near 'view'")
  }

  @Test func listsRulesInConsultationOrderWithOverridesAndDisables() throws {
    let mine = "return { summary = \"team view\", view = function() end }\n"
    try fixture.write(
      "team", rules: [("view_class", mine), ok],
      manifest: "  extends = \"default\",\n  disable = { \"skip_hidden\" },\n")
    let description = try fixture.runner("team").describe()
    let active = description.rules.filter { $0.inactiveReason == nil }
    verify(
      active.map(\.id),
      equals: [
        "view_class", "ok", "skip_system_chrome", "hand_drawn_chrome", "component_api", "symmetric_rows", "controls",
        "list_candidate",
        "safe_area",
        "follow_previous",
        "row_alignment", "column_flow", "system_colors", "dynamic_type_fonts",
      ])
    verify(active.first?.ruleset, equals: "team")
    let inactive = description.rules.filter { $0.inactiveReason != nil }.map { "\($0.ruleset)/\($0.id)" }
    verify(inactive, equals: ["default/skip_hidden", "default/view_class"])
  }
}

/// Issue 11: the options figsnap reads are typed, checked as each manifest loads, with the option, the file and what
/// was expected in the error.
@Suite struct RulesetOptionTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  private func optionError(_ options: String) throws -> Diagnostic? {
    try fixture.write(
      "opts", rules: [("noop", "return { summary = \"nothing\" }\n")], manifest: "  options = \(options),\n")
    guard case .failure(let error) = fixture.run("opts", on: RuleDesigns.row) else { return nil }
    return error
  }

  @Test(arguments: [
    ("{ grid = \"eight\" }", "options.grid = \"eight\"; expected points from 0.5 to 100"),
    (
      "{ deployment_target = \"fifteen\" }",
      "options.deployment_target = \"fifteen\"; expected an iOS version such as \"15.0\""
    ),
    (
      "{ scroll = { tall_screen = true } }", "unknown key 'tall_screen' in options.scroll; did you mean 'tall_screens'?"
    ),
    ("{ scroll = { overflow = \"yes\" } }", "options.scroll.overflow = \"yes\"; expected true or false"),
    (
      "{ safe_area = { ['390x844'] = { top = -1 } } }",
      "options.safe_area[\"390x844\"].top = -1; expected points from 0 to 200"
    ),
    ("{ safe_area = { wide = { top = 1 } } }", "options.safe_area key 'wide' is not a canvas such as \"390x844\""),
    ("{ swiftui_input = \"model\" }", "options.swiftui_input = \"model\"; expected \"binding\" or \"state\""),
  ])
  func aWrongOptionNamesItselfAndTheFile(options: String, message: String) throws {
    let error = try required(try optionError(options))
    verify(error.message, equals: message)
    verify(error.location.file, equals: "rulesets/opts/ruleset.lua")
    verify(error.ruleID, equals: "ruleset.load")
  }

  @Test func optionsAreTypedAndTheRulesKeepTheirOwn() throws {
    try fixture.write(
      "opts",
      rules: [
        (
          "reader",
          "return {\n  summary = \"reads\",\n  view = function(node, ctx) ctx.log(ctx.options.follow_gap) end,\n}\n"
        )
      ],
      manifest:
        "  options = { deployment_target = 15, grid = 4, follow_gap = 20, scroll = { tall_screens = true }, safe_area = { ['390x844'] = { top = 50 } }, swiftui_input = 'state' },\n"
    )
    guard case .success(let run) = fixture.run("opts", on: RuleDesigns.row) else {
      Issue.record("the ruleset did not load")
      return
    }
    let options = run.tree.options
    verify(options.deploymentTarget == "15" && options.deploymentMajor == 15)
    verify(options.grid == 4 && options.scrollsTallScreens && !options.scrollsOverflow)
    verify(options.safeAreas["390x844"], equals: SafeAreaInsets(top: 50, bottom: 0))
    verify(options.inputOwnership == .state && RulesetOptions.standard.inputOwnership == .binding)
    verify(run.log.first, equals: "20")
  }
}
