import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

@Suite struct ResponseShapeTests {
  private let screen = FigmaJSON.node(
    "1:2", name: "Home", box: (100, 200, 375, 812),
    children: [FigmaJSON.node("1:3", "TEXT", name: "Title", box: (116, 244, 200, 24))])

  @Test func readsAFileResponse() throws {
    let result = try FigmaJSON.load(FigmaJSON.file([screen]))
    verify(result.tree.shape, equals: .file)
    verify(result.tree.screens.map(\.root.name), equals: ["Home"])
    verify(result.tree.screens.first?.page, equals: "Page 1")
  }

  @Test func readsANodesResponseAndWarnsAboutMissingIDs() throws {
    let json =
      #"{"name": "F", "nodes": {"1:2": {"document": \#(screen), "components": {}, "styles": {}}, "9:9": null}}"#
    let result = try FigmaJSON.load(json)
    verify(result.tree.shape, equals: .nodes)
    verify(result.tree.screens.map(\.root.id), equals: ["1:2"])
    verify(
      result.diagnostics.map(\.message),
      equals: ["node '9:9' was requested but does not exist in the file at $.nodes['9:9']"]
    )
  }

  @Test func readsABareNode() throws {
    let result = try FigmaJSON.load(screen)
    verify(result.tree.shape, equals: .node)
    verify(result.tree.screens.first?.root.children.first?.absolute, equals: Rect(x: 16, y: 44, width: 200, height: 24))
  }

  @Test func readsACanvasNodeAsItsTopLevelFrames() throws {
    let canvas =
      #"{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(screen), \#(FigmaJSON.node("5:1", "RECTANGLE", box: (0, 0, 1, 1)))]}"#
    let result = try FigmaJSON.load(canvas)
    verify(result.tree.screens.map(\.root.id), equals: ["1:2"])
    verify(
      result.diagnostics.map(\.message),
      equals: ["1 top-level layer(s) on page 'Page' are not frames and are not screens"])
  }

  @Test func acceptsAByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(FigmaJSON.file([screen]).utf8)
    let result = try Converter().loadDesign(bytes, source: "bom.json")
    verify(result.tree.screens.count, equals: 1)
  }

  @Test func looksInsideSectionsForScreens() throws {
    let section = FigmaJSON.node("2:1", "SECTION", name: "Flow", box: (0, 0, 2000, 2000), children: [screen])
    let result = try FigmaJSON.load(FigmaJSON.file([section]))
    verify(result.tree.screens.map(\.root.id), equals: ["1:2"])
  }

  /// A frame that lays phone screens out side by side is a board, not a screen: each phone is a screen of its own.
  @Test func aBoardOfPhoneScreensIsAScreenEach() throws {
    let phones = ["2", "3"].enumerated().map { index, id in
      FigmaJSON.node(
        "\(id):1", name: "Step \(index + 1)", box: (100 + Double(index) * 475, 100, 375, 812),
        children: [FigmaJSON.node("\(id):2", "TEXT", name: "Title", box: (116 + Double(index) * 475, 150, 200, 24))])
    }
    let title = FigmaJSON.node("1:9", "TEXT", name: "Flow", box: (100, 20, 400, 40))
    let board = FigmaJSON.node("1:1", name: "Onboarding board", box: (0, 0, 1050, 1000), children: [title] + phones)
    let result = try FigmaJSON.load(FigmaJSON.file([board]))
    verify(result.tree.screens.map(\.root.name), equals: ["Step 1", "Step 2"])
    verify(
      result.diagnostics.map(\.message),
      contains:
        "'Onboarding board' is a board of 2 phone screens: each is a screen of its own (its 1 other layer(s) are not "
        + "screens)")
    // A screen whose overlay lies over its content, and a long screen of two phone-tall sections, stay one screen.
    let overlay = FigmaJSON.node(
      "4:1", name: "Sheet", box: (0, 0, 375, 812),
      children: [
        FigmaJSON.node("4:2", name: "Content", box: (0, 0, 375, 812)),
        FigmaJSON.node("4:3", name: "Scrim", box: (0, 0, 375, 812)),
      ])
    let long = FigmaJSON.node(
      "5:1", name: "Landing", box: (500, 0, 375, 1624),
      children: [
        FigmaJSON.node("5:2", name: "Top", box: (500, 0, 375, 812)),
        FigmaJSON.node("5:3", name: "Bottom", box: (500, 812, 375, 812)),
      ])
    let screens = try FigmaJSON.load(FigmaJSON.file([overlay, long])).tree.screens
    verify(screens.map(\.root.name), equals: ["Sheet", "Landing"])
  }

}
