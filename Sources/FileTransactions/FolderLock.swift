public import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// An exclusive `flock` on `DIR/.figsnap.lock`, held while a run changes the folder, so two runs into one folder
/// never interleave.
///
/// The lock file is never a symbolic link: one is refused, not followed.
///
/// The lock file stays in place: removing it would let a third run lock a fresh file while a second still holds the
/// old one. The kernel drops the lock when the process dies, however it dies, so a staging folder found while holding
/// the lock belongs to a run that is gone.
public enum FolderLock {
  /// The lock file's name in the output folder.
  public static let name = ".figsnap.lock"

  /// Runs `body` while holding the lock of `folder`, waiting for another run to finish first.
  ///
  /// - Parameters:
  ///   - file: the lock file to use instead of the folder's own, for a folder that must hold nothing but what figsnap
  ///     generates (a build plugin's output, whose every file the build takes in).
  ///   - waiting: called once when another run holds the lock, before waiting for it.
  public static func holding<T>(
    _ folder: String, file: String? = nil, waiting: () -> Void, _ body: () throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let path = file ?? folder + "/" + name
    // Never through a link: a lock file that is one would be created, or truncated, wherever it points.
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      if errno == ELOOP {
        throw Diagnostic(
          .error, "figsnap.output", "the lock file is a symbolic link; remove it (figsnap never follows one)",
          at: SourceLocation(file: path))
      }
      throw Diagnostic(
        .error, "figsnap.output", "cannot lock the folder: \(SystemError())", at: SourceLocation(file: path))
    }
    defer { close(descriptor) }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        throw Diagnostic(
          .error, "figsnap.output", "cannot lock the folder: \(SystemError())", at: SourceLocation(file: path))
      }
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          throw Diagnostic(
            .error, "figsnap.output", "cannot lock the folder: \(SystemError())", at: SourceLocation(file: path))
        }
      }
    }
    return try body()
  }
}
