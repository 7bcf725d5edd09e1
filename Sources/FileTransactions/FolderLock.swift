public import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// An exclusive `flock` held while a run changes a folder, so two runs into one folder never interleave.
///
/// The lock file is not in the folder, which then holds only what a team commits: it is named for the folder's
/// device and inode in the user's own lock folder (``lockFolder``), so every run into one folder, by whatever path,
/// locks the same file. A build plugin passes a file of its own instead. The lock file is never a symbolic link: one
/// is refused, not followed.
///
/// The lock file stays in place: removing it would let a third run lock a fresh file while a second still holds the
/// old one. The kernel drops the lock when the process dies, however it dies, so a staging folder found while holding
/// the lock belongs to a run that is gone.
public enum FolderLock {
  /// The name the lock file had inside the output folder before it moved out; a run removes such a leftover.
  public static let name = ".figsnap.lock"

  /// The user's own folder of lock files: `$XDG_RUNTIME_DIR/figsnap` where the system gives the user a runtime
  /// folder (one that exists and is theirs), else `figsnap-<uid>` in the temporary folder; made readable by the user
  /// alone, and refused when it is a link or another user's.
  public static func lockFolder() throws(Diagnostic) -> String {
    let environment = ProcessInfo.processInfo.environment
    let uid = getuid()
    let base: String
    var runtimeStatus = stat()
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), stat(runtime, &runtimeStatus) == 0,
      runtimeStatus.st_mode & S_IFMT == S_IFDIR, runtimeStatus.st_uid == uid
    {
      base = runtime + "/figsnap"
    } else {
      let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
      base = (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + "/figsnap-\(uid)"
    }
    if mkdir(base, 0o700) != 0, errno != EEXIST {
      throw Diagnostic(
        .error, "figsnap.output", "cannot make the lock folder: \(SystemError())", at: SourceLocation(file: base))
    }
    var status = stat()
    guard lstat(base, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == uid,
      status.st_mode & 0o077 == 0
    else {
      throw Diagnostic(
        .error, "figsnap.output",
        "the lock folder is not this user's own folder (a link, another user's, or open to others); remove it",
        at: SourceLocation(file: base))
    }
    return base
  }

  /// The lock file of `folder` (which exists): in ``lockFolder()``, named for its device and inode.
  public static func lockFile(of folder: String) throws(Diagnostic) -> String {
    var status = stat()
    guard stat(folder, &status) == 0 else {
      throw Diagnostic(
        .error, "figsnap.output", "cannot lock the folder: \(SystemError())", at: SourceLocation(file: folder))
    }
    return try lockFolder() + "/\(status.st_dev)-\(status.st_ino).lock"
  }

  /// Runs `body` while holding the lock of `folder`, waiting for another run to finish first.
  ///
  /// - Parameters:
  ///   - file: the lock file to use instead of the folder's own (``lockFile(of:)``), for a run that keeps its own
  ///     (a build plugin's, in its work folder).
  ///   - waiting: called once when another run holds the lock, before waiting for it.
  public static func holding<T>(
    _ folder: String, file: String? = nil, waiting: () -> Void, _ body: () throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let path: String
    if let file { path = file } else { path = try lockFile(of: folder) }
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
    // The lock file earlier runs kept in the folder is theirs no more: every run now locks the same file elsewhere.
    removeLeftoverLock(in: folder)
    return try body()
  }

  /// Removes the lock file an earlier version left in `folder`, if it is a plain file (never through a link).
  private static func removeLeftoverLock(in folder: String) {
    let path = folder + "/" + name
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    unlink(path)
  }
}
