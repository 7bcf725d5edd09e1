import LayoutIR

extension LayoutSystem {
  /// The constraint as a linear relation, or nil when it names an item that does not exist (the
  /// lints report that).
  func linear(_ constraint: Constraint, of view: ViewSpec) -> LinearConstraint? {
    let attributes: [Constraint.Attribute?] = [constraint.attribute, constraint.target.attribute]
    let mirrored = setting.rightToLeft && attributes.contains { $0 == .leading || $0 == .trailing }
    guard let left = position(constraint.attribute, of: .view(view.node), mirrored: mirrored) else { return nil }
    var right: LinearExpression
    var origin = LinearExpression()
    switch constraint.target {
    case .constant:
      right = LinearExpression()
    case .superview(let attribute):
      guard let value = position(attribute, of: .view(view.parent), mirrored: mirrored) else { return nil }
      right = value
      if constraint.multiplier != 1 {
        origin =
          position(constraint.attribute.isHorizontal ? .left : .top, of: .view(view.parent), mirrored: mirrored)
          ?? LinearExpression()
      }
    case .safeArea(let attribute):
      guard let value = position(attribute, of: .safeArea, mirrored: mirrored) else { return nil }
      right = value
    case .keyboard(let attribute):
      guard let value = keyboardPosition(attribute, mirrored: mirrored) else { return nil }
      right = value
    case .scrollGuide(let guide, let attribute):
      let item: Item = guide == .frame ? .view(view.parent) : .contentGuide(view.parent)
      guard let value = position(attribute, of: item, mirrored: mirrored) else { return nil }
      right = value
    case .view(let id, let attribute):
      guard let value = position(attribute, of: .view(id), mirrored: mirrored) else { return nil }
      right = value
      if constraint.multiplier != 1, let ancestor = commonAncestor(view.node, id) {
        origin =
          position(constraint.attribute.isHorizontal ? .left : .top, of: .view(ancestor), mirrored: mirrored)
          ?? LinearExpression()
      }
    }
    if constraint.target == .constant || constraint.attribute.isSize { origin = LinearExpression() }
    let expression = (left - origin) - ((right - origin) * constraint.multiplier + constraint.constant)
    let relation: LinearConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessOrEqual
      case .greaterThanOrEqual: .greaterOrEqual
      }
    return LinearConstraint(
      expression, relation, weight: constraint.priority >= 1000 ? nil : Self.weight(constraint.priority))
  }

  enum Item {
    case view(String)
    case safeArea
    /// The content layout guide of the scroll view with this id.
    case contentGuide(String)
  }

  /// An attribute of an item in the root's coordinates; leading and trailing (and centres of
  /// constraints that use them) in mirrored x when right to left.
  func position(_ attribute: Constraint.Attribute, of item: Item, mirrored: Bool) -> LinearExpression? {
    let found: Box? =
      switch item {
      case .view(let id): boxes[id]
      case .contentGuide(let id): contentGuides[id]
      case .safeArea: safeArea
      }
    guard let box = found else { return nil }
    let text: TextBaselines? = if case .view(let id) = item { baselines[id] } else { nil }
    let (x, y, width, height) = (
      LinearExpression(box.x), LinearExpression(box.y), LinearExpression(box.width), LinearExpression(box.height)
    )
    switch attribute {
    case .left: return x
    case .right: return x + width
    case .top: return y
    case .firstBaseline: return y + (text?.first ?? 0)
    case .bottom: return y + height
    case .lastBaseline: return y + height + -(text?.last ?? 0)
    case .width: return width
    case .height: return height
    case .centerY: return y + height * 0.5
    case .centerX: return mirrored ? (x + width * 0.5) * -1 : x + width * 0.5
    case .leading: return mirrored ? (x + width) * -1 : x
    case .trailing: return mirrored ? x * -1 : x + width
    }
  }

  /// An attribute of the root's keyboard layout guide while no keyboard shows: the strip from the safe area's bottom to
  /// the screen's, as wide as the screen (UIKit's `usesBottomSafeArea`, on by default).
  func keyboardPosition(_ attribute: Constraint.Attribute, mirrored: Bool) -> LinearExpression? {
    let root = Item.view(screen.node)
    guard let safeBottom = position(.bottom, of: .safeArea, mirrored: mirrored),
      let screenBottom = position(.bottom, of: root, mirrored: mirrored)
    else { return nil }
    switch attribute {
    case .top, .firstBaseline: return safeBottom
    case .bottom, .lastBaseline: return screenBottom
    case .height: return screenBottom - safeBottom
    case .centerY: return (safeBottom + screenBottom) * 0.5
    case .left, .right, .leading, .trailing, .width, .centerX: return position(attribute, of: root, mirrored: mirrored)
    }
  }

  func commonAncestor(_ first: String, _ second: String) -> String? {
    var chain: [String] = []
    var current: String? = first
    while let node = current {
      chain.append(node)
      current = parents[node]
    }
    current = second
    while let node = current {
      if chain.contains(node) { return node }
      current = parents[node]
    }
    return nil
  }
}
