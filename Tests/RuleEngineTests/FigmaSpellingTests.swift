import Decisions
import FigmaModel
import Pipeline
import RuleEngine
import Ruling
import TestSupport
import Testing

/// FigmaModel types Figma's closed sets, but a ruleset still reads Figma's own spelling, documented or not.
@Suite struct FigmaSpellingTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  /// A screen with a shape, a text, a frame, and a shape, a frame and a text whose values figsnap does not know.
  private static let design: DesignTree = {
    let shape = FigmaJSON.node(
      "1:3", "RECTANGLE", name: "Shape", box: (0, 0, 50, 20),
      extra: #""strokeAlign": "OUTSIDE", "scrollBehavior": "FIXED", "effects": [{"type": "LAYER_BLUR", "radius": 4}], "#
        + #""fills": [{"type": "IMAGE", "scaleMode": "TILE", "imageRef": "abc"}]"#)
    let text = FigmaJSON.node(
      "1:4", "TEXT", name: "Text", box: (0, 30, 50, 20),
      extra:
        #""characters": "Hi", "style": {"fontFamily": "Inter", "fontSize": 12, "textAlignHorizontal": "JUSTIFIED", "#
        + #""textAlignVertical": "BOTTOM", "textTruncation": "ENDING", "textCase": "SMALL_CAPS", "#
        + #""textDecoration": "UNDERLINE", "textAutoResize": "HEIGHT"}"#)
    let future = FigmaJSON.node(
      "1:5", "RECTANGLE", name: "Future", box: (0, 60, 50, 20),
      extra: #""strokeAlign": "ALONG", "scrollBehavior": "FLOATS", "effects": [{"type": "GLOW"}], "#
        + #""fills": [{"type": "HOLOGRAM", "scaleMode": "WARP"}]"#)
    let row = FigmaJSON.node(
      "1:6", name: "Row", box: (0, 90, 50, 20),
      extra: #""constraints": {"horizontal": "LEFT_RIGHT", "vertical": "BOTTOM"}, "layoutMode": "HORIZONTAL", "#
        + #""primaryAxisAlignItems": "SPACE_BETWEEN", "counterAxisAlignItems": "BASELINE", "#
        + #""overflowDirection": "HORIZONTAL_SCROLLING", "layoutSizingHorizontal": "FILL", "#
        + #""layoutSizingVertical": "HUG", "layoutPositioning": "ABSOLUTE", "layoutAlign": "STRETCH""#)
    let later = FigmaJSON.node(
      "1:7", name: "Later", box: (0, 120, 50, 20),
      extra: #""constraints": {"horizontal": "SIDEWAYS", "vertical": "UPWARDS"}, "layoutMode": "FLEX", "#
        + #""primaryAxisAlignItems": "SPACE_AROUND", "counterAxisAlignItems": "FIRST_BASELINE", "#
        + #""overflowDirection": "DIAGONAL_SCROLLING", "layoutSizingHorizontal": "SHRINK", "#
        + #""layoutSizingVertical": "GROW", "layoutPositioning": "STICKY", "layoutAlign": "START""#)
    let laterText = FigmaJSON.node(
      "1:8", "TEXT", name: "Later text", box: (0, 150, 50, 20),
      extra: #""characters": "Hi", "style": {"fontFamily": "Inter", "fontSize": 12, "textAutoResize": "WIDTH"}"#)
    let screen = FigmaJSON.node(
      "1:2", name: "Screen", box: (0, 0, 100, 200), children: [shape, text, future, row, later, laterText])
    return (try? FigmaJSON.load(FigmaJSON.file([screen])).tree) ?? DesignTree(source: "", shape: .file, screens: [])
  }()

  @Test func luaReadsFigmasSpellingOfKnownAndUnknownValues() throws {
    let source = """
      return {
        summary = "skips each node, giving what it reads as the reason",
        skip = function(node)
          if node.text then
            local t = node.text
            return table.concat(
              { t.align, t.align_vertical, t.truncation, t.text_case, t.decoration, t.auto_resize }, " ")
          end
          if node.name == "Shape" or node.name == "Future" then
            local fill = node.fills[1]
            return table.concat(
              { node.stroke_align, node.scroll_behavior, node.effects[1].type, fill.type, fill.scale_mode }, " ")
          end
          if node.name == "Row" or node.name == "Later" then
            local l = node.layout
            return table.concat({
              node.constraints.horizontal, node.constraints.vertical, l.mode, l.main_align, l.cross_align,
              l.overflow, l.sizing.horizontal, l.sizing.vertical, l.positioning, l.align,
            }, " ")
          end
        end,
      }

      """
    try fixture.write("spelling", rules: [("reads", source)])
    let run = try fixture.runner("spelling").run(on: Self.design)
    let screen = try required(run.tree.screens.first)
    verify(
      screen.skipped.map(\.reason),
      equals: [
        "OUTSIDE FIXED LAYER_BLUR IMAGE TILE",
        "JUSTIFIED BOTTOM ENDING SMALL_CAPS UNDERLINE HEIGHT",
        "ALONG FLOATS GLOW HOLOGRAM WARP",
        "LEFT_RIGHT BOTTOM HORIZONTAL SPACE_BETWEEN BASELINE HORIZONTAL_SCROLLING FILL HUG ABSOLUTE STRETCH",
        "SIDEWAYS UPWARDS FLEX SPACE_AROUND FIRST_BASELINE DIAGONAL_SCROLLING SHRINK GROW STICKY START",
        "LEFT TOP DISABLED ORIGINAL NONE WIDTH",
      ])
  }
}
