public import Diagnostics
import FileTransactions

/// What a run changed in an asset catalog: each image or colour set written (or not), and figsnap's sets that the
/// manifest no longer lists.
public struct AssetCatalogUpdate: Sendable {
  /// What writing each set did, by its folder (`name.imageset`).
  public var outcomes: [String: AssetCatalogWriter.Outcome] = [:]
  /// The folders of figsnap's sets that nothing in the manifest makes, sorted.
  public var stale: [String] = []

  /// Writes `sets` into the catalog while holding its lock, after clearing what interrupted runs left, then finds
  /// the stale image sets, deleting them when `prune`.
  ///
  /// - Parameters:
  ///   - folders: the folders of the sets the manifest lists (written this run or not): never stale.
  ///   - waiting: called once when another run holds the catalog's lock, before waiting for it.
  public static func apply(
    _ sets: [CatalogSet], keeping folders: Set<String>, prune: Bool, writer: AssetCatalogWriter,
    waiting: () -> Void
  ) throws(Diagnostic) -> AssetCatalogUpdate {
    try writer.createFolder()
    let locked = { () throws(Diagnostic) -> AssetCatalogUpdate in
      writer.clearLeftovers()
      try writer.writeCatalogContents()
      var update = AssetCatalogUpdate()
      for set in sets.sorted(by: { $0.folderName < $1.folderName }) {
        update.outcomes[set.folderName] = try writer.write(set)
      }
      update.stale = writer.stale(keeping: folders)
      if prune {
        for folder in update.stale { try writer.remove(folder) }
      }
      return update
    }
    return try FolderLock.holding(writer.catalog, waiting: waiting, locked)
  }
}
