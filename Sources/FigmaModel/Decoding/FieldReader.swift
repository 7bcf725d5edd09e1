import Diagnostics
import JSONText

/// Reads typed values out of JSON for the decoder.
///
/// What a Figma response must be (objects, ids, types, children) throws a diagnostic that names
/// the JSON path and byte offset; everything else is read tolerantly (see `FieldReader+Tolerant.swift`),
/// with the unusable value replaced by the API's default and recorded in ``notes``.
struct FieldReader {
  let source: String
  /// Recovered problems that concern one place, such as a requested node that does not exist.
  var warnings: [Diagnostic] = []
  /// Tolerated field values, aggregated per field and kind of problem.
  var notes = DecodeNotes()

  /// Numbers beyond this are treated as corrupt input.
  static let maxCoordinate = 10_000_000.0

  /// Everything reading found: the warnings, then the aggregated notes.
  var diagnostics: [Diagnostic] { warnings + notes.diagnostics(source: source) }

  func failure(_ message: String, at value: JSONValue) -> Diagnostic {
    let (line, column) = value.lineAndColumn
    return Diagnostic(
      .error, "figma.decode", "\(message) at \(Self.abbreviated(value.path)) (byte \(value.byteOffset))",
      at: SourceLocation(file: source, line: line, column: column))
  }

  func typeError(_ value: JSONValue, expected: String) -> Diagnostic {
    failure("expected \(expected), found \(value.kind.phrase)", at: value)
  }

  /// A string the input cannot do without, such as a node's `id`.
  func string(_ value: JSONValue) throws(Diagnostic) -> String {
    guard let text = value.string else { throw typeError(value, expected: "a string") }
    return text
  }

  /// An object the input cannot do without, such as a node.
  func object(_ value: JSONValue) throws(Diagnostic) -> JSONValue {
    guard value.kind == .object else { throw typeError(value, expected: "an object") }
    return value
  }

  /// An array the input cannot do without, such as `children`.
  func array(_ value: JSONValue) throws(Diagnostic) -> [JSONValue] {
    guard value.kind == .array else { throw typeError(value, expected: "an array") }
    return value.elements
  }

  mutating func warn(_ message: String, at value: JSONValue) {
    let (line, column) = value.lineAndColumn
    warnings.append(
      Diagnostic(
        .warning, "figma.decode", "\(message) at \(Self.abbreviated(value.path))",
        at: SourceLocation(file: source, line: line, column: column)))
  }

  /// A JSONPath cut to its start and end when it is very long (deeply nested input).
  static func abbreviated(_ path: String) -> String {
    guard path.count > 160 else { return path }
    return String(path.prefix(60)) + "…" + String(path.suffix(90))
  }

  /// The value as written in the input, up to 32 bytes: `1e999`, not `inf`.
  static func spelled(_ value: JSONValue) -> String {
    let start = value.byteOffset - value.document.bomLength
    var end = start
    let bytes = value.document.bytes
    while end < bytes.count, end - start < 32, !",}] \n\r\t".utf8.contains(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// A short description of a value for a note: the number as written, or its kind.
  static func described(_ value: JSONValue) -> String {
    value.kind == .number || value.kind == .bool ? spelled(value) : value.kind.phrase
  }
}
