import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Fields no stage needs structurally never fail a file: each unusable value becomes the API's
/// default, reported as one `figma.decode` note per field however many nodes have it.
@Suite struct TolerantFieldTests {
  /// The path of the only screen of a ``FigmaJSON/file(_:extra:)`` response.
  private static let screen = "$.document.children[0].children[0]"

  /// Loads one 100×40 screen with `extra` members; returns it and the decoder's notes.
  private func load(_ extra: String) throws -> (node: DesignNode, notes: [String]) {
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 100, 40), extra: extra)]))
    let notes = result.diagnostics.filter { $0.ruleID == "figma.decode" }
    #expect(notes.allSatisfy { $0.severity == .note })
    return (try #require(result.tree.screens.first?.root), notes.map(\.message))
  }

  @Test func treatsARectangleWithNullMembersAsAbsent() throws {
    let (node, notes) = try load(#""absoluteRenderBounds": {"x": null, "y": null, "width": null, "height": null}"#)
    #expect(node.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(
      notes == [
        "'absoluteRenderBounds' is not a usable rectangle at \(Self.screen).absoluteRenderBounds ('x' is null); "
          + "treated as absent"
      ])
  }

  @Test func readsAWrongTypedNameAsEmpty() throws {
    let (node, notes) = try load(#""name": 5"#)
    #expect(notes.contains("'name' is a number, not a string at \(Self.screen).name; used ''"))
    #expect(node.name == "")
  }

  @Test func readsAVisibleThatIsNotABooleanAsTrue() throws {
    let (node, notes) = try load(#""visible": "yes""#)
    #expect(node.visible)
    #expect(notes == ["'visible' is a string, not a boolean at \(Self.screen).visible; used true"])
  }

  @Test func readsFillsThatAreNotAnArrayAsNoFills() throws {
    let (node, notes) = try load(#""fills": {}"#)
    #expect(node.appearance.fills.isEmpty)
    #expect(notes == ["'fills' is an object, not an array at \(Self.screen).fills; treated as absent"])
  }

  @Test func clampsAPillRadiusToHalfTheShorterSide() throws {
    let (node, notes) = try load(#""cornerRadius": 19057956, "rectangleCornerRadii": [0, 8, 30, -2]"#)
    #expect(node.appearance.cornerRadius == 20)
    #expect(node.appearance.cornerRadii == [0, 8, 20, 0])
    #expect(
      notes == [
        "'cornerRadius' is more than half the node's shorter side at \(Self.screen).cornerRadius "
          + "(19057956 on a 100×40 node); clamped to that half",
        "'rectangleCornerRadii' is more than half the node's shorter side at \(Self.screen).rectangleCornerRadii[2] "
          + "(30 on a 100×40 node); clamped to that half",
        "'rectangleCornerRadii' is negative at \(Self.screen).rectangleCornerRadii[3] (-2); used 0",
      ])
  }

  @Test func keepsAnUnknownLayoutModeThatPlacesChildrenAsNoneDoes() throws {
    let (node, notes) = try load(#""layoutMode": "FLEX""#)
    #expect(node.layout.mode == .unknown("FLEX"))
    #expect(!node.layout.isAutoLayout)
    #expect(
      notes == ["'layoutMode' has a value figsnap does not know at \(Self.screen).layoutMode ('FLEX'); kept as written"]
    )
  }

  @Test func clampsOpacityAndColourChannelsWithANote() throws {
    let (node, notes) = try load(#""opacity": 1.5, "fills": [{"type": "SOLID", "color": {"r": 2, "g": 0, "b": 0}}]"#)
    #expect(node.opacity == 1)
    #expect(node.appearance.fills.first?.color?.red == 1)
    #expect(
      notes == [
        "'color.r' is outside 0…1 at \(Self.screen).fills[0].color.r (2); clamped",
        "'opacity' is outside 0…1 at \(Self.screen).opacity (1.5); clamped",
      ])
  }

  @Test func dropsAbsurdNumbersThatAreNotCoordinates() throws {
    let (node, notes) = try load(#""itemSpacing": 1e999, "strokeWeight": -1e300, "rotation": null"#)
    #expect(node.layout.itemSpacing == 0)
    #expect(node.appearance.strokeWeight == 1)
    #expect(node.rotation == 0)
    #expect(
      notes == [
        "'itemSpacing' is out of range (±10000000) at \(Self.screen).itemSpacing (1e999); used 0",
        "'rotation' is null at \(Self.screen).rotation; used 0",
        "'strokeWeight' is out of range (±10000000) at \(Self.screen).strokeWeight (-1e300); used 1",
      ])
  }

  @Test func placesANodeWithAnUnusableBoundingBoxAtItsParentsOrigin() throws {
    let child = FigmaJSON.node("1:3", box: (1e300, 5, 10, 10), extra: #""size": {"x": 10, "y": 10}"#)
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (50, 50, 100, 100), children: [child])])
    let result = try FigmaJSON.load(json)
    let node = try #require(result.tree.screens.first?.root.children.first)
    #expect(node.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      result.diagnostics.map(\.message).contains(
        "'absoluteBoundingBox' is not a usable rectangle at \(Self.screen).children[0].absoluteBoundingBox "
          + "('x' is 1e+300); treated as absent"))
    #expect(result.diagnostics.contains { $0.ruleID == "figma.normalize" && $0.node?.id == "1:3" })
  }

  @Test func givesOneNoteForFiftyNodesWithTheSameProblem() throws {
    let nodes = (0..<50).map { FigmaJSON.node("1:\($0 + 10)", box: (0, 0, 10, 10), extra: #""visible": "yes""#) }
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 100, 100), children: nodes)]))
    let notes = result.diagnostics.filter { $0.ruleID == "figma.decode" }
    #expect(
      notes.map(\.message) == [
        "'visible' is a string, not a boolean at \(Self.screen).children[0].visible; used true (50 times)"
      ])
    #expect(result.tree.screens.first?.root.children.count == 50)
  }

  @Test func ordersNotesByFieldThenFirstOccurrenceAndPrintsThemTheSameEveryTime() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node("1:2", box: (0, 0, 100, 100), extra: #""visible": 1, "layoutMode": "B", "name": null"#),
      // An unknown value is noted once per field, whatever it is; a value that is not a string is another problem.
      FigmaJSON.node("1:3", box: (0, 0, 100, 100), extra: #""layoutMode": 3, "clipsContent": "no""#),
    ])
    let first = try FigmaJSON.load(json).diagnostics
    let fields = first.map { $0.message.split(separator: "'")[0] }
    #expect(fields == ["clipsContent", "layoutMode", "layoutMode", "name", "visible"])
    #expect(first.map(\.message)[1].contains("'B'"))
    let again = try FigmaJSON.load(json).diagnostics
    #expect(DiagnosticPrinter.text(first) == DiagnosticPrinter.text(again))
  }

  @Test func namesTheEarliestPlaceEvenWhenAChildIsReadFirst() throws {
    let child = FigmaJSON.node("1:3", box: (0, 0, 10, 10), extra: #""cornerRadius": 50"#)
    let parent = FigmaJSON.node("1:2", box: (0, 0, 20, 20), extra: #""cornerRadius": 50"#, children: [child])
    let notes = try FigmaJSON.load(FigmaJSON.file([parent])).diagnostics.map(\.message)
    #expect(
      notes == [
        "'cornerRadius' is more than half the node's shorter side at \(Self.screen).cornerRadius "
          + "(50 on a 20×20 node); clamped to that half (2 times)"
      ])
  }
}
