import LayoutIR
import Semantics
import SwiftSource

/// A view that breaks in one of the settings a screen is checked in besides its design size.
public struct LayoutBreak: Sendable, Hashable {
  /// The view's index in the screen's views.
  public var view: Int
  /// The setting's index in the screen's other settings.
  public var setting: Int
  /// What goes wrong, such as "width collapses to -20".
  public var problem: String
}

/// Where a screen breaks at the other sizes and directions.
///
/// A view collapses to a zero or negative size, is squeezed below its content (a label of any number of lines whose
/// height may grow is not: it wraps), leaves its parent, or overlaps a sibling it did not overlap in the design. Views
/// whose layout is undetermined, and settings where required constraints conflict, are the other checks' findings.
enum LayoutBreaks {
  /// Every break of `input`'s screen, by setting, then by view.
  static func find(in input: CheckInput) -> [LayoutBreak] {
    var found: [LayoutBreak] = []
    let index = input.indexByNode
    // A layout guide draws nothing, so it overlaps nothing.
    let drawn = input.screen.views.indices.filter { input.screen.views[$0].role != .layoutGuide }
    let siblings = Dictionary(grouping: drawn, by: { input.screen.views[$0].parent })
    for (settingIndex, solve) in input.others.enumerated() where solve.rejected.isEmpty {
      let overlaps = newOverlaps(siblings, of: input.screen, solve: solve)
      for (viewIndex, view) in input.screen.views.enumerated() {
        guard input.design.undetermined[view.node] == nil, solve.undetermined[view.node] == nil,
          let frame = solve.frames[view.node]
        else { continue }
        let problem =
          problem(view, frame, solve: solve, index: index, screen: input.screen)
          ?? overlaps[view.node].map { "overlaps '\(input.screen.views[$0].name)', which it does not in the design" }
        if let problem { found.append(LayoutBreak(view: viewIndex, setting: settingIndex, problem: problem)) }
      }
    }
    return found
  }

  /// Whether a view narrower than its text's one line wraps it onto more lines instead: a label of any number of lines
  /// whose height is not held at the design's.
  private static func wraps(_ view: ViewSpec) -> Bool {
    guard view.role == .label, view.properties.numberOfLines == 0 else { return false }
    return !view.constraints.contains { $0.attribute == .height && $0.relation == .equal && $0.priority >= 1000 }
  }

  private static func problem(
    _ view: ViewSpec, _ frame: Frame, solve: ScreenSolve, index: [String: Int], screen: LayoutScreen
  )
    -> String?
  {
    let root = screen.node
    let parent = index[view.parent]
    if view.frame.width > 0.5 && frame.width <= 0.5 { return "width collapses to \(SolverNumber.text(frame.width))" }
    if view.frame.height > 0.5 && frame.height <= 0.5 {
      return "height collapses to \(SolverNumber.text(frame.height))"
    }
    if let intrinsic = view.intrinsic?.width, frame.width < intrinsic - 0.5, !wraps(view) {
      return
        "is squeezed to \(SolverNumber.text(frame.width)) wide, below its content's \(SolverNumber.text(intrinsic))"
    }
    let parentFrame: Frame? =
      view.parent == root
      ? Frame(x: 0, y: 0, width: solve.setting.canvas.width, height: solve.setting.canvas.height)
      : solve.frames[view.parent]
    let parentDesign: Frame? =
      view.parent == root
      ? Frame(x: 0, y: 0, width: screen.canvas.width, height: screen.canvas.height)
      : parent.map { screen.views[$0].frame }
    // Content runs past a scroll view on purpose.
    let scrolls = parent.map { screen.views[$0].role } == .scroll
    if !scrolls, let parentFrame, let parentDesign, inside(view.frame, parentDesign),
      !inside(frame, parentFrame)
    {
      return "leaves its parent (\(describe(frame)) outside \(describe(parentFrame)))"
    }
    return nil
  }

  /// For each view that overlaps a sibling in `solve` but not in the design, the first such sibling (its index in the
  /// screen's views) whose id sorts before its own: sorted by their solved leading edges along the axis they
  /// spread over, each sibling is compared only with those still reaching past it, not with every other.
  private static func newOverlaps(_ siblings: [String: [Int]], of screen: LayoutScreen, solve: ScreenSolve)
    -> [String: Int]
  {
    var first: [String: Int] = [:]
    for group in siblings.values where group.count > 1 {
      let placed = group.compactMap { index in solve.frames[screen.views[index].node].map { (index: index, frame: $0) }
      }
      // Swept along the axis the siblings spread over most: a row along x, a column along y.
      let spread = { (start: (Frame) -> Double) -> Double in
        let starts = placed.map { start($0.frame) }
        return (starts.max() ?? 0) - (starts.min() ?? 0)
      }
      let alongY = spread(\.y) > spread(\.x)
      let start = { (frame: Frame) in alongY ? frame.y : frame.x }
      let end = { (frame: Frame) in alongY ? frame.maxY : frame.maxX }
      let sorted = placed.sorted { (start($0.frame), $0.index) < (start($1.frame), $1.index) }
      var reaching: [(index: Int, frame: Frame)] = []
      for entry in sorted {
        reaching.removeAll { end($0.frame) - 0.5 <= start(entry.frame) }
        for other in reaching where overlap(entry.frame, other.frame) {
          let (a, b) = (screen.views[entry.index], screen.views[other.index])
          guard !overlap(a.frame, b.frame) else { continue }
          for (view, sibling) in [(a, other.index), (b, entry.index)] where screen.views[sibling].node < view.node {
            if let known = first[view.node], known < sibling { continue }
            first[view.node] = sibling
          }
        }
        reaching.append(entry)
      }
    }
    return first
  }

  static func inside(_ inner: Frame, _ outer: Frame) -> Bool {
    inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5
      && inner.maxY <= outer.maxY + 0.5
  }

  static func overlap(_ a: Frame, _ b: Frame) -> Bool {
    a.x < b.maxX - 0.5 && b.x < a.maxX - 0.5 && a.y < b.maxY - 0.5 && b.y < a.maxY - 0.5 && a.width > 0.5
      && b.width > 0.5
      && a.height > 0.5 && b.height > 0.5
  }

  private static func describe(_ frame: Frame) -> String {
    "\(SolverNumber.text(frame.x)),\(SolverNumber.text(frame.y)) \(SolverNumber.text(frame.width))×\(SolverNumber.text(frame.height))"
  }
}
