import Foundation

/// Runs a program to completion and captures what it printed.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

/// Runs the built `figsnap` executable (or any program) as a user would.
public enum ProcessRunner {
  /// The `figsnap` executable built beside the test bundle.
  public static var figsnap: String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    var directory = bundle.deletingLastPathComponent()
    while !directory.path.isEmpty, directory.path != "/" {
      let candidate = directory.appendingPathComponent("figsnap").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return Paths.package(".build/debug/figsnap")
  }

  /// Runs `figsnap` with `arguments` in `directory` (default: the package root).
  public static func figsnap(
    _ arguments: [String], in directory: String = Paths.packageRoot, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try run(figsnap, arguments, in: directory, environment: environment)
  }

  /// Runs `program`, feeding no input; output is read concurrently so large outputs never block.
  public static func run(
    _ program: String, _ arguments: [String], in directory: String = Paths.packageRoot,
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let running = try Running(program, arguments, in: directory, environment: environment)
    running.finished.wait()
    return running.result
  }

  /// `figsnap(_:in:environment:)` without holding a thread while it runs, for tests of commands that mostly wait (a
  /// stub server's delays, retries, timeouts): the test's thread goes back to the pool, and the other tests use the
  /// cores meanwhile.
  public static func figsnap(
    awaiting arguments: [String], in directory: String = Paths.packageRoot, environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    let running = try Running(figsnap, arguments, in: directory, environment: environment)
    await withCheckedContinuation { continuation in
      running.finished.notify(queue: .global()) { continuation.resume() }
    }
    return running.result
  }

  /// A program started with no input, its output read on other threads until it ends.
  private struct Running {
    let process = Process()
    let collector = OutputCollector()
    /// Left when the program has ended and both of its outputs are read.
    let finished = DispatchGroup()

    init(_ program: String, _ arguments: [String], in directory: String, environment: [String: String]) throws {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      var merged = ProcessInfo.processInfo.environment
      merged["NO_COLOR"] = "1"
      for (key, value) in environment { merged[key] = value }
      process.environment = merged
      let outPipe = Pipe()
      let errPipe = Pipe()
      process.standardOutput = outPipe
      process.standardError = errPipe
      process.standardInput = FileHandle.nullDevice
      let finished = finished
      finished.enter()
      process.terminationHandler = { _ in finished.leave() }
      do {
        try process.run()
      } catch {
        finished.leave()
        throw error
      }
      for (pipe, isOut) in [(outPipe, true), (errPipe, false)] {
        finished.enter()
        DispatchQueue.global().async { [collector] in
          collector.store(pipe.fileHandleForReading.readDataToEndOfFile(), isOut: isOut)
          finished.leave()
        }
      }
    }

    var result: ProcessResult {
      ProcessResult(status: process.terminationStatus, stdout: collector.out, stderr: collector.err)
    }
  }
}

private final class OutputCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var outData = Data()
  private var errData = Data()

  func store(_ data: Data, isOut: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if isOut { outData = data } else { errData = data }
  }

  var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
  var err: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }
}
