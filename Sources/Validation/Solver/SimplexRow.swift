/// `constant + Σ coefficient × symbol`, a row of the tableau or the objective: a small array of cells sorted by
/// symbol id, so looking a symbol up is a binary search and adding rows is one merge, with no hashing.
struct SimplexRow: Sendable {
  /// One term of the row.
  struct Cell: Sendable {
    var symbol: Int32
    var coefficient: Double
  }

  var constant: Double
  private(set) var cells: [Cell]

  /// Coefficients closer to zero than this are zero.
  static let epsilon = 1e-8

  init(constant: Double, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Where `symbol`'s cell is, or where it would go.
  private func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let probe = cells[middle].symbol
      if probe == symbol { return (middle, true) }
      if probe < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(of symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Int32) -> Bool { position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    guard found else {
      if abs(coefficient) >= Self.epsilon { cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index) }
      return
    }
    let sum = cells[index].coefficient + coefficient
    if abs(sum) < Self.epsilon { cells.remove(at: index) } else { cells[index].coefficient = sum }
  }

  /// Removes `symbol`'s cell and returns its coefficient.
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    return cells.remove(at: index).coefficient
  }

  /// `self += row × factor`; the symbols that had no cell in `self` before and have one now are appended to
  /// `introduced`.
  mutating func add(_ row: SimplexRow, times factor: Double, introduced: inout [Int32]) {
    constant += row.constant * factor
    guard !row.cells.isEmpty else { return }
    let mine = cells
    let theirs = row.cells
    var merged: [Cell] = []
    merged.reserveCapacity(mine.count + theirs.count)
    var i = 0
    var j = 0
    while i < mine.count || j < theirs.count {
      if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
        merged.append(mine[i])
        i += 1
      } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
        let value = theirs[j].coefficient * factor
        if abs(value) >= Self.epsilon {
          merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
          introduced.append(theirs[j].symbol)
        }
        j += 1
      } else {
        let value = mine[i].coefficient + theirs[j].coefficient * factor
        if abs(value) >= Self.epsilon { merged.append(Cell(symbol: mine[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  /// `self += row × factor`.
  mutating func add(_ row: SimplexRow, times factor: Double) {
    var ignored: [Int32] = []
    add(row, times: factor, introduced: &ignored)
  }

  /// Multiplies every term and the constant by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `0 = self` as `subject = …` (the row no longer holds `subject`).
  mutating func solve(for subject: Int32) {
    guard let coefficient = remove(subject) else { return }
    scale(by: -1 / coefficient)
  }

  /// Rewrites `lhs = self` as `rhs = …` for a symbol `rhs` in the row.
  mutating func solve(_ lhs: Int32, for rhs: Int32) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`; false when `self` does not hold `symbol`.
  @discardableResult
  mutating func substitute(_ symbol: Int32, with row: SimplexRow, introduced: inout [Int32]) -> Bool {
    guard let coefficient = remove(symbol) else { return false }
    add(row, times: coefficient, introduced: &introduced)
    return true
  }
}
