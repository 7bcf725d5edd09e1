import Foundation
import Synchronization

extension Array where Element: Sendable {
  /// `map(transform)` with the elements spread over the machine's cores: the results are in the elements' order, so
  /// the output is the same as a sequential map's.
  ///
  /// The workers are threads of their own with deep stacks (reserved address space, as `DeepStackExecutor`'s), since
  /// planning and emitting recurse as deep as the design; the calling thread works too, and it returns when all
  /// elements are done.
  public func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
    let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
    guard workers > 1 else { return map(transform) }
    let shared = SharedWork(count: count, results: [Result?](repeating: nil, count: count))
    let elements = self
    let work: @Sendable () -> Void = {
      while let index = shared.claim() { shared.store(transform(elements[index]), at: index) }
    }
    let finished = DispatchSemaphore(value: 0)
    for _ in 1..<workers {
      let thread = Thread {
        work()
        finished.signal()
      }
      thread.stackSize = concurrentWorkerStackBytes
      thread.start()
    }
    work()
    for _ in 1..<workers { finished.wait() }
    return shared.results.withLock { $0.compactMap { $0 } }
  }
}

/// The stack each worker of ``Swift/Array/concurrentMap(_:)`` reserves: 256 MiB.
private let concurrentWorkerStackBytes = 256 << 20

/// The next element to claim and the results, shared by the workers of one map.
private final class SharedWork<Result: Sendable>: Sendable {
  let count: Int
  let next = Mutex(0)
  let results: Mutex<[Result?]>

  init(count: Int, results: [Result?]) {
    self.count = count
    self.results = Mutex(results)
  }

  func claim() -> Int? {
    next.withLock { next in
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func store(_ result: Result, at index: Int) { results.withLock { $0[index] = result } }
}
