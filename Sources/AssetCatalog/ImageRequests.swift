public import FigmaAPI
public import Foundation

/// The API requests that a manifest's assets need: `GET /v1/images/KEY?ids=…&format=…` renders, at most
/// ``batchSize`` nodes each, and `GET /v1/files/KEY/images` when an asset is an image fill.
///
/// Made from the assets alone, in their order, so a dry run lists exactly what a run asks.
public struct ImageRequests: Sendable, Hashable {
  /// A format and scale nodes are rendered in.
  public struct Export: Sendable, Hashable {
    public var format: ExportFormat
    /// The scale of a PNG; nil for PDF and SVG, which are vectors.
    public var scale: Int?
  }

  /// One render request: some nodes, in one format and scale.
  public struct Render: Sendable, Hashable {
    /// The node ids, each once.
    public var ids: [String]
    public var export: Export

    /// `ids=1:2,3:4&format=png&scale=2`.
    public var query: [URLQueryItem] {
      var items = [
        URLQueryItem(name: "ids", value: ids.joined(separator: ",")),
        URLQueryItem(name: "format", value: export.format.rawValue),
      ]
      if let scale = export.scale { items.append(URLQueryItem(name: "scale", value: String(scale))) }
      return items
    }
  }

  /// The most node ids one render request names.
  public static let batchSize = 50
  /// The scales a node rendered as PNG is exported at.
  public static let scales = [1, 2, 3]

  /// The Figma file's key.
  public var fileKey: String
  /// The render requests: vectors first, then the PNGs scale by scale.
  public var renders: [Render]
  /// Whether an asset is an image fill, so that the file's image fills are asked for.
  public var needsImageFills: Bool

  /// The requests for `assets` of the file `fileKey`, vectors exported as `vectorFormat`.
  public init(fileKey: String, assets: [ExportAsset], vectorFormat: ExportFormat) {
    self.fileKey = fileKey
    var vectors: [String] = []
    var rasters: [String] = []
    var fills = false
    for asset in assets {
      switch asset.source {
      case .vector: vectors.append(asset.node)
      case .rendered: rasters.append(asset.node)
      case .imageFill: fills = true
      case .symbol: break
      }
    }
    let vectorExport = Export(format: vectorFormat, scale: nil)
    renders = Self.batches(vectors).map { Render(ids: $0, export: vectorExport) }
    for scale in Self.scales {
      let export = Export(format: .png, scale: scale)
      renders += Self.batches(rasters).map { Render(ids: $0, export: export) }
    }
    needsImageFills = fills
  }

  /// The render endpoint's path under the API base, a component at a time.
  public var renderPath: [String] { ["v1", "images", fileKey] }
  /// The image fills endpoint's path under the API base, a component at a time.
  public var imageFillsPath: [String] { ["v1", "files", fileKey, "images"] }

  /// `ids` without repeats, in their order, cut into runs of at most ``batchSize``.
  private static func batches(_ ids: [String]) -> [[String]] {
    var seen: Set<String> = []
    let unique = ids.filter { seen.insert($0).inserted }
    return stride(from: 0, to: unique.count, by: batchSize).map { start in
      Array(unique[start..<min(start + batchSize, unique.count)])
    }
  }
}
