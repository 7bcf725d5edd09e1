import Foundation
import Pipeline
import TestSupport
import Testing

/// Each example's stages against their goldens, so a diff names the stage that changed:
/// `design.tree.txt`, `design.decisions.txt`, `design.ir.txt`, `design.ir.json`,
/// `design.diagnostics.txt` and one Swift file per screen.
@Suite struct ExampleGoldenTests {
  @Test func thereAreThreeExamples() {
    verify(ExampleCase.all.map(\.name), equals: ["order-form", "profile-card", "settings-list"])
  }

  @Test(arguments: ExampleCase.all)
  func everyStageMatchesItsGolden(example: ExampleCase) throws {
    let outputs = try example.outputs
    Golden.check(outputs.tree, against: example.folder + "/design.tree.txt")
    Golden.check(outputs.decisions, against: example.folder + "/design.decisions.txt")
    Golden.check(outputs.ir, against: example.folder + "/design.ir.txt")
    Golden.check(outputs.irJSON, against: example.folder + "/design.ir.json")
    Golden.check(outputs.diagnostics, against: example.folder + "/design.diagnostics.txt")
    for file in outputs.files { Golden.check(file.contents, against: example.folder + "/" + file.name) }
  }

  @Test(arguments: ExampleCase.all)
  func twoRunsAreByteIdentical(example: ExampleCase) throws {
    verify(try example.outputs, equals: try example.run())
  }
}
