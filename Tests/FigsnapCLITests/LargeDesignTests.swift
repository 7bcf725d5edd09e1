import Foundation
import TestSupport
import Testing

/// Exposing a large design to Lua never crashes: the memory cap is armed only while Lua code runs,
/// so the host's own pushes never fail outside a protected call, and a rule that runs out of its
/// budget gets a diagnostic (issue 10, item 1: 10,000 children with `--lua-memory-mb 1` aborted).
@Suite struct LargeDesignTests {
  private func wideDesign(children count: Int) throws -> String {
    let children = (0..<count).map { index in
      FigmaJSON.node("2:\(index)", "RECTANGLE", name: "R\(index)", box: (Double(index % 300), 10, 1, 1))
    }
    let layer = FigmaJSON.node("1:2", name: "Layer", box: (0, 0, 375, 812), children: children)
    let path = NSTemporaryDirectory() + "figsnap-wide-\(UUID().uuidString).json"
    try FigmaJSON.file([FigmaJSON.node("1:1", name: "Wide", box: (0, 0, 375, 812), children: [layer])])
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aTinyMemoryLimitIsADiagnosticNotACrash() throws {
    let input = try wideDesign(children: 10_000)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = try ProcessRunner.figsnap(["inspect", input, "--ruleset", "default", "--lua-memory-mb", "1"])
    #expect(result.status == 2, "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("memory limit of 1 MiB exceeded (raise limits.memory_mb or --lua-memory-mb)"))
    #expect(!result.stderr.contains("Program crashed"))
  }

  /// Issue 10: a debug build overflowed the stack of a cooperative-pool thread planning 120 nested frames (signal 11);
  /// every command now runs on a thread with a deep stack, so the deepest design the reader accepts goes through.
  @Test func theDeepestDesignTheReaderAcceptsGenerates() throws {
    var node = FigmaJSON.node("3:0", "RECTANGLE", name: "Leaf", box: (0, 0, 10, 10))
    for level in 1..<198 {
      node = FigmaJSON.node("3:\(level)", name: "Level \(level)", box: (0, 0, 375, 812), children: [node])
    }
    let input = NSTemporaryDirectory() + "figsnap-deep-\(UUID().uuidString).json"
    let output = NSTemporaryDirectory() + "figsnap-deep-out-\(UUID().uuidString)"
    try FigmaJSON.file([node]).write(toFile: input, atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: output)
    }
    let result = try ProcessRunner.figsnap(["generate", input, "-o", output])
    #expect(result.status == 0, "\(result.stderr.suffix(400))")
    #expect(result.stderr.contains("generated 1 screen(s)"), "\(result.stderr.suffix(400))")
  }
}
