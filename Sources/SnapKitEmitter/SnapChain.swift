public import LayoutIR
import SwiftSource

/// One `make.…` chain, as a value: what the emitter prints and, through ``lowered(in:)``, a model
/// of what SnapKit turns it into, so every printed chain can be checked to mean its IR constraint.
public struct SnapChain: Sendable, Hashable {
  /// What the chain's relation points at.
  public enum Target: Sendable, Hashable {
    /// `equalTo(n)` on a size.
    case number(Double)
    /// `equalToSuperview()`.
    case superview
    /// `equalTo(parent.snp.attribute)`: an attribute of the parent other than the chain's own.
    case superviewAttribute(String, Constraint.Attribute)
    /// `equalTo(safeAreaLayoutGuide)` or `equalTo(safeAreaLayoutGuide.snp.attribute)`.
    case safeArea(Constraint.Attribute?)
    /// `equalTo(view)` or `equalTo(view.snp.attribute)`, by node id and Swift name.
    case view(id: String, name: String, attribute: Constraint.Attribute?)
    /// `equalTo(scrollView.contentLayoutGuide)` or `equalTo(scrollView.frameLayoutGuide.snp.attribute)`.
    case scrollGuide(parent: String, guide: Constraint.ScrollGuide, attribute: Constraint.Attribute?)
    /// `equalTo(keyboardLayoutGuide.snp.attribute)`.
    case keyboard(Constraint.Attribute)
  }

  /// `.offset(n)`, `.inset(n)`, or neither.
  public enum Modifier: Sendable, Hashable {
    case none
    case offset(Double)
    case inset(Double)
  }

  public var attributes: [Constraint.Attribute]
  public var relation: Constraint.Relation
  public var target: Target
  public var multiplier: Double
  public var modifier: Modifier
  public var priority: Double
  /// The number token's symbol that spells the chain's constant (`Spacing.medium`), when it is one.
  public var symbol: String?

  /// The chain as Swift, after `make`: `.leading.equalTo(unitLabel.snp.trailing).offset(4)`.
  public var code: String {
    var names = attributes.map { Self.name(of: $0) }
    if attributes == [.width, .height] { names = ["size"] }
    if attributes == [.centerX, .centerY] { names = ["center"] }
    var text = "make." + names.joined(separator: ".")
    let relation =
      switch self.relation {
      case .equal: "equalTo"
      case .lessThanOrEqual: "lessThanOrEqualTo"
      case .greaterThanOrEqual: "greaterThanOrEqualTo"
      }
    switch target {
    case .number(let value): text += ".\(relation)(\(spelled(value)))"
    case .superview: text += ".\(relation)Superview()"
    case .superviewAttribute(let parent, let attribute):
      text += ".\(relation)(\(parent).snp.\(Self.name(of: attribute)))"
    case .safeArea(nil): text += ".\(relation)(safeAreaLayoutGuide)"
    case .safeArea(let attribute?): text += ".\(relation)(safeAreaLayoutGuide.snp.\(Self.name(of: attribute)))"
    case .view(_, let name, nil): text += ".\(relation)(\(name))"
    case .view(_, let name, let attribute?): text += ".\(relation)(\(name).snp.\(Self.name(of: attribute)))"
    case .scrollGuide(let parent, let guide, nil): text += ".\(relation)(\(parent).\(guide.rawValue))"
    case .scrollGuide(let parent, let guide, let attribute?):
      text += ".\(relation)(\(parent).\(guide.rawValue).snp.\(Self.name(of: attribute)))"
    case .keyboard(let attribute): text += ".\(relation)(keyboardLayoutGuide.snp.\(Self.name(of: attribute)))"
    }
    if multiplier != 1 { text += ".multipliedBy(\(SwiftLiteral.number(multiplier)))" }
    switch modifier {
    case .none: break
    case .offset(let value): text += ".offset(\(spelled(value)))"
    case .inset(let value): text += ".inset(\(spelled(value)))"
    }
    switch priority {
    case 1000: break
    case 750: text += ".priority(.high)"
    case 500: text += ".priority(.medium)"
    case 250: text += ".priority(.low)"
    default: text += ".priority(\(SwiftLiteral.number(priority)))"
    }
    return text
  }

  static func name(of attribute: Constraint.Attribute) -> String { attribute.rawValue }

  /// `value` as the token's symbol (negated where it is negative), or as a number.
  private func spelled(_ value: Double) -> String {
    guard let symbol else { return SwiftLiteral.number(value) }
    return value < 0 ? "-\(symbol)" : symbol
  }
}
