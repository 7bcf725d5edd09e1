import Concurrency
import Diagnostics
import Foundation
import JSONText
import LayoutIR
import Pipeline
import RuleEngine
import SwiftSource
import TestSupport
import Testing
import Validation

/// The bounded fuzz run of `scripts/test` (issue 10), with a fixed seed.
///
/// Structure-aware mutants of the examples and the default ruleset's fixture cases go through everything `figsnap
/// generate` does — read, rules, plan, validate, emit. A mutant must end in files or in located diagnostics; a trap
/// ends the test process. Every file a mutant makes passes `GeneratedSwiftAudit`, and the files of the first mutants
/// with hostile texts type-check. `scripts/fuzz` is the open-ended, coverage-guided counterpart.
@Suite struct PipelineFuzzTests {
  /// Mutants a run tries.
  ///
  /// A fixed number, so the run is the same on every machine (about 15 s of a debug build on one core). Nothing here
  /// is timed; a mutant that hangs is stopped by the rules' limits or the CI's. Every kind of change is made within
  /// the run (`theRunMakesEveryKindOfChange`); `scripts/fuzz` runs on.
  static let mutants = 100

  private static let sources = [
    "examples/order-form/design.json", "examples/profile-card/design.json", "examples/settings-list/design.json",
    "rulesets/default/tests/coincident-lines/input.json", "rulesets/default/tests/sheet/input.json",
    "rulesets/default/tests/steps/input.json",
  ]

  /// Runs on the CLI's deep-stack executor: mutants nest as deep as the reader allows.
  @Test func mutatedDesignsEndInFilesOrLocatedDiagnostics() async throws {
    try await withTaskExecutorPreference(DeepStackExecutor.shared) { try mutateAndRun() }
  }

  /// The run's mutants: the sources in turn, each mutated by one seeded mutator.
  private static func runMutants() throws -> [StructuredMutator.Mutant] {
    let originals = try Self.sources.map {
      JSONTree.output(try JSONDocument(bytes: Paths.bytes(Paths.package($0))).root)
    }
    var mutator = StructuredMutator(seed: 10)
    return (0..<Self.mutants).map { index in mutator.mutate(originals[index % originals.count]) }
  }

  private func mutateAndRun() throws {
    let runner = PipelineCache.runner("default")
    let mutants = try Self.runMutants()
    for (index, mutant) in mutants.enumerated() { keep(mutant, index: index) }
    // The mutants run side by side, one per core; what each made is judged in their order.
    let ends = mutants.map(\.bytes).concurrentMap { Self.run($0, with: runner) }
    var outcomes = (files: 0, refused: 0)
    var typeChecked = 0
    for (index, (mutant, end)) in zip(mutants, ends).enumerated() {
      let described = "mutant \(index) of \(Self.sources[index % Self.sources.count]): \(mutant.changes)"
      switch end {
      case .files(let targets):
        outcomes.files += 1
        // Whatever the mutant said, the Swift of both targets is sound: audited always, type-checked for the first
        // mutants whose texts were hostile.
        for file in targets.joined() where file.name.hasSuffix(".swift") {
          let problems = GeneratedSwiftAudit.problems(in: file.contents)
          verify(problems.isEmpty, "\(described): \(file.name): \(problems)")
        }
        if typeChecked < Self.typeCheckedMutants, mutant.changes.contains(where: { $0.hasPrefix("hostileText") }) {
          typeChecked += 1
          for files in targets {
            let problems = try SwiftTypeChecker.problems(inGenerated: files)
            verify(problems, equals: nil, "\(described): \(problems ?? "")")
          }
        }
      case .refused(let diagnostic):
        outcomes.refused += 1
        verify(diagnostic.location.file.isEmpty == false && !diagnostic.message.isEmpty, "\(described): \(diagnostic)")
      }
    }
    // The mutants reached both ends of the pipeline.
    verify(outcomes.files > Self.mutants / 4, "\(outcomes)")
    verify(typeChecked, equals: Self.typeCheckedMutants, "\(typeChecked) mutants with hostile texts type-checked")
    verify(outcomes.refused > 0, "\(outcomes)")
  }

  @Test func theMutatorIsDeterministic() throws {
    let original = JSONTree.output(try JSONDocument(bytes: Paths.bytes(Paths.package(Self.sources[0]))).root)
    var first = StructuredMutator(seed: 3)
    var second = StructuredMutator(seed: 3)
    for _ in 0..<20 {
      let (a, b) = (first.mutate(original), second.mutate(original))
      verify(a.bytes == b.bytes && a.changes == b.changes)
    }
  }

  @Test func theRunMakesEveryKindOfChange() throws {
    var seen = Set<String>()
    for mutant in try Self.runMutants() {
      for change in mutant.changes { seen.insert(String(change.prefix { $0 != " " })) }
    }
    verify(seen, equals: Set(StructuredMutator.Mutation.allCases.map(\.rawValue)))
  }

  /// With `FIGSNAP_FUZZ_KEEP=DIR`, writes each mutant to `DIR/mutant-N.json` before it runs: after a crash, the
  /// newest file is the input that caused it (`figsnap generate` it to see).
  private func keep(_ mutant: StructuredMutator.Mutant, index: Int) {
    guard let folder = ProcessInfo.processInfo.environment["FIGSNAP_FUZZ_KEEP"], !folder.isEmpty else { return }
    _ = FileManager.default.createFile(atPath: folder + "/mutant-\(index).json", contents: Data(mutant.bytes))
  }

  /// Mutants with hostile texts whose Swift is type-checked (each a `swiftc` run of about a second).
  static let typeCheckedMutants = 4

  /// How one mutant ended.
  private enum Outcome: Sendable {
    /// The files of the UIKit target, then the SwiftUI target's, from the same layout.
    case files([[GeneratedFile]])
    case refused(Diagnostic)
  }

  /// Everything `figsnap generate` does to `bytes`, in memory, and the SwiftUI of the same layout.
  private static func run(_ bytes: [UInt8], with runner: RuleRunner) -> Outcome {
    do {
      let result = try Pipeline.run(
        Pipeline.Request(bytes: bytes, source: "mutant.json", runner: runner, through: .emitted))
      guard let layout = result.layout else { return .files([result.files]) }
      return .files([result.files, Converter().emitSwiftUI(layout).files])
    } catch {
      return .refused(error)
    }
  }
}
