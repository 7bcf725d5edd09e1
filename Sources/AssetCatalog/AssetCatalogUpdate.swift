public import Diagnostics
import FileTransactions

/// What a run changed in an asset catalog: each image set written (or not), and figsnap's image sets that the
/// manifest no longer lists.
public struct AssetCatalogUpdate: Sendable {
  /// What writing each image set did, by asset name.
  public var outcomes: [String: AssetCatalogWriter.Outcome] = [:]
  /// figsnap's image sets that no asset of the manifest makes, sorted.
  public var stale: [String] = []

  /// Writes `sets` into the catalog while holding its lock, after clearing what interrupted runs left, then finds
  /// the stale image sets, deleting them when `prune`.
  ///
  /// - Parameters:
  ///   - names: the image sets the manifest lists (written this run or not): never stale.
  ///   - waiting: called once when another run holds the catalog's lock, before waiting for it.
  public static func apply(
    _ sets: [ImageSet], keeping names: Set<String>, prune: Bool, writer: AssetCatalogWriter, waiting: () -> Void
  ) throws(Diagnostic) -> AssetCatalogUpdate {
    try writer.createFolder()
    let locked = { () throws(Diagnostic) -> AssetCatalogUpdate in
      writer.clearLeftovers()
      try writer.writeCatalogContents()
      var update = AssetCatalogUpdate()
      for set in sets.sorted(by: { $0.name < $1.name }) { update.outcomes[set.name] = try writer.write(set) }
      update.stale = writer.stale(keeping: names)
      if prune {
        for name in update.stale { try writer.remove(name) }
      }
      return update
    }
    return try FolderLock.holding(writer.catalog, waiting: waiting, locked)
  }
}
