import Foundation
import TestSupport
import Testing

/// Issue 27 (13, 14, 17): the token goes only to the API's own host, never into what figsnap prints, and no file key,
/// node id or version can change the address it is sent to.
@Suite(.serialized) struct TokenSafetyTests {
  /// A token the stub's `echo` key repeats in its answers.
  private static let secret = "figd_Sx7Kq2LmN9pRtV4wYz"

  private func figsnap(_ arguments: [String], token: String = "test-token") throws -> ProcessResult {
    try ProcessRunner.figsnap(arguments, environment: ["FIGMA_TOKEN": token])
  }

  /// What the stub counted, by kind.
  private func stats(_ base: String) throws -> [String: Int] {
    let script = "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())"
    let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, base + "/stats"])
    return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Int]) ?? [:]
  }

  /// A new folder holding a one-asset manifest as `assets.json`; returns the manifest's path.
  private func manifest() throws -> String {
    let folder = NSTemporaryDirectory() + "figsnap-token-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let text = """
      {"generator": "figsnap", "assets": [{"name": "arrow", "kind": "vector", "node": "1:1", "rendering": "template"}],
       "source": "design.json", "version": 1}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/assets.json"))
    return folder + "/assets.json"
  }

  @Test func aRedirectToAnotherHostIsNotFollowedWithTheToken() throws {
    try StubServer.run { base in
      let result = try figsnap(["fetch", "--api-base", base, "--file", "redirected"])
      verify(result.status, equals: 2, "\(result.stderr)")
      let port = base.split(separator: ":").last.map(String.init) ?? ""
      verify(
        result.stderr,
        contains:
          "the API at \(base) redirected to http://localhost:\(port), another host; figsnap sends the token only to",
        "\(result.stderr)")
      verify(try stats(base)["token_elsewhere"], equals: nil)
    }
  }

  @Test func aRedirectWithinTheAPIsHostKeepsTheToken() throws {
    try StubServer.run { base in
      let result = try figsnap(["fetch", "--api-base", base, "--file", "moved"])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stdout.hasPrefix("{"))
    }
  }

  @Test func imageDownloadsNeverCarryTheTokenEvenAfterARedirect() throws {
    try StubServer.run { base in
      let manifest = try manifest()
      let catalog = (manifest as NSString).deletingLastPathComponent + "/Assets.xcassets"
      let result = try figsnap(["assets", manifest, "--api-base", base, "--file", "redirectimages", "-o", catalog])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stdout, contains: "wrote arrow.imageset (vector, pdf)", "\(result.stdout)")
      let counts = try stats(base)
      verify(counts["downloads"], equals: 2)
      verify(counts["downloads_with_token"], equals: nil)
      verify(counts["token_elsewhere"], equals: nil)
    }
  }

  @Test func anAPIErrorThatRepeatsTheTokenIsPrintedWithoutIt() throws {
    try StubServer.run { base in
      let result = try figsnap(["fetch", "--api-base", base, "--file", "echo"], token: Self.secret)
      verify(result.status, equals: 2)
      verify(result.stderr, contains: "the Figma API answered HTTP 400: bad token ***", "\(result.stderr)")
      verify(result.stderr, lacks: Self.secret, "\(result.stderr)")
    }
  }

  @Test func aRenderErrorThatRepeatsTheTokenIsPrintedWithoutIt() throws {
    try StubServer.run { base in
      let manifest = try manifest()
      let catalog = (manifest as NSString).deletingLastPathComponent + "/Assets.xcassets"
      let result = try figsnap(
        ["assets", manifest, "--api-base", base, "--file", "echo", "-o", catalog], token: Self.secret)
      verify(result.status, equals: 2)
      verify(
        result.stderr, contains: "Figma could not render the images: cannot render for token ***", "\(result.stderr)")
      verify(result.stderr, lacks: Self.secret, "\(result.stderr)")
    }
  }

  @Test func aPasswordInTheAPIBaseIsNeverPrinted() throws {
    try StubServer.run { base in
      let withPassword = base.replacingOccurrences(of: "http://", with: "http://user:\(Self.secret)@")
      for key in ["missing", "ratelimited"] {
        let result = try figsnap(["fetch", "--api-base", withPassword, "--file", key])
        verify(result.stderr, lacks: Self.secret, "\(result.stderr)")
        verify(result.stdout, lacks: Self.secret)
      }
      let missing = try figsnap(["fetch", "--api-base", withPassword, "--file", "missing"])
      verify(
        missing.stderr, contains: base.replacingOccurrences(of: "http://", with: "http://***@"), "\(missing.stderr)")
      let manifest = try manifest()
      let catalog = (manifest as NSString).deletingLastPathComponent + "/Assets.xcassets"
      let dryRun = try figsnap([
        "assets", manifest, "--api-base", withPassword, "--file", "AbC123", "-o", catalog, "--dry-run",
      ])
      verify(dryRun.status, equals: 0, "\(dryRun.stderr)")
      verify(dryRun.stdout, contains: "GET http://***@127.0.0.1:", "\(dryRun.stdout)")
      verify(dryRun.stdout, lacks: Self.secret, "\(dryRun.stdout)")
    }
  }

  @Test(arguments: [
    (["--file", "KEY/../../x"], "--file \"KEY/../../x\" is not a Figma file key"),
    (["--file", "AbC123?x=1"], "--file \"AbC123?x=1\" is not a Figma file key"),
    (["--file", "%2e%2e"], "--file \"%2e%2e\" is not a Figma file key"),
    (["--file", "AbC123", "--node", "1:2&depth=1"], "--node \"1:2&depth=1\" is not a Figma node id"),
    (["--file", "AbC123", "--version", "12#x"], "--version \"12#x\" is not a Figma version id"),
  ])
  func fetchRefusesIdentifiersThatAreNotFigmas(arguments: [String], message: String) throws {
    let result = try figsnap(["fetch", "--api-base", "http://127.0.0.1:9"] + arguments)
    verify(result.status, equals: 2)
    verify(result.stderr, contains: message, "\(result.stderr)")
  }

  @Test func assetsRefuseAFileKeyThatIsNotFigmas() throws {
    let manifest = try manifest()
    let catalog = (manifest as NSString).deletingLastPathComponent + "/Assets.xcassets"
    let result = try figsnap(["assets", manifest, "--api-base", "http://127.0.0.1:9", "--file", "../x", "-o", catalog])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "--file \"../x\" is not a Figma file key", "\(result.stderr)")
  }

  @Test func syncRefusesAConfigFileKeyThatIsNotFigmas() throws {
    let config = #"{"input": "design/app.json", "output": "Sources/Screens", "figma": {"file": "KEY/../../x"}}"#
    let folder = try ProjectConfigTests.project(config: config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ProcessRunner.figsnap(
      ["sync", "--api-base", "http://127.0.0.1:9"], in: folder, environment: ["FIGMA_TOKEN": "test-token"])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "'figma.file' must be a Figma file key", "\(result.stderr)")
    verify(!FileManager.default.fileExists(atPath: folder + "/Sources"))
  }
}
