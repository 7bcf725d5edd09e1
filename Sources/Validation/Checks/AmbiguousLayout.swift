import Diagnostics
import LayoutIR
import SwiftSource

/// Triggers when a view's position or size is not determined by its constraints: pulled by a weak stay towards +10000
/// and towards −10000 at the design size, the property moves.
///
/// (The constraints are the same at every size, so one size finds what is structurally missing.) Example: a label with
/// only a leading constraint has an undetermined y.
struct AmbiguousLayout: ValidationCheck {
  static let id = "ambiguous_layout"
  static let summary = "a view's position or size is not determined by its constraints"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "A view's position or size is not determined by its constraints: pulled by a weak stay towards +10000 and towards -10000 at the design size, the property moves, so Auto Layout would place the view arbitrarily. Example: a label with only a leading constraint has an undetermined y."
  static let help =
    "Give the view the missing edge, centre or size: a rule's horizontal, vertical or size hook, or auto layout in the design. `figsnap explain INPUT --node ID` shows which rule placed each edge."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var reported: Set<String> = []
    for solve in [input.design] + input.others {
      for view in input.screen.views {
        guard let property = solve.undetermined[view.node], reported.insert(view.node).inserted else { continue }
        found.append(input.finding(Self.self, .ambiguous(property, solve.setting.label), view: view))
      }
    }
    return found
  }
}

extension Diagnostic.Message {
  fileprivate static func ambiguous(_ property: String, _ setting: String) -> Self {
    "\(property) is not determined at \(setting)"
  }
}
