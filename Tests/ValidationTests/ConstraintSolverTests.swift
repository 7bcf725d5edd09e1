import Testing
import Validation

@Suite struct ConstraintSolverTests {
  @Test func solvesRequiredEqualities() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(x) + -16, .equal))
    try solver.add(LinearConstraint(LinearExpression(width) + -298, .equal))
    let right = LinearExpression(x) + LinearExpression(width)
    #expect(solver.value(of: x) == 16)
    #expect(solver.value(of: width) == 298)
    _ = right
  }

  @Test func optionalConstraintsYieldToRequiredOnesAndToStrongerOnes() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(width) + -100, .lessOrEqual))
    try solver.add(LinearConstraint(LinearExpression(width) + -150, .equal, weight: 1))
    #expect(abs(solver.value(of: width) - 100) < 1e-9)
    var other = ConstraintSolver()
    let height = other.makeVariable()
    try other.add(LinearConstraint(LinearExpression(height) + -40, .equal, weight: 1))
    try other.add(LinearConstraint(LinearExpression(height) + -60, .equal, weight: 1000))
    #expect(abs(other.value(of: height) - 60) < 1e-9)
  }

  @Test func detectsContradictoryRequiredConstraints() throws {
    var solver = ConstraintSolver()
    let height = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(height) + -48, .equal))
    #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
      try solver.add(LinearConstraint(LinearExpression(height) + -60, .equal))
    }
    var inequalities = ConstraintSolver()
    let x = inequalities.makeVariable()
    try inequalities.add(LinearConstraint(LinearExpression(x) + -10, .greaterOrEqual))
    #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
      try inequalities.add(LinearConstraint(LinearExpression(x) + -5, .lessOrEqual))
    }
  }

  @Test func chainsManyConstraints() throws {
    var solver = ConstraintSolver()
    var previous = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(previous), .equal))
    for _ in 0..<1000 {
      let next = solver.makeVariable()
      try solver.add(LinearConstraint(LinearExpression(next) - LinearExpression(previous) + -8, .equal))
      previous = next
    }
    #expect(abs(solver.value(of: previous) - 8000) < 1e-6)
  }
}
