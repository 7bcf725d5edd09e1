public import Diagnostics
import JSONText

/// Decodes a variables response (`GET /v1/files/:key/variables/local` or `/published`), with or without the API's
/// `{ status, error, meta }` envelope, into ``FigmaVariables``.
///
/// What a variables response must be (objects, ids, a collection per variable) throws a diagnostic naming the JSON path
/// and byte offset; a value figsnap cannot read is left out and reported once per field.
public struct VariablesDecoder: Sendable {
  /// The input's path as the user gave it, used in diagnostics.
  public var source: String

  /// Creates a decoder for input named `source`.
  public init(source: String) { self.source = source }

  /// Decodes `bytes`; problems that were recovered from come back beside the variables.
  public func decode(_ bytes: [UInt8]) throws(Diagnostic) -> (variables: FigmaVariables, diagnostics: [Diagnostic]) {
    let document: JSONDocument
    do {
      // A response saved as UTF-16 (a byte-order mark) is read as the UTF-8 it stands for.
      let text = TextEncoding.utf8(bytes).bytes
      document = try JSONDocument(bytes: text, limits: JSONLimits(maxDepth: 64, maxBytes: 512 << 20))
    } catch {
      throw Diagnostic(
        .error, "figma.json", "invalid JSON: \(error.message) (byte \(error.offset))",
        at: SourceLocation(file: source, line: error.line, column: error.column))
    }
    var reader = FieldReader(source: source)
    let meta = try body(of: document.root, reader: reader)
    var variables = FigmaVariables()
    guard let collections = meta["variableCollections"], let list = meta["variables"] else {
      throw reader.failure(
        "expected a variables response (an object with 'variableCollections' and 'variables')", at: meta)
    }
    try reader.object(collections).forEachMember { (key, value) throws(Diagnostic) in
      let collection = try self.collection(value, key: key, reader: &reader)
      variables.collections[collection.id] = collection
    }
    try reader.object(list).forEachMember { (key, value) throws(Diagnostic) in
      let variable = try self.variable(value, key: key, reader: &reader)
      guard variables.collections[variable.collectionID] != nil else {
        throw reader.failure(
          "variable '\(variable.name)' belongs to collection '\(variable.collectionID)', which the response does not have",
          at: value)
      }
      variables.variables[variable.id] = variable
    }
    return (variables, reader.diagnostics)
  }

  /// The response's body: `meta` inside the envelope, else the root.
  private func body(of root: JSONValue, reader: FieldReader) throws(Diagnostic) -> JSONValue {
    let root = try reader.object(root)
    if root["error"]?.bool == true {
      let status = root["status"]?.double.map { " \(Int($0))" } ?? ""
      let message = root["message"]?.string.map { ": \($0)" } ?? ""
      throw reader.failure("the response is an error\(status)\(message)", at: root)
    }
    if let meta = root["meta"], root["variables"] == nil { return try reader.object(meta) }
    return root
  }

  private func collection(_ value: JSONValue, key: String, reader: inout FieldReader) throws(Diagnostic)
    -> FigmaVariables.Collection
  {
    let object = try reader.object(value)
    let id = try object["id"].map { (id) throws(Diagnostic) in try reader.string(id) } ?? key
    guard let modeList = object["modes"] else { throw reader.failure("expected a collection's 'modes'", at: value) }
    var modes: [FigmaVariables.Mode] = []
    for mode in try reader.array(modeList) {
      let entry = try reader.object(mode)
      guard let modeID = entry["modeId"] else { throw reader.failure("expected a mode's 'modeId'", at: mode) }
      let name = entry["name"].map { reader.string($0, "modes.name", default: "") } ?? ""
      modes.append(FigmaVariables.Mode(id: try reader.string(modeID), name: name))
    }
    guard let first = modes.first else { throw reader.failure("collection '\(id)' has no modes", at: value) }
    let defaultMode = object["defaultModeId"].flatMap { reader.optionalString($0, "defaultModeId") } ?? first.id
    return FigmaVariables.Collection(
      id: id, name: object["name"].map { reader.string($0, "name", default: id) } ?? id, modes: modes,
      defaultModeID: modes.contains { $0.id == defaultMode } ? defaultMode : first.id,
      isHiddenFromPublishing: object["hiddenFromPublishing"].map {
        reader.bool($0, "hiddenFromPublishing", default: false)
      } ?? false)
  }

  private func variable(_ value: JSONValue, key: String, reader: inout FieldReader) throws(Diagnostic)
    -> FigmaVariables.Variable
  {
    let object = try reader.object(value)
    let id = try object["id"].map { (id) throws(Diagnostic) in try reader.string(id) } ?? key
    guard let name = object["name"], let collection = object["variableCollectionId"] else {
      throw reader.failure("expected a variable's 'name' and 'variableCollectionId'", at: value)
    }
    var values: [String: FigmaVariables.Value] = [:]
    if let byMode = object["valuesByMode"] {
      try reader.object(byMode).forEachMember { mode, entry in
        if let decoded = self.value(entry, reader: &reader) { values[mode] = decoded }
      }
    }
    return FigmaVariables.Variable(
      id: id, name: try reader.string(name), collectionID: try reader.string(collection),
      resolvedType: object["resolvedType"].map { reader.vocabulary($0, "resolvedType", default: .unknown("")) }
        ?? .unknown(""),
      values: values, description: object["description"].map { reader.string($0, "description", default: "") } ?? "",
      isHiddenFromPublishing: object["hiddenFromPublishing"].map {
        reader.bool($0, "hiddenFromPublishing", default: false)
      } ?? false,
      iOSSyntax: object["codeSyntax"]?["iOS"].flatMap { reader.optionalString($0, "codeSyntax.iOS") },
      scopes: object["scopes"].flatMap { reader.array($0, "scopes", nullable: true) }.map { scopes in
        scopes.map { reader.vocabulary($0, "scopes", default: FigmaVariables.Scope.unknown("")) }
      } ?? [],
      line: value.lineAndColumn.line, column: value.lineAndColumn.column)
  }

  /// One mode's value: an alias, a colour, a number, a string or a boolean; nil (noted) for anything else.
  private func value(_ entry: JSONValue, reader: inout FieldReader) -> FigmaVariables.Value? {
    switch entry.kind {
    case .number: return entry.double.map(FigmaVariables.Value.number)
    case .string: return entry.string.map(FigmaVariables.Value.string)
    case .bool: return entry.bool.map(FigmaVariables.Value.boolean)
    case .object:
      if entry["type"]?.string == "VARIABLE_ALIAS", let id = entry["id"]?.string { return .alias(id) }
      if entry["r"] != nil, let color = reader.color(entry, "valuesByMode") { return .color(color) }
    default: break
    }
    reader.tolerate("valuesByMode", entry, expected: "a colour, number, string, boolean or alias", used: "no value")
    return nil
  }
}
