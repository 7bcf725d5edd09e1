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

  /// Decodes `bytes`; problems that were recovered from come back beside the file.
  ///
  /// Only input that is not a Figma response at all throws: malformed JSON, an envelope without a
  /// document, a node that is not an object or lacks a string `id` or `type`, `children` that is not
  /// an array, and the size and depth limits. Any other unusable value is replaced by the API's
  /// default and reported as one `figma.decode` note per field, sorted by field name.
  public func decode(_ bytes: [UInt8]) throws(Diagnostic) -> (file: FigmaFile, diagnostics: [Diagnostic]) {
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
    return (file, nodes.reader.diagnostics)
  }

  private func decodeEnvelope(_ root: JSONValue, with nodes: inout NodeDecoder) throws(Diagnostic) -> FigmaFile {
    guard root.kind == .object else {
      throw nodes.reader.failure(
        "expected a Figma response (an object with 'document', 'nodes', or a node's 'id' and 'type'), found \(root.kind.phrase)",
        at: root)
    }
    if let document = root["document"] {
      var entry = FigmaEntry(requestedID: nil, document: try nodes.node(document))
      nodes.reader.readMaps(of: root, into: &entry)
      return FigmaFile(shape: .file, name: fileName(of: root, with: &nodes), entries: [entry])
    }
    if let map = root["nodes"] {
      let entries = try nodesEntries(map, with: &nodes)
      return FigmaFile(shape: .nodes, name: fileName(of: root, with: &nodes), entries: entries)
    }
    if root["id"] != nil, root["type"] != nil {
      return FigmaFile(shape: .node, name: nil, entries: [FigmaEntry(requestedID: nil, document: try nodes.node(root))])
    }
    throw nodes.reader.failure(notAResponse(root), at: root)
  }

  /// The envelope's `name`, which a bare node does not have (its `name` is the node's).
  private func fileName(of root: JSONValue, with nodes: inout NodeDecoder) -> String? {
    root["name"].flatMap { nodes.reader.optionalString($0, "name") }
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
      nodes.reader.readMaps(of: object, into: &entry)
      entries.append(entry)
    }
    return entries
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
