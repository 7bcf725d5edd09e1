import Foundation
import Pipeline
import TestSupport
import Testing

/// The phone screen of the shared fixtures, through every stage.
@Suite(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
struct SharedFixtureGoldenTests {
  @Test func morphrsPhoneScreenMatchesItsGoldens() throws {
    let name = "morphr__figma_document.json"
    let outputs = try ExampleCase.run(bytes: try Paths.bytes(Paths.sharedFixtures + "/" + name), source: name)
    let folder = Paths.package("Tests/GoldenTests/Shared/morphr")
    Golden.check(outputs.decisions, against: folder + "/decisions.txt")
    Golden.check(outputs.ir, against: folder + "/ir.txt")
    Golden.check(outputs.diagnostics, against: folder + "/diagnostics.txt")
    for file in outputs.files { Golden.check(file.contents, against: folder + "/" + file.name + ".golden") }
  }
}
