/// A row whose fixed gaps spread its items across it exactly, from padding to equal padding, was drawn to spread them.
///
/// A bar of five glyphs 43 pt apart between 60-pt margins fills a 430-pt design to the point: packed from its start
/// with those gaps, it does not fit a 375-pt iPhone (its constraints cannot all hold), and on a wider one it leaves
/// its room at the end. Three or more items of a fixed size (no texts) in a row with no room left and equal paddings at
/// both ends — a row of a fixed width, or one hugging them that spans the screen — are spread as `SPACE_BETWEEN`
/// spreads them: the same at the design's width, the gaps shared out at any other (a hugging row then takes a width
/// of its own, the screen's).
enum SpreadRow {
  /// The row's alignment along it and its sizing: `SPACE_BETWEEN` and a fixed width where it spreads its items so,
  /// else as they were.
  static func spread(
    _ layout: AutoLayout, sizing: AxisSizings, box: Rect, screenBox: Rect, children: [DesignNode]
  ) -> (align: AutoLayout.PrimaryAlign, sizing: AxisSizings) {
    let unchanged = (layout.primaryAlign, sizing)
    guard layout.mode == .horizontal, layout.wrap == .noWrap, layout.primaryAlign == .min, layout.itemSpacing > 0,
      abs(layout.padding.left - layout.padding.right) <= 1
    else { return unchanged }
    if sizing.horizontal == .hug {
      guard abs(box.x - screenBox.x) <= 1, abs(box.width - screenBox.width) <= 1 else { return unchanged }
    }
    // Its items are glyphs or frames of a fixed size: texts side by side size the row by what they say.
    let items = children.filter { $0.properties.visible && !$0.properties.item.isAbsolute }
    guard items.count >= 3, items.allSatisfy({ $0.sizing.horizontal != .fill && $0.properties.kind != .text })
    else { return unchanged }
    let used =
      items.reduce(0) { $0 + $1.frame.width } + layout.itemSpacing * Double(items.count - 1) + layout.padding.left
      + layout.padding.right
    guard abs(used - box.width) <= 1 else { return unchanged }
    return (.spaceBetween, AxisSizings(horizontal: .fixed, vertical: sizing.vertical))
  }
}
