public import Semantics

/// One image the generated code shows by name: an icon or picture to export from Figma into the app's asset
/// catalog, or an SF Symbol the system draws.
///
/// Every name a view, control, bar item or list row shows is one asset of the document; two nodes drawn alike share
/// it, and two drawn differently never do.
public struct AssetSpec: Sendable, Hashable {
  /// What the asset is and where it comes from.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Vector art (an icon): exported as PDF or SVG, kept as vectors.
    case vector
    /// A picture: an image fill (by its `imageRef`) or a node rendered to PNG.
    case raster
    /// An SF Symbol: drawn by the system, nothing to export.
    case symbol
  }

  /// How the image is drawn.
  public enum Rendering: String, Sendable, Hashable, CaseIterable {
    /// In the tint colour of the view that shows it: a one-colour icon.
    case template
    /// In its own colours.
    case original
  }

  /// The asset catalogue name (`chevron-right`), or the symbol's name (`chevron.right`).
  public var name: String
  public var kind: Kind
  public var rendering: Rendering
  /// The nodes that show it, in document order; the first is the one to export.
  public var nodes: [String]
  /// The size of the first node that shows it.
  public var size: Size
  /// The image fill's reference, for a picture that is one.
  public var imageRef: String?
  /// The symbol's point size and weight, for an SF Symbol.
  public var symbol: SymbolImage?

  /// Creates an asset.
  public init(
    name: String, kind: Kind, rendering: Rendering, nodes: [String], size: Size, imageRef: String? = nil,
    symbol: SymbolImage? = nil
  ) {
    self.name = name
    self.kind = kind
    self.rendering = rendering
    self.nodes = nodes
    self.size = size
    self.imageRef = imageRef
    self.symbol = symbol
  }
}

/// How an SF Symbol is configured to match the icon it replaces.
public struct SymbolImage: Sendable, Hashable {
  /// The point size of the glyph: the height of the design's drawing, rounded.
  public var pointSize: Double
  /// The weight of its strokes, from the design's stroke weight relative to its size.
  public var weight: FontWeight

  /// Creates a configuration.
  public init(pointSize: Double, weight: FontWeight) {
    self.pointSize = pointSize
    self.weight = weight
  }
}
