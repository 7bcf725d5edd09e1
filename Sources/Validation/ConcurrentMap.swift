import Dispatch
import Synchronization

extension Array where Element: Sendable {
  /// `map(transform)` with the elements spread over the machine's cores; the results are in the elements' order, so
  /// the output is the same as a sequential map's.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    guard count > 1 else { return map(transform) }
    let results = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = transform(self[index])
      results.withLock { $0[index] = result }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
