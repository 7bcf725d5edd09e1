import Diagnostics
import LayoutIR

/// An asset manifest (`assets.json`, which `generate` writes as `AssetManifest`) as `figsnap assets` reads it:
/// what to export from Figma into the asset catalog.
struct ExportManifest: Sendable, Hashable {
  /// The manifest's path as the user gave it.
  var path: String
  /// The design the manifest was generated from, when it says.
  var source: String?
  /// The assets, sorted by name.
  var assets: [ExportAsset]
}

/// One asset of a manifest: an image the generated code shows by name.
struct ExportAsset: Sendable, Hashable {
  /// The image set's name (`chevron-right`), or the SF Symbol's (`chevron.right`).
  var name: String
  var kind: AssetSpec.Kind
  var rendering: AssetSpec.Rendering
  /// The node to export: the first that shows the asset.
  var node: String
  /// Every node that shows it.
  var nodes: [String]
  /// The image fill's reference, for a picture that is one.
  var imageRef: String?
  /// Where the asset is listed in the manifest, for the findings about it.
  var location: SourceLocation

  /// How the asset's images are made.
  var source: Source {
    switch kind {
    case .vector: .vector
    case .raster: imageRef.map(Source.imageFill) ?? .rendered
    case .symbol: .symbol
    }
  }

  /// How an asset's images are made.
  enum Source: Sendable, Hashable {
    /// The node exported as one PDF or SVG.
    case vector
    /// The node rendered as PNG at 1x, 2x and 3x.
    case rendered
    /// The image fill with this reference, downloaded as the original file.
    case imageFill(String)
    /// An SF Symbol: nothing to download.
    case symbol
  }
}
