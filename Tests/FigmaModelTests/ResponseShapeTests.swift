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
    #expect(result.tree.shape == .file)
    #expect(result.tree.screens.map(\.root.name) == ["Home"])
    #expect(result.tree.screens.first?.page == "Page 1")
  }

  @Test func readsANodesResponseAndWarnsAboutMissingIDs() throws {
    let json =
      #"{"name": "F", "nodes": {"1:2": {"document": \#(screen), "components": {}, "styles": {}}, "9:9": null}}"#
    let result = try FigmaJSON.load(json)
    #expect(result.tree.shape == .nodes)
    #expect(result.tree.screens.map(\.root.id) == ["1:2"])
    #expect(
      result.diagnostics.map(\.message) == ["node '9:9' was requested but does not exist in the file at $.nodes['9:9']"]
    )
  }

  @Test func readsABareNode() throws {
    let result = try FigmaJSON.load(screen)
    #expect(result.tree.shape == .node)
    #expect(result.tree.screens.first?.root.children.first?.absolute == Rect(x: 16, y: 44, width: 200, height: 24))
  }

  @Test func readsACanvasNodeAsItsTopLevelFrames() throws {
    let canvas =
      #"{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(screen), \#(FigmaJSON.node("5:1", "RECTANGLE", box: (0, 0, 1, 1)))]}"#
    let result = try FigmaJSON.load(canvas)
    #expect(result.tree.screens.map(\.root.id) == ["1:2"])
    #expect(
      result.diagnostics.map(\.message) == ["1 top-level layer(s) on page 'Page' are not frames and are not screens"])
  }

  @Test func acceptsAByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(FigmaJSON.file([screen]).utf8)
    let result = try Converter().loadDesign(bytes, source: "bom.json")
    #expect(result.tree.screens.count == 1)
  }

  @Test func looksInsideSectionsForScreens() throws {
    let section = FigmaJSON.node("2:1", "SECTION", name: "Flow", box: (0, 0, 2000, 2000), children: [screen])
    let result = try FigmaJSON.load(FigmaJSON.file([section]))
    #expect(result.tree.screens.map(\.root.id) == ["1:2"])
  }
}
