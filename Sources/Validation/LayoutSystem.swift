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

/// One screen of the IR as linear constraints, as Auto Layout would read the emitted SnapKit code: a box (x, y, width,
/// height in the root's coordinates) per view, the root as large as the canvas, the safe area a guide, intrinsic sizes
/// as hugging and compression pairs.
///
/// The canvas size and the safe area are parameters of the solver, so ``move(to:)`` solves the same constraints at
/// another size without rebuilding; the reading direction is in the constraints themselves, so it needs a system of its
/// own.
struct LayoutSystem: Sendable {
  struct Box: Sendable {
    var x, y, width, height: Variable

    var all: [Variable] { [x, y, width, height] }
  }

  /// What goes in: everything; or, for the conflict search, no constraint of the IR until ``addRequired(_:)`` adds it,
  /// with the boxes of every view (to translate constraints) or only of the views the added constraints name.
  enum Contents {
    case everything
    case boxesOnly
    /// With the index of each view in the screen.
    case onDemand([String: Int])
  }

  /// The solver's parameters a setting decides.
  private struct Parameters: Sendable {
    var canvasWidth, canvasHeight, safeLeading, safeTop, safeWidth, safeHeight: Variable
  }

  let screen: LayoutScreen
  private(set) var setting: SolveSetting
  private(set) var solver = ConstraintSolver()
  private(set) var boxes: [String: Box] = [:]
  /// The content layout guide of each scroll view, by its id: at the scroll view's origin (the
  /// content at rest), its size the content's.
  private(set) var contentGuides: [String: Box] = [:]
  private(set) var parents: [String: String] = [:]
  /// Required constraints that could not be added, in IR order.
  private(set) var rejected: [ConstraintRef] = []
  /// The safe area's leading, top, width and height.
  private(set) var safeArea: Box
  /// The variables that only a setting decides: the root's box and the safe area's.
  private var constants: Set<Variable> = []
  /// The index of each view, for making boxes on demand.
  private var viewIndex: [String: Int] = [:]
  /// Where the texts aligned by a baseline have their baselines, by view.
  private(set) var baselines: [String: TextBaselines] = [:]
  private let parameters: Parameters

  /// Builds the system of `screen` in `setting`.
  init(screen: LayoutScreen, setting: SolveSetting, contents: Contents = .everything) {
    self.screen = screen
    self.setting = setting
    let values = Self.parameterValues(setting)
    parameters = Parameters(
      canvasWidth: solver.makeParameter(values[0]), canvasHeight: solver.makeParameter(values[1]),
      safeLeading: solver.makeParameter(values[2]), safeTop: solver.makeParameter(values[3]),
      safeWidth: solver.makeParameter(values[4]), safeHeight: solver.makeParameter(values[5]))
    safeArea = Box(
      x: parameters.safeLeading, y: parameters.safeTop, width: parameters.safeWidth, height: parameters.safeHeight)
    let root = Box(
      x: solver.makeParameter(0), y: solver.makeParameter(0), width: parameters.canvasWidth,
      height: parameters.canvasHeight)
    boxes[screen.node] = root
    constants = Set(root.all + safeArea.all)
    for view in screen.views { if let known = view.baselines { baselines[view.node] = known } }
    if case .onDemand(let index) = contents {
      viewIndex = index
      return
    }
    for view in screen.views {
      boxes[view.node] = makeBox()
      parents[view.node] = view.parent
    }
    for view in screen.views { makeContentGuide(of: view) }
    if case .everything = contents { addEverything() }
  }

  /// Makes the content layout guide of a scroll view.
  private mutating func makeContentGuide(of view: ViewSpec) {
    guard view.role == .scroll, let scroll = boxes[view.node] else { return }
    let guide = makeBox()
    contentGuides[view.node] = guide
    for (edge, origin) in [(guide.x, scroll.x), (guide.y, scroll.y)] {
      try? solver.add(LinearConstraint(LinearExpression(edge) - LinearExpression(origin), .equal))
    }
  }

