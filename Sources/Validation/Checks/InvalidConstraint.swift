import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Triggers on constraints Auto Layout would reject or SnapKit would crash on: a target that is
/// not a view of the screen, the safe area below the root, left/right mixed with
/// leading/trailing, a multiplier on leading/trailing, or a view with no constraint at all.
struct InvalidConstraint: ValidationCheck {
  static let id = "invalid_constraint"
  static let summary = "a constraint UIKit would reject or SnapKit would crash on"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "A constraint Auto Layout would reject or SnapKit would crash on: a target that is not a view of the screen, the safe area below the root, left/right mixed with leading/trailing, a multiplier on leading/trailing, or a view with no constraint at all."
  static let help =
    "Fix the constraint table the rule returned (its origin names the file and line); `docs/IR-JSON.md` of the repository lists what a constraint may say."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    let nodes = Set(input.screen.views.map(\.node))
    var found: [Diagnostic] = []
    for view in input.screen.views {
      if view.constraints.isEmpty && view.role != .stack {
        found.append(input.finding(Self.self, "has no constraints and would stay at .zero", view: view))
      }
      let attributes = Set(view.constraints.flatMap { [$0.attribute, $0.target.attribute].compactMap { $0 } })
      if !attributes.isDisjoint(with: [.left, .right]) && !attributes.isDisjoint(with: [.leading, .trailing]) {
        found.append(input.finding(Self.self, "mixes left/right with leading/trailing", view: view))
      }
      for constraint in view.constraints {
        if let problem = problem(constraint, view: view, nodes: nodes, root: input.screen.node) {
          found.append(input.finding(Self.self, "\(problem): \(LayoutDump.describe(constraint))", view: view))
        }
      }
    }
    return found
  }

  private func problem(_ constraint: Constraint, view: ViewSpec, nodes: Set<String>, root: String) -> String? {
    switch constraint.target {
    case .view(let id, _) where !nodes.contains(id): return "targets \(id), which is not a view of this screen"
    case .view(let id, _) where id == view.node: return "is constrained to itself"
    case .safeArea where view.parent != root: return "uses the safe area below the screen's root"
    case .keyboard where view.parent != root: return "uses the keyboard layout guide below the screen's root"
    case .constant where !constraint.attribute.isSize: return "relates a position to a constant"
    default: break
    }
    if constraint.multiplier != 1 && [.leading, .trailing].contains(constraint.attribute) {
      return "puts a multiplier on \(constraint.attribute.rawValue), which does not mirror in right-to-left"
    }
    return nil
  }
}
