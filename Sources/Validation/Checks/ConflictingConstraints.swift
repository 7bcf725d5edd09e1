import Diagnostics
import LayoutIR
import SwiftSource

/// Triggers when required constraints cannot all hold; reports, for each constraint Auto Layout would break, a minimal
/// conflicting set with each member's origin.
///
/// Example: `height == 60` beside `height == 48`.
struct ConflictingConstraints: ValidationCheck {
  static let id = "conflicting_constraints"
  static let summary = "required constraints that cannot all hold, as a minimal conflicting set"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "Required constraints cannot all hold. For each constraint Auto Layout would break, a minimal conflicting set is listed with the origin of each member (the rule or default that made it). Example: `height == 60` beside `height == 48`."
  static let help =
    "Remove or lower the priority of one member of the set, in the rule its origin names (a `constraints` hook, or the size or edge hook that produced it)."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let solves = [input.design] + input.others
    guard solves.contains(where: { !$0.rejected.isEmpty }) else { return [] }
    var reported: Set<ConstraintRef> = []
    var searches: [Bool: ConflictSearch] = [:]
    for solve in solves {
      let broken = Set(solve.rejected)
      for rejected in solve.rejected where !reported.contains(rejected) {
        let direction = solve.setting.rightToLeft
        let search = searches[direction] ?? ConflictSearch(input.screen, rightToLeft: direction)
        searches[direction] = search
        let members = search.minimalConflict(in: solve.setting, around: rejected, broken: broken)
        reported.formUnion(members)
        reported.insert(rejected)
        let notes = members.map { reference -> Diagnostic.Note in
          let view = input.screen.views[reference.view]
          let constraint = view.constraints[reference.index]
          return Diagnostic.Note("\(view.name).\(LayoutDump.describe(constraint)) (from \(constraint.origin))")
        }
        let view = input.screen.views[rejected.view]
        found.append(
          input.finding(Self.self, .conflict(members.count, solve.setting.label), view: view, notes: notes))
      }
    }
    return found
  }
}

extension Diagnostic.Message {
  fileprivate static func conflict(_ count: Int, _ setting: String) -> Self {
    "\(count) required constraints cannot all hold at \(setting)"
  }
}
