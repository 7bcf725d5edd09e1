import Foundation
public import LayoutIR
import Semantics

/// Where one screen's layout is solved: a size, a safe area and a reading direction.
public struct SolveSetting: Sendable, Hashable {
  public var canvas: Size
  public var safeArea: EdgeInsets
  public var rightToLeft: Bool

  /// Creates a setting.
  public init(canvas: Size, safeArea: EdgeInsets, rightToLeft: Bool = false) {
    self.canvas = canvas
    self.safeArea = safeArea
    self.rightToLeft = rightToLeft
  }

  /// `320×568` or `320×568 RTL`.
  public var label: String {
    let size = "\(SolverNumber.text(canvas.width))×\(SolverNumber.text(canvas.height))"
    return rightToLeft ? size + " RTL" : size
  }
}

/// A constraint of the IR by position: `views[view].constraints[index]`.
public struct ConstraintRef: Hashable, Sendable, Comparable {
  public var view: Int
  public var index: Int

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.view, lhs.index) < (rhs.view, rhs.index) }
}

/// One screen of the IR as linear constraints, as Auto Layout would read the emitted SnapKit
/// code: a box (x, y, width, height in the root's coordinates) per view, the root fixed to the
/// canvas, the safe area a fixed guide, intrinsic sizes as hugging and compression pairs.
struct LayoutSystem {
  struct Box {
    var x, y, width, height: Variable
  }

  let screen: LayoutScreen
  let setting: SolveSetting
  private(set) var solver = ConstraintSolver()
  private(set) var boxes: [String: Box] = [:]
  /// The content layout guide of each scroll view, by its id: at the scroll view's origin (the
  /// content at rest), its size the content's.
  private(set) var contentGuides: [String: Box] = [:]
  private(set) var parents: [String: String] = [:]
  /// Required constraints that could not be added, in IR order.
  private(set) var rejected: [ConstraintRef] = []
  /// Everything the solver holds, in order, to rebuild it after a rejection.
  private var accepted: [LinearConstraint] = []

  /// Builds the system; `only` limits it to some required constraints (for conflict search).
  init(screen: LayoutScreen, setting: SolveSetting, stays: Double? = nil, only: Set<ConstraintRef>? = nil) {
    self.screen = screen
    self.setting = setting
    let root = makeBox()
    boxes[screen.node] = root
    for view in screen.views {
      boxes[view.node] = makeBox()
      parents[view.node] = view.parent
    }
    for view in screen.views where view.role == .scroll {
      guard let scroll = boxes[view.node] else { continue }
      let guide = makeBox()
      contentGuides[view.node] = guide
      for (edge, origin) in [(guide.x, scroll.x), (guide.y, scroll.y)] {
        try? solver.add(LinearConstraint(LinearExpression(edge) - LinearExpression(origin), .equal))
      }
    }
    let canvas = setting.canvas
    for (variable, value) in [(root.x, 0.0), (root.y, 0), (root.width, canvas.width), (root.height, canvas.height)] {
      try? solver.add(LinearConstraint(LinearExpression(variable) + -value, .equal))
    }
    for (viewIndex, view) in screen.views.enumerated() {
      for (index, constraint) in view.constraints.enumerated() {
        let reference = ConstraintRef(view: viewIndex, index: index)
        if let only, constraint.priority >= 1000, !only.contains(reference) { continue }
        if only != nil, constraint.priority < 1000 { continue }
        guard let linear = linear(constraint, of: view) else { continue }
        add(linear, reference: reference)
      }
      if only == nil { addIntrinsic(view) }
    }
    if let stays { addStays(stays) }
  }

  private mutating func makeBox() -> Box {
    Box(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
  }

  /// Adds a constraint; a required one that conflicts is recorded and left out, and the solver
  /// is rebuilt from the constraints it had accepted (a failed add may leave the tableau
  /// half-changed; conflicts are rare, so rebuilding beats copying the tableau before each add).
  private mutating func add(_ constraint: LinearConstraint, reference: ConstraintRef?) {
    do {
      try solver.add(constraint)
      accepted.append(constraint)
    } catch {
      if let reference { rejected.append(reference) }
      var rebuilt = ConstraintSolver()
      for _ in 0..<solver.variableCount { _ = rebuilt.makeVariable() }
      for earlier in accepted { try? rebuilt.add(earlier) }
      solver = rebuilt
    }
  }

  /// Hugging (≤ @250) and compression resistance (≥ @750) towards the intrinsic size.
  private mutating func addIntrinsic(_ view: ViewSpec) {
    guard let intrinsic = view.intrinsic, let box = boxes[view.node] else { return }
    let priorities = view.contentPriorities ?? ContentPriorities()
    let axes: [(Variable, Double?, Double, Double)] = [
      (box.width, intrinsic.width, priorities.huggingHorizontal, priorities.compressionHorizontal),
      (box.height, intrinsic.height, priorities.huggingVertical, priorities.compressionVertical),
    ]
    for (variable, size, hugging, compression) in axes {
      guard let size else { continue }
      let expression = LinearExpression(variable) + -size
      add(LinearConstraint(expression, .lessOrEqual, weight: Self.weight(hugging)), reference: nil)
      add(LinearConstraint(expression, .greaterOrEqual, weight: Self.weight(compression)), reference: nil)
    }
  }

  /// A weak pull of every view's x, y, width and height to `target`: a value that follows it was
  /// not determined by the constraints.
  private mutating func addStays(_ target: Double) {
    let weight = 0.01 / Double(max(solver.variableCount, 1))
    for view in screen.views {
      guard let box = boxes[view.node] else { continue }
      for variable in [box.x, box.y, box.width, box.height] {
        try? solver.add(LinearConstraint(LinearExpression(variable) + -target, .equal, weight: weight))
      }
    }
  }

  /// The solved frame of a view.
  func frame(of node: String) -> Frame? {
    guard let box = boxes[node] else { return nil }
    return Frame(
      x: solver.value(of: box.x), y: solver.value(of: box.y), width: solver.value(of: box.width),
      height: solver.value(of: box.height))
  }

  /// Auto Layout's priority as a weight: 250 → 1, 500 → 1e3, 750 → 1e6, 999 → 9.7e8.
  static func weight(_ priority: Double) -> Double { pow(1000, (priority - 250) / 250) }
}
