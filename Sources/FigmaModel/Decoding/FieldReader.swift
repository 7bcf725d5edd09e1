import Diagnostics
import JSONText

/// Reads typed values out of JSON for the decoder, turning a wrong type or an absurd number
/// into a diagnostic that names the JSON path and position, and an unknown enum value into a
/// warning plus the API's default.
struct FieldReader {
  let source: String
  var warnings: [Diagnostic] = []

  /// Coordinates and sizes beyond this are treated as corrupt input.
  static let maxCoordinate = 10_000_000.0

  func failure(_ message: String, at value: JSONValue) -> Diagnostic {
    let (line, column) = value.lineAndColumn
    return Diagnostic(
      .error, "figma.decode", "\(message) at \(Self.abbreviated(value.path)) (byte \(value.byteOffset))",
      at: SourceLocation(file: source, line: line, column: column))
  }

  func typeError(_ value: JSONValue, expected: String) -> Diagnostic {
    failure("expected \(expected), found \(value.kind.phrase)", at: value)
  }

  func string(_ value: JSONValue) throws(Diagnostic) -> String {
    guard let text = value.string else { throw typeError(value, expected: "a string") }
    return text
  }

  func optionalString(_ value: JSONValue) throws(Diagnostic) -> String? {
    value.isNull ? nil : try string(value)
  }

  func bool(_ value: JSONValue) throws(Diagnostic) -> Bool {
    guard let flag = value.bool else { throw typeError(value, expected: "a boolean") }
    return flag
  }

  func number(_ value: JSONValue) throws(Diagnostic) -> Double {
    guard let number = value.double else { throw typeError(value, expected: "a number") }
    guard number.isFinite, abs(number) <= Self.maxCoordinate else {
      throw failure("number \(Self.spelled(value)) is out of range (±10000000)", at: value)
    }
    return number
  }

  func optionalNumber(_ value: JSONValue) throws(Diagnostic) -> Double? {
    value.isNull ? nil : try number(value)
  }

  func integer(_ value: JSONValue) throws(Diagnostic) -> Int {
    Int(try number(value).rounded())
  }

  /// A number that must lie in `range`; outside it, clamped with a warning.
  mutating func clamped(_ value: JSONValue, to range: ClosedRange<Double>) throws(Diagnostic) -> Double {
    let number = try number(value)
    guard range.contains(number) else {
      warn("value \(Self.spelled(value)) is outside \(range.lowerBound)…\(range.upperBound); clamped", at: value)
      return min(max(number, range.lowerBound), range.upperBound)
    }
    return number
  }

  /// A string naming an enum case; an unknown one gives a warning and `fallback`.
  mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ value: JSONValue, default fallback: E
  ) throws(Diagnostic) -> E where E.RawValue == String {
    let text = try string(value)
    if let known = E(rawValue: text) { return known }
    let choices = E.allCases.map(\.rawValue).joined(separator: ", ")
    warn("unknown value '\(text)' (expected one of \(choices)); using \(fallback.rawValue)", at: value)
    return fallback
  }

  func object(_ value: JSONValue) throws(Diagnostic) -> JSONValue {
    guard value.kind == .object else { throw typeError(value, expected: "an object") }
    return value
  }

  func array(_ value: JSONValue) throws(Diagnostic) -> [JSONValue] {
    guard value.kind == .array else { throw typeError(value, expected: "an array") }
    return value.elements
  }

  /// A `Rectangle` `{x, y, width, height}`, or nil for `null`.
  func rect(_ value: JSONValue) throws(Diagnostic) -> Rect? {
    if value.isNull { return nil }
    var rect = Rect.zero
    try object(value).forEachMember { (key, field) throws(Diagnostic) in
      switch key {
      case "x": rect.x = try number(field)
      case "y": rect.y = try number(field)
      case "width": rect.width = try size(field)
      case "height": rect.height = try size(field)
      default: break
      }
    }
    return rect
  }

  func size(_ value: JSONValue) throws(Diagnostic) -> Double {
    let number = try number(value)
    guard number >= 0 else { throw failure("negative size \(Self.spelled(value))", at: value) }
    return number
  }

  /// A `Color` `{r, g, b, a}`.
  mutating func color(_ value: JSONValue) throws(Diagnostic) -> RGBA {
    var color = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    try object(value).forEachMember { (key, field) throws(Diagnostic) in
      switch key {
      case "r": color.red = try clamped(field, to: 0...1)
      case "g": color.green = try clamped(field, to: 0...1)
      case "b": color.blue = try clamped(field, to: 0...1)
      case "a": color.alpha = try clamped(field, to: 0...1)
      default: break
      }
    }
    return color
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

  private static func spelled(_ value: JSONValue) -> String {
    let start = value.byteOffset - value.document.bomLength
    var end = start
    let bytes = value.document.bytes
    while end < bytes.count, end - start < 32, !",}] \n\r\t".utf8.contains(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
