import Foundation

#if canImport(Glibc)
  public import Glibc
#else
  public import Darwin
#endif

/// A failed system call's `errno`, told as a plain phrase: "permission denied".
///
/// Foundation's own text for the same failure ("The operation could not be completed. (NSCocoaErrorDomain error
/// 512.)") names neither the cause nor anything a user can act on.
public struct SystemError: Error, Sendable, CustomStringConvertible {
  /// The `errno` value.
  public var code: Int32

  /// Captures `code`, by default the current `errno`.
  public init(_ code: Int32 = errno) { self.code = code }

  /// `strerror`'s text with a lowercase first letter, as diagnostics are written.
  public var description: String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }
}

/// Creates folders with `mkdir`, so a failure has an `errno` to report.
public enum FolderMaker {
  /// Creates `path` and every missing folder above it; an existing folder is fine.
  public static func create(_ path: String) throws(SystemError) {
    if mkdir(path, 0o755) == 0 { return }
    var failure = errno
    if failure == ENOENT {
      let parent = (path as NSString).deletingLastPathComponent
      guard !parent.isEmpty, parent != path else { throw SystemError(failure) }
      try create(parent)
      if mkdir(path, 0o755) == 0 { return }
      failure = errno
    }
    var isDirectory: ObjCBool = false
    if failure == EEXIST, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    {
      return
    }
    throw SystemError(failure)
  }
}
