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

  /// Reads a file's bytes, or records nothing and returns empty when it cannot.
  public static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
