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
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = ["python3", Paths.package("Tests/FigsnapCLITests/Support/figma_stub_server.py"), recorded]
    let output = Pipe()
    server.standardOutput = output
    try server.run()
    defer {
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    try #require(Int(port) != nil, "the stub server did not start")
    try body("http://127.0.0.1:\(port)")
  }
}
