import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Triggers when an arranged subview of a UIStackView has its edges pinned: the stack places it, and pins conflict with
/// the stack's own constraints.
///
/// Example: `leading == superview.leading` on a view inside a stack.
struct StackEdgePin: ValidationCheck {
  static let id = "stack_edge_pin"
  static let summary = "an arranged subview of a stack view has edge constraints that fight the stack"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "An arranged subview of a UIStackView has edge constraints: the stack places its arranged subviews, and the pins fight the stack's own constraints. Example: `leading == superview.leading` on a view inside a stack."
  static let help =
    "Drop the edge constraints from the rule that adds them to stack children; set the stack's alignment, distribution and spacing instead."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    let stacks = Set(input.screen.views.filter { $0.role == .stack }.map(\.node))
    return input.screen.views.compactMap { view in
      guard stacks.contains(view.parent), view.isInFlow,
        let pin = view.constraints.first(where: { !$0.implicit && !$0.attribute.isSize })
      else { return nil }
      return input.finding(Self.self, "is arranged by its stack view but pins \(LayoutDump.describe(pin))", view: view)
    }
  }
}
