import Foundation
import Glibc
import TestSupport
import Testing

/// The stand-in for the Figma REST API (`Support/figma_stub_server.py`) on 127.0.0.1, for the fetch and assets
/// tests.
enum StubServer {
  /// The response the stub serves for every file key that acts out no error.
  static let recorded = Paths.package("examples/order-form/design.json")

  /// Starts the stub, runs `body` with its base URL, and stops it.
  static func run(_ body: (String) throws -> Void) throws {
    let (server, base) = try start()
    defer { stop(server) }
    try body(base)
  }

  /// Starts the stub, runs `body` with its base URL, and stops it.
  static func serving(_ body: (String) async throws -> Void) async throws {
    let (server, base) = try start()
    defer { stop(server) }
    try await body(base)
  }

  /// The running stub and its base URL, once it has said its port.
  private static func start() throws -> (Process, String) {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = ["python3", Paths.package("Tests/FigsnapCLITests/Support/figma_stub_server.py"), recorded]
    let output = Pipe()
    server.standardOutput = output
    try server.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      try required(Int(port) != nil, "the stub server did not start")
    } catch {
      stop(server)
      throw error
    }
    return (server, "http://127.0.0.1:\(port)")
  }

  private static func stop(_ server: Process) {
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
  }
}
