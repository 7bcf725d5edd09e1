import Foundation
import Synchronization

/// Runs tasks on one thread of its own with a deep stack, so that no design figsnap accepts can overflow it.
///
/// Reading, planning and emitting walk the design tree recursively, and the reader accepts nodes nested up to
/// 200 levels (`FigmaModel`'s limit). A worker thread of the cooperative pool has too small a stack for that
/// (a debug build overflowed it at 120 levels), so the CLI runs each command, and the tests their deep inputs,
/// with this executor preferred: `withTaskExecutorPreference(DeepStackExecutor.shared) { … }`. The stack is reserved
/// address space; only the pages a run touches take memory.
public final class DeepStackExecutor: TaskExecutor {
  /// The stack of the executor's thread: 512 MiB.
  public static let stackBytes = 512 << 20
  /// The executor the CLI uses; its thread lives as long as the process.
  public static let shared = DeepStackExecutor()

  private let jobs = Mutex<[UnownedJob]>([])
  private let ready = DispatchSemaphore(value: 0)

  private init() {
    let thread = Thread { [self] in runJobs() }
    thread.name = "figsnap.deep-stack"
    thread.stackSize = Self.stackBytes
    thread.start()
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    ready.signal()
  }

  private func runJobs() {
    while true {
      ready.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
