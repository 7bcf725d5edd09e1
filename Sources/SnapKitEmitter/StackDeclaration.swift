import LayoutIR
import Semantics
import SwiftSource

/// The `UIStackView` a view of role `stack` is, made from its flow and its arranged views' sizing.
struct StackDeclaration {
  let arrangement: StackArrangement
  /// The number tokens of the flow's spacing and padding.
  let tokens: FlowTokens

  /// The stack `view` is, among `views` (its layout's); nil for a view of another role.
  init?(_ view: ViewSpec, in views: [ViewSpec]) {
    guard view.role == .stack else { return nil }
    arrangement = StackArrangement(
      flow: view.flow, arranged: Self.arranged(of: view.node, in: views).compactMap(\.item))
    // The stack's spacing and margins are the flow's where the arrangement keeps them.
    let flow = view.flow
    tokens = FlowTokens(
      spacing: flow?.spacing == arrangement.spacing ? flow?.tokens.spacing : nil,
      padding: flow?.padding == arrangement.margins ? flow?.tokens.padding ?? EdgeTokens() : EdgeTokens())
  }

  /// The views of `views` that the stack `node` arranges: its children in its flow, in order.
  static func arranged(of node: String, in views: [ViewSpec]) -> [ViewSpec] {
    views.filter { $0.parent == node && $0.isInFlow }
  }

  /// The stack's configuration, each line setting a property of `name`.
  func lines(_ name: String, symbols: TokenSymbols) -> [String] {
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
    if arrangement.spacing != 0 {
      lines.append("\(name).spacing = \(symbols.length(arrangement.spacing, token: tokens.spacing))")
    }
    if arrangement.alignment != .fill { lines.append("\(name).alignment = .\(alignment)") }
    if arrangement.distribution != .fill {
      lines.append("\(name).distribution = .\(arrangement.distribution.rawValue)")
    }
    if arrangement.margins != EdgeInsets() {
      lines.append("\(name).isLayoutMarginsRelativeArrangement = true")
      lines.append(
        "\(name).directionalLayoutMargins = "
          + UIKitGeometry.directionalInsets(arrangement.margins, tokens: tokens.padding, symbols: symbols))
    }
    return lines
  }
}
