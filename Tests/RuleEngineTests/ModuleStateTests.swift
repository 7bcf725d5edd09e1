import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Pipeline
import RuleEngine
import TestSupport
import Testing

/// Each screen is ruled with the module state a fresh load of the ruleset leaves (issue 27, item 9): a counter in a
/// `lib/` module or in a rule file's locals, and `math.random`'s sequence, start over on every screen, so the output
/// does not depend on which worker rules a screen, or in what order, or how many workers there are.
@Suite struct ModuleStateTests {
  private let fixture: RulesetFixture

  init() throws {
    fixture = try RulesetFixture()
    let counter = "local count = 0\nreturn { next = function() count = count + 1 return count end }\n"
    let rule = """
      local counter = require("counter")
      local seen = 0
      return {
        summary = "numbers what it sees",
        view = function(node, ctx)
          seen = seen + 1
          return { name = "v" .. counter.next() .. "_" .. seen .. "_" .. math.random(1000) }
        end,
        constraints = function(view, ctx)
          ctx.report("note", "constraints " .. counter.next() .. " " .. seen)
        end,
      }

      """
    try fixture.write("count", rules: [("count", rule)], libraries: ["counter": counter])
  }

  /// Six screens of three views each, in the order `order` gives.
  private func design(_ order: [Int]) throws -> DesignTree {
    let screens = order.map { k in
      let children = (2...3).map { index in
        FigmaJSON.node("\(k):\(index)", "RECTANGLE", box: (0, Double(index) * 50, 100, 40))
      }
      return FigmaJSON.node("\(k):1", name: "Screen \(k)", box: (0, 0, 375, 200), children: children)
    }
    return try FigmaJSON.load(FigmaJSON.file(screens)).tree
  }

  /// The names the `view` hook gave each screen's views, and the `constraints` hook's reports, by screen.
  private func run(_ order: [Int]) throws -> (names: [String: [String]], reports: [String: [String]]) {
    let result = try Converter().layout(try design(order), with: fixture.runner("count"))
    var names: [String: [String]] = [:]
    for screen in result.ruled.screens {
      var found: [String] = []
      func visit(_ node: RuledNode) {
        found.append(node.decisions.view?.value.name ?? "-")
        node.children.forEach(visit)
      }
      visit(screen.root)
      names[screen.root.design.id] = found
    }
    var reports: [String: [String]] = [:]
    for report in result.document.diagnostics where report.ruleID == "count" {
      let screen = String(report.node?.id.prefix { $0 != ":" } ?? "") + ":1"
      reports[screen, default: []].append(report.message)
    }
    return (names, reports)
  }

  @Test func everyScreenStartsFromAFreshModuleState() throws {
    let forward = try run(Array(1...6))
    let first = try required(forward.names["1:1"])
    verify(first.count, equals: 3)
    verify(first.first?.hasPrefix("v1_1_"), equals: true, "\(first)")
    for k in 1...6 { verify(forward.names["\(k):1"], equals: first, "screen \(k): \(forward.names)") }
    let reports = try required(forward.reports["1:1"])
    verify(reports.first, equals: "constraints 1 0", "\(reports)")
    for k in 1...6 { verify(forward.reports["\(k):1"], equals: reports, "screen \(k): \(forward.reports)") }
    let backward = try run(Array((1...6).reversed()))
    verify(backward.names, equals: forward.names)
    verify(backward.reports, equals: forward.reports)
  }
}
