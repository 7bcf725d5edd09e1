import Diagnostics
import LayoutIR
import Semantics

/// Triggers when a control sits inside another control, or a later control covers one: UIKit delivers the touch to
/// the topmost view only, so the one below never gets it.
///
/// Example: a full-size button made from a "Login Button:shadow" layer drawn over the real `loginButton`.
struct NestedControl: ValidationCheck {
  static let id = "nested_control"
  static let summary = "a control inside or under another control, which never gets its touches"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "A control sits inside another control, or a later control covers one: UIKit delivers a touch to the topmost view only, so the one below never gets it. Example: a full-size button made from a 'Login Button:shadow' layer drawn over the real button."
  static let help =
    "Make the covering layer a plain view (a rule's view hook) or skip it, so that only one control takes the touch."

  func check(_ input: CheckInput) -> [Diagnostic] {
    let views = input.screen.views
    let byNode = Dictionary(views.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    let order = Dictionary(
      views.enumerated().map { ($0.element.node, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var found: [Diagnostic] = []
    let controls = views.filter(\.role.isControl)
    for control in controls {
      var parent = byNode[control.parent]
      while let ancestor = parent {
        if ancestor.role.isControl {
          found.append(input.finding(Self.self, "is inside '\(ancestor.name)', another control", view: control))
          break
        }
        parent = byNode[ancestor.parent]
      }
      let frame = input.design.frames[control.node] ?? control.frame
      let later = controls.first { other in
        other.node != control.node && other.parent == control.parent
          && (order[other.node] ?? 0) > (order[control.node] ?? 0)
          && covers(input.design.frames[other.node] ?? other.frame, frame)
      }
      if let later {
        found.append(input.finding(Self.self, "is covered by '\(later.name)', which takes its touches", view: control))
      }
    }
    return found
  }

  private func covers(_ outer: Frame, _ inner: Frame) -> Bool {
    outer.x <= inner.x + 0.5 && outer.y <= inner.y + 0.5 && outer.maxX >= inner.maxX - 0.5
      && outer.maxY >= inner.maxY - 0.5
  }
}
