import Foundation
import Glibc
import TestSupport
import Testing

/// `figsnap fetch` against a stub of the Figma REST API on 127.0.0.1.
@Suite(.serialized) struct FetchCommandTests {

  private func withServer(_ body: (String) throws -> Void) throws { try StubServer.run(body) }

  private func fetch(_ base: String, _ arguments: [String], token: String = "test-token") throws -> ProcessResult {
    try ProcessRunner.figsnap(["fetch", "--api-base", base] + arguments, environment: ["FIGMA_TOKEN": token])
  }

  private func temporaryPath() -> String { NSTemporaryDirectory() + "figsnap-fetch-\(UUID().uuidString).json" }

  @Test func writesTheFileAtomicallyAndItLoads() throws {
    try withServer { base in
      let path = temporaryPath()
      let result = try fetch(base, ["--file", "AbC123", "--node", "1-2", "-o", path])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(
        try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: StubServer.recorded)))
      let folder = (path as NSString).deletingLastPathComponent
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".figsnap-") }
      verify(leftovers.isEmpty)
      verify(try ProcessRunner.figsnap(["inspect", path]).status, equals: 0)
    }
  }

  @Test func fetchesTheFilesVariablesBesideItAndSaysWhenFigmaRefusesThem() throws {
    try withServer { base in
      let design = temporaryPath()
      let variables = temporaryPath()
      defer { for path in [design, variables] { try? FileManager.default.removeItem(atPath: path) } }
      let result = try fetch(base, ["--file", "AbC123", "-o", design, "--variables", variables])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stderr, contains: "bytes of variables to \(variables)")
      verify(
        try Data(contentsOf: URL(fileURLWithPath: variables))
          == Data(contentsOf: URL(fileURLWithPath: Paths.package("examples/tokens/variables.json"))))
      // The design's plan has no variables: a note, the earlier file kept, and the design written.
      try Data("kept".utf8).write(to: URL(fileURLWithPath: variables))
      let refused = try fetch(base, ["--file", "professional", "-o", design, "--variables", variables])
      verify(refused.status, equals: 0, "\(refused.stderr)")
      verify(
        refused.stderr,
        contains:
          "note: the Figma API refused the file's variables (HTTP 403: Limited by Figma plan): it serves them to full "
          + "members of an Enterprise organisation only; \(variables) is left as it was", "\(refused.stderr)")
      verify(try String(contentsOfFile: variables, encoding: .utf8), equals: "kept")
      verify(FileManager.default.fileExists(atPath: design))
      let same = try fetch(base, ["--file", "AbC123", "-o", design, "--variables", design])
      verify(same.status == 2 && same.stderr.contains("--variables names the file -o writes the design to"))
    }
  }

  @Test func retriesAfterARateLimit() async throws {
    try await StubServer.serving { base in
      // (Its second of waiting leaves the test's thread to the other tests.)
      let result = try await ProcessRunner.figsnap(
        awaiting: ["fetch", "--api-base", base, "--file", "ratelimited"], environment: ["FIGMA_TOKEN": "test-token"])
      verify(result.status, equals: 0)
      verify(result.stderr, contains: "HTTP 429; retrying in 1 s (attempt 1 of 5)")
      verify(result.stdout.hasPrefix("{"))
    }
  }

  @Test func givesUpWhenTheRequestedWaitIsTooLong() throws {
    try withServer { base in
      let result = try fetch(base, ["--file", "slowdown", "--max-wait", "5"])
      verify(result.status, equals: 2)
      verify(
        result.stderr, contains: "rate limited: Figma asks to wait 3600 s, more than --max-wait 5 s; try again later")
    }
  }

  @Test(arguments: [
    ("missing", "test-token", "file 'missing' not found (HTTP 404: Not found); check the file key in the Figma URL"),
    (
      "AbC123", "wrong",
      "access denied (HTTP 403: Invalid token); check that the token is valid and can read file 'AbC123'"
    ),
    (
      "huge", "test-token",
      "request too large (HTTP 400: Request too large); ask for fewer nodes with --node or a smaller --depth"
    ),
  ])
  func explainsAPIErrors(key: String, token: String, message: String) throws {
    try withServer { base in
      let path = temporaryPath()
      let result = try fetch(base, ["--file", key, "-o", path], token: token)
      verify(result.status, equals: 2)
      verify(result.stderr, contains: message)
      verify(result.stderr, lacks: token == "wrong" ? "wrong" : "test-token")
      verify(!FileManager.default.fileExists(atPath: path))
    }
  }

  /// Issue 10: every number `fetch` reads is range-checked before any request is made.
  @Test(arguments: [
    ("--depth", "0", "a whole number from 1 to 1000"),
    ("--depth", "9223372036854775808", "a whole number from 1 to 1000"),
    ("--max-retries", "-1", "a whole number from 0 to 100"),
    ("--max-retries", "9223372036854775807", "a whole number from 0 to 100"),
    ("--max-wait", "9223372036854775807", "a whole number from 0 to 86400"),
    ("--timeout", "0", "a whole number from 1 to 86400"),
    ("--timeout", "1e9", "a whole number from 1 to 86400"),
  ])
  func refusesNumbersOutOfRange(option: String, value: String, range: String) throws {
    let result = try fetch("http://127.0.0.1:9", ["--file", "AbC123", option, value])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "\(option) takes \(range), not '\(value)'", "\(result.stderr)")
  }

  @Test func writesNothingWhenTheResponseIsNotFigmaJSON() throws {
    try withServer { base in
      let path = temporaryPath()
      let result = try fetch(base, ["--file", "notjson", "-o", path])
      verify(result.status, equals: 2)
      verify(result.stderr, contains: "invalid JSON")
      verify(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func asksForATokenWhenThereIsNone() throws {
    let result = try ProcessRunner.figsnap(["fetch", "--file", "AbC123"], environment: ["FIGMA_TOKEN": ""])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "no token: set FIGMA_TOKEN or pass --token")
  }
}
