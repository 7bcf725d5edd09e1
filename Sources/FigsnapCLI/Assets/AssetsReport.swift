import AssetCatalog
import FigmaAPI
import LayoutIR

/// What `figsnap assets` prints on standard output: a line per asset, colour set and deleted set, sorted by name, then
/// the counts (`3 written, 1 unchanged, 1 symbols, 0 stale`).
struct AssetsReport: Sendable {
  /// The lines with the name each is about, in any order: printed sorted.
  private var lines: [(name: String, text: String)] = []
  private var written = 0
  private var unchanged = 0
  private var symbols = 0
  private var failed = 0
  private var kept = 0
  private var stale = 0

  /// The report of a run over `assets` that made `sets` and changed the catalog as `update` says.
  ///
  /// - Parameter foreign: the folders of the sets that are not figsnap's, left alone before anything was downloaded.
  init(
    assets: [ExportAsset], sets: [String: CatalogSet], foreign: Set<String>, update: AssetCatalogUpdate, pruned: Bool
  ) {
    for asset in assets {
      let folder = CatalogSet.folderName(asset.name)
      if asset.kind == .symbol {
        add(asset.name, "skipped \(asset.name) (SF Symbol)", to: \.symbols)
      } else if foreign.contains(folder) || update.outcomes[folder] == .foreign {
        add(asset.name, "kept \(folder) (not written by figsnap)", to: \.kept)
      } else if let set = sets[asset.name], let outcome = update.outcomes[folder] {
        if outcome == .unchanged {
          add(asset.name, "unchanged \(folder)", to: \.unchanged)
        } else {
          add(asset.name, "wrote \(folder) (\(set.summary))", to: \.written)
        }
      } else {
        add(asset.name, "failed \(asset.name) (see the warning; its image set is left as it was)", to: \.failed)
      }
    }
    stale = update.stale.count
    if pruned {
      for folder in update.stale { lines.append((name: folder, text: "deleted \(folder) (not in the manifest)")) }
    }
  }

  /// Adds the lines of the colour sets `colors`, written as `update` says.
  mutating func add(_ colors: [CatalogSet], foreign: Set<String>, update: AssetCatalogUpdate) {
    for set in colors {
      let folder = set.folderName
      switch update.outcomes[folder] {
      case _ where foreign.contains(folder), .foreign?:
        add(set.name, "kept \(folder) (not written by figsnap)", to: \.kept)
      case .unchanged?: add(set.name, "unchanged \(folder)", to: \.unchanged)
      case .written?, nil: add(set.name, "wrote \(folder) (\(set.summary))", to: \.written)
      }
    }
  }

  /// Adds the lines of the colour sets `colors` a run would write.
  mutating func addDryRun(_ colors: [CatalogSet], foreign: Set<String>) {
    for set in colors {
      let folder = set.folderName
      if foreign.contains(folder) {
        add(set.name, "kept \(folder) (not written by figsnap)", to: \.kept)
      } else {
        add(set.name, "would write \(folder) (\(set.summary))", to: \.written)
      }
    }
  }

  /// The report of a dry run over `assets`, which would make image sets of `exported`.
  init(dryRun assets: [ExportAsset], exported: Set<String>, vectorFormat: ExportFormat, stale: [String]) {
    for asset in assets {
      let folder = CatalogSet.folderName(asset.name)
      switch asset.source {
      case .symbol:
        add(asset.name, "skipped \(asset.name) (SF Symbol)", to: \.symbols)
      case _ where !exported.contains(asset.name):
        add(asset.name, "kept \(folder) (not written by figsnap)", to: \.kept)
      case .vector:
        add(asset.name, "would write \(folder) (vector, \(vectorFormat.rawValue))", to: \.written)
      case .rendered:
        add(asset.name, "would write \(folder) (raster, png @1x @2x @3x)", to: \.written)
      case .imageFill:
        add(asset.name, "would write \(folder) (image fill)", to: \.written)
      }
    }
    self.stale = stale.count
  }

  /// Whether an asset could not be rendered or downloaded.
  var hasFailures: Bool { failed > 0 }

  /// The lines, sorted by name, and the counts.
  func text(dryRun: Bool = false) -> String {
    var text = ""
    for line in lines.sorted(by: { ($0.name, $0.text) < ($1.name, $1.text) }) { text += line.text + "\n" }
    var counts = [
      dryRun ? "\(written) to write" : "\(written) written", "\(unchanged) unchanged", "\(symbols) symbols",
      "\(stale) stale",
    ]
    if dryRun { counts.remove(at: 1) }
    if failed > 0 { counts.append("\(failed) failed") }
    if kept > 0 { counts.append("\(kept) not figsnap's") }
    text += counts.joined(separator: ", ") + (dryRun ? " (dry run: nothing downloaded or written)" : "") + "\n"
    return text
  }

  /// Adds a line about `name` and counts it in `counter`.
  private mutating func add(_ name: String, _ text: String, to counter: WritableKeyPath<AssetsReport, Int>) {
    lines.append((name: name, text: text))
    self[keyPath: counter] += 1
  }
}
