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

  static func solve(_ screen: LayoutScreen, in setting: SolveSetting, findAmbiguity: Bool) -> ScreenSolve {
    let plain = LayoutSystem(screen: screen, setting: setting)
    var frames: [String: Frame] = [:]
    for view in screen.views { frames[view.node] = plain.frame(of: view.node) }
    var undetermined: [String: String] = [:]
    if findAmbiguity && plain.rejected.isEmpty {
      let up = LayoutSystem(screen: screen, setting: setting, stays: stayTarget)
      let down = LayoutSystem(screen: screen, setting: setting, stays: -stayTarget)
      for view in screen.views {
        guard let high = up.frame(of: view.node), let low = down.frame(of: view.node) else { continue }
        let properties = [
          ("x", high.x, low.x), ("y", high.y, low.y), ("width", high.width, low.width),
          ("height", high.height, low.height),
        ]
        if let loose = properties.first(where: { abs($0.1 - $0.2) > 0.01 }) { undetermined[view.node] = loose.0 }
      }
    }
    return ScreenSolve(setting: setting, frames: frames, rejected: plain.rejected, undetermined: undetermined)
  }

  /// A minimal set of required constraints that cannot hold together, found by the deletion
  /// filter within the rejected constraint's connected part of the screen.
  static func minimalConflict(_ screen: LayoutScreen, in setting: SolveSetting, around rejected: ConstraintRef)
    -> [ConstraintRef]
  {
    let component = connectedViews(screen, from: rejected)
    var members: [ConstraintRef] = []
    for (viewIndex, view) in screen.views.enumerated() where component.contains(view.node) {
      for (index, constraint) in view.constraints.enumerated() where constraint.priority >= 1000 {
        let reference = ConstraintRef(view: viewIndex, index: index)
        if reference <= rejected { members.append(reference) }
      }
    }
    guard members.count <= 400 else { return [rejected] }
    var kept = members
    for candidate in members {
      let trial = Set(kept.filter { $0 != candidate })
      if !LayoutSystem(screen: screen, setting: setting, only: trial).rejected.isEmpty {
        kept.removeAll { $0 == candidate }
      }
    }
    return kept.sorted()
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
