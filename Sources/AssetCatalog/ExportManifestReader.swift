public import Diagnostics
import FigmaAPI
import FileTransactions
import JSONText
import LayoutIR
import Semantics

/// Reads an asset manifest, refusing one that is malformed with an error that names the file, the line and the
/// JSON path of the bad field (`assets[3].kind: expected "vector", "raster" or "symbol", found "bitmap"`).
///
/// Fields it does not know are ignored, so a newer generator's additions do not break it; a `version` it does not
/// know is refused.
public struct ExportManifestReader {
  /// The manifest's path as the user gave it.
  public var path: String

  /// Reads the manifest at `path`.
  public static func read(_ path: String) throws(Diagnostic) -> ExportManifest {
    try ExportManifestReader(path: path).parse(InputFile.read(path))
  }

  /// Parses the manifest's bytes.
  public func parse(_ bytes: [UInt8]) throws(Diagnostic) -> ExportManifest {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes)
    } catch {
      throw Diagnostic(
        .error, "figsnap.input", "invalid JSON: \(error.message) (byte \(error.offset))",
        at: SourceLocation(file: path, line: error.line, column: error.column))
    }
    let root = document.root
    guard root.kind == .object else {
      throw failure(
        "expected an asset manifest (an object with 'version' and 'assets'), found \(root.kind.phrase)", at: root)
    }
    let version = try required(root, "version", in: "")
    guard let number = version.double, let whole = CheckedNumber.whole(number, in: Int.min...Int.max) else {
      throw failure("version: expected a whole number, found \(Self.describe(version))", at: version)
    }
    guard whole == AssetManifest.version else {
      throw failure(
        "version: this figsnap reads manifests of version \(AssetManifest.version), not \(whole); use the figsnap that generated it",
        at: version)
    }
    let list = try required(root, "assets", in: "")
    guard list.kind == .array else {
      throw failure("assets: expected an array, found \(Self.describe(list))", at: list)
    }
    var assets: [ExportAsset] = []
    var seen: [String: String] = [:]
    for (index, element) in list.elements.enumerated() {
      let asset = try self.asset(element, at: "assets[\(index)]")
      let imageSet = asset.kind == .symbol ? "symbol " + asset.name : asset.name
      if let first = seen[imageSet] {
        throw failure("assets[\(index)].name: '\(asset.name)' is listed twice (first at \(first))", at: element)
      }
      seen[imageSet] = "assets[\(index)]"
      assets.append(asset)
    }
    let source = try optionalString(root, "source", in: "")
    var manifest = ExportManifest(path: path, source: source, assets: assets.sorted { $0.name < $1.name })
    if let fonts = root["fonts"] {
      guard fonts.kind == .array else {
        throw failure("fonts: expected an array, found \(Self.describe(fonts))", at: fonts)
      }
      for (index, font) in fonts.elements.enumerated() {
        guard let name = font.string, !name.isEmpty else {
          throw failure("fonts[\(index)]: expected a font's name, found \(Self.describe(font))", at: font)
        }
        manifest.fonts.append(name)
      }
      manifest.fonts.sort()
    }
    if let colors = root["colors"] {
      guard colors.kind == .array else {
        throw failure("colors: expected an array, found \(Self.describe(colors))", at: colors)
      }
      var names: Set<String> = []
      for (index, element) in colors.elements.enumerated() {
        let color = try self.color(element, at: "colors[\(index)]")
        guard names.insert(color.name).inserted else {
          throw failure("colors[\(index)].name: '\(color.name)' is listed twice", at: element)
        }
        manifest.colors.append(color)
      }
      manifest.colors.sort { $0.name < $1.name }
    }
    return manifest
  }

  /// One element of `colors`, at JSON path `field`: a name, a token's name, and `[red, green, blue, alpha]` (each 0…1)
  /// in `any` appearance and in the others it has.
  private func color(_ value: JSONValue, at field: String) throws(Diagnostic) -> ColorSetSpec {
    guard value.kind == .object else {
      throw failure("\(field): expected an object, found \(Self.describe(value))", at: value)
    }
    let name = try string(value, "name", in: field)
    guard Self.isColorSetName(name) else {
      throw failure(
        "\(field).name: expected ASCII letters, digits and '_', starting with a letter (a colour set's name), found '\(name)'",
        at: value["name"] ?? value)
    }
    var values: [ColorSetSpec.Appearance: ColorSetSpec.Components] = [:]
    for appearance in ColorSetSpec.Appearance.allCases {
      guard let member = value[appearance.rawValue] else { continue }
      let channels = member.kind == .array ? member.elements.compactMap(\.double) : []
      guard channels.count == 4, member.elements.count == 4, channels.allSatisfy({ (0...1).contains($0) }) else {
        throw failure(
          "\(field).\(appearance.rawValue): expected [red, green, blue, alpha], each from 0 to 1, found \(Self.describe(member))",
          at: member)
      }
      values[appearance] = ColorSetSpec.Components(
        red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }
    guard values[.any] != nil else { throw failure("\(field): missing \"any\"", at: value) }
    return ColorSetSpec(name: name, token: try optionalString(value, "token", in: field) ?? name, values: values)
  }

  /// One element of `assets`, at JSON path `field`.
  private func asset(_ value: JSONValue, at field: String) throws(Diagnostic) -> ExportAsset {
    guard value.kind == .object else {
      throw failure("\(field): expected an object, found \(Self.describe(value))", at: value)
    }
    let name = try string(value, "name", in: field)
    let kind = try choice(value, "kind", in: field, of: AssetSpec.Kind.allCases)
    let isSymbol = kind == .symbol
    if !isSymbol, !Self.isImageSetName(name) {
      throw failure(
        "\(field).name: expected lowercase letters, digits and '-' (an image set's name), found '\(name)'",
        at: value["name"] ?? value)
    }
    // An SF Symbol needs neither: nothing is exported.
    let rendering =
      try isSymbol && value["rendering"] == nil
      ? AssetSpec.Rendering.template : choice(value, "rendering", in: field, of: AssetSpec.Rendering.allCases)
    let node = try isSymbol && value["node"] == nil ? "" : string(value, "node", in: field)
    // The node goes into a render request's query: it must be an id, not more of the query.
    if !node.isEmpty, !FigmaIdentifier.nodeID.accepts(node) {
      let member = value["node"] ?? value
      throw failure("\(field).node: expected a Figma node id such as 12:34, found \(Self.describe(member))", at: member)
    }
    var nodes = node.isEmpty ? [] : [node]
    if let list = value["nodes"] {
      guard list.kind == .array else {
        throw failure("\(field).nodes: expected an array of node ids, found \(Self.describe(list))", at: list)
      }
      nodes = []
      for (index, element) in list.elements.enumerated() {
        guard let id = element.string, !id.isEmpty else {
          throw failure("\(field).nodes[\(index)]: expected a node id, found \(Self.describe(element))", at: element)
        }
        nodes.append(id)
      }
    }
    for dimension in ["width", "height"] {
      guard let member = value[dimension] else { continue }
      guard let number = member.double, number.isFinite, number >= 0 else {
        throw failure("\(field).\(dimension): expected a number of points, found \(Self.describe(member))", at: member)
      }
    }
    let imageRef = try optionalString(value, "imageRef", in: field)
    if imageRef != nil, kind != .raster {
      throw failure(
        "\(field).imageRef: only a raster asset has an image fill, and this one is a \(kind.rawValue)", at: value)
    }
    let (line, column) = value.lineAndColumn
    return ExportAsset(
      name: name, kind: kind, rendering: rendering, node: node, nodes: nodes, imageRef: imageRef,
      location: SourceLocation(file: path, line: line, column: column))
  }

  /// The member `key` of `object`, or an error naming the path `field` it is missing from.
  private func required(_ object: JSONValue, _ key: String, in field: String) throws(Diagnostic) -> JSONValue {
    guard let value = object[key] else {
      throw failure("\(field.isEmpty ? "" : field + ": ")missing \"\(key)\"", at: object)
    }
    return value
  }

  /// The non-empty string member `key` of `object`.
  private func string(_ object: JSONValue, _ key: String, in field: String) throws(Diagnostic) -> String {
    let value = try required(object, key, in: field)
    guard let text = value.string, !text.isEmpty else {
      throw failure("\(Self.join(field, key)): expected a non-empty string, found \(Self.describe(value))", at: value)
    }
    return text
  }

  /// The string member `key` of `object`, or nil when it is absent or null.
  private func optionalString(_ object: JSONValue, _ key: String, in field: String) throws(Diagnostic) -> String? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let text = value.string, !text.isEmpty else {
      throw failure("\(Self.join(field, key)): expected a non-empty string, found \(Self.describe(value))", at: value)
    }
    return text
  }

  /// The member `key` of `object` as one of `cases`, by raw value.
  private func choice<Choice: RawRepresentable>(
    _ object: JSONValue, _ key: String, in field: String, of cases: [Choice]
  ) throws(Diagnostic) -> Choice where Choice.RawValue == String {
    let value = try required(object, key, in: field)
    guard let text = value.string, let found = cases.first(where: { $0.rawValue == text }) else {
      let expected = Self.alternatives(cases.map(\.rawValue))
      throw failure("\(Self.join(field, key)): expected \(expected), found \(Self.describe(value))", at: value)
    }
    return found
  }

  /// An error at `value`'s line and column in the manifest.
  private func failure(_ message: String, at value: JSONValue) -> Diagnostic {
    let (line, column) = value.lineAndColumn
    return Diagnostic(.error, "figsnap.input", "\(message)", at: SourceLocation(file: path, line: line, column: column))
  }

  /// `"a", "b" or "c"`.
  private static func alternatives(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `field.key`, or `key` at the top level.
  private static func join(_ field: String, _ key: String) -> String { field.isEmpty ? key : field + "." + key }

  /// A found value for a message: a string quoted, anything else by its kind.
  private static func describe(_ value: JSONValue) -> String {
    if let text = value.string {
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "\"" + shown + "\""
    }
    if let number = value.double { return NumberText.format(number) }
    return value.kind.phrase
  }

  /// Whether `name` can name an image set figsnap writes: lowercase ASCII letters, digits and `-`, not starting
  /// with `-`.
  public static func isImageSetName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first != "-" else { return false }
    return name.unicodeScalars.allSatisfy { Self.imageSetCharacters.contains($0) }
  }

  private static let imageSetCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-".unicodeScalars)

  /// Whether `name` can name a colour set figsnap writes: a Swift name of ASCII letters, digits and `_`, starting with
  /// a letter, at most 200 characters.
  public static func isColorSetName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 200,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
