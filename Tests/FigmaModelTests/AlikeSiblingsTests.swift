import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Siblings drawn alike (the rows of a list), as the rules and the planner see them.
@Suite struct AlikeSiblingsTests {
  private func text(_ id: String, _ box: (Double, Double, Double, Double)) -> String {
    FigmaJSON.node(id, "TEXT", name: "Text \(id)", box: box, extra: #""characters": "Text", "style": {"fontSize": 15}"#)
  }

  private func shape(_ id: String, _ box: (Double, Double, Double, Double)) -> String {
    FigmaJSON.node(
      id, "RECTANGLE", name: "Shape \(id)", box: box,
      extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]"#)
  }

  /// A row at `y`: an icon, a title and, when asked, a subtitle and a highlight under everything.
  private func row(_ id: String, y: Double, subtitle: Bool = false, highlight: Bool = false) -> String {
    var layers = [shape(id + "1", (16, y + 8, 40, 40)), text(id + "2", (72, y + 8, 200, 20))]
    if subtitle { layers.append(text(id + "3", (72, y + 30, 200, 18))) }
    if highlight { layers.insert(shape(id + "0", (0, y, 390, 56)), at: 0) }
    return FigmaJSON.node(id, name: "Row", box: (0, y, 390, 56), children: layers)
  }

  private func children(_ layers: [String]) throws -> [DesignNode] {
    let screen = FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: layers)
    return try FigmaJSON.load(FigmaJSON.file([screen])).tree.screens[0].root.children
  }

  @Test func rowsWithAHighlightOrASubtitleMoreAreStillRowsAndAHeaderIsNot() throws {
    let header = FigmaJSON.node(
      "1:2", name: "Header", box: (0, 60, 390, 24),
      children: [text("1:3", (16, 60, 200, 24)), FigmaJSON.node("1:4", name: "See all", box: (300, 60, 74, 24))])
    let layers = try children([
      header, row("2:", y: 100), row("3:", y: 160, subtitle: true), row("4:", y: 220, highlight: true),
      row("5:", y: 280),
    ])
    verify(AlikeSiblings.runs(in: layers).map(\.rows), equals: [[1, 2, 3, 4]])
  }

  @Test func sectionTitlesAndSeparatorsBetweenRowsDoNotBreakARunButTwoTextsInARowDo() throws {
    let line = FigmaJSON.node(
      "9:1", "LINE", name: "Line", box: (16, 156, 358, 0),
      extra: #""strokes": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]"#)
    let layers = try children([
      row("2:", y: 100), line, text("9:2", (16, 160, 100, 20)), row("3:", y: 184), row("4:", y: 244),
      text("9:3", (16, 300, 100, 20)), text("9:4", (16, 320, 100, 20)), row("5:", y: 344), row("6:", y: 404),
    ])
    verify(AlikeSiblings.runs(in: layers).map(\.rows), equals: [[0, 3, 4], [7, 8]])
    verify(AlikeSiblings.longestRun(in: layers)?.rows, equals: [0, 3, 4])
  }

  @Test func framesOfOtherLayersOrSizesAreNotAlike() throws {
    let card = FigmaJSON.node(
      "3:", name: "Card", box: (0, 160, 390, 200),
      children: [shape("3:1", (16, 168, 358, 120)), text("3:2", (16, 300, 200, 20))])
    let button = FigmaJSON.node(
      "4:", name: "Row", box: (0, 380, 390, 56),
      children: [text("4:1", (16, 390, 200, 20)), text("4:2", (200, 390, 100, 20)), text("4:3", (300, 390, 50, 20))])
    let layers = try children([row("2:", y: 100), card, button])
    verify(AlikeSiblings.runs(in: layers).isEmpty)
  }
}
