import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Triggers when, at the design's canvas and safe area, a solved frame misses the design frame by more than 0.5 pt (1
/// pt for labels).
///
/// Example: x is 28, design says 16.
struct DesignDrift: ValidationCheck {
  static let id = "design_drift"
  static let summary = "at the design size a solved frame misses the design by more than 0.5 pt"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "At the design's canvas and safe area, a solved frame misses the design frame by more than 0.5 pt (1 pt for labels): the constraints do not reproduce the design. Example: x is 28, the design says 16."
  static let help =
    "Check the rule that forced a constant or an edge (its origin is in `figsnap explain`); constants should come from the design's own distances."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    input.screen.views.compactMap { view in
      guard input.design.rejected.isEmpty, input.design.undetermined[view.node] == nil,
        let solved = input.design.frames[view.node]
      else { return nil }
      let tolerance = view.role == .label ? 1.0 : 0.5
      let misses = [
        ("x", solved.x, view.frame.x), ("y", solved.y, view.frame.y), ("width", solved.width, view.frame.width),
        ("height", solved.height, view.frame.height),
      ].filter { abs($0.1 - $0.2) > tolerance }
      guard let worst = misses.max(by: { abs($0.1 - $0.2) < abs($1.1 - $1.2) }) else { return nil }
      return input.finding(Self.self, .drift(worst.0, worst.1, worst.2, solved, view.frame), view: view)
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func drift(_ property: String, _ solved: Double, _ design: Double, _ frame: Frame, _ wanted: Frame)
    -> Self
  {
    "\(property) is \(solved), design says \(design) (solved \(frame.x),\(frame.y) \(frame.width)×\(frame.height), design \(wanted.x),\(wanted.y) \(wanted.width)×\(wanted.height))"
  }
}
