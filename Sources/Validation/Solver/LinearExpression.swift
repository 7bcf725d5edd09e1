/// A variable of the solver, by index.
public struct Variable: Hashable, Sendable, Comparable {
  let index: Int

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// `constant + Σ coefficient × variable`, its terms sorted by variable.
public struct LinearExpression: Sendable {
  public private(set) var terms: [(variable: Variable, coefficient: Double)]
  public var constant: Double

  /// Creates an expression.
  public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
    self.terms = terms.sorted { $0.key < $1.key }.map { (variable: $0.key, coefficient: $0.value) }
    self.constant = constant
  }

  /// A single variable.
  public init(_ variable: Variable) {
    terms = [(variable: variable, coefficient: 1)]
    constant = 0
  }

  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = LinearExpression(constant: lhs.constant + rhs.constant)
    result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    var i = 0
    var j = 0
    while i < lhs.terms.count || j < rhs.terms.count {
      if j == rhs.terms.count || (i < lhs.terms.count && lhs.terms[i].variable < rhs.terms[j].variable) {
        result.terms.append(lhs.terms[i])
        i += 1
      } else if i == lhs.terms.count || rhs.terms[j].variable < lhs.terms[i].variable {
        result.terms.append(rhs.terms[j])
        j += 1
      } else {
        let sum = lhs.terms[i].coefficient + rhs.terms[j].coefficient
        if sum != 0 { result.terms.append((variable: lhs.terms[i].variable, coefficient: sum)) }
        i += 1
        j += 1
      }
    }
    return result
  }

  public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }

  public static func * (lhs: Self, factor: Double) -> Self {
    var result = lhs
    result.constant *= factor
    for index in result.terms.indices { result.terms[index].coefficient *= factor }
    return result
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
