/// An incremental Cassowary solver: required and weighted optional linear equalities and inequalities, kept in basic
/// feasible solved form and optimised with primal simplex; parameters (a canvas size, a safe-area inset) change with
/// the dual simplex, without rebuilding.
///
/// Symbols are small integer ids, rows sorted arrays of cells, and the rows that hold a symbol are listed by symbol
/// (lazily: a listing may name a row that no longer holds it, and each use checks), so a substitution visits only the
/// rows it changes. Ties in the choice of pivot go to the lowest symbol id (Bland's rule), so it terminates and gives
/// the same answer every run. A copy is independent (value semantics), which the ambiguity check uses.
public struct ConstraintSolver: Sendable {
  /// Why a constraint could not be added, or a parameter not changed.
  public enum Failure: Error, Equatable {
    /// A required constraint contradicts the required constraints added before it (or the parameters' new values).
    case unsatisfiable
    /// The objective has no minimum (cannot happen with only error terms in it).
    case unbounded
  }

  enum Kind: UInt8, Sendable {
    /// A variable of the caller's: unrestricted.
    case external
    /// ≥ 0: the slack of an inequality.
    case slack
    /// ≥ 0 and weighted in the objective: the violation of an optional constraint.
    case error
    /// Fixed at 0: marks a parameter, or a required equality the parameters alone decide.
    case dummy
  }

  private struct Parameter: Sendable {
    var marker: Int32
    var value: Double
  }

  private var kinds: [Kind] = []
  /// The row of each basic symbol, by symbol id.
  private var rows: [SimplexRow?] = []
  /// For each symbol, basic symbols whose rows may hold it (with repeats and stale entries; see the type's note).
  private var columns: [[Int32]] = []
  private var objective = SimplexRow(constant: 0)
  /// The objective of the artificial phase, while one is under way.
  private var artificialGoal: SimplexRow?
  /// The symbol of each variable, by variable index.
  private var externals: [Int32] = []
  private var parameters: [Int: Parameter] = [:]
  /// Basic dummies: required equalities that only parameters decide, which must stay 0 when parameters change.
  private var pinned: [Int32] = []
  /// Restricted basic symbols whose rows went negative, for the dual simplex.
  private var infeasible: [Int32] = []

  /// Creates an empty solver.
  public init() {}

  /// How many variables the solver has made.
  public var variableCount: Int { externals.count }

  /// A new variable.
  public mutating func makeVariable() -> Variable {
    let variable = Variable(index: externals.count)
    externals.append(makeSymbol(.external))
    return variable
  }

  /// A new variable held at `value` as a required constraint would hold it, which ``setParameters(_:)`` changes.
  public mutating func makeParameter(_ value: Double) -> Variable {
    let variable = makeVariable()
    let marker = makeSymbol(.dummy)
    insertRow(externals[variable.index], SimplexRow(constant: value, cells: [.init(symbol: marker, coefficient: -1)]))
    parameters[variable.index] = Parameter(marker: marker, value: value)
    return variable
  }

  private mutating func makeSymbol(_ kind: Kind) -> Int32 {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    return Int32(kinds.count - 1)
  }

  /// The value of `variable` in the current solution (a non-basic variable reads as 0).
  public func value(of variable: Variable) -> Double {
    rows[Int(externals[variable.index])]?.constant ?? 0
  }

