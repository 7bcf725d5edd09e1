import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Corrupted inputs end in a diagnostic or a tree, never a crash: a fixed-seed mutation run over
/// the examples (a trap would end the test process).
@Suite struct MutationTests {
  private static let insertions: [[UInt8]] = [
    "-1e999", "null", "\"x\"", "[]", "{}", "999999999", "-5", "true", "\\u0000", "{\"id\":1}",
  ]
  .map { Array($0.utf8) }

  @Test(arguments: ["order-form", "profile-card", "settings-list"])
  func corruptedInputsNeverCrash(example: String) throws {
    let original = try Paths.bytes(Paths.package("examples/\(example)/design.json"))
    var mixer = SplitMix64(seed: UInt64(example.utf8.count))
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
        verify(!error.message.isEmpty)
        outcomes.diagnostics += 1
      }
    }
    verify(outcomes.trees + outcomes.diagnostics, equals: 150)
    verify(outcomes.diagnostics > 0, "the mutations should break some inputs")
  }
}
