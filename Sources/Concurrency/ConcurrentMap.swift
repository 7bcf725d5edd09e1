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
    var none: Void = ()
    return concurrentMap(local: &none, workerState: { () }, { _, element in transform(element) })
  }

  /// ``concurrentMap(_:)`` where each worker keeps state of its own across the elements it takes (a Lua session, say).
  ///
  /// The calling thread uses `local`, and each other worker makes its state with `workerState` on its own thread (one
  /// that cannot, nil, takes no element). Elements are taken in order, so each worker sees its elements in order.
  public func concurrentMap<State, Result: Sendable>(
    local: inout State, workerState: @escaping @Sendable () -> State?,
    _ transform: @escaping @Sendable (inout State, Element) -> Result
  ) -> [Result] {
    let workers = Swift.min(count, ConcurrentWork.workers)
    guard workers > 1 else { return map { transform(&local, $0) } }
    let shared = SharedWork(count: count, results: [Result?](repeating: nil, count: count))
    let elements = self
    let finished = DispatchSemaphore(value: 0)
    for _ in 1..<workers {
      let thread = Thread {
        if var state = workerState() {
          while let index = shared.claim() { shared.store(transform(&state, elements[index]), at: index) }
        }
        finished.signal()
      }
      thread.stackSize = concurrentWorkerStackBytes
      thread.start()
    }
    while let index = shared.claim() { shared.store(transform(&local, elements[index]), at: index) }
    for _ in 1..<workers { finished.wait() }
    return shared.results.withLock { $0.compactMap { $0 } }
  }
}

/// How many threads ``Swift/Array/concurrentMap(_:)`` spreads work over: the machine's cores, unless a limit is set
/// (the CLI sets it from `FIGSNAP_JOBS`; 1 runs everything on the calling thread, as a sequential run would).
public enum ConcurrentWork {
  /// The limit set, if any.
  public static var limit: Int? {
    get {
      let value = configuredLimit.load(ordering: .relaxed)
      return value > 0 ? value : nil
    }
    set { configuredLimit.store(Swift.max(newValue ?? 0, 0), ordering: .relaxed) }
  }

  /// The threads a map uses at most.
  static var workers: Int { limit ?? ProcessInfo.processInfo.activeProcessorCount }
}

private let configuredLimit = Atomic<Int>(0)

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
