public import Diagnostics
public import FigmaAPI
import Foundation

/// Gets the images of a manifest's assets from Figma: asks the API for the renders and image fills they need, then
/// downloads every image, a few at a time, and makes each asset's image set.
///
/// An asset whose node Figma could not render, whose image fill the file does not have, or whose download failed
/// is a warning, and the others still come back; an API request that fails throws.
public struct AssetDownloader: Sendable {
  /// What the downloads of a run made.
  public struct Collected: Sendable {
    /// The image set of each asset that could be made, by asset name.
    public var sets: [String: CatalogSet] = [:]
    /// A warning for each asset that could not (the printer sorts them by their place in the manifest).
    public var warnings: [Diagnostic] = []
  }

  /// The addresses of one asset's images, by scale (1 for a single file).
  private struct Wanted: Sendable {
    var asset: ExportAsset
    var urls: [Int: URL]
  }

  /// One download's bytes, or why there are none.
  private typealias Download = Result<[UInt8], Diagnostic>

  /// How many downloads run at once.
  public static let parallelDownloads = 6

  public var client: FigmaClient
  public var vectorFormat: ExportFormat

  /// A downloader through `client` that exports vectors as `vectorFormat`.
  public init(client: FigmaClient, vectorFormat: ExportFormat) {
    self.client = client
    self.vectorFormat = vectorFormat
  }

  /// The image sets of `assets` (SF Symbols have none), whose API requests are `requests`.
  public func imageSets(for assets: [ExportAsset], requests: ImageRequests) async throws(Diagnostic) -> Collected {
    let (rendered, fills) = try await addresses(for: requests)
    var result = Collected()
    var wanted: [Wanted] = []
    for asset in assets where asset.source != .symbol {
      switch urls(of: asset, rendered: rendered, fills: fills) {
      case .success(let urls): wanted.append(Wanted(asset: asset, urls: urls))
      case .failure(let problem): result.warnings.append(problem)
      }
    }
    var unique: [URL] = []
    var seen: Set<URL> = []
    for item in wanted {
      for (_, url) in item.urls.sorted(by: { $0.key < $1.key }) where seen.insert(url).inserted {
        unique.append(url)
      }
    }
    let downloads = try await Self.download(unique, with: client)
    for item in wanted {
      switch imageSet(item, downloads: downloads) {
      case .success(let set): result.sets[item.asset.name] = set
      case .failure(let problem): result.warnings.append(problem)
      }
    }
    return result
  }

  /// Asks the API for the renders and image fills of `requests`: the address of each rendered node by export, and
  /// of each image fill by reference.
  private func addresses(
    for requests: ImageRequests
  ) async throws(Diagnostic) -> (rendered: [ImageRequests.Export: [String: URL]], fills: [String: URL]) {
    var rendered: [ImageRequests.Export: [String: URL]] = [:]
    for render in requests.renders {
      let body = try await client.get(requests.renderPath, query: render.query, fileKey: requests.fileKey)
      let source = source(requests.renderPath, query: render.query)
      let urls = try redacting { () throws(Diagnostic) in try ImageResponses.renders(body, source: source) }
      rendered[render.export, default: [:]].merge(urls) { first, _ in first }
    }
    guard requests.needsImageFills else { return (rendered, [:]) }
    let body = try await client.get(requests.imageFillsPath, query: [], fileKey: requests.fileKey)
    let source = source(requests.imageFillsPath, query: [])
    let fills = try redacting { () throws(Diagnostic) in try ImageResponses.imageFills(body, source: source) }
    return (rendered, fills)
  }

  /// Where a malformed answer to `path` is reported: the request's address, redacted.
  private func source(_ path: [String], query: [URLQueryItem]) -> String {
    client.redactor.redact(client.apiURL(path, query: query)?.absoluteString ?? path.joined(separator: "/"))
  }

  /// What `read` returns; what it throws, redacted (an answer's error may quote the token).
  private func redacting<Value>(_ read: () throws(Diagnostic) -> Value) throws(Diagnostic) -> Value {
    do {
      return try read()
    } catch {
      throw client.redactor.redact(error)
    }
  }

