import Diagnostics
import FigmaModel
import Foundation
import RuleEngine
import Ruling
import TestSupport
import Testing

/// Issue 10, item 7: a rule cannot read outside its ruleset, change what other rules see, fake
/// where an error came from, or reach the terminal with control characters.
@Suite struct SharedStateTests {
  private let fixture: RulesetFixture
  private let tight = RuleLimitOverrides(instructionsPerHook: 200_000, memoryMB: 8)
  private let attack = "rulesets/hostile/rules/attack.lua"

  init() throws { fixture = try RulesetFixture() }

  /// Writes ruleset `hostile` with rule `attack` whose `view` hook runs `body` (from line 4),
  /// then rule `victim` whose `view` hook runs `victim`, and runs it.
  private func runView(_ body: String, victim: String = "", limits: RuleLimitOverrides? = nil) throws -> Result<
    RuleRun, Diagnostic
  > {
    let source = "return {\n  summary = \"hostile\",\n  view = function(node, ctx)\n\(body)\n  end,\n}\n"
    let other = "return {\n  summary = \"victim\",\n  view = function(node, ctx)\n\(victim)\n  end,\n}\n"
    try fixture.write("hostile", rules: [("attack", source), ("victim", other)])
    return fixture.run("hostile", on: RuleDesigns.row, limits: limits ?? tight)
  }

  private func errors(_ result: Result<RuleRun, Diagnostic>) -> [Diagnostic] {
    guard case .success(let run) = result else { return [] }
    return run.diagnostics.sorted().filter { $0.severity == .error }
  }

  private func firstError(_ result: Result<RuleRun, Diagnostic>) -> Diagnostic? { errors(result).first }

  // MARK: - 1. Fixtures stay inside the ruleset

  /// Writes ruleset `fixtures` with a test file calling `snap.test.fixture(path)` and returns its failure.
  private func fixtureFailure(_ path: String, setUp: (String) throws -> Void = { _ in }) throws -> String? {
    let folder = try fixture.write("fixtures", rules: [("noop", "return { summary = \"nothing\" }\n")])
    try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
    try setUp(folder)
    try "local fx = snap.test.fixture(\(path))\nassert(fx.root)\n".write(
      toFile: folder + "/tests/fixture_test.lua", atomically: true, encoding: .utf8)
    let results = try RulesetUnitTests(folder: folder, searchPath: fixture.searchPath).run()
    return results.first?.failure
  }

