import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Corrupted inputs end in a diagnostic or a tree, never a crash: a fixed-seed mutation run over
/// the examples (a trap would end the test process).
@Suite struct MutationTests {
  /// A small deterministic generator (SplitMix64), so every run mutates the same way.
  private struct Mixer {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
  }

  private static let insertions: [[UInt8]] = [
    "-1e999", "null", "\"x\"", "[]", "{}", "999999999", "-5", "true", "\\u0000", "{\"id\":1}",
  ]
  .map { Array($0.utf8) }

  @Test(arguments: ["order-form", "profile-card", "settings-list"])
  func corruptedInputsNeverCrash(example: String) throws {
    let original = try Paths.bytes(Paths.package("examples/\(example)/design.json"))
    var mixer = Mixer(state: UInt64(example.utf8.count))
    var outcomes = (trees: 0, diagnostics: 0)
    for _ in 0..<150 {
      var bytes = original
      for _ in 0..<(1 + mixer.next(6)) {
        let position = mixer.next(bytes.count)
        switch mixer.next(4) {
        case 0: bytes[position] = UInt8(mixer.next(256))
        case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + mixer.next(40)))
        case 2: bytes.insert(contentsOf: Self.insertions[mixer.next(Self.insertions.count)], at: position)
        default: bytes.insert(contentsOf: bytes[max(0, position - 120)..<position], at: position)
        }
        if bytes.isEmpty { bytes = [0x7B] }
      }
      do {
        let result = try Converter().loadDesign(bytes, source: "mutated.json")
        _ = TreeDumper.dump(result.tree)
        outcomes.trees += 1
      } catch {
        #expect(!error.message.isEmpty)
        outcomes.diagnostics += 1
      }
    }
    #expect(outcomes.trees + outcomes.diagnostics == 150)
    #expect(outcomes.diagnostics > 0, "the mutations should break some inputs")
  }
}
