public import LayoutIR

/// Every screen of a document solved once at its design size, ambiguity included: the frames the `check` hook,
/// `explain` and `ir --solved` show, and the design-size solve the validator's checks read.
public struct SolvedDocument: Sendable {
  let screens: [String: ScreenSolve]
  /// The solved frame of every view, by node id.
  public let frames: [String: Frame]

  /// Solves every screen of `document` at its design size.
  public init(_ document: LayoutDocument) {
    var screens: [String: ScreenSolve] = [:]
    var frames: [String: Frame] = [:]
    for screen in document.layouts {
      let solve = ScreenSolve.solve(
        screen, in: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea), findAmbiguity: true)
      screens[screen.node] = solve
      frames.merge(solve.frames) { first, _ in first }
    }
    self.screens = screens
    self.frames = frames
  }
}
