import Foundation
import TestSupport
import Testing

/// Issue 27 (3, 12): `fetch`, `assets` and `sync` against servers that never stop sending or send a byte a second.
///
/// Every answer has a byte cap (`--max-download-mb`) and every request a wall-clock limit (`--timeout`); the stub
/// bounds its own misbehaviour, so a regression fails these tests instead of hanging them.
@Suite(.serialized) struct DownloadLimitTests {
  /// One vector asset: one render request and one image download.
  private static let manifest = """
    {
      "generator": "figsnap",
      "assets": [{"name": "arrow", "kind": "vector", "node": "1:1", "nodes": ["1:1"], "rendering": "template"}],
      "source": "design.json",
      "version": 1
    }

    """

  /// figsnap with a token, its test's thread given back while it waits on the stub.
  private func figsnap(_ arguments: [String]) async throws -> ProcessResult {
    try await ProcessRunner.figsnap(awaiting: arguments, environment: ["FIGMA_TOKEN": "test-token"])
  }

  /// A new folder holding the one-asset manifest as `assets.json`.
  private func assetsFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "figsnap-limits-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(Self.manifest.utf8).write(to: URL(fileURLWithPath: folder + "/assets.json"))
    return folder
  }

  @Test func fetchStopsAnEndlessAnswerAtTheCap() async throws {
    try await StubServer.serving { base in
      let path = NSTemporaryDirectory() + "figsnap-limits-\(UUID().uuidString).json"
      let result = try await figsnap([
        "fetch", "--api-base", base, "--file", "endless", "--max-download-mb", "1", "-o", path,
      ])
      verify(result.status, equals: 2, "\(result.stderr)")
      verify(
        result.stderr,
        contains: "the answer from \(base) is larger than 1 MiB (--max-download-mb); nothing was written",
        "\(result.stderr)")
      verify(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func fetchRefusesAnAnswerThatAnnouncesMoreThanTheCap() async throws {
    try await StubServer.serving { base in
      let result = try await figsnap(["fetch", "--api-base", base, "--file", "announced", "--max-download-mb", "2"])
      verify(result.status, equals: 2, "\(result.stderr)")
      verify(
        result.stderr,
        contains:
          "the answer from \(base) announces 4294967296 bytes, more than 2 MiB (--max-download-mb); nothing was written",
        "\(result.stderr)")
      verify(result.stdout.isEmpty)
    }
  }

  @Test func fetchGivesUpOnATrickleAfterTheTimeout() async throws {
    try await StubServer.serving { base in
      let result = try await figsnap(["fetch", "--api-base", base, "--file", "trickle", "--timeout", "2"])
      verify(result.status, equals: 2, "\(result.stderr)")
      verify(
        result.stderr, contains: "cannot reach \(base): no complete answer within --timeout 2 s", "\(result.stderr)")
    }
  }

  @Test func assetsStopAnEndlessImageAtTheDefaultCapAndWriteNothing() async throws {
    try await StubServer.serving { base in
      let folder = try assetsFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let catalog = folder + "/Assets.xcassets"
      let result = try await figsnap([
        "assets", folder + "/assets.json", "--api-base", base, "--file", "endless", "-o", catalog,
      ])
      verify(result.status, equals: 2, "\(result.stderr)")
      verify(
        result.stderr,
        contains: "the answer from \(base) is larger than 64 MiB (--max-download-mb); nothing was written",
        "\(result.stderr)")
      verify(!FileManager.default.fileExists(atPath: catalog + "/arrow.imageset"))
    }
  }

  @Test func assetsGiveUpOnATrickleAfterTheTimeout() async throws {
    try await StubServer.serving { base in
      let folder = try assetsFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let catalog = folder + "/Assets.xcassets"
      let result = try await figsnap([
        "assets", folder + "/assets.json", "--api-base", base, "--file", "trickle", "-o", catalog, "--timeout", "2",
      ])
      verify(result.status, equals: 1, "\(result.stderr)")
      verify(
        result.stderr, contains: "cannot download an image from \(base): no complete answer within --timeout 2 s",
        "\(result.stderr)")
      verify(!FileManager.default.fileExists(atPath: catalog + "/arrow.imageset"))
    }
  }

  @Test func syncPassesTheCapToItsFetch() async throws {
    let config = #"{"input": "design/app.json", "output": "Sources/Screens", "figma": {"file": "endless"}}"#
    let folder = try ProjectConfigTests.project(config: config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/design/app.json"))
    try await StubServer.serving { base in
      let result = try ProcessRunner.figsnap(
        ["sync", "--api-base", base, "--max-download-mb", "1"], in: folder, environment: ["FIGMA_TOKEN": "test-token"])
      verify(result.status, equals: 2, "\(result.stderr)")
      verify(result.stderr, contains: "is larger than 1 MiB (--max-download-mb)", "\(result.stderr)")
    }
    verify(try Data(contentsOf: URL(fileURLWithPath: folder + "/design/app.json")), equals: before)
  }

  @Test(arguments: ["fetch", "assets", "sync"])
  func helpNamesTheLimits(command: String) async throws {
    let result = try ProcessRunner.figsnap([command, "--help"])
    verify(result.status, equals: 0)
    verify(result.stdout, contains: "--max-download-mb N", "\(result.stdout)")
    verify(result.stdout, contains: "--timeout S", "\(result.stdout)")
  }

  @Test func refusesACapOutOfRange() async throws {
    let result = try await figsnap([
      "fetch", "--api-base", "http://127.0.0.1:9", "--file", "AbC123", "--max-download-mb", "0",
    ])
    verify(result.status, equals: 2)
    verify(
      result.stderr, contains: "--max-download-mb takes a whole number from 1 to 65536, not '0'", "\(result.stderr)")
  }
}