  /// The addresses of `asset`'s images by scale, or a warning when Figma gave none for one of them.
  private func urls(
    of asset: ExportAsset, rendered: [ImageRequests.Export: [String: URL]], fills: [String: URL]
  ) -> Result<[Int: URL], Diagnostic> {
    switch asset.source {
    case .vector:
      guard let url = rendered[ImageRequests.Export(format: vectorFormat, scale: nil)]?[asset.node] else {
        return .failure(warning(asset, "Figma did not render node \(asset.node) as \(vectorFormat.rawValue)"))
      }
      return .success([1: url])
    case .rendered:
      var found: [Int: URL] = [:]
      for scale in ImageRequests.scales {
        found[scale] = rendered[ImageRequests.Export(format: .png, scale: scale)]?[asset.node]
      }
      let missing = ImageRequests.scales.filter { found[$0] == nil }
      guard missing.isEmpty else {
        let scales = missing.map { "@\($0)x" }.joined(separator: ", ")
        return .failure(warning(asset, "Figma did not render node \(asset.node) as png at \(scales)"))
      }
      return .success(found)
    case .imageFill(let reference):
      guard let url = fills[reference] else {
        return .failure(warning(asset, "the file has no image fill '\(reference)' (node \(asset.node))"))
      }
      return .success([1: url])
    case .symbol:
      return .success([:])
    }
  }

  /// The image set of `item` from the downloads, or a warning saying why there is none.
  private func imageSet(
    _ item: Wanted, downloads: [URL: Download]
  ) -> Result<CatalogSet, Diagnostic> {
    var images: [Int: [UInt8]] = [:]
    for (scale, url) in item.urls.sorted(by: { $0.key < $1.key }) {
      switch downloads[url] {
      case .some(.success(let bytes)): images[scale] = bytes
      case .some(.failure(let error)): return .failure(warning(item.asset, error.message))
      case .none: return .failure(warning(item.asset, "its image was not downloaded"))
      }
    }
    let asset = item.asset
    switch asset.source {
    case .vector:
      guard let bytes = images[1], vectorFormat.matches(bytes) else {
        return .failure(warning(asset, "the download of node \(asset.node) is not a \(vectorFormat.rawValue) file"))
      }
      return .success(CatalogSet.vector(asset, format: vectorFormat, bytes: bytes))
    case .rendered:
      guard images.values.allSatisfy({ ExportFormat.png.matches($0) }) else {
        return .failure(warning(asset, "a download of node \(asset.node) is not a png file"))
      }
      return .success(CatalogSet.rendered(asset, scales: images))
    case .imageFill(let reference):
      guard let bytes = images[1], !bytes.isEmpty else {
        return .failure(warning(asset, "the download of image fill '\(reference)' is empty"))
      }
      return .success(CatalogSet.imageFill(asset, bytes: bytes))
    case .symbol:
      return .failure(warning(asset, "an SF Symbol has no image to download"))
    }
  }

  /// A warning about `asset`, at its place in the manifest.
  private func warning(_ asset: ExportAsset, _ problem: String) -> Diagnostic {
    Diagnostic(
      .warning, "figsnap.assets", "asset '\(asset.name)': \(problem); its image set is left as it was",
      at: asset.location)
  }

  /// Downloads every address of `urls`, ``parallelDownloads`` at a time; each comes back with its bytes or why not.
  ///
  /// An answer over the byte cap stops the others and throws: the run writes nothing.
  private static func download(
    _ urls: [URL], with client: FigmaClient
  ) async throws(Diagnostic) -> [URL: Download] {
    typealias Outcome = Result<[UInt8], FigmaClient.DownloadError>
    let finished = await withTaskGroup(of: (URL, Outcome).self, returning: Result<[URL: Download], Diagnostic>.self) {
      group in
      var results: [URL: Download] = [:]
      var next = 0
      while next < min(urls.count, Self.parallelDownloads) {
        let url = urls[next]
        group.addTask { (url, await Self.fetch(url, with: client)) }
        next += 1
      }
      while let (url, outcome) = await group.next() {
        switch outcome {
        case .success(let bytes): results[url] = .success(bytes)
        case .failure(.failed(let problem)): results[url] = .failure(problem)
        case .failure(.tooLarge(let problem)):
          group.cancelAll()
          return .failure(problem)
        }
        guard next < urls.count else { continue }
        let upcoming = urls[next]
        group.addTask { (upcoming, await Self.fetch(upcoming, with: client)) }
        next += 1
      }
      return .success(results)
    }
    return try finished.get()
  }

  /// One download's bytes, or the reason it failed.
  private static func fetch(_ url: URL, with client: FigmaClient) async -> Result<[UInt8], FigmaClient.DownloadError> {
    do throws(FigmaClient.DownloadError) {
      return .success(try await client.download(url))
    } catch {
      return .failure(error)
    }
  }
}
