import Foundation

/// The first bytes of a file, read without reading the rest.
public enum FileHead {
  /// Whether the file at `path` exists and begins with `prefix`.
  public static func file(_ path: String, startsWith prefix: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let expected = Data(prefix.utf8)
    return (try? handle.read(upToCount: expected.count)) == expected
  }

  /// Whether the file at `path` exists and begins with one of `prefixes`.
  public static func file(_ path: String, startsWithOneOf prefixes: [String]) -> Bool {
    prefixes.contains { file(path, startsWith: $0) }
  }
}
