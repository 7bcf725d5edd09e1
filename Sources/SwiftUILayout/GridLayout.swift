import LayoutIR

/// LazyVGrid with equal flexible columns: column width, row heights and where each cell goes.
///
/// Each column is a `GridItem(.flexible(), spacing: spacing)`: per its documentation, "the size of the grid with
/// spacing and inflexible items removed, divided by the number of flexible items, clamped to the provided bounds"
/// (the default bounds are 10 and infinity). Each cell is offered its column's width and nil height (its ideal
/// height: a lazy grid is made to scroll vertically); each row is as tall as its tallest cell, rows `lineSpacing`
/// apart, and a cell is centred in its column and row (GridItem's default alignment). Assumptions where the
/// documentation is silent: with no width proposal (ideal size) a column is as wide as the widest cell's ideal
/// width; the grid's height is its rows' regardless of the height proposed.
struct ModelGridMetrics {
  var columns: Int
  var columnWidth: Double
  var spacing: Double
  var lineSpacing: Double
  var rowHeights: [Double]
  var cells: [ModelChildLayout]

  /// The grid's size: its columns and their spacing by its rows and theirs.
  var size: ModelSize {
    let width = columnWidth * Double(columns) + spacing * Double(columns - 1)
    let height = rowHeights.reduce(0, +) + lineSpacing * Double(max(0, rowHeights.count - 1))
    return ModelSize(width: width, height: height)
  }

  /// The frame of each cell of a grid whose top-left corner is at `origin`, in order.
  func cellFrames(at origin: (x: Double, y: Double)) -> [ModelRect] {
    var frames: [ModelRect] = []
    var rowTop = origin.y
    for (row, height) in rowHeights.enumerated() {
      for column in 0..<columns {
        let position = row * columns + column
        guard position < cells.count else { break }
        let box = ModelRect(
          x: origin.x + Double(column) * (columnWidth + spacing), y: rowTop, width: columnWidth, height: height)
        let (x, y) = ModelAlignment.center.origin(of: cells[position].size, in: box)
        frames.append(ModelRect(x: x, y: y, width: cells[position].size.width, height: cells[position].size.height))
      }
      rowTop += height + lineSpacing
    }
    return frames
  }
}

extension ModelSizer {
  /// The metrics of grid `index` for `proposal`.
  mutating func gridMetrics(
    of index: Int, columns: Int, spacing: Double, lineSpacing: Double, proposal: ModelProposal
  ) -> ModelGridMetrics {
    let children = tree.nodes[index].children
    let minimumColumn = 10.0
    let columnWidth: Double
    if let width = proposal.width {
      let share = Self.difference(width, spacing * Double(columns - 1)) / Double(columns)
      columnWidth = max(minimumColumn, share)
    } else {
      var widest = minimumColumn
      for child in children { widest = max(widest, size(child, .unspecified).width) }
      columnWidth = widest
    }
    var cells: [ModelChildLayout] = []
    var rowHeights: [Double] = []
    for (position, child) in children.enumerated() {
      let offer = ModelProposal(width: columnWidth, height: nil)
      let taken = size(child, offer)
      cells.append(ModelChildLayout(proposal: offer, size: taken))
      if position % columns == 0 {
        rowHeights.append(taken.height)
      } else if let last = rowHeights.indices.last {
        rowHeights[last] = max(rowHeights[last], taken.height)
      }
    }
    return ModelGridMetrics(
      columns: columns, columnWidth: columnWidth, spacing: spacing, lineSpacing: lineSpacing, rowHeights: rowHeights,
      cells: cells)
  }
}
