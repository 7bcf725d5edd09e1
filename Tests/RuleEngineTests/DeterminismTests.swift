import Decisions
import FigmaModel
import RuleEngine
import Ruling
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
    #expect(RuledTreeDumper.dump(first.tree) == RuledTreeDumper.dump(second.tree))
    #expect(first.tree.screens.first?.root.decisions.view?.value.name == "k_2_10_alpha_mid_zeta_true")
  }
}