  /// Adds a constraint and re-optimises; an unsatisfiable required constraint leaves the solver as it was.
  public mutating func add(_ constraint: LinearConstraint) throws(Failure) {
    defer { infeasible.removeAll(keepingCapacity: true) }
    var row = SimplexRow(constant: constraint.expression.constant)
    for (variable, coefficient) in constraint.expression.terms {
      let symbol = externals[variable.index]
      if let basic = rows[Int(symbol)] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
    }
    if constraint.relation == .lessOrEqual { row.scale(by: -1) }
    var markers: [Int32] = []
    if constraint.relation != .equal {
      let slack = makeSymbol(.slack)
      row.add(slack, -1)
      markers.append(slack)
      if let weight = constraint.weight {
        let error = makeSymbol(.error)
        row.add(error, 1)
        objective.add(error, weight)
        markers.append(error)
      }
    } else if let weight = constraint.weight {
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.add(plus, -1)
      row.add(minus, 1)
      objective.add(plus, weight)
      objective.add(minus, weight)
      markers += [plus, minus]
    }
    // A restricted subject must start non-negative: keep the row's constant ≥ 0.
    if row.constant < 0 { row.scale(by: -1) }
    if row.cells.isEmpty {
      guard abs(row.constant) < SimplexRow.epsilon else { throw .unsatisfiable }
      return
    }
    if let subject = chooseSubject(row, markers: markers) {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(subject, row)
    } else if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      // Only parameters decide it: it holds at their values or never.
      guard abs(row.constant) < SimplexRow.epsilon else { throw .unsatisfiable }
      let marker = makeSymbol(.dummy)
      insertRow(marker, row)
      pinned.append(marker)
    } else {
      try addWithArtificialVariable(row)
    }
    try optimize(artificial: false)
  }

  /// An unrestricted symbol of the row, else a new marker with a negative coefficient.
  ///
  /// Of the unrestricted symbols, the one the fewest rows are listed as holding (the lowest id of those): it is
  /// substituted into each of them. A chain added from its far end (each view placed against the next, as in a chain anchored at its end)
  /// would otherwise rewrite every earlier row of the chain at each step, in time quadratic in its length.
  private func chooseSubject(_ row: SimplexRow, markers: [Int32]) -> Int32? {
    var subject: Int32?
    var fewest = Int.max
    for cell in row.cells where kinds[Int(cell.symbol)] == .external && columns[Int(cell.symbol)].count < fewest {
      subject = cell.symbol
      fewest = columns[Int(cell.symbol)].count
    }
    return subject ?? markers.first { row.coefficient(of: $0) < 0 }
  }

  /// Finds a feasible subject by minimising an artificial variable; a non-zero minimum means the constraint cannot be
  /// satisfied, and the artificial row is dropped, which leaves the earlier constraints as they were.
  private mutating func addWithArtificialVariable(_ row: SimplexRow) throws(Failure) {
    let artificial = makeSymbol(.slack)
    insertRow(artificial, row)
    artificialGoal = row
    try optimize(artificial: true)
    let feasible = abs(artificialGoal?.constant ?? 0) < 1e-6
    artificialGoal = nil
    guard feasible else {
      // The artificial variable is still basic (once it leaves, its goal is 0), and only its row holds the
      // constraint's own markers: without that row the tableau is the earlier constraints, pivoted but feasible.
      removeRow(artificial)
      removeColumn(artificial)
      try optimize(artificial: false)
      throw .unsatisfiable
    }
    guard var basic = removeRow(artificial) else {
      removeColumn(artificial)
      return
    }
    let pivotable =
      basic.cells.first { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error }
      ?? basic.cells.first { kinds[Int($0.symbol)] == .external }
    if let entering = pivotable?.symbol {
      basic.solve(artificial, for: entering)
      substitute(entering, with: basic)
      insertRow(entering, basic)
      removeColumn(artificial)
    } else if !basic.cells.isEmpty {
      // Only parameters are left in it: the artificial variable becomes the constraint's pinned marker.
      kinds[Int(artificial)] = .dummy
      insertRow(artificial, basic)
      pinned.append(artificial)
    }
  }

  /// Primal simplex on the objective (or the artificial one): pivot while a symbol can lower it.
  private mutating func optimize(artificial: Bool) throws(Failure) {
    while let entering = enteringSymbol(artificial: artificial) {
      var leaving: Int32?
      var best = Double.infinity
      for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
        guard let row = rows[Int(basic)] else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < -SimplexRow.epsilon else { continue }
        let ratio = -row.constant / coefficient
        if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basic < (leaving ?? basic)) {
          best = ratio
          leaving = basic
        }
      }
      guard let leaving, var row = removeRow(leaving) else { throw .unbounded }
      row.solve(leaving, for: entering)
      substitute(entering, with: row)
      insertRow(entering, row)
    }
  }

  /// The lowest restricted symbol that lowers the goal, if any.
  private func enteringSymbol(artificial: Bool) -> Int32? {
    let goal = artificial ? (artificialGoal ?? objective) : objective
    for cell in goal.cells where cell.coefficient < -SimplexRow.epsilon {
      let kind = kinds[Int(cell.symbol)]
      if kind == .slack || kind == .error { return cell.symbol }
    }
    return nil
  }

  /// Sets parameters to new values and restores the optimum with the dual simplex; `unsatisfiable` when the required
  /// constraints cannot hold at the new values (the solver is then unusable).
  public mutating func setParameters(_ values: [(Variable, Double)]) throws(Failure) {
    infeasible.removeAll(keepingCapacity: true)
    for (variable, value) in values {
      guard let parameter = parameters[variable.index], value != parameter.value else { continue }
      let delta = value - parameter.value
      parameters[variable.index]?.value = value
      // The marker stands for `value - parameter`: each row holding it moves by its coefficient × delta.
      var holders: [Int32] = []
      for basic in Set(columns[Int(parameter.marker)]).sorted() {
        guard let coefficient = rows[Int(basic)]?.coefficient(of: parameter.marker), coefficient != 0 else { continue }
        holders.append(basic)
        rows[Int(basic)]?.constant -= coefficient * delta
        if isInfeasible(basic) { infeasible.append(basic) }
      }
      columns[Int(parameter.marker)] = holders
      objective.constant -= objective.coefficient(of: parameter.marker) * delta
    }
    try dualOptimize()
    for marker in pinned where abs(rows[Int(marker)]?.constant ?? 0) > 1e-6 { throw .unsatisfiable }
  }

  /// Dual simplex: pivot each infeasible row's symbol out for the symbol that keeps the objective lowest.
  private mutating func dualOptimize() throws(Failure) {
    while let leaving = infeasible.popLast() {
      guard isInfeasible(leaving), var row = rows[Int(leaving)] else { continue }
      var entering: Int32?
      var best = Double.infinity
      for cell in row.cells where cell.coefficient > SimplexRow.epsilon && kinds[Int(cell.symbol)] != .dummy {
        let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
        if ratio < best - 1e-12 {
          best = ratio
          entering = cell.symbol
        }
      }
      guard let entering else { throw .unsatisfiable }
      removeRow(leaving)
      row.solve(leaving, for: entering)
      substitute(entering, with: row)
      insertRow(entering, row)
    }
  }

  /// Whether `basic` is a slack or error whose row has gone negative.
  private func isInfeasible(_ basic: Int32) -> Bool {
    let kind = kinds[Int(basic)]
    return (kind == .slack || kind == .error) && (rows[Int(basic)]?.constant ?? 0) < -1e-9
  }

  /// Whether `variable` might take another value at the same minimum.
  ///
  /// True when it is non-basic, or its row holds a symbol that could move at no cost. False means it is determined;
  /// true, that a perturbation should tell.
  public func mightMove(_ variable: Variable) -> Bool {
    guard let row = rows[Int(externals[variable.index])] else { return true }
    return row.cells.contains { cell in
      kinds[Int(cell.symbol)] != .dummy && abs(objective.coefficient(of: cell.symbol)) < SimplexRow.epsilon
    }
  }

  private mutating func substitute(_ symbol: Int32, with row: SimplexRow) {
    let holders = columns[Int(symbol)]
    columns[Int(symbol)] = []
    var introduced: [Int32] = []
    for basic in holders {
      introduced.removeAll(keepingCapacity: true)
      guard rows[Int(basic)]?.substitute(symbol, with: row, introduced: &introduced) == true else { continue }
      for key in introduced { columns[Int(key)].append(basic) }
      if isInfeasible(basic) { infeasible.append(basic) }
    }
    objective.substitute(symbol, with: row, introduced: &introduced)
    artificialGoal?.substitute(symbol, with: row, introduced: &introduced)
  }

  private mutating func insertRow(_ basic: Int32, _ row: SimplexRow) {
    rows[Int(basic)] = row
    for cell in row.cells { columns[Int(cell.symbol)].append(basic) }
  }

  @discardableResult
  private mutating func removeRow(_ basic: Int32) -> SimplexRow? {
    defer { rows[Int(basic)] = nil }
    return rows[Int(basic)]
  }

  /// Drops `symbol` from every row and the objective.
  private mutating func removeColumn(_ symbol: Int32) {
    for basic in columns[Int(symbol)] { rows[Int(basic)]?.remove(symbol) }
    columns[Int(symbol)] = []
    objective.remove(symbol)
  }
}
