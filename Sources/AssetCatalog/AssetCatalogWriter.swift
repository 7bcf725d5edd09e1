public import Diagnostics
import FileTransactions
import Foundation
import JSONText

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Writes image and colour sets into an asset catalog (`Assets.xcassets`), each whole or not at all, and never over one
/// that figsnap did not write.
///
/// A set is named by its folder (`chevron-right.imageset`, `brandPrimary.colorset`).
///
/// An image set is staged complete in a hidden sibling folder (`.name.imageset.figsnap-staging-PID`), every file
/// synced, then renamed into place; one that is already there moves aside first (`.name.imageset.figsnap-old-PID`)
/// and is deleted after, so the files the new `Contents.json` no longer lists go with it. A kill leaves at most those
/// hidden folders, which the next run clears (putting a moved-aside set back when the new one never arrived). Call
/// the methods that change the catalog while holding its `FolderLock`.
///
/// figsnap's image sets are told by their `Contents.json`: `"info": {"author": "figsnap"}`.
public struct AssetCatalogWriter: Sendable {
  /// What writing one image set did.
  public enum Outcome: Sendable, Hashable {
    /// Its folder was created or replaced.
    case written
    /// Its folder already held exactly these files: left untouched.
    case unchanged
    /// Its folder is not figsnap's: left untouched, and this run's files for it dropped.
    case foreign
  }

  /// The catalog folder.
  public var catalog: String

  /// A writer into the catalog at `catalog`.
  public init(catalog: String) { self.catalog = catalog }

  private static let stagingMarker = ".figsnap-staging-"
  private static let movedMarker = ".figsnap-old-"

  /// Creates the catalog folder (and the folders above it) when it is missing.
  public func createFolder() throws(Diagnostic) {
    do {
      try FolderMaker.create(catalog)
    } catch {
      throw Diagnostic(
        .error, "figsnap.output", "cannot create the asset catalog: \(error)", at: SourceLocation(file: catalog))
    }
  }

  /// Writes the catalog's own `Contents.json` when it is missing; an existing one is kept.
  public func writeCatalogContents() throws(Diagnostic) {
    let contents = catalog + "/Contents.json"
    guard !FileManager.default.fileExists(atPath: contents) else { return }
    let text = JSONOutput.object(["info": .object(["author": .string("xcode"), "version": .number(1)])]).rendered()
    try AtomicWriter.write(text, to: contents)
  }

  /// Whether the catalog holds a set in `folder` (`name.imageset`) that figsnap did not write.
  public func isForeign(_ folder: String) -> Bool {
    let path = path(of: folder)
    return FileManager.default.fileExists(atPath: path) && !Self.isFigsnaps(path)
  }

  /// Writes `set`, unless its folder already holds exactly its files or is not figsnap's.
  public func write(_ set: CatalogSet) throws(Diagnostic) -> Outcome {
    let target = path(of: set.folderName)
    let exists = FileManager.default.fileExists(atPath: target)
    if exists {
      guard Self.isFigsnaps(target) else { return .foreign }
      if Self.holds(set, at: target) { return .unchanged }
    }
    let staging = hidden(set.folderName, Self.stagingMarker)
    try? FileManager.default.removeItem(atPath: staging)
    guard mkdir(staging, 0o755) == 0 else { throw failure("cannot create a staging folder: \(SystemError())", target) }
    do throws(Diagnostic) {
      for file in set.files { try AtomicWriter.write(file.bytes, to: staging + "/" + file.name, flushing: false) }
      AtomicWriter.flushWrittenFiles()
      Self.sync(staging)
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    try install(staging, at: target, replacing: exists ? hidden(set.folderName, Self.movedMarker) : nil)
    return .written
  }

  /// Renames the complete folder `staging` to `target`; an existing `target` is first renamed to `moved`, and deleted
  /// once the new folder is in place (put back when it cannot be).
  private func install(_ staging: String, at target: String, replacing moved: String?) throws(Diagnostic) {
    if let moved {
      try? FileManager.default.removeItem(atPath: moved)
      guard rename(target, moved) == 0 else {
        let cause = SystemError()
        try? FileManager.default.removeItem(atPath: staging)
        throw failure("cannot move the old image set aside: \(cause)", target)
      }
    }
    guard rename(staging, target) == 0 else {
      let cause = SystemError()
      if let moved { _ = rename(moved, target) }
      try? FileManager.default.removeItem(atPath: staging)
      throw failure("cannot move the staged image set into place: \(cause)", target)
    }
    Self.sync(catalog)
    if let moved { try? FileManager.default.removeItem(atPath: moved) }
  }

  /// The folders of figsnap's image and colour sets in the catalog that are not among `folders`, sorted.
  public func stale(keeping folders: Set<String>) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []
    return entries.filter { entry in
      !entry.hasPrefix(".") && Self.isSetFolder(entry) && !folders.contains(entry)
        && Self.isFigsnaps(catalog + "/" + entry)
    }.sorted()
  }

