import Diagnostics
import JSONText
import LayoutIR
import Semantics

/// A row of equal items that the narrowest phone the app runs on cannot hold shares the row's width.
///
/// Two or more views of one size side by side at equal gaps, each of a fixed width and the first placed from its
/// parent's leading edge and each other after the one before it, would leave their parent where it narrows by more
/// than the row's trailing margin (four 84-pt tiles in a 402-pt design on a 375-pt iPhone). Their widths become
/// equal instead of fixed, the last keeps the design's trailing margin, and each hangs from the first's top: at the
/// design's width every item keeps its size, on a narrower screen each gives up the same share.
enum EqualWidthRow {
  static let origin = "planner.equalWidths"
  private static let tolerance = 0.5

  /// Rewrites the rows among `views[range]` (the children of the frame at `parentFrame`, under `parent`) that cannot
  /// fit `narrowing` points less, and the notes that say so.
  static func apply(
    to views: inout [ViewSpec], in range: Range<Int>, parent: String, parentFrame: Frame, narrowing: Double,
    source: String
  ) -> [Diagnostic] {
    guard narrowing > tolerance else { return [] }
    let candidates = range.filter { views[$0].parent == parent && fixedWidth(views[$0]) != nil }
      .sorted { (views[$0].frame.y, views[$0].frame.x) < (views[$1].frame.y, views[$1].frame.x) }
    var notes: [Diagnostic] = []
    var start = 0
    while start < candidates.count {
      let first = views[candidates[start]].frame
      var end = start + 1
      while end < candidates.count, sameSize(views[candidates[end]].frame, first) { end += 1 }
      let row = Array(candidates[start..<end])
      start = end
      guard row.count >= 2, let (gap, margin) = chained(row, in: views, parentFrame: parentFrame),
        margin >= 0, margin < narrowing - tolerance
      else { continue }
      for (position, index) in row.enumerated() {
        let width = fixedWidth(views[index])
        views[index].constraints.removeAll { $0 == width }
        if position > 0 {
          // Each follows the first across and down: one row, whatever moves it (a title above that grows).
          views[index].constraints.removeAll { !$0.attribute.isHorizontal && !$0.attribute.isSize }
          views[index].constraints.append(Constraint(.top, .view(views[row[0]].node, .top), origin: origin))
          views[index].constraints.append(Constraint(.width, .view(views[row[0]].node, .width), origin: origin))
        }
      }
      let last = row[row.count - 1]
      views[last].constraints.append(Constraint(.trailing, .superview(.trailing), constant: -margin, origin: origin))
      for index in row { views[index].constraints = ConstraintPlanner.sorted(views[index].constraints) }
      let size = "\(NumberText.format(first.width))×\(NumberText.format(first.height))"
      let message =
        "\(row.count) views of \(size) side by side, \(NumberText.format(gap)) pt apart, do not fit the narrowest "
        + "phone the app runs on: they share the row's width (equal widths), keeping its "
        + "\(NumberText.format(margin))-pt trailing margin"
      notes.append(
        Diagnostic(
          .note, origin, "\(message)",
          at: SourceLocation(file: source), node: NodeRef(id: views[row[0]].node, name: views[row[0]].name)))
    }
    return notes
  }

  /// The view's required constant width, or nil.
  private static func fixedWidth(_ view: ViewSpec) -> Constraint? {
    guard ![.label, .icon, .image].contains(view.role) else { return nil }
    return view.constraints.first { $0.isRequiredSize(.width) }
  }

  private static func sameSize(_ frame: Frame, _ other: Frame) -> Bool {
    abs(frame.y - other.y) <= tolerance && abs(frame.width - other.width) <= tolerance
      && abs(frame.height - other.height) <= tolerance
  }

  /// The gap and the trailing margin of a row whose first view is placed from the parent's leading edge and each
  /// other after the one before it at one gap, in the order drawn left to right; nil for any other row.
  private static func chained(_ row: [Int], in views: [ViewSpec], parentFrame: Frame) -> (Double, Double)? {
    let gap = views[row[1]].frame.x - views[row[0]].frame.maxX
    guard gap > 0 else { return nil }
    for (position, index) in row.enumerated() {
      let horizontal = views[index].constraints.filter { $0.attribute.isHorizontal && !$0.attribute.isSize }
      guard horizontal.count == 1, let place = horizontal.first, place.attribute == .leading, place.relation == .equal
      else { return nil }
      if position == 0 {
        switch place.target {
        case .superview(.leading), .scrollGuide(_, .leading): continue
        default: return nil
        }
      }
      let previous = views[row[position - 1]]
      guard place.target == .view(previous.node, .trailing),
        abs(views[index].frame.x - previous.frame.maxX - gap) <= tolerance
      else { return nil }
    }
    return (gap, parentFrame.maxX - views[row[row.count - 1]].frame.maxX)
  }
}
