import LayoutIR
import Semantics
import SwiftSource

/// The `UIStackView` a view of role `stack` is, made from its flow and its arranged views' sizing.
struct StackDeclaration {
  let arrangement: StackArrangement

  /// The stack `view` is, among `views` (its layout's); nil for a view of another role.
  init?(_ view: ViewSpec, in views: [ViewSpec]) {
    guard view.role == .stack else { return nil }
    arrangement = StackArrangement(
      flow: view.flow, arranged: Self.arranged(of: view.node, in: views).compactMap(\.item))
  }

  /// The views of `views` that the stack `node` arranges: its children in its flow, in order.
  static func arranged(of node: String, in views: [ViewSpec]) -> [ViewSpec] {
    views.filter { $0.parent == node && $0.isInFlow }
  }

  /// The stack's configuration, each line setting a property of `name`.
  func lines(_ name: String) -> [String] {
    let horizontal = arrangement.axis == .horizontal
    let alignment =
      switch arrangement.alignment {
      case .fill: "fill"
      case .start: horizontal ? "top" : "leading"
      case .center: "center"
      case .end: horizontal ? "bottom" : "trailing"
      }
    // The axis is always said; the rest only where it is not UIKit's default (no spacing, `.fill` both ways).
    var lines = ["\(name).axis = .\(horizontal ? "horizontal" : "vertical")"]
    if arrangement.spacing != 0 { lines.append("\(name).spacing = \(SwiftLiteral.number(arrangement.spacing))") }
    if arrangement.alignment != .fill { lines.append("\(name).alignment = .\(alignment)") }
    if arrangement.distribution != .fill {
      lines.append("\(name).distribution = .\(arrangement.distribution.rawValue)")
    }
    if arrangement.margins != EdgeInsets() {
      lines.append("\(name).isLayoutMarginsRelativeArrangement = true")
      lines.append("\(name).directionalLayoutMargins = \(UIKitGeometry.directionalInsets(arrangement.margins))")
    }
    return lines
  }
}
