import Diagnostics
import Foundation
import LayoutIR
import Pipeline
import SnapKitEmitter
import TestSupport
import Testing

/// Properties every generated file must have, over the examples and every screen of the shared
/// fixtures.
@Suite struct GeneratedCodeTests {
  /// The examples, and the shared fixtures when they are beside the checkout.
  static var inputs: [String] {
    ExampleCase.all.map(\.input)
      + Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 }
  }

  /// The run of `input` the suites share.
  private func outputs(_ input: String) throws -> Pipeline.Result {
    try PipelineCache.run(input)
  }

  @Test(arguments: inputs)
  func neverUsesForbiddenPatterns(input: String) throws {
    for file in try outputs(input).files {
      for pattern in ["multipliedBy(0.", "frame = CGRect", "#selector", "@objc", "remakeConstraints"] {
        verify(file.contents, lacks: pattern, "\(file.name) contains \(pattern)")
      }
      // The home indicator's height as an edge's offset (a width less 34 pt of margins is no safe area).
      let hardcoded = file.contents.split(separator: "\n").filter {
        $0.contains("offset(-34)") && !$0.contains(".width.") && !$0.contains(".height.")
      }
      verify(hardcoded.isEmpty, "\(file.name) contains \(hardcoded)")
    }
  }

  /// A padding of 34 inside a frame is the design's; the safe area written as a constant against
  /// the root is the seed's named mistake, which the `hardcoded_safe_area` check finds.
  @Test(arguments: inputs)
  func neverHardCodesTheSafeArea(input: String) throws {
    let findings = try outputs(input).findings
    verify(!findings.contains { $0.ruleID == "hardcoded_safe_area" }, "\(findings.map(\.description))")
  }

  @Test(arguments: inputs)
  func usesDynamicTypeWhereATextStyleFits(input: String) throws {
    let styleSizes = [34, 28, 22, 20, 17, 16, 15, 13, 12, 11]
    for file in try outputs(input).files {
      for size in styleSizes {
        verify(
          file.contents, lacks: "systemFont(ofSize: \(size), weight: .regular)",
          "\(file.name): a \(size)-pt body font")
      }
    }
  }

  @Test(arguments: inputs)
  func everyChainLowersToItsConstraint(input: String) throws {
    let document = try Self.document(input)
    for screen in document.screens {
      let names = Dictionary(screen.views.map { ($0.node, $0.name) }, uniquingKeysWith: { first, _ in first })
      for view in screen.views {
        for constraint in view.constraints where !constraint.implicit {
          let lowered = SnapChain.chain(for: constraint, parentName: "parent", names: names).lowered()
          verify(
            lowered.count == 1 && lowered[0].sameMeaning(as: constraint),
            "\(view.name): \(LayoutDump.describe(constraint))")
        }
        let merged = SnapChain.merged(
          view.constraints.filter { !$0.implicit }.map { SnapChain.chain(for: $0, parentName: "parent", names: names) })
        let expanded = merged.flatMap { $0.lowered() }
        let original = view.constraints.filter { !$0.implicit }
        verify(expanded.count == original.count && zip(expanded, original).allSatisfy { $0.sameMeaning(as: $1) })
      }
    }
  }

  @Test(arguments: inputs)
  func everyTargetIsAGeneratedView(input: String) throws {
    for screen in try Self.document(input).screens {
      let nodes = Set(screen.views.map(\.node))
      for view in screen.views {
        verify(view.parent == screen.node || nodes.contains(view.parent))
        for constraint in view.constraints {
          if case .view(let id, _) = constraint.target { verify(nodes, contains: id, "\(view.name) → \(id)") }
          if case .safeArea = constraint.target { verify(view.parent, equals: screen.node) }
        }
      }
    }
  }

  private static func document(_ input: String) throws -> LayoutDocument {
    try required(try PipelineCache.run(input).layout).document
  }
}
