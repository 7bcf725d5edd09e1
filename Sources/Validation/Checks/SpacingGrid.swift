import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Notes spacing off the grid (8 pt by default, the ruleset's `grid` option): the design's number is kept, never
/// silently changed.
///
/// Gaps and insets from 2 to 64 pt count as spacing, a stack view's spacing and margins among them, and an inequality
/// (the room a growing label keeps) does not. Example: a gap of 13 after a sibling. A length that is one of the
/// design's number tokens is the design system's own, on its grid or not.
struct SpacingGrid: ValidationCheck {
  static let id = "spacing_grid"
  static let summary = "a gap or inset off the spacing grid (kept as designed)"
  static let defaultSeverity = Diagnostic.Severity.note
  static let details =
    "A gap or inset from 2 to 64 pt that is not a multiple of the spacing grid (8 pt by default, the ruleset's `grid` option). The design's number is kept, never changed silently."
  static let help =
    "Ask the designer whether the number is meant; set the ruleset's `grid` option, or `severity = { spacing_grid = \"off\" }`, if the team uses another grid."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    let grid = input.options.grid
    guard grid > 0 else { return [] }
    func isOffGrid(_ value: Double) -> Bool { value >= 2 && value <= 64 && (value / grid).rounded() * grid != value }
    return input.screen.views.compactMap { view in
      var spacings = view.constraints.compactMap { constraint -> Double? in
        // The room kept above the keyboard is the home indicator's, not a spacing.
        if constraint.target.isKeyboard { return nil }
        // A room a view keeps at least or at most (a label that grows inside its row) is no spacing of the design.
        guard constraint.relation == .equal, !constraint.attribute.isSize, constraint.multiplier == 1,
          !constraint.implicit, constraint.token == nil,
          ![.centerX, .centerY].contains(constraint.attribute),
          constraint.target.attribute == constraint.attribute
            || constraint.target.attribute.map({ [.leading, .trailing, .top, .bottom].contains($0) }) == true
        else { return nil }
        return isOffGrid(abs(constraint.constant)) ? abs(constraint.constant) : nil
      }
      // A stack view places its arranged views by its spacing and margins, which the code sets on the stack.
      if view.role == .stack {
        let stack = StackArrangement(flow: view.flow, arranged: [])
        let (margins, tokens) = (stack.margins, view.flow?.tokens ?? FlowTokens())
        // A stack that spreads its views keeps its spacing as the least room between them, no spacing of the design.
        let spacing = stack.distribution == .equalSpacing ? 0 : stack.spacing
        let lengths: [(Double, String?)] = [
          (spacing, tokens.spacing), (margins.top, tokens.padding.top), (margins.leading, tokens.padding.leading),
          (margins.bottom, tokens.padding.bottom), (margins.trailing, tokens.padding.trailing),
        ]
        spacings += lengths.filter { $0.1 == nil && isOffGrid($0.0) }.map(\.0)
      }
      guard !spacings.isEmpty else { return nil }
      var values: [String] = []
      for spacing in spacings where !values.contains(SolverNumber.text(spacing)) {
        values.append(SolverNumber.text(spacing))
      }
      let listed = values.joined(separator: ", ")
      return input.finding(Self.self, "spacing \(listed) is off the \(SolverNumber.text(grid))-pt grid", view: view)
    }
  }
}
