public import JSONText
public import Semantics

/// The asset manifest `generate` writes beside the Swift (`assets.json`): every image the code shows by name, for
/// `figsnap assets` to export from Figma into an asset catalogue, the colour sets the code refers to by name, for it to
/// write there, and the fonts the app must bundle, for a person to see what the app needs.
///
/// Its first member is always `"generator": "figsnap"`, which marks the file as figsnap's to overwrite; the others
/// follow in sorted order, assets sorted by name.
public enum AssetManifest {
  /// The file's name in the output folder.
  public static let fileName = "assets.json"
  /// The manifest format's version.
  public static let version = 1
  /// How every manifest begins.
  public static let marker = "{\n  \"generator\": \"figsnap\","

  /// The manifest of `assets`, the colour sets `colors` and the `fonts` to bundle (families or PostScript names; each
  /// member is left out when there are none), generated from the input `source`.
  public static func text(
    _ assets: [AssetSpec], colors: [ColorSetSpec] = [], fonts: [String] = [], source: String
  ) -> String {
    var object: [String: JSONOutput] = [
      "version": .number(Double(version)),
      "source": .string(source),
      "assets": .array(assets.sorted { $0.name < $1.name }.map(entry)),
    ]
    if !fonts.isEmpty { object["fonts"] = .array(fonts.sorted().map(JSONOutput.string)) }
    if !colors.isEmpty { object["colors"] = .array(colors.sorted { $0.name < $1.name }.map(entry)) }
    let members = JSONOutput.object(object).rendered()
    // `{\n` and the sorted members: the marker goes first.
    return marker + "\n" + members.dropFirst(2)
  }

  /// One colour set as the manifest lists it: its name, its token's, and `[red, green, blue, alpha]` in each
  /// appearance it has a value for.
  public static func entry(_ color: ColorSetSpec) -> JSONOutput {
    var object: [String: JSONOutput] = ["name": .string(color.name), "token": .string(color.token)]
    for (appearance, value) in color.values {
      object[appearance.rawValue] = .array(
        [value.red, value.green, value.blue, value.alpha].map { .number(NumberText.rounded($0)) })
    }
    return .object(object)
  }

  /// One asset as the manifest lists it.
  public static func entry(_ asset: AssetSpec) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "name": .string(asset.name),
      "kind": .string(asset.kind.rawValue),
      "rendering": .string(asset.rendering.rawValue),
      "node": .string(asset.nodes.first ?? ""),
      "nodes": .array(asset.nodes.map(JSONOutput.string)),
      "width": .number(NumberText.rounded(asset.size.width)),
      "height": .number(NumberText.rounded(asset.size.height)),
    ]
    if let reference = asset.imageRef { object["imageRef"] = .string(reference) }
    if let symbol = asset.symbol {
      object["symbol"] = .string(asset.name)
      object["pointSize"] = .number(symbol.pointSize)
      object["weight"] = .string(symbol.weight.rawValue)
    }
    return .object(object)
  }
}
