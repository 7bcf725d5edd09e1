import Diagnostics
import FileTransactions
import Foundation
import Pipeline

/// A folder of generated files that `generate` and `test --output` bring up to date: never a file figsnap did not
/// write, all files at once, under the folder's lock.
enum OutputFolder {
  /// Brings `folder` up to date while holding its lock: completes or removes what interrupted runs left, writes
  /// `files` all at once (see `StagedWrite`), then names the stale files.
  ///
  /// - Parameter stale: the header of this input's files and every file of the run, when the run covers the
  ///   whole input.
  /// - Returns: what to print, and whether a file figsnap did not generate stopped the write (nothing written).
  static func update(
    _ folder: String, writing files: [GeneratedFile], stale: (header: String, files: [GeneratedFile])?,
    prune: Bool, lock: String?, command: String, console: Console
  ) throws(Diagnostic) -> (diagnostics: [Diagnostic], refused: Bool) {
    if files.isEmpty, !FileManager.default.fileExists(atPath: folder) { return ([], false) }
    do {
      try FolderMaker.create(folder)
    } catch {
      throw Diagnostic(.error, "figsnap.output", "cannot create the folder: \(error)", at: SourceLocation(file: folder))
    }
    let markers = Converter.generatedMarkers
    let locked = { () throws(Diagnostic) -> (diagnostics: [Diagnostic], refused: Bool) in
      var found = try Leftovers.clean(folder, markers: markers)
      let refusals = StagedWrite.refusals(files.map(\.name), in: folder, markers: markers)
      if !refusals.isEmpty { return (found + refusals, true) }
      if !files.isEmpty {
        found += try StagedWrite.write(files.map { ($0.name, $0.contents) }, into: folder, markers: markers)
      }
      if let stale {
        let names = StaleFiles.find(in: folder, header: stale.header, written: Set(stale.files.map(\.name)))
        if prune {
          for name in names { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
          found += names.map { prunedNote($0, in: folder) }
        } else {
          found += names.map { staleNote($0, in: folder) }
        }
      }
      return (found, false)
    }
    let waiting = { console.err("figsnap \(command): waiting for another run into \(folder) to finish\n") }
    return try FolderLock.holding(folder, file: lock, waiting: waiting, locked)
  }

  private static func prunedNote(_ name: String, in folder: String) -> Diagnostic {
    Diagnostic(
      .note, "figsnap.stale", "deleted (--prune): was generated from this input, but no screen of it makes it now",
      at: SourceLocation(file: folder + "/" + name))
  }

  private static func staleNote(_ name: String, in folder: String) -> Diagnostic {
    Diagnostic(
      .note, "figsnap.stale",
      "was generated from this input, but no screen of it makes this file now; delete it if the screen is gone",
      at: SourceLocation(file: folder + "/" + name))
  }
}
