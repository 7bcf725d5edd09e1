import Diagnostics
import JSONText

/// Tolerant reading of the fields no stage needs structurally.
///
/// A `null`, a wrong type or an absurd number never fails the file: the reader notes it once per
/// field (see ``DecodeNotes``) and returns the API's default, or nil for "absent". A `null` in a
/// field the API documents as nullable is silently absent.
extension FieldReader {
  /// Notes that `field` held `value`, which is not `expected`, and what was used instead.
  mutating func tolerate(_ field: String, _ value: JSONValue, expected: String, used: String) {
    let found = value.isNull ? "is null" : "is \(value.kind.phrase), not \(expected)"
    notes.add(field, found: found, used: used, at: value)
  }

  /// A boolean, or `fallback`.
  mutating func bool(_ value: JSONValue, _ field: String, default fallback: Bool) -> Bool {
    if let flag = value.bool { return flag }
    tolerate(field, value, expected: "a boolean", used: "used \(fallback)")
    return fallback
  }

  /// A string, or `fallback`.
  mutating func string(_ value: JSONValue, _ field: String, default fallback: String) -> String {
    if let text = value.string { return text }
    tolerate(field, value, expected: "a string", used: fallback.isEmpty ? "used ''" : "used '\(fallback)'")
    return fallback
  }

  /// A string, or nil for a `null` (silently) or anything else (noted).
  mutating func optionalString(_ value: JSONValue, _ field: String) -> String? {
    if let text = value.string { return text }
    if !value.isNull { tolerate(field, value, expected: "a string", used: "treated as absent") }
    return nil
  }

  /// A number within ±``maxCoordinate``, or `fallback`.
  mutating func number(_ value: JSONValue, _ field: String, default fallback: Double) -> Double {
    finite(value, field, used: "used \(NumberText.format(fallback))") ?? fallback
  }

  /// A number within ±``maxCoordinate``, or nil for a `null` (silently) or anything else (noted).
  mutating func optionalNumber(_ value: JSONValue, _ field: String) -> Double? {
    value.isNull ? nil : finite(value, field, used: "treated as absent")
  }

  /// A whole number (rounded), or `fallback`.
  mutating func integer(_ value: JSONValue, _ field: String, default fallback: Int) -> Int {
    finite(value, field, used: "used \(fallback)").map { Int($0.rounded()) } ?? fallback
  }

  /// A whole number (rounded), or nil for a `null` (silently) or anything else (noted).
  mutating func optionalInteger(_ value: JSONValue, _ field: String) -> Int? {
    optionalNumber(value, field).map { Int($0.rounded()) }
  }

  /// A number that must lie in `range`; outside it, the nearest end of the range, with a note.
  mutating func clamped(_ value: JSONValue, _ field: String, to range: ClosedRange<Double>, default fallback: Double)
    -> Double
  {
    guard let number = value.double else {
      tolerate(field, value, expected: "a number", used: "used \(NumberText.format(fallback))")
      return fallback
    }
    guard range.contains(number) else {
      let bounds = "\(NumberText.format(range.lowerBound))…\(NumberText.format(range.upperBound))"
      notes.add(field, found: "is outside \(bounds)", used: "clamped", detail: Self.spelled(value), at: value)
      return min(max(number, range.lowerBound), range.upperBound)
    }
    return number
  }

  /// A value of a documented set, or `fallback` for anything but a string (noted).
  ///
  /// A spelling figsnap does not know is kept as the set's `unknown` case and noted once per field, however many
  /// nodes have it and whatever it is.
  mutating func vocabulary<V: FigmaVocabulary>(_ value: JSONValue, _ field: String, default fallback: V) -> V {
    guard let text = value.string else {
      tolerate(field, value, expected: "a string", used: "used '\(fallback.rawValue)'")
      return fallback
    }
    return known(V(rawValue: text), field, at: value)
  }

  /// A value of a documented set, or nil for a `null` (silently) or anything but a string (noted).
  mutating func optionalVocabulary<V: FigmaVocabulary>(_ value: JSONValue, _ field: String) -> V? {
    optionalString(value, field).map { known(V(rawValue: $0), field, at: value) }
  }

  /// `decoded`, with the note that `field` has a value figsnap does not know when it is unknown.
  private mutating func known<V: FigmaVocabulary>(_ decoded: V, _ field: String, at value: JSONValue) -> V {
    if let spelling = decoded.unknownSpelling {
      notes.add(
        field, found: "has a value figsnap does not know", used: "kept as written",
        detail: "'\(TerminalText.line(spelling))'", at: value)
    }
    return decoded
  }

  /// An object, or nil for anything else (noted, and for `null` only when `nullable` is false).
  mutating func object(_ value: JSONValue, _ field: String, nullable: Bool = false) -> JSONValue? {
    if value.kind == .object { return value }
    if !(nullable && value.isNull) { tolerate(field, value, expected: "an object", used: "treated as absent") }
    return nil
  }

  /// An array's elements, or nil for anything else (noted, and for `null` only when `nullable` is false).
  mutating func array(_ value: JSONValue, _ field: String, nullable: Bool = false) -> [JSONValue]? {
    if value.kind == .array { return value.elements }
    if !(nullable && value.isNull) { tolerate(field, value, expected: "an array", used: "treated as absent") }
    return nil
  }

  /// The number, if it is one within ±``maxCoordinate``; otherwise a note saying `used`, and nil.
  private mutating func finite(_ value: JSONValue, _ field: String, used: String) -> Double? {
    guard let number = value.double else {
      tolerate(field, value, expected: "a number", used: used)
      return nil
    }
    guard Self.isUsable(number) else {
      notes.add(field, found: "is out of range (±10000000)", used: used, detail: Self.spelled(value), at: value)
      return nil
    }
    return number
  }

  /// Whether `number` is finite and within ±``maxCoordinate``.
  static func isUsable(_ number: Double) -> Bool { number.isFinite && abs(number) <= maxCoordinate }
}
