/// A symbol of the tableau: an external variable, or a slack or error the solver made.
struct Symbol: Hashable, Comparable {
  enum Kind: Hashable { case external, slack, error }
  let id: Int
  let kind: Kind

  /// Restricted symbols are ≥ 0; external variables are unrestricted.
  var isRestricted: Bool { kind != .external }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }

  // The id alone identifies a symbol; hashing only it halves the solver's hashing work.
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// `constant + Σ coefficient × symbol`, a row of the tableau or the objective.
struct SimplexRow {
  var constant: Double
  var cells: [Symbol: Double] = [:]

  static let epsilon = 1e-8

  init(constant: Double) { self.constant = constant }

  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if abs(sum) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  mutating func add(_ row: SimplexRow, times factor: Double) {
    constant += row.constant * factor
    for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
  }

  func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Rewrites `0 = self` as `subject = …` (the row no longer holds `subject`).
  mutating func solve(for subject: Symbol) {
    guard let coefficient = cells.removeValue(forKey: subject) else { return }
    let factor = -1 / coefficient
    constant *= factor
    cells = cells.mapValues { $0 * factor }
  }

  /// Rewrites `lhs = self` as `rhs = …` for a symbol `rhs` in the row.
  mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`.
  mutating func substitute(_ symbol: Symbol, with row: SimplexRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    add(row, times: coefficient)
  }
}
