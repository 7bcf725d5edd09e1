/// What a `UIStackView` makes of a flow: its axis, spacing, alignment, distribution and margins.
///
/// Worked out once from the flow and its arranged views, for the planner, which lays the arranged views out as UIKit
/// will, and for the UIKit target, which sets these properties on the stack.
public struct StackArrangement: Sendable, Hashable {
  /// Where the stack places its arranged views across its axis.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// Each view stretched from one margin to the other.
    case fill
    /// At the leading (vertical stack) or top (horizontal stack) margin, no wider than the margins.
    case start
    case center
    /// At the trailing (vertical stack) or bottom (horizontal stack) margin.
    case end
  }

  /// How the stack shares its length among its arranged views.
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    /// The views follow each other at the spacing, closed at both margins.
    case fill
    /// As `fill`, each view as long as the others.
    case fillEqually
    /// The views at their own lengths, the room between them shared equally and never below the spacing.
    case equalSpacing
  }

  public var axis: FlowLayout.Axis
  /// The room between adjacent views (the least room, where the stack spreads them).
  public var spacing: Double
  public var alignment: Alignment
  public var distribution: Distribution
  /// The room between the stack's edges and its arranged views (its layout margins), leading and trailing in reading
  /// order.
  public var margins: EdgeInsets

  /// The arrangement of `flow` (a vertical flow of no spacing where there is none) for views sized as `arranged`,
  /// in order.
  ///
  /// Only `.fill` stretches the arranged views across the axis, which the stack gets where each of them fills it; the
  /// length is shared out equally where each of them fills it along the axis.
  public init(flow: FlowLayout?, arranged: [FlowItem]) {
    let flow = flow ?? FlowLayout(axis: .vertical, spacing: 0)
    let horizontal = flow.axis == .horizontal
    axis = flow.axis
    // Figma spreads children by the room left, whatever spacing the frame last had; UIKit's is a minimum: the least
    // the flow keeps.
    spacing = flow.distribution == .spaceBetween ? flow.leastSpacing : flow.spacing
    margins = flow.padding
    alignment =
      if !arranged.isEmpty && FlowItem.allFill(arranged, horizontally: !horizontal) {
        .fill
      } else {
        switch flow.alignment {
        case .start, .baseline: .start
        case .center: .center
        case .end: .end
        }
      }
    distribution =
      if flow.distribution == .spaceBetween {
        .equalSpacing
      } else if arranged.count > 1 && FlowItem.allFill(arranged, horizontally: horizontal) {
        .fillEqually
      } else {
        .fill
      }
  }
}
