import Foundation
import TestSupport
import Testing

/// `figsnap sync` against the stub of the Figma REST API: the project config's fetch, generate and assets in one run.
@Suite(.serialized) struct SyncCommandTests {
  private static let config = """
    {
      "input": "design/app.json",
      "output": "Sources/Screens",
      "assets": "App/Assets.xcassets",
      "deploymentTarget": "14.0",
      "figma": { "file": "AbC123" }
    }
    """

  @Test func aSyncFetchesTheInputGeneratesTheSwiftAndExportsItsImages() throws {
    let folder = try ProjectConfigTests.project(config: Self.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The input is replaced by what the file is now: the stub serves the order form whatever the input was.
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/design/app.json"))
    try StubServer.run { base in
      let result = try ProcessRunner.figsnap(
        ["sync", "--api-base", base], in: folder + "/sub", environment: ["FIGMA_TOKEN": "test-token"])
      verify(result.status, equals: 0, "\(result.stderr)")
      for step in ["fetch AbC123 → ../design/app.json", "generate", "assets → ../App/Assets.xcassets"] {
        verify(result.stderr, contains: "figsnap sync: \(step)\n", "\(result.stderr)")
      }
      // The order form's images are SF Symbols: the catalog needs none of them.
      verify(result.stdout, contains: "skipped chevron.left (SF Symbol)", "\(result.stdout)")
    }
    let input = try Data(contentsOf: URL(fileURLWithPath: folder + "/design/app.json"))
    verify(input, equals: (try Data(contentsOf: URL(fileURLWithPath: StubServer.recorded))))
    let swift = try String(contentsOfFile: folder + "/Sources/Screens/OrderFormView.swift", encoding: .utf8)
    verify(swift, contains: "import SnapKit")
    // iOS 14, not the default ruleset's 15: actions are UIActions, but buttons have no UIButton.Configuration.
    verify(swift, contains: "UIAction")
    verify(swift, lacks: "UIButton.Configuration")
  }

  @Test func aSyncFetchesTheVariablesTheConfigNamesBeforeItGenerates() throws {
    let config = Self.config.replacingOccurrences(
      of: #""figma": { "file": "AbC123" }"#,
      with: #""figma": { "file": "AbC123" }, "variables": "design/variables.json""#)
    let folder = try ProjectConfigTests.project(config: config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try StubServer.run { base in
      let result = try ProcessRunner.figsnap(
        ["sync", "--api-base", base, "--offline"], in: folder, environment: ["FIGMA_TOKEN": "test-token"])
      // Offline, the variables are not fetched, and generate names the missing file.
      verify(result.status == 2 && result.stderr.contains("variables.json"), "\(result.stderr)")
      let online = try ProcessRunner.figsnap(
        ["sync", "--api-base", base], in: folder, environment: ["FIGMA_TOKEN": "test-token"])
      verify(online.status, equals: 0, "\(online.stderr)")
      verify(online.stderr, contains: "bytes of variables to design/variables.json", "\(online.stderr)")
    }
    let variables = try Data(contentsOf: URL(fileURLWithPath: folder + "/design/variables.json"))
    verify(
      variables, equals: (try Data(contentsOf: URL(fileURLWithPath: Paths.package("examples/tokens/variables.json")))))
  }

  @Test func offlineGeneratesFromTheInputAsItIsAndSkipsTheRest() throws {
    let folder = try ProjectConfigTests.project(config: Self.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ProcessRunner.figsnap(["sync", "--offline"], in: folder)
    verify(result.status, equals: 0, "\(result.stderr)")
    verify(result.stderr, contains: "figsnap sync: fetch skipped (--offline)")
    verify(result.stderr, contains: "figsnap sync: assets skipped (--offline)")
    verify(FileManager.default.fileExists(atPath: folder + "/Sources/Screens/OrderFormView.swift"))
    verify(!FileManager.default.fileExists(atPath: folder + "/App"))
  }

  @Test func offlineAProjectThatKeepsColourTokensInTheCatalogueWritesTheirColourSets() throws {
    let config = """
      {
        "input": "design/app.json",
        "variables": "design/variables.json",
        "ruleset": "./catalog",
        "output": "Sources/Screens",
        "assets": "App/Assets.xcassets",
        "figma": { "file": "AbC123" }
      }
      """
    let folder = try ProjectConfigTests.project(config: config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, source) in [("app", "welcome"), ("variables", "variables")] {
      try Data(contentsOf: URL(fileURLWithPath: Paths.package("examples/tokens/\(source).json")))
        .write(to: URL(fileURLWithPath: folder + "/design/\(name).json"))
    }
    try FileManager.default.createDirectory(atPath: folder + "/catalog", withIntermediateDirectories: true)
    try Data(
      #"return { name = "catalog", api = 1, extends = "default", rules = {}, options = { color_tokens = "catalog" } }"#
        .utf8
    ).write(to: URL(fileURLWithPath: folder + "/catalog/ruleset.lua"))
    let result = try ProcessRunner.figsnap(["sync", "--offline"], in: folder, environment: ["FIGMA_TOKEN": ""])
    verify(result.status, equals: 0, "\(result.stderr)")
    verify(result.stderr, contains: "assets → App/Assets.xcassets (colour sets only: --offline)", "\(result.stderr)")
    verify(FileManager.default.fileExists(atPath: folder + "/App/Assets.xcassets/brandPrimaryToken.colorset"))
  }

  @Test func aFailedFetchLeavesTheInputAndWritesNothing() throws {
    let folder = try ProjectConfigTests.project(config: Self.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/design/app.json"))
    try StubServer.run { base in
      let result = try ProcessRunner.figsnap(
        ["sync", "--api-base", base], in: folder, environment: ["FIGMA_TOKEN": "bad-token"])
      verify(result.status, equals: 2, "\(result.stderr)")
    }
    verify(try Data(contentsOf: URL(fileURLWithPath: folder + "/design/app.json")), equals: before)
    verify(!FileManager.default.fileExists(atPath: folder + "/Sources"))
  }

  @Test func withNoConfigSyncSaysHowToWriteOne() throws {
    let folder = try ProjectConfigTests.project(config: nil)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try ProcessRunner.figsnap(["sync"], in: folder)
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "no figsnap.json here or in a parent folder ('figsnap init --project' writes one)")
  }
}
