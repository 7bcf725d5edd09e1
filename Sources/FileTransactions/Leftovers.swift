public import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// What runs that died left in an output folder: staging folders (`.figsnap-staging-PID/`) and `AtomicWriter`'s
/// temporary files (`.X.swift.figsnap-PID.tmp`).
///
/// Call it while holding the folder's `FolderLock`: every run that stages takes the lock, so any staging folder
/// found then is a dead run's. A staging folder with a journal staged the run's whole set: its move is completed.
/// One without was cut short before touching the folder: it is removed. `AtomicWriter` takes no lock (`fetch` and
/// `init` use it too), so a temporary file goes only when no process has its PID any more.
public enum Leftovers {
  /// Recovers or removes the leftovers in `folder`.
  ///
  /// - Returns: a note per kind of leftover cleaned, saying how many, and any warning the recovery raised.
  public static func clean(_ folder: String, markers: [String]) throws(Diagnostic) -> [Diagnostic] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var completed = 0
    var removed = 0
    var temporaries = 0
    var found: [Diagnostic] = []
    for name in names where pid(in: name, prefix: StagedWrite.stagingPrefix, suffix: "") != nil {
      let staging = folder + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: staging, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      if StagedWrite.journal(of: staging) != nil {
        found += try StagedWrite.commit(staging, into: folder, markers: markers)
        completed += 1
      } else {
        try? FileManager.default.removeItem(atPath: staging)
        removed += 1
      }
    }
    for name in names where name.hasPrefix(".") {
      guard let owner = temporaryOwner(name), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
      if unlink(folder + "/" + name) == 0 { temporaries += 1 }
    }
    let location = SourceLocation(file: folder)
    if completed > 0 {
      found.append(
        Diagnostic(
          .note, "figsnap.output",
          "completed \(completed) interrupted run(s) that had staged every file: their files are now in place",
          at: location))
    }
    if removed + temporaries > 0 {
      found.append(
        Diagnostic(
          .note, "figsnap.output",
          "cleaned \(removed + temporaries) leftover(s) of interrupted runs: \(temporaries) temporary file(s), \(removed) unfinished staging folder(s)",
          at: location))
    }
    return found
  }

  /// The PID in an `AtomicWriter` temporary file's name: `.X.swift.figsnap-123.tmp`.
  private static func temporaryOwner(_ name: String) -> pid_t? {
    guard let range = name.range(of: ".figsnap-", options: .backwards) else { return nil }
    return pid(in: String(name[range.lowerBound...]), prefix: ".figsnap-", suffix: ".tmp")
  }

  /// The PID between `prefix` and `suffix` when `name` is exactly that.
  private static func pid(in name: String, prefix: String, suffix: String) -> pid_t? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
    let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    return pid_t(digits)
  }
}
