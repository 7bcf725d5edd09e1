import Diagnostics
import LayoutIR
import Semantics

/// Triggers when a button is smaller than 44×44 pt, the minimum comfortable touch target (seed 001).
///
/// Example: a 24×24 close button.
struct TouchTarget: ValidationCheck {
  static let id = "touch_target"
  static let summary = "an interactive view smaller than 44×44 pt"
  static let defaultSeverity = Diagnostic.Severity.warning
  static let details =
    "An interactive view (a button or a toggle) is smaller than 44×44 pt, the minimum comfortable touch target. Example: a 24×24 close button."
  static let help =
    "Keep the icon's size and enlarge the button around it to at least 44×44 pt, in the design or with a size rule."

  func check(_ input: CheckInput) -> [Diagnostic] {
    input.screen.views.compactMap { view in
      let interactive = view.role == .button || view.role == .toggle
      let size = input.design.frames[view.node] ?? view.frame
      guard interactive, size.width < 44 || size.height < 44 else { return nil }
      return input.finding(
        Self.self, "is \(SolverNumber.text(size.width))×\(SolverNumber.text(size.height)) pt, under 44×44", view: view)
    }
  }
}
