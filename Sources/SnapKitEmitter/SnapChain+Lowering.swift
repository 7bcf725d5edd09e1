public import LayoutIR

extension SnapChain {
  /// The chain that lowers to exactly `constraint`: insets against the parent's or safe area's
  /// same edge, offsets everywhere else, never `inset` against a sibling.
  ///
  /// `symbol` spells the constant's number token, when it has one.
  public static func chain(
    for constraint: Constraint, parentName: String, names: [String: String], symbol: String? = nil
  ) -> SnapChain {
    let attribute = constraint.attribute
    var chain = SnapChain(
      attributes: [attribute], relation: constraint.relation, target: .superview, multiplier: constraint.multiplier,
      modifier: .none, priority: constraint.priority, symbol: symbol)
    // A constant that prints as 0 (a rotated line's 0.00001) is no offset at all.
    let offset: Modifier = Self.isZero(constraint.constant) ? .none : .offset(constraint.constant)
    switch constraint.target {
    case .constant:
      chain.target = .number(constraint.constant)
    case .superview(let target) where target == attribute && constraint.multiplier == 1:
      chain.modifier = edgeModifier(attribute, constant: constraint.constant)
    case .superview(let target):
      chain.target = .superviewAttribute(parentName, target)
      chain.modifier = offset
    case .safeArea(let target) where target == attribute && constraint.multiplier == 1:
      chain.target = .safeArea(nil)
      chain.modifier = edgeModifier(attribute, constant: constraint.constant)
    case .safeArea(let target):
      chain.target = .safeArea(target)
      chain.modifier = offset
    case .view(let id, let target):
      chain.target = .view(id: id, name: names[id] ?? id, attribute: target == attribute ? nil : target)
      chain.modifier = offset
    case .keyboard(let target):
      chain.target = .keyboard(target)
      chain.modifier = offset
    case .scrollGuide(let guide, let target) where target == attribute && constraint.multiplier == 1:
      chain.target = .scrollGuide(parent: parentName, guide: guide, attribute: nil)
      chain.modifier = edgeModifier(attribute, constant: constraint.constant)
    case .scrollGuide(let guide, let target):
      chain.target = .scrollGuide(parent: parentName, guide: guide, attribute: target)
      chain.modifier = offset
    }
    return chain
  }

  /// `inset(d)` when the view sits inside the edge by `d`, else `offset`.
  private static func edgeModifier(_ attribute: Constraint.Attribute, constant: Double) -> Modifier {
    let inward: Double? =
      switch attribute {
      case .left, .top, .leading: constant
      case .right, .bottom, .trailing: -constant
      default: nil
      }
    if let inward, inward > 0, !isZero(inward) { return .inset(inward) }
    return isZero(constant) ? .none : .offset(constant)
  }

  /// Whether a constant is zero to the precision printed (1/1000).
  private static func isZero(_ value: Double) -> Bool { abs(value) < 0.0005 }

  /// What SnapKit makes of this chain: one constraint per attribute (origins left empty).
  public func lowered() -> [Constraint] {
    attributes.map { attribute in
      var target: Constraint.Target
      var constant = 0.0
      switch self.target {
      case .number(let value):
        constant = value
        if attribute.isSize {
          target = .constant
        } else {
          target = .superview(attribute == .centerX ? .left : attribute == .centerY ? .top : attribute)
        }
      case .superview: target = .superview(attribute)
      case .superviewAttribute(_, let other): target = .superview(other)
      case .safeArea(let other): target = .safeArea(other ?? attribute)
      case .view(let id, _, let other): target = .view(id, other ?? attribute)
      case .scrollGuide(_, let guide, let other): target = .scrollGuide(guide, other ?? attribute)
      case .keyboard(let other): target = .keyboard(other)
      }
      let toAttribute = target.attribute ?? attribute
      switch modifier {
      case .none: break
      case .offset(let value): constant = value
      case .inset(let value): constant = Self.insetConstant(value, to: toAttribute)
      }
      return Constraint(
        attribute, target, relation: relation, multiplier: multiplier, constant: constant, priority: priority,
        origin: "")
    }
  }

  private static func insetConstant(_ value: Double, to attribute: Constraint.Attribute) -> Double {
    switch attribute {
    case .left, .top, .leading, .firstBaseline: value
    case .right, .bottom, .trailing, .lastBaseline: -value
    case .centerX, .centerY: 0
    case .width, .height: -2 * value
    }
  }

  /// Adjacent chains merged where SnapKit lowers the merged chain to the same constraints:
  /// `make.leading.trailing.equalToSuperview().inset(16)`, `make.size.equalTo(24)`.
  public static func merged(_ chains: [SnapChain]) -> [SnapChain] {
    var result: [SnapChain] = []
    for chain in chains {
      if var last = result.last, last.canMerge(with: chain) {
        last.attributes += chain.attributes
        result[result.count - 1] = last
      } else {
        result.append(chain)
      }
    }
    return result
  }

  private func canMerge(with other: SnapChain) -> Bool {
    guard relation == other.relation, multiplier == 1, other.multiplier == 1, priority == other.priority,
      target == other.target, modifier == other.modifier, symbol == other.symbol
    else { return false }
    switch (target, modifier) {
    case (.number, _): return attributes.allSatisfy(\.isSize) && other.attributes.allSatisfy(\.isSize)
    case (.superview, .inset), (.superview, .none), (.safeArea(nil), .inset), (.safeArea(nil), .none): return true
    case (.scrollGuide(_, _, nil), .inset), (.scrollGuide(_, _, nil), .none): return true
    case (.view(_, _, nil), .none): return true
    default: return false
    }
  }
}

extension Constraint {
  /// Whether two constraints mean the same, origins aside (constants to 1/1000).
  public func sameMeaning(as other: Constraint) -> Bool {
    attribute == other.attribute && relation == other.relation && target == other.target
      && abs(multiplier - other.multiplier) < 0.0005 && abs(constant - other.constant) < 0.0005
      && priority == other.priority
  }
}
