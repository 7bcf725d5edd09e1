import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A path a script names, relative to a folder it must not leave: `snap.test.fixture`'s files
/// stay inside the ruleset, as `require` stays inside its `lib/` folders.
enum ConfinedPath {
  /// The real path of `relative` inside `folder`, or why it is refused: an absolute path, a
  /// `..` component, or a file whose real path (symbolic links resolved) lies outside `folder`.
  static func resolve(_ relative: String, inside folder: String) -> Result<String, Refusal> {
    if relative.isEmpty { return .failure(.empty) }
    if relative.hasPrefix("/") || relative.hasPrefix("~") { return .failure(.absolute) }
    if relative.split(separator: "/").contains("..") { return .failure(.climbing) }
    guard let root = realPath(folder), let file = realPath(folder + "/" + relative) else {
      return .failure(.unreadable)
    }
    guard file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return .failure(.outside) }
    return .success(file)
  }

  /// Why a path was refused.
  enum Refusal: Error {
    case empty, absolute, climbing, outside, unreadable

    /// The reason as the end of a sentence about the path.
    var reason: String {
      switch self {
      case .empty: "is empty"
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
