/// A variable of the solver, by index.
public struct Variable: Hashable, Sendable, Comparable {
  let index: Int

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// `constant + Σ coefficient × variable`.
public struct LinearExpression: Sendable {
  public var terms: [Variable: Double]
  public var constant: Double

  /// Creates an expression.
  public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// A single variable.
  public init(_ variable: Variable) { self.init([variable: 1]) }

  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
    result.constant += rhs.constant
    return result
  }

  public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }

  public static func * (lhs: Self, factor: Double) -> Self {
    LinearExpression(lhs.terms.mapValues { $0 * factor }, constant: lhs.constant * factor)
  }

  public static func + (lhs: Self, value: Double) -> Self {
    var result = lhs
    result.constant += value
    return result
  }
}

/// A constraint for the solver: `expression (== | >= | <=) 0`, required or weighted.
public struct LinearConstraint: Sendable {
  /// The relation to zero.
  public enum Relation: Sendable { case equal, greaterOrEqual, lessOrEqual }

  public var expression: LinearExpression
  public var relation: Relation
  /// nil for a required constraint, else the weight of its error in the objective.
  public var weight: Double?

  /// Creates a constraint.
  public init(_ expression: LinearExpression, _ relation: Relation, weight: Double? = nil) {
    self.expression = expression
    self.relation = relation
    self.weight = weight
  }
}
