public import Diagnostics
import JSONText

/// Decodes Figma REST API JSON — a file response, a nodes response, or one bare node — into a
/// ``FigmaFile``.
public struct FigmaDecoder: Sendable {
  /// The input's path as the user gave it, used in diagnostics.
  public var source: String
  /// The deepest node nesting accepted.
  public var maxNodeDepth: Int

  /// Creates a decoder for input named `source`.
  public init(source: String, maxNodeDepth: Int = 200) {
    self.source = source
    self.maxNodeDepth = maxNodeDepth
  }

  /// Decodes `bytes`; problems that were recovered from come back as warnings.
  public func decode(_ bytes: [UInt8]) throws(Diagnostic) -> (file: FigmaFile, warnings: [Diagnostic]) {
    let document: JSONDocument
    do {
      document = try JSONDocument(
        bytes: bytes, limits: JSONLimits(maxDepth: maxNodeDepth * 4 + 64, maxBytes: 2_000_000_000))
    } catch {
      throw Diagnostic(
        .error, "figma.json", "invalid JSON: \(error.message) (byte \(error.offset))",
        at: SourceLocation(file: source, line: error.line, column: error.column))
    }
    var nodes = NodeDecoder(reader: FieldReader(source: source), maxDepth: maxNodeDepth)
    let file = try decodeEnvelope(document.root, with: &nodes)
    return (file, nodes.reader.warnings)
  }

  private func decodeEnvelope(_ root: JSONValue, with nodes: inout NodeDecoder) throws(Diagnostic) -> FigmaFile {
    guard root.kind == .object else {
      throw nodes.reader.failure(
        "expected a Figma response (an object with 'document', 'nodes', or a node's 'id' and 'type'), found \(root.kind.phrase)",
        at: root)
    }
    let name = try root["name"].flatMap { (v) throws(Diagnostic) in try nodes.reader.optionalString(v) }
    if let document = root["document"] {
      var entry = FigmaEntry(requestedID: nil, document: try nodes.node(document))
      try readMaps(of: root, into: &entry, with: &nodes)
      return FigmaFile(shape: .file, name: name, entries: [entry])
    }
    if let map = root["nodes"] {
      return FigmaFile(shape: .nodes, name: name, entries: try nodesEntries(map, with: &nodes))
    }
    if root["id"] != nil, root["type"] != nil {
      return FigmaFile(shape: .node, name: nil, entries: [FigmaEntry(requestedID: nil, document: try nodes.node(root))])
    }
    throw nodes.reader.failure(notAResponse(root), at: root)
  }

  private func nodesEntries(_ map: JSONValue, with nodes: inout NodeDecoder) throws(Diagnostic) -> [FigmaEntry] {
    var entries: [FigmaEntry] = []
    try nodes.reader.object(map).forEachMember { (id, value) throws(Diagnostic) in
      if value.isNull {
        nodes.reader.warn("node '\(id)' was requested but does not exist in the file", at: value)
        return
      }
      let object = try nodes.reader.object(value)
      guard let document = object["document"] else {
        throw nodes.reader.failure("expected 'document' in the entry for node '\(id)'", at: value)
      }
      var entry = FigmaEntry(requestedID: id, document: try nodes.node(document))
      try readMaps(of: object, into: &entry, with: &nodes)
      entries.append(entry)
    }
    return entries
  }

  private func readMaps(of object: JSONValue, into entry: inout FigmaEntry, with nodes: inout NodeDecoder)
    throws(Diagnostic)
  {
    let reader = nodes.reader
    func meta(_ value: JSONValue) throws(Diagnostic) -> ComponentMeta {
      let fields = try reader.object(value)
      return ComponentMeta(
        name: try fields["name"].map { (v) throws(Diagnostic) in try reader.string(v) } ?? "",
        description: try fields["description"].flatMap { (v) throws(Diagnostic) in try reader.optionalString(v) } ?? "",
        componentSetID: try fields["componentSetId"].flatMap { (v) throws(Diagnostic) in try reader.optionalString(v) },
        isRemote: try fields["remote"].map { (v) throws(Diagnostic) in try reader.bool(v) } ?? false)
    }
    try object["components"].map { (v) throws(Diagnostic) in
      try reader.object(v).forEachMember { (id, value) throws(Diagnostic) in entry.components[id] = try meta(value) }
    }
    try object["componentSets"].map { (v) throws(Diagnostic) in
      try reader.object(v).forEachMember { (id, value) throws(Diagnostic) in entry.componentSets[id] = try meta(value) }
    }
    try object["styles"].map { (v) throws(Diagnostic) in
      try reader.object(v).forEachMember { (id, value) throws(Diagnostic) in
        let fields = try reader.object(value)
        entry.styles[id] = StyleMeta(
          name: try fields["name"].map { (v) throws(Diagnostic) in try reader.string(v) } ?? "",
          styleType: try fields["styleType"].map { (v) throws(Diagnostic) in try reader.string(v) } ?? "")
      }
    }
  }

  private func notAResponse(_ root: JSONValue) -> String {
    if let status = root["status"]?.double, let message = root["err"]?.string ?? root["message"]?.string {
      return "this is a Figma API error response (status \(NumberText.format(status)): \(message)), not a design"
    }
    let keys = root.keys.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
    return "expected a Figma response (an object with 'document', 'nodes', or a node's 'id' and 'type'); "
      + "found an object with keys \(keys.isEmpty ? "(none)" : keys)"
  }
}
