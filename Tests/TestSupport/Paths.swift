import Foundation

/// Where the package, its examples and the shared fixtures are.
public enum Paths {
  /// The package root, found from this file's path.
  public static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `../shared/fixtures/figma` beside the checkout; absent in a user's clone.
  public static let sharedFixtures = (packageRoot as NSString).deletingLastPathComponent + "/shared/fixtures/figma"

  /// Whether the shared third-party fixtures are there.
  public static var sharedFixturesAvailable: Bool { FileManager.default.fileExists(atPath: sharedFixtures) }

  /// The JSON files among the shared fixtures, sorted; empty when the folder is absent.
  public static var sharedFixtureFiles: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedFixtures)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// A path inside the package.
  public static func package(_ relative: String) -> String { packageRoot + "/" + relative }

  /// Whether the input at `path` (package-relative or absolute) is at most 1.5 MB.
  ///
  /// Every example and case, and the shared fixtures but the two of 3 MB and more. Suites that run an input more than
  /// once across processes or rulesets take these; the larger ones go through the whole pipeline in the suites that
  /// run each input once.
  public static func isModest(_ path: String) -> Bool {
    let absolute = path.hasPrefix("/") ? path : package(path)
    let size = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? 0
    return size <= 1_500_000
  }

  /// The 1-based number of the first line of the package's file `relative` that contains `text`, or 0.
  public static func line(of text: String, in relative: String) -> Int {
    let contents = (try? String(contentsOfFile: package(relative), encoding: .utf8)) ?? ""
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
  }

  /// The line of the default ruleset's report of hand-drawn chrome, which findings about drawn bars name.
  public static var handDrawnChromeReportLine: Int {
    line(of: "ctx.report(\"warning\", \"hand-drawn system chrome", in: "rulesets/default/rules/hand_drawn_chrome.lua")
  }

  /// Reads a file's bytes, or records nothing and returns empty when it cannot.
  public static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
