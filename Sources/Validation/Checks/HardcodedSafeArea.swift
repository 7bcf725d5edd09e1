import Diagnostics
import LayoutIR
import SwiftSource

/// Triggers when a top-level view's top is pinned to the root with the safe area's own inset as a constant, or its
/// bottom is pinned to the root's bottom from at or above the home indicator (the inset, or the inset plus a margin),
/// which breaks on devices with another inset.
///
/// Example: `bottom == superview.bottom - 34`, or `- 50` for a caption 16 pt above the indicator, on a 375×812
/// screen.
struct HardcodedSafeArea: ValidationCheck {
  static let id = "hardcoded_safe_area"
  static let summary = "a top-level view offsets the root by the safe-area inset instead of using the safe area"
  static let defaultSeverity = Diagnostic.Severity.warning
  static let details =
    "A top-level view's top is pinned to the root with the safe area's own inset as a constant, or its bottom is pinned to the root's bottom from at or above the home indicator (the inset, or the inset plus a margin), which breaks on devices with another inset. Example: `bottom == superview.bottom - 34`."
  static let help =
    "Pin the edge to the safe area (`\"safeArea\"` as the target in a horizontal or vertical hook) with the design's distance from it."
  static let subject = SwiftSourceMap.Kind.constraints

  func check(_ input: CheckInput) -> [Diagnostic] {
    let insets = input.screen.safeArea
    return input.screen.views.compactMap { view in
      guard view.parent == input.screen.node else { return nil }
      let hit = view.constraints.first { constraint in
        switch (constraint.attribute, constraint.target) {
        case (.top, .superview(.top)): insets.top > 0 && abs(constraint.constant - insets.top) < 0.5
        case (.bottom, .superview(.bottom)):
          insets.bottom > 0 && constraint.relation == .equal && -constraint.constant > insets.bottom - 0.5
        default: false
        }
      }
      guard let hit else { return nil }
      return input.finding(Self.self, .hardcoded(hit), view: view)
    }
  }
}

extension Diagnostic.Message {
  fileprivate static func hardcoded(_ constraint: Constraint) -> Self {
    "\(constraint.attribute.rawValue) is offset by the safe-area inset (\(constraint.constant)); constrain it to safeAreaLayoutGuide"
  }
}
