import TestSupport
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
    verify(solver.value(of: x), equals: 16)
    verify(solver.value(of: width), equals: 298)
    _ = right
  }

  @Test func optionalConstraintsYieldToRequiredOnesAndToStrongerOnes() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(width) + -100, .lessOrEqual))
    try solver.add(LinearConstraint(LinearExpression(width) + -150, .equal, weight: 1))
    verify(abs(solver.value(of: width) - 100) < 1e-9)
    var other = ConstraintSolver()
    let height = other.makeVariable()
    try other.add(LinearConstraint(LinearExpression(height) + -40, .equal, weight: 1))
    try other.add(LinearConstraint(LinearExpression(height) + -60, .equal, weight: 1000))
    verify(abs(other.value(of: height) - 60) < 1e-9)
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
    verify(abs(solver.value(of: previous) - 8000) < 1e-6)
  }

  @Test func aConflictingConstraintLeavesTheSolverAsItWas() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(x) + -10, .greaterOrEqual))
    try solver.add(LinearConstraint(LinearExpression(width) + -50, .equal, weight: 1))
    #expect(throws: ConstraintSolver.Failure.unsatisfiable) {
      try solver.add(LinearConstraint(LinearExpression(x) + -5, .lessOrEqual))
    }
    try solver.add(LinearConstraint(LinearExpression(x) - LinearExpression(width) + 30, .equal))
    verify(abs(solver.value(of: x) - 20) < 1e-9)
    verify(abs(solver.value(of: width) - 50) < 1e-9)
  }

  @Test func aParameterMovesTheSolutionAsARebuildWould() throws {
    // A row: a 16-pt margin, a fixed 100-pt view, and a view that fills the rest down to 44 pt.
    func solve(width value: Double, moving: Bool) throws -> (Double, Double) {
      var solver = ConstraintSolver()
      let canvas = solver.makeParameter(moving ? 390 : value)
      let fixed = solver.makeVariable()
      let fill = solver.makeVariable()
      try solver.add(LinearConstraint(LinearExpression(fixed) + -100, .equal))
      try solver.add(
        LinearConstraint(LinearExpression(fill) + LinearExpression(fixed) + 32 - LinearExpression(canvas), .equal))
      try solver.add(LinearConstraint(LinearExpression(fill) + -44, .greaterOrEqual))
      try solver.add(LinearConstraint(LinearExpression(fill) + -44, .lessOrEqual, weight: 1))
      if moving { try solver.setParameters([(canvas, value)]) }
      return (solver.value(of: fixed), solver.value(of: fill))
    }
    for width in [320.0, 430, 768] {
      let moved = try solve(width: width, moving: true)
      let rebuilt = try solve(width: width, moving: false)
      verify(abs(moved.0 - rebuilt.0) < 1e-9 && abs(moved.1 - rebuilt.1) < 1e-9)
      verify(abs(moved.1 - (width - 132)) < 1e-9)
    }
    #expect(throws: ConstraintSolver.Failure.unsatisfiable) { try solve(width: 150, moving: true) }
  }

  @Test func aRequiredEqualityOnlyParametersDecideFailsWhenTheyChange() throws {
    var solver = ConstraintSolver()
    let canvas = solver.makeParameter(375)
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(width) - LinearExpression(canvas), .equal))
    try solver.add(LinearConstraint(LinearExpression(width) + -375, .equal))
    #expect(throws: ConstraintSolver.Failure.unsatisfiable) { try solver.setParameters([(canvas, 320)]) }
  }

  @Test func tellsWhichVariablesMightMove() throws {
    var solver = ConstraintSolver()
    let pinned = solver.makeVariable()
    let loose = solver.makeVariable()
    let pulled = solver.makeVariable()
    let bounded = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression(pinned) + -8, .equal))
    try solver.add(LinearConstraint(LinearExpression(pulled) + -20, .equal, weight: 1))
    try solver.add(LinearConstraint(LinearExpression(bounded) + -10, .greaterOrEqual))
    try solver.add(LinearConstraint(LinearExpression(bounded) + -10, .lessOrEqual, weight: 1))
    verify(!solver.mightMove(pinned))
    verify(solver.mightMove(loose))
    verify(!solver.mightMove(pulled))
    // Held by a degenerate pair of inequalities: the tableau cannot tell, a perturbation must.
    verify(solver.mightMove(bounded))
  }
}
