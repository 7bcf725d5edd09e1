import Diagnostics
import LayoutIR
import Semantics
import SwiftSource

/// Triggers when a view breaks on a device the screen is checked at.
///
/// At the iPhones of the deployment target (the iPads for a screen drawn wider), or at the design's size right to
/// left, a view collapses to a zero or negative size, is squeezed
/// below its content, leaves its parent, or overlaps a sibling it did not overlap in the design. An error on a phone,
/// a warning elsewhere.
///
/// Example: leaves its parent (16,120 354×55 outside 0,0 375×667) at 375×667; also at 375×812.
struct BreaksAtWidth: ValidationCheck {
  static let id = "breaks_at_width"
  static let summary =
    "on a device the app runs on a view collapses, leaves its parent, overlaps a sibling or is squeezed"
  static let defaultSeverity = Diagnostic.Severity.error
  static let details =
    "At each device the screen is checked at (for iOS 16 and later 375×667, 375×812, 390×844, 393×852, 402×874, 430×932 and 440×956; 320×568 too before iOS 16; the iPads for a screen drawn wider than a phone), left to right and right to left, a view collapses to a zero or negative size, is squeezed below its content (a label of any number of lines whose height may grow wraps instead), leaves its parent, or overlaps a sibling it did not overlap in the design. An error at a phone's size for a screen drawn for a phone, a warning elsewhere."
  static let help =
    """
    Let the view stretch or hug instead of keeping the design's fixed width (a rule's size hook, or FILL and HUG in \
    the design), and tie it to its neighbours rather than to fixed offsets. `figsnap check` prints which devices \
    break; `figsnap preview` draws each of them.
    """
  static let subject = SwiftSourceMap.Kind.constraints

  /// How many other settings a finding names after the first.
  private static let namedSettings = 3

  func check(_ input: CheckInput) -> [Diagnostic] {
    let byView = Dictionary(grouping: input.breaks, by: \.view)
    return byView.keys.sorted().compactMap { viewIndex -> Diagnostic? in
      guard let breaks = byView[viewIndex], let first = breaks.first else { return nil }
      let settings = breaks.map { input.others[$0.setting].setting }
      let others = settings.dropFirst().map(\.label)
      var message = "\(first.problem) at \(settings[0].label)"
      if !others.isEmpty {
        let named = others.prefix(Self.namedSettings).joined(separator: ", ")
        let more = others.count - Self.namedSettings
        message += "; also at \(named)" + (more > 0 ? " and \(more) more" : "")
      }
      let view = input.screen.views[viewIndex]
      var finding = input.finding(Self.self, Diagnostic.Message(stringLiteral: message), view: view)
      if !settings.contains(where: { input.isPhone($0) }) { finding.severity = .warning }
      return finding
    }
  }
}
