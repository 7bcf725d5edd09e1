import FigmaModel
import Pipeline
import TestSupport
import Testing

/// A frame scrolls only along the axes of its `overflowDirection` on which it can have more than it shows.
@Suite struct ScrollingAxesTests {
  /// The overflow of frame 2:1 (`box`, `extra`, holding `children`) in a 390×900 screen, after normalising.
  private func overflow(
    _ box: (Double, Double, Double, Double), _ extra: String, children: [String] = []
  ) throws -> AutoLayout.Overflow {
    let frame = FigmaJSON.node("2:1", box: box, extra: extra, children: children)
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:1", box: (0, 0, 390, 900), children: [frame])]))
    return try required(result.tree.screens.first?.root.find(id: "2:1")).layout.overflow
  }

  private let column = #""layoutMode": "VERTICAL", "primaryAxisSizingMode": "AUTO", "counterAxisSizingMode": "FIXED""#
  private let card = FigmaJSON.node("3:1", box: (16, 0, 358, 600))

  @Test func aFrameThatHugsItsContentInsideItsParentDoesNotScroll() throws {
    verify(try overflow((0, 0, 390, 600), column + #", "overflowDirection": "VERTICAL_SCROLLING""#), equals: .none)
    let both = #", "overflowDirection": "HORIZONTAL_AND_VERTICAL_SCROLLING""#
    verify(try overflow((0, 0, 390, 600), column + both, children: [card]), equals: .none)
  }

  @Test func aFrameThatHugsPastItsParentKeepsScrolling() throws {
    let strip =
      #""layoutMode": "HORIZONTAL", "primaryAxisSizingMode": "AUTO", "overflowDirection": "HORIZONTAL_SCROLLING""#
    verify(try overflow((16, 0, 560, 40), strip), equals: .horizontal)
  }

  @Test func aFixedFrameScrollingBothWaysScrollsOnlyWhereItsContentRunsPastIt() throws {
    let both = #""overflowDirection": "HORIZONTAL_AND_VERTICAL_SCROLLING""#
    verify(try overflow((0, 0, 390, 400), both, children: [card]), equals: .vertical)
    let wide = FigmaJSON.node("3:1", box: (16, 0, 700, 600))
    verify(try overflow((0, 0, 390, 400), both, children: [wide]), equals: .both)
    verify(try overflow((0, 0, 390, 400), #""overflowDirection": "VERTICAL_SCROLLING""#), equals: .vertical)
  }
}
