import Diagnostics
import LayoutIR
import SwiftSource

/// Triggers on a multiplier on a position, a ratio guessed from where the design happens to put a view.
///
/// Example: `centerX == 0.707 × superview.centerX`.
struct MagicMultiplier: ValidationCheck {
  static let id = "magic_multiplier"
  static let summary = "a multiplier on a position (a ratio guessed from the design) instead of an offset"
  static let defaultSeverity = Diagnostic.Severity.warning
  static let details =
    "A multiplier on a position: a ratio guessed from where the design happens to put a view, which moves the view off its design place at every other width. Example: `centerX == 0.707 × superview.centerX`."
  static let help =
    "Use an offset from an edge or a centre instead (the design's distance), or a width that is a fraction of its parent when the design means one."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    input.screen.views.compactMap { view in
      guard let constraint = view.constraints.first(where: { $0.multiplier != 1 && !$0.attribute.isSize }) else {
        return nil
      }
      return input.finding(Self.self, "\(LayoutDump.describe(constraint)) places a position by a ratio", view: view)
    }
  }
}
