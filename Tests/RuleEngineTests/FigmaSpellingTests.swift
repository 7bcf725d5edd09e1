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

  /// A screen with a shape, a text and a shape whose values figsnap does not know.
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
        + #""textDecoration": "UNDERLINE"}"#)
    let future = FigmaJSON.node(
      "1:5", "RECTANGLE", name: "Future", box: (0, 60, 50, 20),
      extra: #""strokeAlign": "ALONG", "scrollBehavior": "FLOATS", "effects": [{"type": "GLOW"}], "#
        + #""fills": [{"type": "HOLOGRAM", "scaleMode": "WARP"}]"#)
    let screen = FigmaJSON.node("1:2", name: "Screen", box: (0, 0, 100, 100), children: [shape, text, future])
    return (try? FigmaJSON.load(FigmaJSON.file([screen])).tree) ?? DesignTree(source: "", shape: .file, screens: [])
  }()

  @Test func luaReadsFigmasSpellingOfKnownAndUnknownValues() throws {
    let source = """
      return {
        summary = "skips each node, giving what it reads as the reason",
        skip = function(node)
          if node.text then
            local t = node.text
            return table.concat({ t.align, t.align_vertical, t.truncation, t.text_case, t.decoration }, " ")
          end
          if node.name == "Shape" or node.name == "Future" then
            local fill = node.fills[1]
            return table.concat(
              { node.stroke_align, node.scroll_behavior, node.effects[1].type, fill.type, fill.scale_mode }, " ")
          end
        end,
      }

      """
    try fixture.write("spelling", rules: [("reads", source)])
    let run = try fixture.runner("spelling").run(on: Self.design)
    let screen = try #require(run.tree.screens.first)
    #expect(
      screen.skipped.map(\.reason) == [
        "OUTSIDE FIXED LAYER_BLUR IMAGE TILE",
        "JUSTIFIED BOTTOM ENDING SMALL_CAPS UNDERLINE",
        "ALONG FLOATS GLOW HOLOGRAM WARP",
      ])
  }
}