  private var design: String {
    FigmaJSON.file([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 375, 200))])
  }

  @Test func fixtureInsideTheRulesetLoads() throws {
    let failure = try fixtureFailure("\"tests/screen.json\"") { folder in
      try design.write(toFile: folder + "/tests/screen.json", atomically: true, encoding: .utf8)
    }
    verify(failure, equals: nil)
  }

  @Test func fixtureCannotClimbOutOfTheRuleset() throws {
    // A real design outside the ruleset, so that reading it would succeed.
    try design.write(toFile: fixture.root + "/outside.json", atomically: true, encoding: .utf8)
    let climbing = try required(try fixtureFailure("\"../../outside.json\""))
    verify(climbing, contains: "snap.test.fixture: path '../../outside.json' leaves the ruleset folder", "\(climbing)")
    let passwd = try required(try fixtureFailure("\"../../../etc/passwd\""))
    verify(passwd, contains: "path '../../../etc/passwd' leaves the ruleset folder", "\(passwd)")
  }

  @Test func fixtureCannotBeAnAbsolutePath() throws {
    try design.write(toFile: fixture.root + "/outside.json", atomically: true, encoding: .utf8)
    let failure = try required(try fixtureFailure("'\(fixture.root)/outside.json'"))
    verify(failure, contains: "is absolute; give a path relative to the ruleset folder", "\(failure)")
  }

  @Test func fixtureCannotEscapeThroughASymbolicLink() throws {
    try design.write(toFile: fixture.root + "/outside.json", atomically: true, encoding: .utf8)
    let failure = try required(
      try fixtureFailure("\"tests/link.json\"") { folder in
        try FileManager.default.createSymbolicLink(
          atPath: folder + "/tests/link.json", withDestinationPath: fixture.root + "/outside.json")
      })
    verify(
      failure, contains: "path 'tests/link.json' resolves (through a symbolic link) to a file outside", "\(failure)")
  }

  // MARK: - 2. Shared state is frozen

  @Test func snapHelpersAreReadOnly() throws {
    let replaced = try required(firstError(try runView("    snap.geom.gap_x = function() return 0 end")))
    verify(replaced.message, equals: "snap.geom is read-only (field 'gap_x')")
    verify(replaced.location, equals: SourceLocation(file: attack, line: 4))
    verify(replaced.ruleID, equals: "attack")
    let module = try required(firstError(try runView("    snap.geom = {}")))
    verify(module.message, equals: "snap is read-only (field 'geom')")
    let added = try required(firstError(try runView("    snap.text.shout = string.upper")))
    verify(added.message, equals: "snap.text is read-only (field 'shout')")
  }

  @Test func aTamperingRuleCannotGetAnotherBlamed() throws {
    let tamper = """
          pcall(function() snap.geom.gap_x = function() error("hijacked") end end)
          pcall(function() string.upper = function() error("hijacked") end end)
          pcall(function() getmetatable("").__index = function() error("hijacked") end end)
          pcall(function() pairs = function() error("hijacked") end end)
      """
    let victim = """
          local gap = snap.geom.gap_x(node, node)
          local shout = ("x"):upper() .. string.upper("y")
          for _ in pairs({ 1, 2 }) do end
          if gap ~= -node.absolute.width or shout ~= "XY" then error("tampered") end
      """
    verify(errors(try runView(tamper, victim: victim)).isEmpty)
  }

  @Test func librariesAndGlobalsAreReadOnly() throws {
    verify(firstError(try runView("    string.upper = nil"))?.message, equals: "string is read-only (field 'upper')")
    verify(firstError(try runView("    table.insert = nil"))?.message, equals: "table is read-only (field 'insert')")
    verify(firstError(try runView("    pairs = nil"))?.message, equals: "global 'pairs' is read-only (use a local)")
    verify(firstError(try runView("    _G.snap = {}"))?.message, equals: "global 'snap' is read-only (use a local)")
  }

  @Test func theStringMetatableIsProtected() throws {
    let shown = try required(firstError(try runView("    error(tostring(getmetatable('')))")))
    verify(shown.message, equals: "the string metatable is protected")
    let replaced = try required(firstError(try runView("    getmetatable('').__index = {}")))
    verify(replaced.location, equals: SourceLocation(file: attack, line: 4))
    let reset = try required(firstError(try runView("    setmetatable('', {})")))
    verify(reset.message, contains: "table expected")
  }

  @Test func rawAccessCannotReachBehindReadOnlyData() throws {
    let node = try required(firstError(try runView("    rawset(node, 'name', 'x')")))
    verify(node.message, equals: "rawset: cannot modify read-only data (design data, snap, a library or _G)")
    verify(node.location, equals: SourceLocation(file: attack, line: 4))
    let geom = try required(firstError(try runView("    rawset(snap.geom, 'gap_x', print)")))
    verify(geom.message.hasPrefix("rawset: cannot modify read-only data"))
    let globals = try required(firstError(try runView("    rawset(_G, 'pairs', print)")))
    verify(globals.message.hasPrefix("rawset: cannot modify read-only data"))
    let read = try required(firstError(try runView("    return rawget(node.frame, 'x')")))
    verify(read.message.hasPrefix("rawget: cannot read behind read-only data"))
  }

  @Test func aRuleStillOwnsItsTables() throws {
    let body = """
          local t = { 1, 2 }
          t.name = "mine"
          rawset(t, "raw", rawget(t, "name"))
          setmetatable(t, { __index = function() return 3 end })
          local copy = {}
          for key, value in pairs(snap.geom) do copy[key] = value end
          if t.raw ~= "mine" or t.missing ~= 3 or #t ~= 2 or copy.gap_x == nil then error("broken") end
      """
    verify(errors(try runView(body)).isEmpty)
  }

  // MARK: - 3. A limit that trips in figsnap's own code is placed in the rule

  /// Most of the work is the prelude's sorted `pairs`, so the limit trips inside it.
  private let sortingLoop = """
        local t = {}
        for i = 1, 3000 do t["k" .. i] = i end
        while true do for _ in pairs(t) do end end
    """

  @Test func aHookBudgetTripInThePreludeNamesTheRuleLine() throws {
    guard case .failure(let error) = try runView(sortingLoop) else {
      Issue.record("the loop was not stopped")
      return
    }
    verify(error.message.hasPrefix("instruction budget of the hook call exceeded"), "\(error.message)")
    verify(error.location, equals: SourceLocation(file: attack, line: 6))
    verify(error.ruleID, equals: "attack")
    verify(error.description, lacks: "figsnap:")
  }

  @Test func aTimeLimitTripInThePreludeNamesTheRuleLine() throws {
    let limits = RuleLimitOverrides(instructionsPerHook: 1_000_000_000_000, seconds: 0.3)
    guard case .failure(let error) = try runView(sortingLoop, limits: limits) else {
      Issue.record("the time limit did not stop the loop")
      return
    }
    verify(error.message.hasPrefix("time limit of the run exceeded"), "\(error.message)")
    verify(error.location, equals: SourceLocation(file: attack, line: 6))
    verify(error.ruleID, equals: "attack")
    verify(error.description.hasSuffix("(hook view, node 12:1 'Row')"))
    verify(error.description, lacks: "figsnap:")
  }

  // MARK: - 4. Locations come from the stack; text from Lua is sanitised

  @Test func aLevelZeroErrorCannotFakeItsLocation() throws {
    let error = try required(firstError(try runView("    error('rulesets/hostile/rules/victim.lua:3: boom', 0)")))
    verify(error.location, equals: SourceLocation(file: attack, line: 4))
    verify(error.message, equals: "rulesets/hostile/rules/victim.lua:3: boom")
    verify(error.ruleID, equals: "attack")
    let plain = try required(firstError(try runView("    error('no position', 0)")))
    verify(plain.location, equals: SourceLocation(file: attack, line: 4))
    verify(plain.message, equals: "no position")
  }

  @Test func aLevelTwoErrorStillPointsAtTheCaller() throws {
    let body = """
          local function check(value) if not value then error("check failed", 2) end end
          check(false)
      """
    let error = try required(firstError(try runView(body)))
    verify(error.location, equals: SourceLocation(file: attack, line: 5))
    verify(error.message, equals: "check failed")
  }

  @Test func controlCharactersFromLuaAreEscaped() throws {
    let body = """
          print("\\27]0;title\\7 print")
          snap.log("\\27[2J log")
          ctx.log("\\27[31m ctx \\127 \\194\\155 \\t tab")
          ctx.report("warning", "\\27[31mred\\27[0m")
          error("\\27[1mboom\\n")
      """
    guard case .success(let run) = try runView(body) else {
      Issue.record("the run failed")
      return
    }
    let texts = run.log + run.diagnostics.map(\.description) + run.diagnostics.flatMap { $0.notes.map(\.message) }
    verify(!texts.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7F || $0.value == 0x9B })
    verify(
      Array(run.log.prefix(3)),
      equals: [
        "\\u{1B}]0;title\\u{7} print", "\\u{1B}[2J log", "\\u{1B}[31m ctx \\u{7F} \\u{9B} \t tab",
      ])
    verify(run.diagnostics.contains { $0.message == "\\u{1B}[31mred\\u{1B}[0m" })
    verify(run.diagnostics.contains { $0.message == "\\u{1B}[1mboom\\u{A}" })
  }

  @Test func controlCharactersInAManifestAreEscaped() throws {
    try fixture.write("noisy", rules: [], manifest: "  [\"\\27[31mrulez\"] = 1,\n")
    guard case .failure(let error) = fixture.run("noisy", on: RuleDesigns.row) else {
      Issue.record("the manifest loaded")
      return
    }
    verify(error.message.hasPrefix("unknown key '\\u{1B}[31mrulez' in ruleset.lua"), "\(error.message)")
  }

  @Test func sanitizedKeepsPrintableTextAndTabs() {
    verify(TerminalText.sanitized("a\tb 数量 /局"), equals: "a\tb 数量 /局")
    verify(TerminalText.sanitized("\u{1B}[0m\r\n\u{7F}\u{85}"), equals: "\\u{1B}[0m\\u{D}\\u{A}\\u{7F}\\u{85}")
  }
}
