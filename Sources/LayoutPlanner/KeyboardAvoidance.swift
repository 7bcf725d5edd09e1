import LayoutIR
import Semantics

/// Bars along the bottom of a screen that takes text input rise with the keyboard.
///
/// A bar bound to the bottom of the screen or of its safe area (a composer, a button bar; never a tab bar) keeps that
/// place at a high priority and is held above the keyboard's top by the room it keeps below the safe area (its
/// home-indicator padding, which the keyboard then covers): where no keyboard shows the two agree, so the design is
/// reproduced; where one does, the bar sits on it. UIKit's `keyboardLayoutGuide` is iOS 15's.
enum KeyboardAvoidance {
  static let origin = "planner.keyboard"
  /// The priority the bar's own bottom binding gives way at: `.high`.
  static let yieldingPriority = 750.0

  /// Lifts the bottom bars among the root's children in `views`, on a screen with a text field or text view.
  static func liftBottomBars(
    in views: inout [ViewSpec], root: String, canvas: Size, safeArea: EdgeInsets, deploymentMajor: Int
  ) {
    guard deploymentMajor >= 15, views.contains(where: { $0.role == .textField || $0.role == .textView }) else {
      return
    }
    let screen = Frame(x: 0, y: 0, width: canvas.width, height: canvas.height)
    let safeBottom = canvas.height - safeArea.bottom
    var contentBottom: [String: Double] = [:]
    for view in views { contentBottom[view.parent] = max(contentBottom[view.parent] ?? 0, view.frame.maxY) }
    for index in views.indices where views[index].parent == root && views[index].role != .tabBar {
      let frame = views[index].frame
      // The keyboard covers the room the bar keeps below the safe area: only a bar whose content stays clear of it
      // (a button drawn into the home indicator's room would be cut) rises with it.
      guard ScrollPlan.isBottomBar(frame, canvas: screen, bottomInset: safeArea.bottom),
        let pin = views[index].constraints.firstIndex(where: isBottomPin),
        (contentBottom[views[index].node] ?? frame.y) <= safeBottom + 0.5
      else { continue }
      views[index].constraints[pin].priority = yieldingPriority
      views[index].constraints.append(
        Constraint(
          .bottom, .keyboard(.top), relation: .lessThanOrEqual, constant: frame.maxY - safeBottom, origin: origin))
      views[index].constraints = ConstraintPlanner.sorted(views[index].constraints)
    }
  }

  /// A required binding of the bottom to the screen's bottom or its safe area's.
  private static func isBottomPin(_ constraint: Constraint) -> Bool {
    guard constraint.attribute == .bottom, constraint.relation == .equal, constraint.priority >= 1000 else {
      return false
    }
    switch constraint.target {
    case .superview(.bottom), .safeArea(.bottom): return true
    default: return false
    }
  }
}
