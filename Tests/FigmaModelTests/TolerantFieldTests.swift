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
    verify(notes.allSatisfy { $0.severity == .note })
    return (try required(result.tree.screens.first?.root), notes.map(\.message))
  }

  @Test func treatsARectangleWithNullMembersAsAbsent() throws {
    let (node, notes) = try load(#""absoluteRenderBounds": {"x": null, "y": null, "width": null, "height": null}"#)
    verify(node.frame, equals: Rect(x: 0, y: 0, width: 100, height: 40))
    verify(
      notes,
      equals: [
        "'absoluteRenderBounds' is not a usable rectangle at \(Self.screen).absoluteRenderBounds ('x' is null); "
          + "treated as absent"
      ])
  }

  @Test func readsAWrongTypedNameAsEmpty() throws {
    let (node, notes) = try load(#""name": 5"#)
    verify(notes, contains: "'name' is a number, not a string at \(Self.screen).name; used ''")
    verify(node.name, equals: "")
  }

  @Test func readsAVisibleThatIsNotABooleanAsTrue() throws {
    let (node, notes) = try load(#""visible": "yes""#)
    verify(node.visible)
    verify(notes, equals: ["'visible' is a string, not a boolean at \(Self.screen).visible; used true"])
  }

  @Test func readsFillsThatAreNotAnArrayAsNoFills() throws {
    let (node, notes) = try load(#""fills": {}"#)
    verify(node.appearance.fills.isEmpty)
    verify(notes, equals: ["'fills' is an object, not an array at \(Self.screen).fills; treated as absent"])
  }

  @Test func clampsAPillRadiusToHalfTheShorterSide() throws {
    let (node, notes) = try load(#""cornerRadius": 19057956, "rectangleCornerRadii": [0, 8, 30, -2]"#)
    verify(node.appearance.cornerRadius, equals: 20)
    verify(node.appearance.cornerRadii, equals: [0, 8, 20, 0])
    verify(
      notes,
      equals: [
        "'cornerRadius' is more than half the node's shorter side at \(Self.screen).cornerRadius "
          + "(19057956 on a 100×40 node); clamped to that half",
        "'rectangleCornerRadii' is more than half the node's shorter side at \(Self.screen).rectangleCornerRadii[2] "
          + "(30 on a 100×40 node); clamped to that half",
        "'rectangleCornerRadii' is negative at \(Self.screen).rectangleCornerRadii[3] (-2); used 0",
      ])
  }

  @Test func keepsAnUnknownLayoutModeThatPlacesChildrenAsNoneDoes() throws {
    let (node, notes) = try load(#""layoutMode": "FLEX""#)
    verify(node.layout.mode, equals: .unknown("FLEX"))
    verify(!node.layout.isAutoLayout)
    verify(
      notes,
      equals: ["'layoutMode' has a value figsnap does not know at \(Self.screen).layoutMode ('FLEX'); kept as written"]
    )
  }

  @Test func clampsOpacityAndColourChannelsWithANote() throws {
    let (node, notes) = try load(#""opacity": 1.5, "fills": [{"type": "SOLID", "color": {"r": 2, "g": 0, "b": 0}}]"#)
    verify(node.opacity, equals: 1)
    verify(node.appearance.fills.first?.color?.red, equals: 1)
    verify(
      notes,
      equals: [
        "'color.r' is outside 0…1 at \(Self.screen).fills[0].color.r (2); clamped",
        "'opacity' is outside 0…1 at \(Self.screen).opacity (1.5); clamped",
      ])
  }

  @Test func dropsAbsurdNumbersThatAreNotCoordinates() throws {
    let (node, notes) = try load(#""itemSpacing": 1e999, "strokeWeight": -1e300, "rotation": null"#)
    verify(node.layout.itemSpacing, equals: 0)
    verify(node.appearance.strokeWeight, equals: 1)
    verify(node.rotation, equals: 0)
    verify(
      notes,
      equals: [
        "'itemSpacing' is out of range (±10000000) at \(Self.screen).itemSpacing (1e999); used 0",
        "'rotation' is null at \(Self.screen).rotation; used 0",
        "'strokeWeight' is out of range (±10000000) at \(Self.screen).strokeWeight (-1e300); used 1",
      ])
  }

  @Test func placesANodeWithAnUnusableBoundingBoxAtItsParentsOrigin() throws {
    let child = FigmaJSON.node("1:3", box: (1e300, 5, 10, 10), extra: #""size": {"x": 10, "y": 10}"#)
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (50, 50, 100, 100), children: [child])])
    let result = try FigmaJSON.load(json)
    let node = try required(result.tree.screens.first?.root.children.first)
    verify(node.frame, equals: Rect(x: 0, y: 0, width: 10, height: 10))
    verify(
      result.diagnostics.map(\.message),
      contains: "'absoluteBoundingBox' is not a usable rectangle at \(Self.screen).children[0].absoluteBoundingBox "
        + "('x' is 1e+300); treated as absent")
    verify(result.diagnostics.contains { $0.ruleID == "figma.normalize" && $0.node?.id == "1:3" })
  }

  @Test func givesOneNoteForFiftyNodesWithTheSameProblem() throws {
    let nodes = (0..<50).map { FigmaJSON.node("1:\($0 + 10)", box: (0, 0, 10, 10), extra: #""visible": "yes""#) }
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 100, 100), children: nodes)]))
    let notes = result.diagnostics.filter { $0.ruleID == "figma.decode" }
    verify(
      notes.map(\.message),
      equals: [
        "'visible' is a string, not a boolean at \(Self.screen).children[0].visible; used true (50 times)"
      ])
    verify(result.tree.screens.first?.root.children.count, equals: 50)
  }

  @Test func ordersNotesByFieldThenFirstOccurrenceAndPrintsThemTheSameEveryTime() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node("1:2", box: (0, 0, 100, 100), extra: #""visible": 1, "layoutMode": "B", "name": null"#),
      // An unknown value is noted once per field, whatever it is; a value that is not a string is another problem.
      FigmaJSON.node("1:3", box: (0, 0, 100, 100), extra: #""layoutMode": 3, "clipsContent": "no""#),
    ])
    let first = try FigmaJSON.load(json).diagnostics
    let fields = first.map { $0.message.split(separator: "'")[0] }
    verify(fields, equals: ["clipsContent", "layoutMode", "layoutMode", "name", "visible"])
    verify(first.map(\.message)[1], contains: "'B'")
    let again = try FigmaJSON.load(json).diagnostics
    verify(DiagnosticPrinter.text(first), equals: DiagnosticPrinter.text(again))
  }

  @Test func namesTheEarliestPlaceEvenWhenAChildIsReadFirst() throws {
    let child = FigmaJSON.node("1:3", box: (0, 0, 10, 10), extra: #""cornerRadius": 50"#)
    let parent = FigmaJSON.node("1:2", box: (0, 0, 20, 20), extra: #""cornerRadius": 50"#, children: [child])
    let notes = try FigmaJSON.load(FigmaJSON.file([parent])).diagnostics.map(\.message)
    verify(
      notes,
      equals: [
        "'cornerRadius' is more than half the node's shorter side at \(Self.screen).cornerRadius "
          + "(50 on a 20×20 node); clamped to that half (2 times)"
      ])
  }
}
