import Diagnostics
import TestSupport
import Testing

/// Findings sort by node id part by part, numerically: the order every command prints them in.
@Suite struct FindingOrderTests {
  private let ids = [
    "1:10", "I12:3;4:5", "1:9", "2:1", "", "1:09", "10:0", "I12:3;4:5;6:7", "I12:3;4:10", "1", "a:1", "1:9b", "é1:9",
    "é1:10", "1:99999999999999999998", "1:99999999999999999999", "1:2:3", "1:2:3:0", "1:2", "b", "0:0",
  ]

  @Test func ordersIDsNumericallyPartByPart() {
    verify(
      ["1:10", "I12:3;4:5", "1:9", "2:1", "10:0", "I12:3;4:10"].sorted(by: NodeRef.idPrecedes),
      equals: [
        "1:9", "1:10", "2:1", "10:0", "I12:3;4:5", "I12:3;4:10",
      ])
  }

  /// ASCII ids are compared in place; the same ids behind a non-ASCII letter (which adds no run of digits and sorts
  /// nothing differently) go the general way, splitting them: both orders agree on every pair.
  @Test func comparesASCIIIDsInPlaceAsSplittingThemWould() {
    let ascii = ids.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    verify(ascii.count > 15)
    for a in ascii {
      for b in ascii { verify(NodeRef.idPrecedes(a, b), equals: NodeRef.idPrecedes("é" + a, "é" + b), "\(a) vs \(b)") }
    }
  }
}
