import Diagnostics
import FigmaModel
import Foundation
import Pipeline
import TestSupport
import Testing

/// The third-party responses in `../shared/fixtures/figma`.
///
/// They sit beside the checkout, not in it, so these tests are skipped (and say so) in a clone without them.
@Suite(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
struct SharedFixtureTests {
  static let goldenFixtures = [
    "code-connect__dummy_api_response.json", "figma-to-flutter__example_response.json",
    "morphr__figma_document.json", "unity-figma-importer__Layout.json",
  ]

  @Test func everyFixtureIsThere() {
    verify(Paths.sharedFixtureFiles.count >= 7)
  }

  @Test(arguments: Paths.sharedFixtureFiles)
  func loadsAndDumpsEveryScreen(fixture: String) throws {
    let bytes = try Paths.bytes(Paths.sharedFixtures + "/" + fixture)
    let result = try Converter().loadDesign(bytes, source: fixture)
    verify(!result.tree.screens.isEmpty)
    let dump = TreeDumper.dump(result.tree)
    let nodeLines = dump.split(separator: "\n").filter { !$0.hasPrefix("screen ") }.count
    verify(nodeLines, equals: result.tree.screens.reduce(0) { $0 + $1.root.subtreeCount })
    verify(!result.diagnostics.containsError)
  }

  @Test(arguments: goldenFixtures)
  func matchesTheGoldenTreeDump(fixture: String) throws {
    let bytes = try Paths.bytes(Paths.sharedFixtures + "/" + fixture)
    let result = try Converter().loadDesign(bytes, source: fixture)
    let name = fixture.replacingOccurrences(of: ".json", with: "")
    Golden.check(TreeDumper.dump(result.tree), against: Paths.package("Tests/FigmaModelTests/Goldens/\(name).tree.txt"))
  }

  @Test func readsEveryResponseShape() throws {
    let shapes = try Paths.sharedFixtureFiles.map { fixture in
      try Converter().loadDesign(try Paths.bytes(Paths.sharedFixtures + "/" + fixture), source: fixture).tree.shape
    }
    verify(Set(shapes), equals: [.file, .nodes, .node])
  }

  @Test func derivesSizingInAnOldFileWithoutLayoutSizingFields() throws {
    let fixture = "figma-to-flutter__example_response.json"
    let tree = try Converter().loadDesign(try Paths.bytes(Paths.sharedFixtures + "/" + fixture), source: fixture).tree
    let root = try required(tree.screens.first { $0.root.id == "1:2" }?.root)
    verify(root.item.declaredVerticalSizing, equals: nil)
    verify(root.sizing, equals: AxisSizings(horizontal: .fixed, vertical: .hug))
  }
}
