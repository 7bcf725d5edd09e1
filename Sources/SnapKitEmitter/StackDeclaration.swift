import LayoutIR
import Semantics
import SwiftSource

/// The `UIStackView` a view of role `stack` is, made from its flow and its arranged views' sizing.
struct StackDeclaration {
  let flow: FlowLayout?
  /// How each arranged view sizes itself, in order: the views in the stack's flow.
  let arranged: [FlowItem]

  /// The stack `view` is, among `views` (its layout's); nil for a view of another role.
  init?(_ view: ViewSpec, in views: [ViewSpec]) {
    guard view.role == .stack else { return nil }
    flow = view.flow
    arranged = views.filter { $0.parent == view.node }.compactMap(\.item).filter { !$0.isAbsolute }
  }

  /// The stack's configuration, each line setting a property of `name`.
  func lines(_ name: String) -> [String] {
    let horizontal = flow?.axis == .horizontal
    // Only `.fill` stretches the arranged views across the axis, where each of them fills it.
    let alignment: String =
      if !arranged.isEmpty && FlowItem.allFill(arranged, horizontally: !horizontal) {
        "fill"
      } else {
        switch flow?.alignment ?? .start {
        case .start, .baseline: horizontal ? "top" : "leading"
        case .center: "center"
        case .end: horizontal ? "bottom" : "trailing"
        }
      }
    let distribution =
      flow?.distribution == .spaceBetween
      ? "equalSpacing"
      : arranged.count > 1 && FlowItem.allFill(arranged, horizontally: horizontal) ? "fillEqually" : "fill"
    var lines = [
      "\(name).axis = .\(horizontal ? "horizontal" : "vertical")",
      "\(name).spacing = \(SwiftLiteral.number(flow?.spacing ?? 0))",
      "\(name).alignment = .\(alignment)", "\(name).distribution = .\(distribution)",
    ]
    let insets = flow?.padding ?? EdgeInsets()
    if insets != EdgeInsets() {
      lines.append("\(name).isLayoutMarginsRelativeArrangement = true")
      lines.append("\(name).directionalLayoutMargins = \(UIKitGeometry.directionalInsets(insets))")
    }
    return lines
  }
}
