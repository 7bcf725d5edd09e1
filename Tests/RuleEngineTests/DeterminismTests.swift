import Decisions
import FigmaModel
import Pipeline
import RuleEngine
import Ruling
import TestSupport
import Testing

@Suite struct DeterminismTests {
  @Test func twoFreshRunsGiveByteIdenticalDecisions() throws {
    let fixture = try RulesetFixture()
    let source = """
      return {
        summary = "iterates with pairs and rolls dice",
        view = function(node)
          local bag = { zeta = 1, alpha = 2, mid = 3, [10] = "ten", [2] = "two", [true] = "yes" }
          local keys = {}
          for key in pairs(bag) do keys[#keys + 1] = tostring(key) end
          local dice = {}
          for i = 1, 5 do dice[i] = math.random(1, 1000) end
          return { name = "k_" .. table.concat(keys, "_"), props = { dice = table.concat(dice, " - ") } }
        end,
      }

      """
    try fixture.write("dice", rules: [("dice", source)])
    let first = try fixture.runner("dice").run(on: RuleDesigns.row)
    let second = try fixture.runner("dice").run(on: RuleDesigns.row)
    verify(RuledTreeDumper.dump(first.tree), equals: RuledTreeDumper.dump(second.tree))
    verify(first.tree.screens.first?.root.decisions.view?.value.name, equals: "k_2_10_alpha_mid_zeta_true")
  }

  /// Screens ruled on several cores make the run one session makes ruling them in order: the same log, and each
  /// colour asked once, on the first screen that shows it, with that screen's `ctx`.
  @Test func screensRuledInParallelMergeIntoTheSequentialRun() throws {
    let fixture = try RulesetFixture()
    let source = """
      return {
        summary = "logs every ask",
        view = function(node, ctx) ctx.log("view", node.id) end,
        color = function(paint, ctx)
          ctx.log("color", paint.hex, ctx.screen.name)
          return { asset = "c" .. ctx.screen.id:gsub(":", "_") }
        end,
      }

      """
    try fixture.write("talk", rules: [("talk", source)])
    let hexes = ["FF0000", "00FF00", "0000FF"]
    func fill(_ hex: String) -> String {
      let channels = stride(from: 0, to: 6, by: 2).map { index -> String in
        let start = hex.index(hex.startIndex, offsetBy: index)
        return String(Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0) / 255)
      }
      return
        #""fills": [{"type": "SOLID", "color": {"r": \#(channels[0]), "g": \#(channels[1]), "b": \#(channels[2]), "a": 1}}]"#
    }
    // Screen k shows two colours: the k-th and the next (the last two screens only colours seen before).
    let screens = (0..<8).map { k in
      let colours = [hexes[min(k, 2)], hexes[(min(k, 2) + 1) % 3]]
      let boxes = colours.enumerated().map { index, hex in
        FigmaJSON.node("\(k + 1):\(index + 2)", "RECTANGLE", box: (0, Double(index) * 50, 100, 40), extra: fill(hex))
      }
      return FigmaJSON.node("\(k + 1):1", name: "Screen \(k)", box: (0, 0, 375, 200), children: boxes)
    }
    let design = try FigmaJSON.load(FigmaJSON.file(screens)).tree
    let run = try fixture.runner("talk").run(on: design)
    var expected: [String] = []
    var seen: Set<String> = []
    for k in 0..<8 {
      expected += ["view\t\(k + 1):1", "view\t\(k + 1):2", "view\t\(k + 1):3"]
      for hex in [hexes[min(k, 2)], hexes[(min(k, 2) + 1) % 3]] where seen.insert(hex).inserted {
        expected.append("color\t#\(hex)\tScreen \(k)")
      }
    }
    verify(run.log, equals: expected)
    let assets = run.tree.colors.sorted { $0.key < $1.key }.map { "\($0.key.hex) \($0.value.value)" }
    verify(assets.count, equals: 3)
    for (hex, screen) in [("#FF0000", "c1_1"), ("#00FF00", "c1_1"), ("#0000FF", "c2_1")] {
      verify(assets.contains { $0.hasPrefix(hex) && $0.contains(screen) }, "\(assets)")
    }
    verify(run.diagnostics.isEmpty)
    verify(try fixture.runner("talk").run(on: design).log, equals: run.log)
  }
}
