import Diagnostics
import Foundation
import JSONText
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Ends the run when Lua code outlives its time limit where the interpreter cannot stop it: inside
/// a C library function, such as a string pattern that backtracks for hours, which never returns
/// to the instruction hook.
///
/// A thread outside the interpreter watches the clock while Lua code runs. Past the run's
/// deadline and a grace period it prints the located diagnostic of the call under way and exits
/// with status 2; the state is abandoned, never closed. Nothing partial is left behind: the rules
/// run before anything is written.
final class Watchdog: Sendable {
  /// The call under way, as the diagnostic names it: a hook's, or a file's as the ruleset loads.
  struct Call: Sendable {
    var rule: String
    var location: SourceLocation
    /// `hook view`, say.
    var scope: String?
    var node: NodeRef?
  }

  private struct Watch {
    var deadline: ContinuousClock.Instant?
    var seconds = 0.0
    var call: Call?
    /// The `lib/` modules whose chunks run inside the call, innermost last.
    var modules: [SourceLocation] = []
    /// Lua calls under way (protected calls nest through host functions).
    var depth = 0
    var watching = false
    /// The state is gone: the thread ends.
    var stopped = false
  }

  /// How long past the deadline Lua code may run before the watchdog stops it: the instruction
  /// hook stops ordinary code within milliseconds, so only code stuck in C gets this far.
  static let grace = Duration.seconds(2)
  private let watch = Mutex(Watch())

  /// Starts watching a run that may take `seconds` (0: no limit).
  func arm(seconds: Double) {
    let start = watch.withLock { watch -> Bool in
      watch.seconds = seconds
      watch.deadline = seconds > 0 ? ContinuousClock.now + .milliseconds(Int64(seconds * 1000)) : nil
      defer { watch.watching = true }
      return !watch.watching && seconds > 0
    }
    guard start else { return }
    Thread.detachNewThread { [self] in run() }
  }

  /// Names the call that is about to run.
  func describe(_ call: Call) {
    watch.withLock { watch in
      watch.call = call
      watch.modules = []
    }
  }

  /// A `require` starts running the module at `location`; the diagnostic names it until ``leaveModule()``.
  func enterModule(_ location: SourceLocation) { watch.withLock { $0.modules.append(location) } }
  func leaveModule() { watch.withLock { _ = $0.modules.popLast() } }

  /// Ends the watch for good (the state is closing); its thread exits within one tick.
  func stop() { watch.withLock { $0.stopped = true } }

  /// Lua code starts or stops running.
  func enter() { watch.withLock { $0.depth += 1 } }
  func leave() { watch.withLock { $0.depth -= 1 } }

  private func run() {
    while true {
      Thread.sleep(forTimeInterval: 0.1)
      let overdue = watch.withLock { watch -> (Call?, Double)?? in
        if watch.stopped { return .some(nil) }
        guard let deadline = watch.deadline, watch.depth > 0, ContinuousClock.now > deadline + Self.grace else {
          return nil
        }
        var call = watch.call
        if let module = watch.modules.last { call?.location = module }
        return (call, watch.seconds)
      }
      guard let verdict = overdue else { continue }
      guard let (call, seconds) = verdict else { return }
      Self.stop(call, seconds: seconds)
    }
  }

  private static func stop(_ call: Call?, seconds: Double) -> Never {
    let limit = NumberText.format(seconds)
    let message =
      "time limit of the run (\(limit) s; limits.seconds or --lua-seconds) exceeded inside a library call "
      + "that cannot be interrupted (a string pattern that backtracks?); the run was stopped"
    let diagnostic = Diagnostic(
      .error, call?.rule ?? "lua.limit", "\(message)", at: call?.location ?? SourceLocation(file: "figsnap"),
      node: call?.node, scope: call?.scope)
    let text = Array((diagnostic.description + "\n").utf8)
    text.withUnsafeBufferPointer { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
    _exit(2)
  }
}
