import Diagnostics
import FigmaModel
import JSONText
import Pipeline
import TestSupport
import Testing

@Suite struct NormalizerTests {
  private func orderForm(_ selection: ScreenSelection = .all) throws -> DesignResult {
    try Converter().loadDesign(
      try Paths.bytes(Paths.package("examples/order-form/design.json")), source: "examples/order-form/design.json",
      selection: selection)
  }

  @Test func givesFramesRelativeToTheParentAndTheScreen() throws {
    let root = try required(try orderForm().tree.screens.first?.root)
    let icon = try required(root.find(id: "1:16"))
    verify(icon.frame, equals: Rect(x: 236, y: 14, width: 16, height: 16))
    verify(icon.absolute, equals: Rect(x: 236, y: 118, width: 16, height: 16))
    verify(root.frame, equals: Rect(x: 0, y: 0, width: 375, height: 812))
    verify(root.absolute, equals: root.frame)
  }

  @Test func resolvesStyleAndComponentNames() throws {
    let root = try required(try orderForm().tree.screens.first?.root)
    verify(root.find(id: "1:8")?.text?.styleName, equals: "Headline")
    verify(root.find(id: "1:17")?.appearance.fills.first?.styleName, equals: "Fill/Secondary")
    let submit = try required(root.find(id: "1:19")?.component)
    verify(submit.name, equals: "State=Default")
    verify(submit.setName, equals: "Button/Primary")
    verify(submit.description, equals: "Primary call to action")
    verify(submit.properties.map(\.name), equals: ["Label#1:0", "State"])
    verify(submit.properties.first?.value, equals: "提交")
  }

  @Test func selectsNodesByIDInEitherForm() throws {
    let tree = try orderForm(ScreenSelection(nodeIDs: ["1-9", "1:17"])).tree
    verify(tree.screens.map(\.root.name), equals: ["Quantity Row", "Remark Box"])
    verify(tree.screens.first?.root.frame, equals: Rect(x: 0, y: 0, width: 375, height: 44))
    verify(tree.screens.first?.root.children.first?.frame.x, equals: 16)
    verify(tree.screens.first?.page, equals: "Checkout")
  }

  @Test func selectsScreensByNameIgnoringCase() throws {
    verify(try orderForm(ScreenSelection(screenNames: ["order form"])).tree.screens.count, equals: 1)
  }

  @Test func saysWhichScreensExistWhenANameIsWrong() throws {
    do {
      _ = try orderForm(ScreenSelection(screenNames: ["Checkout"]))
      Issue.record("expected an error")
    } catch let error as Diagnostic {
      verify(
        error.description,
        equals:
          "examples/order-form/design.json: error: [figsnap.select] no screen named 'Checkout'; the screens are 'Order Form'"
      )
    }
    do {
      _ = try orderForm(ScreenSelection(nodeIDs: ["7:7"]))
      Issue.record("expected an error")
    } catch let error as Diagnostic {
      verify(error.message, equals: "no node with id '7:7' in the input")
    }
  }

  @Test func placesGroupChildrenRelativeToTheGroup() throws {
    let group = FigmaJSON.node(
      "1:3", "GROUP", box: (20, 30, 50, 50), children: [FigmaJSON.node("1:4", "RECTANGLE", box: (30, 40, 10, 10))])
    let root = try required(
      try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:2", box: (10, 10, 200, 200), children: [group])])).tree
        .screens.first?.root)
    verify(root.find(id: "1:3")?.frame, equals: Rect(x: 10, y: 20, width: 50, height: 50))
    verify(root.find(id: "1:4")?.frame, equals: Rect(x: 10, y: 10, width: 10, height: 10))
    verify(root.find(id: "1:4")?.absolute, equals: Rect(x: 20, y: 30, width: 10, height: 10))
  }

  @Test func fallsBackToTheTransformWhenTheBoundingBoxIsMissing() throws {
    let child =
      #"{"id": "1:3", "name": "c", "type": "RECTANGLE", "size": {"x": 8, "y": 6}, "relativeTransform": [[1, 0, 12], [0, 1, 14]]}"#
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (100, 100, 50, 50), children: [child])])
    let result = try FigmaJSON.load(json)
    verify(result.tree.screens.first?.root.children.first?.frame, equals: Rect(x: 12, y: 14, width: 8, height: 6))
    verify(result.diagnostics.isEmpty)
  }

  @Test func derivesSizingFromLegacyAutoLayoutFields() throws {
    let grow = FigmaJSON.node("1:3", box: (0, 0, 100, 20), extra: #""layoutGrow": 1.0, "layoutAlign": "STRETCH""#)
    let hug = FigmaJSON.node(
      "1:4", "TEXT", box: (100, 0, 40, 20),
      extra: #""characters": "Hi", "style": {"textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    let container = FigmaJSON.node(
      "1:2", box: (0, 0, 300, 20), extra: #""layoutMode": "HORIZONTAL", "counterAxisSizingMode": "FIXED""#,
      children: [grow, hug])
    let root = try required(try FigmaJSON.load(FigmaJSON.file([container])).tree.screens.first?.root)
    verify(root.sizing, equals: AxisSizings(horizontal: .hug, vertical: .fixed))
    verify(root.children[0].sizing, equals: AxisSizings(horizontal: .fill, vertical: .fill))
    verify(root.children[1].sizing, equals: AxisSizings(horizontal: .hug, vertical: .hug))
  }

  @Test func readsLegacyPaddingFromAutoLayoutVersionOne() throws {
    let container = FigmaJSON.node(
      "1:2", box: (0, 0, 300, 20), extra: #""layoutMode": "VERTICAL", "horizontalPadding": 12, "verticalPadding": 8"#)
    let root = try required(try FigmaJSON.load(FigmaJSON.file([container])).tree.screens.first?.root)
    verify(root.layout.padding, equals: Insets(top: 8, left: 12, bottom: 8, right: 12))
  }

  @Test func matchesTheGoldenDumpAndDesignPackageOfTheExample() throws {
    let tree = try orderForm().tree
    Golden.check(TreeDumper.dump(tree), against: Paths.package("examples/order-form/design.tree.txt"))
    Golden.check(
      DesignPackage.json(tree).rendered(),
      against: Paths.package("Tests/FigmaModelTests/Goldens/order-form.design.json"))
  }
}
