public import Diagnostics
public import LayoutIR
public import Semantics

/// An asset manifest (`assets.json`, which `generate` writes as `AssetManifest`) as `figsnap assets` reads it:
/// what to export from Figma into the asset catalog.
public struct ExportManifest: Sendable, Hashable {
  /// The manifest's path as the user gave it.
  public var path: String
  /// The design the manifest was generated from, when it says.
  public var source: String?
  /// The assets, sorted by name.
  public var assets: [ExportAsset]
  /// The fonts the app must bundle (families or PostScript names), sorted; none in a manifest that lists none.
  public var fonts: [String] = []
  /// The colour sets the code refers to by name, sorted by name; none in a manifest that lists none.
  public var colors: [ColorSetSpec] = []
}

/// One asset of a manifest: an image the generated code shows by name.
public struct ExportAsset: Sendable, Hashable {
  /// The image set's name (`chevron-right`), or the SF Symbol's (`chevron.right`).
  public var name: String
  public var kind: AssetSpec.Kind
  public var rendering: AssetSpec.Rendering
  /// The node to export: the first that shows the asset.
  public var node: String
  /// Every node that shows it.
  public var nodes: [String]
  /// The image fill's reference, for a picture that is one.
  public var imageRef: String?
  /// Where the asset is listed in the manifest, for the findings about it.
  public var location: SourceLocation

  /// How the asset's images are made.
  public var source: Source {
    switch kind {
    case .vector: .vector
    case .raster: imageRef.map(Source.imageFill) ?? .rendered
    case .symbol: .symbol
    }
  }

  /// How an asset's images are made.
  public enum Source: Sendable, Hashable {
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
