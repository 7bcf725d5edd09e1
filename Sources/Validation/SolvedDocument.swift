import Concurrency
public import LayoutIR

/// Every screen of a document solved once at its design size, ambiguity included: the frames the `check` hook,
/// `explain` and `ir --solved` show, and the design-size solve the validator's checks read.
public struct SolvedDocument: Sendable {
  let screens: [String: ScreenSolve]
  /// The system that solved each screen, by its node id: the validator moves it to the other sizes.
  let systems: [String: LayoutSystem]
  /// The solved frame of every view, by node id.
  public let frames: [String: Frame]

  /// Solves every screen of `document` at its design size, the screens spread over the machine's cores.
  public init(_ document: LayoutDocument) {
    var screens: [String: ScreenSolve] = [:]
    var systems: [String: LayoutSystem] = [:]
    var frames: [String: Frame] = [:]
    for (screen, solved) in zip(document.layouts, document.layouts.concurrentMap { ScreenSolve.design($0) }) {
      screens[screen.node] = solved.solve
      systems[screen.node] = solved.system
      frames.merge(solved.solve.frames) { first, _ in first }
    }
    self.screens = screens
    self.systems = systems
    self.frames = frames
  }
}
