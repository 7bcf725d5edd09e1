import FigmaModel
import Pipeline
import Semantics
import TestSupport
import Testing

/// The fields of what a node draws (issue 13): arcs, dashes, gradient handles, shadows and styled runs of text.
@Suite struct VisualFieldTests {
  private func node(_ extra: String, type: String = "RECTANGLE") throws -> DesignNode {
    let child = FigmaJSON.node("1:3", type, box: (10, 10, 80, 40), extra: extra)
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 100, 60), children: [child])]))
    return try required(result.tree.screens.first?.root.children.first)
  }

  @Test func readsAnArcAndCallsAWholeOneAnEllipse() throws {
    let ring = try node(
      #""arcData": {"startingAngle": -1.5708, "endingAngle": 3.1416, "innerRadius": 0.8}"#, type: "ELLIPSE")
    verify(ring.appearance.arc, equals: Arc(startingAngle: -1.5708, endingAngle: 3.1416, innerRadius: 0.8))
    verify(ring.appearance.arc?.isFullEllipse, equals: false)
    let whole = try node(
      #""arcData": {"startingAngle": 0, "endingAngle": 6.2831853, "innerRadius": 0}"#, type: "ELLIPSE")
    verify(whole.appearance.arc?.isFullEllipse, equals: true)
  }

  @Test func readsDashesAndIgnoresDashesOfNothing() throws {
    verify(try node(#""strokeDashes": [6, 4]"#).appearance.strokeDashes, equals: [6, 4])
    verify(try node(#""strokeDashes": [0, 0]"#).appearance.strokeDashes.isEmpty)
  }

  @Test func readsGradientHandlesAndAShadowsSpread() throws {
    let paint = """
      "fills": [{"type": "GRADIENT_RADIAL", "gradientHandlePositions": [{"x": 0.5, "y": 0.5}, {"x": 0.5, "y": 1},
        {"x": 1, "y": 0.5}], "gradientStops": [{"position": 0, "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]}],
      "effects": [{"type": "DROP_SHADOW", "radius": 16, "spread": 2, "offset": {"x": 0, "y": 4},
        "color": {"r": 0, "g": 0, "b": 0, "a": 0.12}, "showShadowBehindNode": true}]
      """
    let styled = try node(paint)
    verify(
      styled.appearance.fills.first?.gradientHandles,
      equals: [
        UnitPoint(x: 0.5, y: 0.5), UnitPoint(x: 0.5, y: 1), UnitPoint(x: 1, y: 0.5),
      ])
    let shadow = try required(styled.appearance.effects.first)
    verify(shadow.spread == 2 && shadow.radius == 16 && shadow.showsBehindNode)
  }

  @Test func groupsStyledRunsInUTF16UnitsAndAppliesThemOverTheBase() throws {
    // "Hi 👋 Terms": the emoji is two UTF-16 units, so "Terms" starts at 6.
    let text = """
      "characters": "Hi 👋 Terms", "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 15},
      "characterStyleOverrides": [0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 7],
      "styleOverrideTable": {"7": {"fontWeight": 600, "textDecoration": "UNDERLINE",
        "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.478, "b": 1, "a": 1}}],
        "hyperlink": {"type": "URL", "url": "https://example.com/terms"}}, "9": {"fontSize": 30}}
      """
    let content = try required(try node(text, type: "TEXT").text)
    verify(content.runs.count, equals: 1)
    let run = try required(content.runs.first)
    verify(run.location == 6 && run.length == 5)
    verify(run.style.link, equals: "https://example.com/terms")
    let style = content.style.applying(run.style)
    verify(style.fontWeight == 600 && style.fontFamily == "Inter" && style.textDecoration == .underline)
    verify(style.fontPostScriptName, equals: nil)
  }

  @Test func scalesEverySizeByTheNearestTextStyle() {
    verify(DynamicTypeStyle.nearest(toSize: 28), equals: .title1)
    verify(DynamicTypeStyle.nearest(toSize: 17), equals: .body)
    verify(DynamicTypeStyle.nearest(toSize: 10), equals: .caption2)
    verify(DynamicTypeStyle.nearest(toSize: 48), equals: .largeTitle)
    // 31 is as near 28 as 34: the larger wins.
    verify(DynamicTypeStyle.nearest(toSize: 31), equals: .largeTitle)
    verify(DynamicTypeStyle.nearest(toSize: 14), equals: .subheadline)
  }
}
