import LayoutIR

/// Finds, for a required constraint the solver rejected, a minimal set of required constraints that cannot hold
/// together, searching only the constraints that share variables with it, directly or through others.
///
/// Which constraints are tied is worked out once per screen and reading direction (a union of the variables each
/// required constraint relates; the canvas and the safe area are constants), so each of a screen's thousands of
/// conflicts costs only its own part: two heights of one view are searched as two constraints, not as the screen.
struct ConflictSearch {
  let screen: LayoutScreen
  /// Each required constraint's class: the class of its variables, or -1 when it relates constants only.
  private let classes: [ConstraintRef: Int]
  /// The required constraints of each class, in the IR's order.
  private let members: [Int: [ConstraintRef]]
  /// Each view's index in the screen.
  private let indexOfNode: [String: Int]

  init(_ screen: LayoutScreen, rightToLeft: Bool) {
    self.screen = screen
    let translator = LayoutSystem(
      screen: screen,
      setting: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea, rightToLeft: rightToLeft),
      contents: .boxesOnly)
    var union = VariableUnion(count: translator.solver.variableCount)
    for (guide, scroll) in translator.contentGuideOrigins { union.join(guide, scroll) }
    var related: [ConstraintRef: [Int]] = [:]
    for (viewIndex, view) in screen.views.enumerated() {
      for (index, constraint) in view.constraints.enumerated() where constraint.priority >= 1000 {
        guard let linear = translator.linear(constraint, of: view) else { continue }
        let variables = linear.expression.terms.map(\.variable).filter { !translator.isConstant($0) }.map(\.index)
        for variable in variables.dropFirst() { union.join(variables[0], variable) }
        related[ConstraintRef(view: viewIndex, index: index)] = variables
      }
    }
    let classes = related.mapValues { $0.first.map { union.find($0) } ?? -1 }
    self.classes = classes
    members = Dictionary(grouping: classes.keys.sorted()) { classes[$0] ?? -1 }
    var index: [String: Int] = [:]
    for (position, view) in screen.views.enumerated() where index[view.node] == nil { index[view.node] = position }
    indexOfNode = index
  }

  /// A minimal set of required constraints that cannot hold together in `setting`, `rejected` among them; the other
  /// constraints the solver rejected in that setting (`broken`) are left out, as Auto Layout breaks them.
  ///
  /// Beside the rejected one, the tied constraints before it are added nearest first (the views before the rejected
  /// one's, backwards) until one fails, which belongs to the set; then again with those found first and only the constraints before the last
  /// one found, until the found ones alone fail. Each round is one small incremental solve, which makes the boxes of
  /// only the views its constraints name.
  func minimalConflict(in setting: SolveSetting, around rejected: ConstraintRef, broken: Set<ConstraintRef>)
    -> [ConstraintRef]
  {
    // The class's constraints before the rejected one, nearest view first, each view's in order; made only as far as
    // the first round reads.
    let tied = members[classes[rejected] ?? -1] ?? []
    var end = tied.partitioningIndex { $0 >= rejected }
    var candidates: [ConstraintRef] = []
    func nextView() -> Bool {
      guard end > 0 else { return false }
      let view = tied[end - 1].view
      var start = end - 1
      while start > 0 && tied[start - 1].view == view { start -= 1 }
      candidates += tied[start..<end].filter { !broken.contains($0) }
      end = start
      return true
    }
    var found = [rejected]
    var first = true
    while true {
      var system = LayoutSystem(screen: screen, setting: setting, contents: .onDemand(indexOfNode))
      if found.contains(where: { !system.addRequired($0) }) { return found.sorted() }
      var failing = candidates.firstIndex { !system.addRequired($0) }
      while first, failing == nil {
        let read = candidates.count
        guard nextView() else { break }
        failing = candidates[read...].firstIndex { !system.addRequired($0) }
      }
      first = false
      guard let failing else { return [rejected] }
      found.append(candidates[failing])
      candidates.removeSubrange(failing...)
    }
  }
}

extension Array {
  /// The first index whose element is in the second part of the array, split by `belongs` (false, then true).
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// Classes of variables joined by the constraints that relate them (union–find with path halving).
private struct VariableUnion {
  private var parent: [Int]

  init(count: Int) { parent = Array(0..<count) }

  mutating func find(_ variable: Int) -> Int {
    var current = variable
    while parent[current] != current {
      parent[current] = parent[parent[current]]
      current = parent[current]
    }
    return current
  }

  mutating func join(_ a: Int, _ b: Int) {
    let (rootA, rootB) = (find(a), find(b))
    if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
  }
}
