import LayoutIR

/// One screen solved in one setting: the frames, the required constraints that conflicted, and
/// the properties the constraints leave undetermined.
struct ScreenSolve: Sendable {
  let setting: SolveSetting
  /// Solved frames by node id (meaningless for undetermined properties).
  let frames: [String: Frame]
  /// Required constraints rejected as conflicting, in IR order.
  let rejected: [ConstraintRef]
  /// The first undetermined property of each ambiguous view, by node id.
  let undetermined: [String: String]

  /// The pull of the perturbation check; far beyond any real coordinate.
  static let stayTarget = 10_000.0

  /// The solution of `system`.
  init(_ system: LayoutSystem, undetermined: [String: String] = [:]) {
    setting = system.setting
    var frames: [String: Frame] = [:]
    for view in system.screen.views { frames[view.node] = system.frame(of: view.node) }
    self.frames = frames
    rejected = system.rejected
    self.undetermined = undetermined
  }

  /// The screen solved at its design size, with what its constraints leave undetermined, and the system that solved
  /// it (to solve it at other sizes).
  static func design(_ screen: LayoutScreen) -> (solve: ScreenSolve, system: LayoutSystem) {
    let system = LayoutSystem(screen: screen, setting: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea))
    return (ScreenSolve(system, undetermined: system.rejected.isEmpty ? undetermined(in: system) : [:]), system)
  }

  /// The screen solved in `setting` from scratch.
  static func solve(_ screen: LayoutScreen, in setting: SolveSetting) -> ScreenSolve {
    ScreenSolve(LayoutSystem(screen: screen, setting: setting))
  }

  /// The screen solved in each of `settings`, in order: each from the system of its reading direction solved at the
  /// design size, moved to the setting's size (from scratch where the required constraints do not all hold there).
  static func others(_ settings: [SolveSetting], from design: LayoutSystem) -> [ScreenSolve] {
    let screen = design.screen
    var bases: [Bool: LayoutSystem] = [design.setting.rightToLeft: design]
    return settings.map { setting in
      let base =
        bases[setting.rightToLeft]
        ?? LayoutSystem(
          screen: screen,
          setting: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea, rightToLeft: setting.rightToLeft))
      bases[setting.rightToLeft] = base
      var moved = base
      return moved.move(to: setting) ? ScreenSolve(moved) : solve(screen, in: setting)
    }
  }

  /// The first undetermined property of each ambiguous view: the tableau tells which views might move, and a weak
  /// pull of those towards +10000 and towards −10000 tells which do.
  private static func undetermined(in system: LayoutSystem) -> [String: String] {
    let candidates = system.screen.views.map(\.node).filter { system.mightMove($0) }
    guard !candidates.isEmpty else { return [:] }
    let up = system.pulled(candidates, to: stayTarget)
    let down = system.pulled(candidates, to: -stayTarget)
    var undetermined: [String: String] = [:]
    for node in candidates {
      guard let high = up.frame(of: node), let low = down.frame(of: node) else { continue }
      let properties = [
        ("x", high.x, low.x), ("y", high.y, low.y), ("width", high.width, low.width),
        ("height", high.height, low.height),
      ]
      if let loose = properties.first(where: { abs($0.1 - $0.2) > 0.01 }) { undetermined[node] = loose.0 }
    }
    return undetermined
  }

  /// A minimal set of required constraints that cannot hold together, within the rejected constraint's connected part
  /// of the screen.
  ///
  /// Beside the rejected one, the constraints before it are added in order until one fails, which
  /// belongs to the set; then again with those found first and only the constraints before the last one found, until
  /// the found ones alone fail. Each round is one small incremental solve.
  static func minimalConflict(_ screen: LayoutScreen, in setting: SolveSetting, around rejected: ConstraintRef)
    -> [ConstraintRef]
  {
    let component = connectedViews(screen, from: rejected)
    var candidates: [ConstraintRef] = []
    for (viewIndex, view) in screen.views.enumerated() where component.contains(view.node) {
      for (index, constraint) in view.constraints.enumerated() where constraint.priority >= 1000 {
        let reference = ConstraintRef(view: viewIndex, index: index)
        if reference < rejected { candidates.append(reference) }
      }
    }
    var found = [rejected]
    while true {
      var system = LayoutSystem(screen: screen, setting: setting, contents: .requiredOf(component))
      if found.contains(where: { !system.addRequired($0) }) { return found.sorted() }
      guard let failing = candidates.firstIndex(where: { !system.addRequired($0) }) else { return [rejected] }
      found.append(candidates[failing])
      candidates.removeSubrange(failing...)
    }
  }

  /// Views tied to the rejected constraint's view through constraints and parents.
  private static func connectedViews(_ screen: LayoutScreen, from rejected: ConstraintRef) -> Set<String> {
    var neighbours: [String: Set<String>] = [:]
    for view in screen.views where view.parent != screen.node {
      neighbours[view.node, default: []].insert(view.parent)
      neighbours[view.parent, default: []].insert(view.node)
    }
    for view in screen.views {
      for constraint in view.constraints {
        if case .view(let other, _) = constraint.target, other != screen.node {
          neighbours[view.node, default: []].insert(other)
          neighbours[other, default: []].insert(view.node)
        }
      }
    }
    var seen: Set<String> = [screen.views[rejected.view].node]
    var queue = Array(seen)
    while let next = queue.popLast() {
      for neighbour in neighbours[next, default: []] where seen.insert(neighbour).inserted { queue.append(neighbour) }
    }
    return seen
  }
}
