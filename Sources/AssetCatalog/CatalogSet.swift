public import FigmaAPI
import JSONText
import LayoutIR
public import Semantics

/// One set as figsnap writes it into an asset catalog: an image set, `<name>.imageset/` with its images and the
/// `Contents.json` that lists them, or a colour set, `<name>.colorset/` with the `Contents.json` of its appearances.
///
/// Its files are made from the asset and the downloaded bytes alone, so equal inputs give byte-identical folders.
public struct CatalogSet: Sendable, Hashable {
  /// What the set holds, which names its folder's extension.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case image = "imageset"
    case color = "colorset"
  }

  /// One file of the folder.
  public struct File: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]
  }

  /// The asset's name.
  public var name: String
  public var kind: Kind = .image
  /// Every file, `Contents.json` included, sorted by name.
  public var files: [File]
  /// What was written, for the report: `vector, pdf`.
  public var summary: String

  /// The folder's name in the catalog.
  public var folderName: String { Self.folderName(name, kind) }

  /// `<name>.imageset` or `<name>.colorset`.
  public static func folderName(_ name: String, _ kind: Kind = .image) -> String { name + "." + kind.rawValue }

  /// The `info` that marks a `Contents.json` as figsnap's.
  public static let author = "figsnap"

  /// A vector asset: one PDF or SVG, kept as vectors.
  public static func vector(_ asset: ExportAsset, format: ExportFormat, bytes: [UInt8]) -> CatalogSet {
    let file = "\(asset.name).\(format.rawValue)"
    var properties = renderingProperty(asset)
    properties["preserves-vector-representation"] = .bool(true)
    return CatalogSet(
      name: asset.name, images: [File(name: file, bytes: bytes)], entries: [entry(file, scale: nil)],
      properties: properties, summary: "vector, \(format.rawValue)")
  }

  /// A node rendered as PNG: one file per scale (`name.png`, `name@2x.png`, `name@3x.png`).
  public static func rendered(_ asset: ExportAsset, scales: [Int: [UInt8]]) -> CatalogSet {
    var images: [File] = []
    var entries: [JSONOutput] = []
    for (scale, bytes) in scales.sorted(by: { $0.key < $1.key }) {
      let file = scale == 1 ? "\(asset.name).png" : "\(asset.name)@\(scale)x.png"
      images.append(File(name: file, bytes: bytes))
      entries.append(entry(file, scale: scale))
    }
    return CatalogSet(
      name: asset.name, images: images, entries: entries, properties: renderingProperty(asset),
      summary: "raster, png " + scales.keys.sorted().map { "@\($0)x" }.joined(separator: " "))
  }

  /// An image fill: the original file, in one entry for every scale, its extension from its contents.
  public static func imageFill(_ asset: ExportAsset, bytes: [UInt8]) -> CatalogSet {
    let fileExtension = ImageFileType.fileExtension(of: bytes)
    let file = "\(asset.name).\(fileExtension)"
    return CatalogSet(
      name: asset.name, images: [File(name: file, bytes: bytes)], entries: [entry(file, scale: nil)],
      properties: renderingProperty(asset), summary: "image fill, \(fileExtension)")
  }

  /// The colour set of `color`: its value in each appearance it has, in sRGB.
  public static func color(_ color: ColorSetSpec) -> CatalogSet {
    var entries: [JSONOutput] = []
    for appearance in ColorSetSpec.Appearance.allCases {
      guard let value = color.values[appearance] else { continue }
      let channels = ["red": value.red, "green": value.green, "blue": value.blue, "alpha": value.alpha]
      var entry: [String: JSONOutput] = [
        "idiom": .string("universal"),
        "color": .object([
          "color-space": .string("srgb"),
          "components": .object(channels.mapValues { .string(Self.component($0)) }),
        ]),
      ]
      let traits: [(String, String)] =
        switch appearance {
        case .any: []
        case .dark: [("luminosity", "dark")]
        case .highContrast: [("contrast", "high")]
        case .darkHighContrast: [("luminosity", "dark"), ("contrast", "high")]
        }
      if !traits.isEmpty {
        entry["appearances"] = .array(
          traits.map { .object(["appearance": .string($0.0), "value": .string($0.1)]) })
      }
      entries.append(.object(entry))
    }
    let contents: JSONOutput = .object([
      "colors": .array(entries), "info": .object(["author": .string(Self.author), "version": .number(1)]),
    ])
    let appearances = ColorSetSpec.Appearance.allCases.filter { color.values[$0] != nil }.map(\.rawValue)
    var set = CatalogSet(
      name: color.name, images: [], entries: [], properties: [:],
      summary: "colour, " + appearances.joined(separator: " "))
    set.kind = .color
    set.files = [File(name: "Contents.json", bytes: Array(contents.rendered().utf8))]
    return set
  }

  /// A channel as Xcode writes it: three decimals (`0.478`, `1.000`).
  private static func component(_ value: Double) -> String {
    let text = NumberText.format(min(1, max(0, value)))
    guard let dot = text.firstIndex(of: ".") else { return text + ".000" }
    return text + String(repeating: "0", count: max(0, 4 - text.distance(from: dot, to: text.endIndex)))
  }

  /// The image set with `images`, listed in its `Contents.json` by `entries`.
  private init(
    name: String, images: [File], entries: [JSONOutput], properties: [String: JSONOutput], summary: String
  ) {
    var contents: [String: JSONOutput] = [
      "images": .array(entries),
      "info": .object(["author": .string(Self.author), "version": .number(1)]),
    ]
    if !properties.isEmpty { contents["properties"] = .object(properties) }
    let listing = File(name: "Contents.json", bytes: Array(JSONOutput.object(contents).rendered().utf8))
    self.name = name
    self.files = (images + [listing]).sorted { $0.name < $1.name }
    self.summary = summary
  }

  /// One element of `images`: the file, for every device, at `scale` when given.
  private static func entry(_ file: String, scale: Int?) -> JSONOutput {
    var entry: [String: JSONOutput] = ["filename": .string(file), "idiom": .string("universal")]
    if let scale { entry["scale"] = .string("\(scale)x") }
    return .object(entry)
  }

  /// `template-rendering-intent`: `template` for a one-colour icon, `original` for an image in its own colours, which
  /// a button or a bar would otherwise draw as a template (Xcode's "Render As").
  private static func renderingProperty(_ asset: ExportAsset) -> [String: JSONOutput] {
    ["template-rendering-intent": .string(asset.rendering.rawValue)]
  }
}
