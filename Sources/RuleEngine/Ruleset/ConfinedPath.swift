import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A path relative to a ruleset folder it must not leave: the manifest, the rule files, the `lib/`
/// modules, the tests, `snap.test.fixture`'s files and the fixture cases' inputs and goldens are all read inside the
/// ruleset.
public enum ConfinedPath {
  /// The real path of `relative` inside `folder`, or why it is refused: an absolute path, a
  /// `..` component, a NUL (where the system would cut the path), or a file whose real path
  /// (symbolic links resolved, in the file's name and in its folders') lies outside `folder`.
  public static func resolve(_ relative: String, inside folder: String) -> Result<String, Refusal> {
    if relative.isEmpty { return .failure(.empty) }
    if relative.utf8.contains(0) { return .failure(.nul) }
    if relative.hasPrefix("/") || relative.hasPrefix("~") { return .failure(.absolute) }
    if relative.split(separator: "/").contains("..") { return .failure(.climbing) }
    guard let root = realPath(folder), let file = realPath(folder + "/" + relative) else {
      return .failure(.unreadable)
    }
    guard file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return .failure(.outside) }
    return .success(file)
  }

  /// Why a path was refused.
  public enum Refusal: Error, Sendable {
    case empty, nul, absolute, climbing, outside, unreadable

    /// The reason as the end of a sentence about the path.
    public var reason: String {
      switch self {
      case .empty: "is empty"
      case .nul: "holds a NUL character"
      case .absolute: "is absolute; give a path relative to the ruleset folder"
      case .climbing: "leaves the ruleset folder ('..' is not allowed)"
      case .outside: "resolves (through a symbolic link) to a file outside the ruleset folder"
      case .unreadable: "cannot be read"
      }
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
