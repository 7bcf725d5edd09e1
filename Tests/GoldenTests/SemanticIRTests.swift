import Foundation
import JSONText
import LayoutIR
import Pipeline
import RuleEngine
import Ruling
import Semantics
import TestSupport
import Testing

/// Issue 11: the IR is target-neutral — its JSON names roles, colours and fonts as values and holds no UIKit
/// source, for the examples and every shared fixture, with the default and the team ruleset.
@Suite struct SemanticIRTests {
  private static let swiftSource = ["UIFont", "UIColor(", ".preferredFont", "UIImage(", "UIFontMetrics"]

  private static var inputs: [String] {
    ["order-form", "profile-card", "settings-list"].map { Paths.package("examples/\($0)/design.json") }
      + (Paths.sharedFixturesAvailable ? Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 } : [])
  }

  @Test(arguments: ["default", "example-team"])
  func theIRJSONHoldsNoSwift(ruleset: String) throws {
    let runner = RuleRunner(
      ruleset: ruleset,
      searchPath: RulesetSearchPath(folders: [Paths.package("rulesets")], workingDirectory: Paths.packageRoot))
    var roles = Set<String>()
    for input in Self.inputs {
      let converter = Converter()
      let design = try converter.loadDesign(Paths.bytes(input), source: input)
      let result = try converter.layout(design.tree, with: runner)
      let json = LayoutJSON.json(result.document).rendered()
      for fragment in Self.swiftSource {
        #expect(!json.contains(fragment), "\((input as NSString).lastPathComponent) holds \(fragment)")
      }
      #expect(json.contains("\"version\": 3"))
      for screen in result.document.screens { roles.formUnion(screen.views.map(\.role.rawValue)) }
    }
    #expect(roles.isSuperset(of: ["container", "label", "image"]), "\(roles.sorted())")
  }
}
