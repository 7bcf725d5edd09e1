import Concurrency
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

  /// The screen solved in each of `settings`, in order.
  ///
  /// Each is moved from the system of its reading direction solved at the design size to the setting's size (solved
  /// from scratch where the required constraints do not all hold there); the two directions are solved side by side.
  static func others(_ settings: [SolveSetting], from design: LayoutSystem) -> [ScreenSolve] {
    let screen = design.screen
    let directions = [false, true].map { rightToLeft in
      settings.indices.filter { settings[$0].rightToLeft == rightToLeft }
    }
    let solved = directions.concurrentMap { indices -> [(Int, ScreenSolve)] in
      guard let first = indices.first else { return [] }
      let rightToLeft = settings[first].rightToLeft
      let base =
        design.setting.rightToLeft == rightToLeft
        ? design
        : LayoutSystem(
          screen: screen,
          setting: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea, rightToLeft: rightToLeft))
      return indices.map { index in
        // A system that rejected constraints at the design size might accept them at another: solved from scratch.
        var moved = base
        guard base.rejected.isEmpty, moved.move(to: settings[index]) else {
          return (index, solve(screen, in: settings[index]))
        }
        return (index, ScreenSolve(moved))
      }
    }
    return solved.flatMap { $0 }.sorted { $0.0 < $1.0 }.map(\.1)
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
}
