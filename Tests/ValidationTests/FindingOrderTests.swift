import Diagnostics
import Testing

/// Findings sort by node id part by part, numerically: the order every command prints them in.
@Suite struct FindingOrderTests {
  private let ids = [
    "1:10", "I12:3;4:5", "1:9", "2:1", "", "1:09", "10:0", "I12:3;4:5;6:7", "I12:3;4:10", "1", "a:1", "1:9b", "é1:9",
    "é1:10", "1:99999999999999999998", "1:99999999999999999999", "1:2:3", "1:2:3:0", "1:2", "b", "0:0",
  ]

  @Test func ordersIDsNumericallyPartByPart() {
    #expect(
      ["1:10", "I12:3;4:5", "1:9", "2:1", "10:0", "I12:3;4:10"].sorted(by: NodeRef.idPrecedes) == [
        "1:9", "1:10", "2:1", "10:0", "I12:3;4:5", "I12:3;4:10",
      ])
  }

  /// The order of ids split into their runs of digits, each pair compared as numbers (as text when they are equal as
  /// numbers or too long), then by how many runs, then as text.
  @Test func comparesEveryPairAsSplittingIDsWould() {
    func reference(_ lhs: String, _ rhs: String) -> Bool {
      let left = lhs.split(whereSeparator: { !$0.isNumber })
      let right = rhs.split(whereSeparator: { !$0.isNumber })
      for (a, b) in zip(left, right) where a != b {
        if let x = Int(a), let y = Int(b), x != y { return x < y }
        return a < b
      }
      if left.count != right.count { return left.count < right.count }
      return lhs < rhs
    }
    for a in ids {
      for b in ids { #expect(NodeRef.idPrecedes(a, b) == reference(a, b), "\(a) vs \(b)") }
    }
  }
}
