import JSONText

extension DiagnosticPrinter {
  /// The base id of every relative artifact URI: the folder the command ran in.
  public static let sarifRootID = "PROJECTROOT"

  /// The findings as a SARIF 2.1.0 log for code-scanning UIs and editors: one run of the tool `figsnap`.
  ///
  /// The driver describes every rule of `ruleIDs` and every rule a finding has, each with `rule`'s descriptions and
  /// default level; results point at them by index. `absolutePath` turns a finding's path into an absolute one; a
  /// file under `root` (an absolute folder) has a URI relative to ``sarifRootID``, which `originalUriBaseIds` sets
  /// to `root`, and any other an absolute `file://` URI. A finding about a view of a generated file is located at its
  /// Swift line; its notes with a place, the design's node among them, are related locations.
  public static func sarif(
    _ diagnostics: [Diagnostic], version: String, ruleIDs: [String], rule: (String) -> FindingRule, root: String,
    absolutePath: @escaping (String) -> String
  ) -> String {
    let uris = SARIFLocation.URIs(root: root, absolutePath: absolutePath)
    let sorted = diagnostics.sorted()
    let ids = Set(ruleIDs + sorted.map(\.ruleID)).sorted()
    let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let driver: [String: JSONOutput] = [
      "name": .string("figsnap"),
      "version": .string(version),
      "semanticVersion": .string(version),
      "rules": .array(ids.map { sarifDescriptor(rule($0)) }),
    ]
    let results = sorted.map { sarifResult($0, ruleIndex: index[$0.ruleID] ?? 0, uris: uris) }
    let run: [String: JSONOutput] = [
      "tool": .object(["driver": .object(driver)]),
      "originalUriBaseIds": .object([
        sarifRootID: .object(["uri": .string(SARIFLocation.fileURI(folder: root))])
      ]),
      "columnKind": .string("unicodeCodePoints"),
      "results": .array(results),
    ]
    return JSONOutput.object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(run)]),
    ]).rendered()
  }

  private static func sarifDescriptor(_ rule: FindingRule) -> JSONOutput {
    var descriptor: [String: JSONOutput] = [
      "id": .string(rule.id),
      "shortDescription": .object(["text": .string(rule.summary)]),
      "fullDescription": .object(["text": .string(rule.details)]),
      "help": .object(["text": .string(rule.help)]),
    ]
    if let level = rule.defaultSeverity {
      descriptor["defaultConfiguration"] = .object(["level": .string(level.rawValue)])
    }
    return .object(descriptor)
  }

  private static func sarifResult(_ diagnostic: Diagnostic, ruleIndex: Int, uris: SARIFLocation.URIs) -> JSONOutput {
    var text = diagnostic.message
    if let node = diagnostic.node { text += " (\(node))" }
    var related: [JSONOutput] = []
    let primary = diagnostic.generated ?? diagnostic.location
    for note in diagnostic.notes {
      if let location = note.location {
        related.append(uris.json(location, id: related.count, message: note.message))
      } else {
        text += "\n" + note.message
      }
    }
    var result: [String: JSONOutput] = [
      "ruleId": .string(diagnostic.ruleID),
      "ruleIndex": .number(Double(ruleIndex)),
      "level": .string(diagnostic.severity.rawValue),
      "message": .object(["text": .string(text)]),
      "locations": .array([uris.json(primary)]),
    ]
    if !related.isEmpty { result["relatedLocations"] = .array(related) }
    var properties: [String: JSONOutput] = [:]
    if let node = diagnostic.node {
      properties["nodeId"] = .string(node.id)
      properties["nodeName"] = .string(node.name)
    }
    if let screen = diagnostic.screen {
      properties["screenId"] = .string(screen.id)
      properties["screenName"] = .string(screen.name)
    }
    if let scope = diagnostic.scope { properties["scope"] = .string(scope) }
    if !properties.isEmpty { result["properties"] = .object(properties) }
    return .object(result)
  }
}

/// SARIF's locations and URIs for the paths findings name.
enum SARIFLocation {
  /// How a run's paths become artifact locations.
  struct URIs {
    /// The folder relative URIs are relative to, absolute and without a final `/`.
    var root: String
    var absolutePath: (String) -> String

    /// A `location` object: the file relative to the root when it is inside it, else absolute, and its line and
    /// column when known.
    func json(_ location: SourceLocation, id: Int? = nil, message: String? = nil) -> JSONOutput {
      let path = absolutePath(location.file)
      let base = root.hasSuffix("/") ? root : root + "/"
      let artifact: [String: JSONOutput] =
        path.hasPrefix(base)
        ? [
          "uri": .string(SARIFLocation.percentEncoded(String(path.dropFirst(base.count)))),
          "uriBaseId": .string(DiagnosticPrinter.sarifRootID),
        ]
        : ["uri": .string("file://" + SARIFLocation.percentEncoded(path))]
      var physical: [String: JSONOutput] = ["artifactLocation": .object(artifact)]
      if let line = location.line {
        var region: [String: JSONOutput] = ["startLine": .number(Double(line))]
        if let column = location.column { region["startColumn"] = .number(Double(column)) }
        physical["region"] = .object(region)
      }
      var object: [String: JSONOutput] = ["physicalLocation": .object(physical)]
      if let id { object["id"] = .number(Double(id)) }
      if let message { object["message"] = .object(["text": .string(message)]) }
      return .object(object)
    }
  }

  /// The `file://` URI of an absolute folder, ending in `/`.
  static func fileURI(folder: String) -> String {
    let encoded = percentEncoded(folder)
    return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
  }

  /// `path` with every byte outside RFC 3986's unreserved characters and `/` percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    var text = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }
}
