import FigmaModel
import Pipeline
import TestSupport
import Testing

/// A row whose fixed gaps spread its items across it exactly, from padding to equal padding, is spread as
/// `SPACE_BETWEEN` spreads them.
@Suite struct SpreadRowTests {
  /// Frame 2:1 (`box`, auto layout `layout`) holding glyphs of `widths` laid out from its padding, in a 430×932
  /// screen, after normalising.
  private func row(_ box: (Double, Double, Double, Double), _ layout: String, widths: [Double], gap: Double = 43)
    throws -> DesignNode
  {
    var x = box.0 + 60
    let glyphs = widths.enumerated().map { index, width in
      defer { x += width + gap }
      return FigmaJSON.node("3:\(index)", box: (x, box.1 + 36, width, 30))
    }
    let frame = FigmaJSON.node("2:1", box: box, extra: layout, children: glyphs)
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:1", box: (0, 0, 430, 932), children: [frame])]))
    return try required(result.tree.screens.first?.root.find(id: "2:1"))
  }

  /// A bar's auto layout: 43-pt gaps between `leading` and `trailing` paddings, hugging or fixed along the row.
  private func bar(leading: Int = 60, trailing: Int = 60, sizing: String = "AUTO") -> String {
    #""layoutMode": "HORIZONTAL", "itemSpacing": 43, "paddingLeft": \#(leading), "paddingRight": \#(trailing), "#
      + #""paddingTop": 36, "paddingBottom": 42, "primaryAxisSizingMode": "\#(sizing)""#
  }

  @Test func aHuggingBarAsWideAsTheScreenSpreadsItsGlyphs() throws {
    let spread = try row((0, 824, 430, 108), bar(), widths: [25, 31, 33, 27, 22])
    verify(spread.layout.primaryAlign, equals: .spaceBetween)
    verify(spread.sizing.horizontal, equals: .fixed)
  }

  @Test func aRowWithRoomLeftOrUnequalPaddingsOrNotSpanningTheScreenStaysPacked() throws {
    verify(try row((0, 824, 430, 108), bar(sizing: "FIXED"), widths: [25, 31, 33]).layout.primaryAlign, equals: .min)
    let narrower = try row((20, 824, 390, 108), bar(), widths: [25, 31, 33, 27, 22])
    verify(narrower.layout.primaryAlign, equals: .min)
    verify(narrower.sizing.horizontal, equals: .hug)
    let lopsided = bar(trailing: 20)
    verify(try row((0, 824, 430, 108), lopsided, widths: [25, 31, 33, 27, 62]).layout.primaryAlign, equals: .min)
  }
}
