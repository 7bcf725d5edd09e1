import Diagnostics
import FigmaModel
import JSONText
import Pipeline
import TestSupport
import Testing

/// Every field of every kind of node, replaced by `null`, a wrong type, a huge and a negative number:
/// the file still loads unless the field is one a Figma response cannot do without (the root node's `id` and `type`,
/// any node's `children`, the envelope's `document` or `nodes`), and then it fails with a located error.
///
/// A child node whose `id` or `type` is spoilt is left out with a note.
///
/// A field is mutated once for each kind of node it is on and kind of parent that node is in (a `TEXT`'s `fills` in a
/// `FRAME`, a `FRAME`'s `layoutMode` in an `INSTANCE`): its first occurrence in the file stands for the others, which
/// the decoder reads by the same code.
@Suite struct FieldFuzzTests {
  /// How many mutated files one fuzz run loaded and how many failed as expected.
  struct Outcomes {
    var loaded = 0
    var failed = 0
    var structuralTargets = 0
    var targets = 0
  }

  @Test func toleratesEveryMutatedFieldOfTheOrderFormExample() throws {
    let outcomes = try fuzz(Paths.package("examples/order-form/design.json"), seed: 9)
    verify(outcomes.targets > 140)
    verify(outcomes.loaded > 450)
    verify(outcomes.failed, equals: outcomes.structuralTargets * Mutation.allCases.count)
    verify(outcomes.failed > 0)
  }

  @Test(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
  func toleratesEveryMutatedFieldOfARealFile() throws {
    let outcomes = try fuzz(Paths.sharedFixtures + "/morphr__figma_document.json", seed: 18)
    verify(outcomes.targets > 140)
    verify(outcomes.loaded > 500)
    verify(outcomes.failed, equals: outcomes.structuralTargets * Mutation.allCases.count)
    verify(outcomes.failed > 0)
  }

  /// Mutates every target of the file at `path` in every way and checks each outcome.
  private func fuzz(_ path: String, seed: UInt64) throws -> Outcomes {
    let original = JSONTree.output(try JSONDocument(bytes: Paths.bytes(path)).root)
    var mixer = SplitMix64(seed: seed)
    var outcomes = Outcomes()
    var misses = 0
    for target in Targets.targets(in: original) {
      outcomes.targets += 1
      if target.structural { outcomes.structuralTargets += 1 }
      for mutation in Mutation.allCases {
        let value = mutation.value(replacing: target.original, with: &mixer)
        let bytes = Array(JSONTree.replacing(original, at: target.path[...], with: value).renderedCompact().utf8)
        let mutated = "\(JSONTree.describe(target.path)) = \(value.renderedCompact())"
        do {
          let result = try Converter().loadDesign(bytes, source: "fuzz.json")
          _ = TreeDumper.dump(result.tree)
          outcomes.loaded += 1
          if target.structural, misses < 10 {
            misses += 1
            Issue.record("a structural mutation loaded: \(mutated)")
          }
        } catch {
          outcomes.failed += 1
          let located =
            error.ruleID == "figma.decode" && error.message.contains(" at $") && error.message.contains("(byte ")
          if !target.structural || !located, misses < 10 {
            misses += 1
            Issue.record("\(mutated) failed: \(error)")
          }
        }
      }
    }
    return outcomes
  }
}

/// The ways a value is replaced.
private enum Mutation: CaseIterable {
  case null, wrongType, huge, negative

  /// The replacement for `original`; the wrong type is never the original's own.
  func value(replacing original: JSONOutput, with mixer: inout SplitMix64) -> JSONOutput {
    switch self {
    case .null: return .null
    case .wrongType:
      let others = [JSONOutput.string("x"), .bool(true), .array([]), .object([:]), .number(7)].filter {
        JSONTree.kind($0) != JSONTree.kind(original)
      }
      return others[mixer.next(others.count)]
    case .huge: return [.number(1e300), .number(19_057_956)][mixer.next(2)]
    case .negative: return [.number(-5), .number(-19_057_956)][mixer.next(2)]
    }
  }
}

/// A value to replace: where it is, what it was, and whether the file cannot be read without it.
private struct Target {
  var path: [JSONTree.Step]
  var original: JSONOutput
  var structural: Bool
}

/// The mutation targets of a parsed response.
private enum Targets {
  /// Every envelope member and every member of every node, in a fixed order.
  static func targets(in root: JSONOutput) -> [Target] {
    guard case .object(let members) = root else { return [] }
    var targets: [Target] = []
    if members["id"] != nil, members["type"] != nil {
      collect(node: root, at: [], into: &targets)
      return targets
    }
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      targets.append(Target(path: [.member(key)], original: value, structural: key == "document" || key == "nodes"))
    }
    if let document = members["document"] { collect(node: document, at: [.member("document")], into: &targets) }
    if case .object(let entries)? = members["nodes"] {
      for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
        guard case .object(let fields) = entry, let document = fields["document"] else { continue }
        collect(node: document, at: [.member("nodes"), .member(id), .member("document")], into: &targets)
      }
    }
    return targets
  }

  private static func collect(node: JSONOutput, at path: [JSONTree.Step], into targets: inout [Target]) {
    var seen: Set<String> = []
    collect(node: node, parentType: "", at: path, seen: &seen, into: &targets)
  }

  /// The fields of `node` not yet seen on a node of its type in a parent of `parentType`, then its children's.
  private static func collect(
    node: JSONOutput, parentType: String, at path: [JSONTree.Step], seen: inout Set<String>,
    into targets: inout [Target]
  ) {
    guard case .object(let members) = node else { return }
    let type = if case .string(let type)? = members["type"] { type } else { "" }
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      guard seen.insert("\(parentType)/\(type).\(key)").inserted else { continue }
      // A child without a usable id or type is left out; the root cannot be.
      let structural = key == "children" || (parentType.isEmpty && (key == "id" || key == "type"))
      targets.append(Target(path: path + [.member(key)], original: value, structural: structural))
    }
    guard case .array(let children)? = members["children"] else { return }
    for (position, child) in children.enumerated() {
      collect(
        node: child, parentType: type, at: path + [.member("children"), .element(position)], seen: &seen,
        into: &targets)
    }
  }
}
