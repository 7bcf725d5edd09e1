import Foundation
import Pipeline
import TestSupport
import Testing

/// The phone screens of the shared fixtures, through every stage.
@Suite(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
struct SharedFixtureGoldenTests {
  @Test(arguments: [
    ("morphr__figma_document.json", "morphr"), ("figma-to-flutter__example_response.json", "figma-to-flutter"),
  ])
  func phoneScreensMatchTheirGoldens(fixture name: String, folder golden: String) throws {
    let outputs = try ExampleCase.outputs(of: Paths.sharedFixtures + "/" + name, source: name)
    let folder = Paths.package("Tests/GoldenTests/Shared/\(golden)")
    Golden.check(outputs.decisions, against: folder + "/decisions.txt")
    Golden.check(outputs.ir, against: folder + "/ir.txt")
    Golden.check(outputs.diagnostics, against: folder + "/diagnostics.txt")
    for file in outputs.files { Golden.check(file.contents, against: folder + "/" + file.name + ".golden") }
  }
}
