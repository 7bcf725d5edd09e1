/// A small deterministic random generator (SplitMix64), so every test run draws the same numbers.
public struct SplitMix64: Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// A number in `0..<bound` (0 when `bound` is 0 or less).
  public mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
  }
}
