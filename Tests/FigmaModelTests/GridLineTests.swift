import FigmaModel
import Pipeline
import TestSupport
import Testing

/// A grid whose cells make one row (or column) is read as that row's (or column's) auto layout; any other grid stays a
/// grid.
@Suite struct GridLineTests {
  /// A child of a grid: cell (`row`, `column`), filling its track across the grid's width (or `horizontal` sizing).
  private func cell(
    _ id: String, _ box: (Double, Double, Double, Double), row: Int, column: Int, horizontal: String = "FILL",
    span: Int = 1
  ) -> String {
    FigmaJSON.node(
      id, box: box,
      extra: #""layoutSizingHorizontal": "\#(horizontal)", "layoutSizingVertical": "HUG", "#
        + #""gridRowAnchorIndex": \#(row), "gridColumnAnchorIndex": \#(column), "#
        + #""gridRowSpan": 1, "gridColumnSpan": \#(span)"#)
  }

  /// Grid 2:1 of `rows`×`columns` at (24, 100), `size`, 16 pt apart, holding `cells`, hugging its height, after
  /// normalising.
  private func grid(rows: Int, columns: Int, size: (Double, Double), cells: [String]) throws -> DesignNode {
    let extra =
      #""layoutMode": "GRID", "gridRowCount": \#(rows), "gridColumnCount": \#(columns), "gridRowGap": 16, "#
      + #""gridColumnGap": 16, "gridColumnsSizing": "repeat(\#(columns),minmax(0,1fr))", "#
      + #""layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG""#
    let frame = FigmaJSON.node("2:1", box: (24, 100, size.0, size.1), extra: extra, children: cells)
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:1", box: (0, 0, 390, 844), children: [frame])]))
    return try required(result.tree.screens.first?.root.find(id: "2:1"))
  }

  @Test func aRowOfCellsIsARowWhoseFillingItemsShareItsWidth() throws {
    let row = try grid(
      rows: 1, columns: 2, size: (342, 110),
      cells: [cell("3:1", (24, 100, 163, 99), row: 0, column: 0), cell("3:2", (203, 100, 163, 53), row: 0, column: 1)]
    )
    verify(row.layout.mode, equals: .horizontal)
    verify(row.layout.itemSpacing, equals: 16)
    // The 110-pt track is taller than its cards: the row keeps it.
    verify(row.sizing.vertical, equals: .fixed)
    verify(row.children.map(\.item.grow), equals: [1, 1])
  }

  @Test func aColumnOfCellsIsAColumnWhoseItemsStretchAcrossIt() throws {
    let column = try grid(
      rows: 2, columns: 1, size: (342, 144),
      cells: [cell("3:1", (24, 100, 342, 64), row: 0, column: 0), cell("3:2", (24, 180, 342, 64), row: 1, column: 0)])
    verify(column.layout.mode, equals: .vertical)
    verify(column.sizing.vertical, equals: .hug)
    verify(column.children.map(\.item.align), equals: [.stretch, .stretch])
  }

  @Test func aGridOfRowsAndColumnsAnEmptyCellASpanOrUnequalShareStaysAGrid() throws {
    let twoByTwo = try grid(
      rows: 2, columns: 2, size: (342, 144),
      cells: [
        cell("3:1", (24, 100, 163, 64), row: 0, column: 0), cell("3:2", (203, 100, 163, 64), row: 0, column: 1),
        cell("3:3", (24, 180, 163, 64), row: 1, column: 0),
      ])
    verify(twoByTwo.layout.mode, equals: .grid)
    // Two cells of one 64-pt row: (x, width, column, span) each.
    func row(columns: Int, _ cells: [(Double, Double, Int, Int)]) throws -> DesignNode {
      try grid(
        rows: 1, columns: columns, size: (342, 64),
        cells: cells.enumerated().map { index, drawn in
          cell("3:\(index + 1)", (drawn.0, 100, drawn.1, 64), row: 0, column: drawn.2, span: drawn.3)
        })
    }
    verify(
      try row(columns: 3, [(130, 103, 1, 1), (249, 103, 2, 1)]).layout.mode, equals: .grid, "the first cell empty")
    verify(try row(columns: 3, [(24, 222, 0, 2), (262, 104, 2, 1)]).layout.mode, equals: .grid, "a span")
    // Two thirds and a third (`2fr 1fr`): a row of filling items shares its width equally, so it is not that row.
    verify(try row(columns: 2, [(24, 217, 0, 1), (257, 109, 1, 1)]).layout.mode, equals: .grid, "unequal shares")
    // The same row in equal shares is a row: what the three above change is what keeps them grids.
    verify(try row(columns: 2, [(24, 163, 0, 1), (203, 163, 1, 1)]).layout.mode, equals: .horizontal)
  }
}