  /// Deletes figsnap's set in `folder`: moved out of sight first, so the catalog never shows half of it.
  public func remove(_ folder: String) throws(Diagnostic) {
    let target = path(of: folder)
    guard Self.isFigsnaps(target) else { return }
    let doomed = hidden(folder, Self.stagingMarker)
    try? FileManager.default.removeItem(atPath: doomed)
    guard rename(target, doomed) == 0 else { throw failure("cannot delete the image set: \(SystemError())", target) }
    Self.sync(catalog)
    try? FileManager.default.removeItem(atPath: doomed)
  }

  /// Clears what interrupted runs left: staging folders are deleted, and an image set moved aside is put back when
  /// no new one took its place (deleted otherwise), as are `AtomicWriter`'s temporary files of `Contents.json`.
  ///
  /// Call it holding the catalog's lock: every run that writes holds it, so whatever is found is a dead run's.
  public func clearLeftovers() {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []).sorted()
    for entry in entries where entry.hasPrefix(".") {
      let path = catalog + "/" + entry
      let hiddenName = entry.dropFirst()
      if let range = hiddenName.range(of: Self.movedMarker), Self.isSetFolder(String(hiddenName[..<range.lowerBound])) {
        let target = catalog + "/" + String(hiddenName[..<range.lowerBound])
        if !FileManager.default.fileExists(atPath: target), rename(path, target) == 0 { continue }
        try? FileManager.default.removeItem(atPath: path)
      } else if CatalogSet.Kind.allCases.contains(where: { entry.contains("." + $0.rawValue + Self.stagingMarker) })
        || entry.hasPrefix(".Contents.json.figsnap-")
      {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// Whether the image set folder at `folder` is figsnap's: its `Contents.json` says `"author": "figsnap"`.
  public static func isFigsnaps(_ folder: String) -> Bool {
    guard let bytes = try? InputFile.read(folder + "/Contents.json", maxBytes: 1 << 20),
      let document = try? JSONDocument(bytes: bytes)
    else { return false }
    return document.root["info"]?["author"]?.string == CatalogSet.author
  }

  /// Whether `folder` holds exactly the files of `set`, byte for byte, and nothing else.
  private static func holds(_ set: CatalogSet, at folder: String) -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
      names.sorted() == set.files.map(\.name)
    else { return false }
    return set.files.allSatisfy { file in
      (try? InputFile.read(folder + "/" + file.name, maxBytes: max(file.bytes.count, 1))) == file.bytes
    }
  }

  /// Whether `folder` is the folder of a set figsnap writes: `name.imageset` or `name.colorset`.
  private static func isSetFolder(_ folder: String) -> Bool {
    CatalogSet.Kind.allCases.contains { folder.hasSuffix("." + $0.rawValue) }
  }

  /// The path of the set `folder`.
  private func path(of folder: String) -> String { catalog + "/" + folder }

  /// A hidden sibling of the set `folder`: `.name.imageset<marker>PID`.
  private func hidden(_ folder: String, _ marker: String) -> String {
    catalog + "/." + folder + marker + "\(getpid())"
  }

  private func failure(_ message: String, _ path: String) -> Diagnostic {
    Diagnostic(.error, "figsnap.output", "\(message)", at: SourceLocation(file: path))
  }

  /// Flushes a folder's entries (the renames into it) to disk.
  private static func sync(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
