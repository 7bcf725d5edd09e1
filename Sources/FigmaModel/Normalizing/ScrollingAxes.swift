/// The axes a frame scrolls along: those of its `overflowDirection` on which it can have more than it shows.
///
/// A frame that hugs its content on an axis grows with what it holds, so Figma never scrolls it there (unless it runs
/// past its parent, which then clips what a person scrolls to); a frame set to scroll both ways whose content fits its
/// width in the design (a captured web page's `overflow: auto`) scrolls only up and down. Planning a scroll view on
/// such an axis gives it nothing to size it by: its content's height or width is then not determined.
enum ScrollingAxes {
  /// `overflow` without the axes on which the frame cannot scroll.
  static func overflow(
    of overflow: AutoLayout.Overflow, sizing: AxisSizings, box: Rect, parentBox: Rect?, children: [DesignNode]
  ) -> AutoLayout.Overflow {
    let parent = parentBox ?? box
    let withinWidth = box.x >= parent.x - 0.5 && box.x + box.width <= parent.x + parent.width + 0.5
    let withinHeight = box.y >= parent.y - 0.5 && box.y + box.height <= parent.y + parent.height + 0.5
    var horizontal = overflow.scrollsHorizontally && !(sizing.horizontal == .hug && withinWidth)
    let vertical = overflow.scrollsVertically && !(sizing.vertical == .hug && withinHeight)
    if horizontal, overflow.scrollsVertically, fitsWidth(box.width, children) { horizontal = false }
    switch (horizontal, vertical) {
    case (true, true): return .both
    case (true, false): return .horizontal
    case (false, true): return .vertical
    case (false, false): return overflow.scrollsHorizontally || overflow.scrollsVertically ? .none : overflow
    }
  }

  /// What the frame still does, for a note.
  static func describe(_ overflow: AutoLayout.Overflow) -> String {
    if overflow.scrollsHorizontally && overflow.scrollsVertically { return "it scrolls both ways" }
    if overflow.scrollsVertically { return "it scrolls up and down only" }
    if overflow.scrollsHorizontally { return "it scrolls sideways only" }
    return "it does not scroll"
  }

  /// Whether every visible child lies within the frame's width (half a point either side).
  private static func fitsWidth(_ width: Double, _ children: [DesignNode]) -> Bool {
    children.allSatisfy { child in
      !child.properties.visible || (child.frame.x >= -0.5 && child.frame.x + child.frame.width <= width + 0.5)
    }
  }
}
