/// A grid auto layout whose cells make one row (or one column) is read as the auto-layout row (or column) it draws.
///
/// Figma's `GRID` layout places each child in a cell of its tracks; a track shares the grid's room (`1fr`), keeps a
/// size (`99px`) or hugs. Placed by position, two cards in two columns sharing a 342-pt grid 16 pt apart were each
/// pinned 179 pt from the opposite edge: on a wider phone they overlapped, on a narrower one they drew apart. A grid
/// whose children each take one cell of a single row (or column), in order with no cell empty, at the grid's gap from
/// its padding, is that row (or column): the children that fill their tracks share the room equally, as they do in a
/// row, the others keep their size, and a fixed track taller (or wider) than what it holds keeps the line's height (or
/// width). Rules read it as the row (`layout.mode` `HORIZONTAL`, or `VERTICAL`); a grid of several rows and columns,
/// or one not drawn so, stays a grid, placed by position.
enum GridLine {
  private static let tolerance = 0.5

  /// A grid's layout and sizing as the line it draws, with its children as that line's items; nil (nothing changed)
  /// where it does not draw one.
  static func linearised(_ layout: AutoLayout, sizing: AxisSizings, box: Rect, children: inout [DesignNode])
    -> (layout: AutoLayout, sizing: AxisSizings)?
  {
    guard layout.mode == .grid, let line = line(of: layout, sizing: sizing, box: box, children: children) else {
      return nil
    }
    var linear = layout
    linear.mode = line.horizontal ? .horizontal : .vertical
    linear.itemSpacing = line.gap
    linear.primaryAlign = .min
    linear.counterAlign = .min
    linear.wrap = .noWrap
    var sizing = sizing
    if line.fixedAcross {
      if line.horizontal { sizing.vertical = .fixed } else { sizing.horizontal = .fixed }
    }
    let along = line.horizontal ? sizing.horizontal : sizing.vertical
    let across = line.horizontal ? sizing.vertical : sizing.horizontal
    linear.primarySizing = along == .hug ? .auto : .fixed
    linear.counterSizing = across == .hug ? .auto : .fixed
    for index in children.indices where isItem(children[index]) {
      let itemSizing = children[index].sizing
      children[index].properties.item.grow =
        (line.horizontal ? itemSizing.horizontal : itemSizing.vertical) == .fill ? 1 : 0
      children[index].properties.item.align =
        (line.horizontal ? itemSizing.vertical : itemSizing.horizontal) == .fill ? .stretch : .inherit
    }
    return (linear, sizing)
  }

  /// How a grid's one line runs.
  private struct Line {
    var horizontal: Bool
    var gap: Double
    /// Whether the grid, hugging across the line, keeps the size of a fixed track larger than what it holds.
    var fixedAcross: Bool
  }

  private static func isItem(_ node: DesignNode) -> Bool { node.properties.visible && !node.properties.item.isAbsolute }

  /// The line the grid's children draw, or nil where they do not draw one as an auto layout would.
  private static func line(of layout: AutoLayout, sizing: AxisSizings, box: Rect, children: [DesignNode]) -> Line? {
    guard let tracks = layout.grid else { return nil }
    let items = children.filter(isItem)
    guard items.count >= 2 else { return nil }
    let cells = items.compactMap(\.properties.item.gridCell)
    guard cells.count == items.count, cells.allSatisfy({ $0.rowSpan == 1 && $0.columnSpan == 1 }) else { return nil }
    let horizontal: Bool
    if Set(cells.map(\.row)).count == 1, tracks.rows <= 1 {
      horizontal = true
    } else if Set(cells.map(\.column)).count == 1, tracks.columns <= 1 {
      horizontal = false
    } else {
      return nil
    }
    // Each cell of the line taken once, in the order the children are drawn along it.
    guard cells.map({ horizontal ? $0.column : $0.row }) == Array(0..<items.count) else { return nil }
    let gap = horizontal ? tracks.columnGap : tracks.rowGap
    let geometry = Geometry(padding: layout.padding, box: box, horizontal: horizontal)
    guard geometry.follow(items, gap: gap), let fixedAcross = geometry.fixedAcross(items, sizing: sizing) else {
      return nil
    }
    return Line(horizontal: horizontal, gap: gap, fixedAcross: fixedAcross)
  }

  /// A grid's room along and across its line.
  private struct Geometry {
    let padding: Insets
    let box: Rect
    let horizontal: Bool

    /// Whether `items` follow one another from the padding at `gap`, those that fill their tracks equally long and
    /// reaching the padding at the end.
    func follow(_ items: [DesignNode], gap: Double) -> Bool {
      let end = horizontal ? box.width - padding.right : box.height - padding.bottom
      var position = horizontal ? padding.left : padding.top
      var filled: [Double] = []
      for item in items {
        let (origin, length) = horizontal ? (item.frame.x, item.frame.width) : (item.frame.y, item.frame.height)
        guard abs(origin - position) <= tolerance else { return false }
        if (horizontal ? item.sizing.horizontal : item.sizing.vertical) == .fill { filled.append(length) }
        position = origin + length + gap
      }
      guard let first = filled.first else { return true }
      return filled.allSatisfy { abs($0 - first) <= tolerance } && abs(position - gap - end) <= tolerance
    }

    /// Whether the grid, hugging across the line, is kept larger there than its items by a fixed track (true); nil
    /// where an item neither starts its cell nor fills it across.
    func fixedAcross(_ items: [DesignNode], sizing: AxisSizings) -> Bool? {
      let start = horizontal ? padding.top : padding.left
      let room =
        horizontal ? box.height - padding.top - padding.bottom : box.width - padding.left - padding.right
      var largest = 0.0
      for item in items {
        let (origin, length) = horizontal ? (item.frame.y, item.frame.height) : (item.frame.x, item.frame.width)
        let fills = (horizontal ? item.sizing.vertical : item.sizing.horizontal) == .fill
        guard abs(origin - start) <= tolerance, !fills || abs(length - room) <= tolerance else { return nil }
        largest = max(largest, length)
      }
      let hugs = (horizontal ? sizing.vertical : sizing.horizontal) == .hug
      return hugs && room - largest > tolerance
    }
  }
}