  /// Makes the boxes (and content guides) of the view `node` and its ancestors that have none yet.
  private mutating func makeBoxes(upFrom node: String) {
    var current = node
    while boxes[current] == nil, let index = viewIndex[current] {
      let view = screen.views[index]
      boxes[view.node] = makeBox()
      parents[view.node] = view.parent
      makeContentGuide(of: view)
      current = view.parent
    }
  }

  /// Adds every constraint of the IR and every intrinsic size.
  private mutating func addEverything() {
    for (viewIndex, view) in screen.views.enumerated() {
      for (index, constraint) in view.constraints.enumerated() {
        guard let linear = linear(constraint, of: view) else { continue }
        add(linear, reference: ConstraintRef(view: viewIndex, index: index))
      }
      addIntrinsic(view)
    }
  }

  /// The canvas width and height and the safe area's leading, top, width and height of `setting`.
  private static func parameterValues(_ setting: SolveSetting) -> [Double] {
    let canvas = setting.canvas
    let insets = setting.safeArea
    return [
      canvas.width, canvas.height, insets.leading, insets.top, canvas.width - insets.leading - insets.trailing,
      canvas.height - insets.top - insets.bottom,
    ]
  }

  /// Whether only the setting decides `variable` (the root's box and the safe area): a constant to the layout.
  func isConstant(_ variable: Variable) -> Bool { constants.contains(variable) }

  /// The x and y of each scroll view's content guide, each with the scroll view's own (which they equal).
  var contentGuideOrigins: [(Int, Int)] {
    contentGuides.sorted { $0.key < $1.key }.flatMap { node, guide -> [(Int, Int)] in
      guard let scroll = boxes[node] else { return [] }
      return [(guide.x.index, scroll.x.index), (guide.y.index, scroll.y.index)]
    }
  }

  private mutating func makeBox() -> Box {
    Box(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
  }

  /// Adds a constraint; a required one that conflicts is recorded and left out (the solver is left as it was).
  private mutating func add(_ constraint: LinearConstraint, reference: ConstraintRef?) {
    do throws(ConstraintSolver.Failure) {
      try solver.add(constraint)
    } catch {
      if let reference { rejected.append(reference) }
    }
  }

  /// Adds the required constraint of the IR at `reference`; false when it conflicts with those added before.
  mutating func addRequired(_ reference: ConstraintRef) -> Bool {
    let view = screen.views[reference.view]
    let constraint = view.constraints[reference.index]
    makeBoxes(upFrom: view.node)
    if case .view(let target, _) = constraint.target { makeBoxes(upFrom: target) }
    guard let linear = linear(constraint, of: view) else { return true }
    do throws(ConstraintSolver.Failure) {
      try solver.add(linear)
      return true
    } catch {
      return false
    }
  }

  /// Solves the same constraints in `setting` (of the same reading direction); false when the required ones cannot
  /// all hold there, which leaves the system unusable.
  mutating func move(to setting: SolveSetting) -> Bool {
    precondition(setting.rightToLeft == self.setting.rightToLeft, "a reading direction needs a system of its own")
    self.setting = setting
    let values = Self.parameterValues(setting)
    let variables = [
      parameters.canvasWidth, parameters.canvasHeight, parameters.safeLeading, parameters.safeTop,
      parameters.safeWidth, parameters.safeHeight,
    ]
    do throws(ConstraintSolver.Failure) {
      try solver.setParameters(Array(zip(variables, values)))
      return true
    } catch {
      return false
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

  /// Whether a view's x, y, width or height might take another value at the same optimum (see
  /// ``ConstraintSolver/mightMove(_:)``).
  func mightMove(_ node: String) -> Bool {
    guard let box = boxes[node] else { return false }
    return box.all.contains { solver.mightMove($0) }
  }

  /// A copy with a weak pull of the x, y, width and height of each view of `nodes` to `target`: a value that follows
  /// it was not determined by the constraints.
  func pulled(_ nodes: [String], to target: Double) -> LayoutSystem {
    var copy = self
    let weight = 0.01 / Double(max(solver.variableCount, 1))
    for node in nodes {
      guard let box = boxes[node] else { continue }
      for variable in box.all {
        try? copy.solver.add(LinearConstraint(LinearExpression(variable) + -target, .equal, weight: weight))
      }
    }
    return copy
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
