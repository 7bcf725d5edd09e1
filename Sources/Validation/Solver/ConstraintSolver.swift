/// An incremental Cassowary solver: required and weighted optional linear equalities and
/// inequalities, kept in basic feasible solved form and optimised with primal simplex.
///
/// Add-only (each layout is a fresh solve). Ties in the choice of pivot go to the lowest symbol
/// id (Bland's rule), so it terminates and gives the same answer every run.
public struct ConstraintSolver {
  /// Why a constraint could not be added.
  public enum Failure: Error, Equatable {
    /// A required constraint contradicts the required constraints added before it.
    case unsatisfiable
    /// The objective has no minimum (cannot happen with only error terms in it).
    case unbounded
  }

  private var rows: [Symbol: SimplexRow] = [:]
  /// For each symbol, the basic symbols whose rows hold it, so a substitution visits only those
  /// rows (without it every pivot would visit every row: quadratic in the constraints).
  private var columns: [Symbol: Set<Symbol>] = [:]
  private var objective = SimplexRow(constant: 0)
  /// The objective of the artificial phase, while one is under way.
  private var artificialGoal: SimplexRow?
  private var nextID = 0
  private var externals: [Variable: Symbol] = [:]
  public private(set) var variableCount = 0

  /// Creates an empty solver.
  public init() {}

  /// A new variable.
  public mutating func makeVariable() -> Variable {
    defer { variableCount += 1 }
    let variable = Variable(index: variableCount)
    externals[variable] = makeSymbol(.external)
    return variable
  }

  private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  /// The value of `variable` in the current solution (a non-basic variable reads as 0).
  public func value(of variable: Variable) -> Double {
    guard let symbol = externals[variable] else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  /// Adds a constraint and re-optimises.
  public mutating func add(_ constraint: LinearConstraint) throws(Failure) {
    var row = SimplexRow(constant: constraint.expression.constant)
    for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key < $1.key }) {
      guard let symbol = externals[variable] else { continue }
      if let basic = rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
    }
    if constraint.relation == .lessOrEqual { row = negated(row) }
    var markers: [Symbol] = []
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
    if row.constant < 0 { row = negated(row) }
    if row.cells.isEmpty {
      guard abs(row.constant) < SimplexRow.epsilon else { throw .unsatisfiable }
      return
    }
    if let subject = chooseSubject(row, markers: markers) {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(subject, row)
    } else {
      try addWithArtificialVariable(row)
    }
    try optimize(artificial: false)
  }

  private func negated(_ row: SimplexRow) -> SimplexRow {
    var result = SimplexRow(constant: -row.constant)
    for (symbol, coefficient) in row.cells { result.add(symbol, -coefficient) }
    return result
  }

  /// An unrestricted symbol of the row, else a new marker with a negative coefficient.
  private func chooseSubject(_ row: SimplexRow, markers: [Symbol]) -> Symbol? {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
    return markers.first { row.coefficient(of: $0) < 0 }
  }

  /// Finds a feasible subject by minimising an artificial variable; a non-zero minimum means the
  /// constraint cannot be satisfied.
  private mutating func addWithArtificialVariable(_ row: SimplexRow) throws(Failure) {
    let artificial = makeSymbol(.slack)
    insertRow(artificial, row)
    artificialGoal = row
    try optimize(artificial: true)
    let feasible = abs(artificialGoal?.constant ?? 0) < 1e-6
    artificialGoal = nil
    if let basic = removeRow(artificial) {
      if !basic.cells.isEmpty,
        let entering = basic.cells.keys.filter({ $0.isRestricted }).min() ?? basic.cells.keys.min()
      {
        var pivot = basic
        pivot.solve(artificial, for: entering)
        substitute(entering, with: pivot)
        insertRow(entering, pivot)
      }
    }
    for basic in columns.removeValue(forKey: artificial) ?? [] { rows[basic]?.cells[artificial] = nil }
    objective.cells[artificial] = nil
    if !feasible { throw .unsatisfiable }
  }

  private mutating func substitute(_ symbol: Symbol, with row: SimplexRow) {
    // Substituting changes only the cells of `row`'s symbols (and drops `symbol`), so only their columns change.
    for basic in columns.removeValue(forKey: symbol) ?? [] {
      guard rows[basic] != nil else { continue }
      rows[basic]?.substitute(symbol, with: row)
      for key in row.cells.keys {
        if rows[basic]?.cells[key] != nil {
          columns[key, default: []].insert(basic)
        } else {
          columns[key]?.remove(basic)
        }
      }
    }
    objective.substitute(symbol, with: row)
    artificialGoal?.substitute(symbol, with: row)
  }

  private mutating func insertRow(_ basic: Symbol, _ row: SimplexRow) {
    rows[basic] = row
    for key in row.cells.keys { columns[key, default: []].insert(basic) }
  }

  private mutating func removeRow(_ basic: Symbol) -> SimplexRow? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for key in row.cells.keys { columns[key]?.remove(basic) }
    return row
  }

  /// Primal simplex on the objective (or the artificial one): pivot while a symbol can lower it.
  private mutating func optimize(artificial: Bool) throws(Failure) {
    while true {
      let goal = artificial ? (artificialGoal ?? objective) : objective
      var candidate: Symbol?
      for (symbol, coefficient) in goal.cells
      where symbol.kind != .external && coefficient < -SimplexRow.epsilon {
        if let current = candidate, current < symbol { continue }
        candidate = symbol
      }
      guard let entering = candidate else { return }
      var leaving: Symbol?
      var best = Double.infinity
      for basic in columns[entering] ?? [] where basic.isRestricted {
        guard let row = rows[basic] else { continue }
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
}
