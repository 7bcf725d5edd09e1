import Diagnostics
import FigmaModel
import Foundation
import Pipeline
import RuleEngine
import Ruling
import TestSupport
import Testing

/// Issue 10, item 2: what the host does for rules is bounded too — the reports and log lines a run keeps, the time
/// the host spends between calls, and the module tables rules share through `require`.
@Suite struct HostLimitTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  /// Writes ruleset `host` with rule `flood` whose `view` hook runs `body`, and runs it over `design`.
  private func run(
    _ body: String, on design: DesignTree = RuleDesigns.row, limits: RuleLimitOverrides = RuleLimitOverrides(),
    libraries: [String: String] = [:], victim: String = ""
  ) throws -> Result<RuleRun, Diagnostic> {
    let source = "return {\n  summary = \"flood\",\n  view = function(node, ctx)\n\(body)\n  end,\n}\n"
    let other = "return {\n  summary = \"victim\",\n  view = function(node, ctx)\n\(victim)\n  end,\n}\n"
    try fixture.write("host", rules: [("flood", source), ("victim", other)], libraries: libraries)
    return fixture.run("host", on: design, limits: limits)
  }

  @Test func aRunKeepsAThousandReportsAndSaysItDroppedTheRest() throws {
    let result = try run("    for i = 1, 5000 do ctx.report('note', 'finding ' .. i) end")
    guard case .success(let run) = result else {
      Issue.record("the run failed: \(result)")
      return
    }
    let reports = run.diagnostics.filter { $0.ruleID == "flood" }
    verify(reports.count, equals: RunLimitsExpectation.reports + 1)
    let overflow = try required(reports.last)
    verify(overflow.severity, equals: .warning)
    verify(
      overflow.message, equals: "ctx.report: a run keeps 1000 reports; this one and the rest of this run's were dropped"
    )
    verify(reports.first?.message, equals: "finding 1")
  }

  @Test func aLongReportIsCut() throws {
    let result = try run("    ctx.report('warning', string.rep('x', 100000))")
    guard case .success(let run) = result, let report = run.diagnostics.first(where: { $0.ruleID == "flood" }) else {
      Issue.record("no report: \(result)")
      return
    }
    verify(report.message.count < 2_100)
    verify(report.message.hasSuffix("… (98000 more characters)"))
  }

  @Test func aRunKeepsTenThousandLogLines() throws {
    let result = try run("    for i = 1, 30000 do ctx.log('line ' .. i) end")
    guard case .success(let run) = result else {
      Issue.record("the run failed: \(result)")
      return
    }
    verify(run.log.count, equals: RunLimitsExpectation.logLines + 1)
    verify(run.log.first, equals: "line 1")
    verify(run.log.last, equals: "figsnap: a run keeps 10000 log lines; the rest of this run's lines were dropped")
  }

  @Test func theTimeLimitCoversTheHostsWorkBetweenCalls() throws {
    // Exposing 20,000 nodes takes the host far longer than a millisecond; the rule itself runs a few instructions a
    // call, too few for the instruction hook to look at the clock.
    let children = (0..<20_000).map { FigmaJSON.node("2:\($0)", "RECTANGLE", box: (0, Double($0), 10, 1)) }
    let screen = FigmaJSON.node("1:1", name: "Wide", box: (0, 0, 375, 20_000), children: children)
    let design = try FigmaJSON.load(FigmaJSON.file([screen])).tree
    let result = try run("    return nil", on: design, limits: RuleLimitOverrides(seconds: 0.001))
    guard case .failure(let error) = result else {
      Issue.record("the run ended within its time limit")
      return
    }
    verify(error.message.hasPrefix("time limit of the run exceeded before this call"), "\(error.message)")
    verify(error.message.hasSuffix("(0.001 s; limits.seconds or --lua-seconds)"), "\(error.message)")
    verify(error.ruleID, equals: "flood")
    verify(error.location, equals: SourceLocation(file: "rulesets/host/rules/flood.lua", line: 3))
  }

  @Test func aRequiredModuleIsTheSameForEveryRule() throws {
    let library = "return { gap = 8, helpers = { double = function(x) return 2 * x end } }\n"
    let tamper = """
          local util = require("util")
          util.gap = 0
      """
    let result = try run(
      tamper, libraries: ["util": library],
      victim: """
            local util = require("util")
            if util.gap ~= 8 or util.helpers.double(2) ~= 4 then error("tampered") end
            pcall(function() util.helpers.double = nil end)
            if util.helpers.double == nil then error("tampered") end
        """)
    guard case .success(let run) = result else {
      Issue.record("the run failed: \(result)")
      return
    }
    // The tampering rule fails at each view it is asked about; the victim never does.
    let errors = run.diagnostics.filter { $0.severity == .error }
    verify(!errors.isEmpty)
    for error in errors {
      verify(error.ruleID, equals: "flood")
      verify(error.message, equals: "module 'util' is read-only (field 'gap')")
      verify(error.location, equals: SourceLocation(file: "rulesets/host/rules/flood.lua", line: 5))
    }
  }

  /// The watchdog thread of a run ends with its Lua state: a process that runs rules again and again (the fuzz
  /// target, the tests, a long-lived tool) kept one polling thread per run, and a fuzz hour reached a load of 900.
  @Test func aRunLeavesNoWatchdogThreadBehind() throws {
    try fixture.write("quiet", rules: [("noop", "return { summary = \"nothing\", view = function() end }\n")])
    let runner = fixture.runner("quiet")
    _ = try runner.run(on: RuleDesigns.row)
    Thread.sleep(forTimeInterval: 0.3)
    let before = try Self.threadCount()
    // A thread a run leaves is one a run: 120 runs leave 120. The other tests running beside this one start and end
    // threads of their own, a few dozen at most.
    for _ in 0..<120 { _ = try runner.run(on: RuleDesigns.row) }
    Thread.sleep(forTimeInterval: 0.3)
    let after = try Self.threadCount()
    verify(after < before + 60, "threads: \(before) before 120 runs, \(after) after")
  }

  /// The threads of this process, from `/proc/self/status`.
  private static func threadCount() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
    return Int(line?.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
  }
}

/// The limits the tests above expect, spelled out rather than read from the code under test.
private enum RunLimitsExpectation {
  static let reports = 1_000
  static let logLines = 10_000
}
