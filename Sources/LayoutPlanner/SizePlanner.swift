import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// The size constraints of a view: exact design sizes unless the design sizes the node itself
/// (hugging text, a hugging auto-layout frame, a FILL item, both edges bound), or a rule decided
/// otherwise.
struct SizePlanner {
  let context: PlanningContext

  /// `inBar`: the node is an item of a navigation or tab bar, whose height is the bar's, not its title's.
  func plan(_ node: RuledNode, frame: Frame, pinnedBoth: (horizontal: Bool, vertical: Bool), inBar: Bool = false) -> (
    constraints: [Constraint], intrinsic: IntrinsicSize?, diagnostics: [Diagnostic]
  ) {
    var constraints: [Constraint] = []
    var diagnostics: [Diagnostic] = []
    var intrinsic = (width: Double?.none, height: Double?.none)
    let decided = node.decisions.size
    for horizontal in [true, false] {
      let attribute: Constraint.Attribute = horizontal ? .width : .height
      let designSize = horizontal ? frame.width : frame.height
      let pinned = horizontal ? pinnedBoth.horizontal : pinnedBoth.vertical
      let rule = horizontal ? decided?.value.width : decided?.value.height
      let origin = rule != nil ? (decided?.origin.description ?? "planner.size") : "planner.size"
      switch rule.map(Optional.some) ?? builtIn(node, horizontal: horizontal) {
      case nil:
        continue
      case .fill?:
        guard !pinned else { continue }
        diagnostics.append(
          context.note(
            .warning, "planner.fill",
            "\(attribute.rawValue) is 'fill' but only one edge is bound; kept the design size",
            node.design))
        constraints.append(Constraint(attribute, .constant, constant: designSize, origin: origin))
      case .fixed?:
        guard !pinned else { break }
        if !horizontal, rule == nil, !inBar, Self.growsWithText(node, role: context.nodes[node].role) {
          // A label's text and a button's title grow at a larger Dynamic Type size: the design's height is its least,
          // and its content holds it there at the design's text size.
          constraints.append(
            Constraint(attribute, .constant, relation: .greaterThanOrEqual, constant: designSize, origin: origin))
          intrinsic.height = designSize
        } else {
          constraints.append(Constraint(attribute, .constant, constant: designSize, origin: origin))
        }
      case .points(let points)?:
        constraints.append(Constraint(attribute, .constant, constant: points, origin: origin))
      case .intrinsic?:
        if !pinned {
          if horizontal { intrinsic.width = designSize } else { intrinsic.height = designSize }
        }
      }
    }
    constraints += bounds(of: node, frame: frame, sized: constraints, pinnedBoth: pinnedBoth)
    let content =
      intrinsic.width == nil && intrinsic.height == nil
      ? nil : IntrinsicSize(width: intrinsic.width, height: intrinsic.height)
    return (constraints, content, diagnostics)
  }

  /// Auto layout's minimum and maximum sizes on an axis whose size is not a constant.
  ///
  /// `minWidth` becomes `width >= min`, `maxHeight` `height <= max`. A bound the design's own size
  /// breaks is left out, as Figma did.
  private func bounds(
    of node: RuledNode, frame: Frame, sized: [Constraint],
    pinnedBoth: (horizontal: Bool, vertical: Bool)
  ) -> [Constraint] {
    let item = node.design.item
    let limits: [(Constraint.Attribute, Double?, Constraint.Relation, Double)] = [
      (.width, item.minWidth, .greaterThanOrEqual, frame.width), (.width, item.maxWidth, .lessThanOrEqual, frame.width),
      (.height, item.minHeight, .greaterThanOrEqual, frame.height),
      (.height, item.maxHeight, .lessThanOrEqual, frame.height),
    ]
    return limits.compactMap { attribute, limit, relation, designSize in
      // Between two pinned edges the size is the frame's; a FILL item of a chain gets its bounds
      // from the chain (AutoLayoutChain), which alone knows where the space it gives up goes.
      let pinned = attribute == .width ? pinnedBoth.horizontal : pinnedBoth.vertical
      let fills = context.nodes[node].isFlowItem && context.sizing(of: node, horizontal: attribute == .width) == .fill
      guard let limit, !pinned, !fills, !sized.contains(where: { $0.attribute == attribute && $0.relation == .equal })
      else { return nil }
      let holds = relation == .greaterThanOrEqual ? designSize >= limit - 0.5 : designSize <= limit + 0.5
      guard holds else { return nil }
      return Constraint(attribute, .constant, relation: relation, constant: limit, origin: "planner.size")
    }
  }

  /// Whether a view is a label or a button that shows a title: its height follows the text size.
  static func growsWithText(_ node: RuledNode, role: ViewRole) -> Bool {
    switch role {
    case .label: node.design.text != nil
    case .button: node.design.text != nil || !ViewConfigurator.texts(in: node).isEmpty
    default: false
    }
  }

  /// figsnap's own choice; nil means no size constraint, because the layout already sizes the
  /// view: a FILL item of an auto-layout chain, or an auto-layout frame that hugs its children.
  func builtIn(_ node: RuledNode, horizontal: Bool) -> SizeDecision.Rule? {
    let design = node.design
    let sizing = context.sizing(of: node, horizontal: horizontal)
    let resolved = context.nodes[node]
    if resolved.isFlowItem && sizing == .fill { return nil }
    if let text = design.text {
      switch text.style.autoResize {
      case .widthAndHeight: return .intrinsic
      case .height: return horizontal ? .fixed : .intrinsic
      case .none where horizontal && design.isMeasuredLine: return .intrinsic
      case .none, .truncate, .unknown: return .fixed
      }
    }
    // A control sizes itself to its title where the design hugs it; an icon is exported at its frame's size; a
    // component's view is as large as the design shows it (its class is laid out inside the size it is given).
    if context.componentInstances[design.id] != nil { return .fixed }
    let role = resolved.role
    // A switch placed freely is as large as it draws itself.
    if SwitchBox.plans(resolved) { return .intrinsic }
    if resolved.absorbsChildren {
      return sizing == .hug && role != .icon && role != .image && role != .list ? .intrinsic : .fixed
    }
    let hasFlowChildren = node.children.contains { context.nodes[$0].isFlowItem }
    let isRoot = design.id == context.rootID
    if sizing == .hug && hasFlowChildren && !isRoot { return nil }
    return .fixed
  }
}
