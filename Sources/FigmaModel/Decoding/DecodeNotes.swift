import Diagnostics
import JSONText

/// What the decoder tolerated: one note per field and kind of problem, however often it happened.
///
/// A 4,000-node file with the same wrong value on every node gives one line naming the field,
/// what was found and what was used instead, the first JSON path and the number of times. Notes
/// come out sorted by field name, then by first occurrence, so output never depends on the order
/// of a dictionary.
struct DecodeNotes {
  /// One aggregated problem.
  private struct Entry {
    let field: String
    let found: String
    let used: String
    /// The first value it happened at; its path is found only when the note is printed.
    var first: JSONValue
    /// Detail of the first occurrence that is not part of the kind, such as the number found.
    var detail: String?
    var count: Int
    /// A note, or a warning where what was left out is part of the design.
    let severity: Diagnostic.Severity
  }

  private var entries: [Entry] = []
  /// The position of each entry in `entries`, by field, finding and outcome; only looked up, never iterated.
  private var positions: [String: Int] = [:]

  /// Records that `field` held something unusable at `value`.
  ///
  /// - Parameters:
  ///   - found: what was there, such as `is a string, not a boolean`; part of the aggregation key.
  ///   - used: what was taken instead, such as `used true`; part of the aggregation key.
  ///   - detail: what only the first occurrence shows, such as the number found; not part of the key.
  ///   - severity: a note, or a warning where what was left out is part of the design (a file saved cut off).
  mutating func add(
    _ field: String, found: String, used: String, detail: String? = nil, severity: Diagnostic.Severity = .note,
    at value: JSONValue
  ) {
    let key = field + "\u{1}" + found + "\u{1}" + used
    if let position = positions[key] {
      entries[position].count += 1
      // Corner radii are read after a node's children, so a later call can be an earlier place.
      if value.byteOffset < entries[position].first.byteOffset {
        entries[position].first = value
        entries[position].detail = detail
      }
      return
    }
    positions[key] = entries.count
    entries.append(
      Entry(field: field, found: found, used: used, first: value, detail: detail, count: 1, severity: severity))
  }

  /// The notes for the input named `source`, sorted by field name, then by first occurrence.
  func diagnostics(source: String) -> [Diagnostic] {
    let sorted = entries.sorted { ($0.field, $0.first.byteOffset) < ($1.field, $1.first.byteOffset) }
    return sorted.map { entry in
      let detail = entry.detail.map { " (\($0))" } ?? ""
      let times = entry.count > 1 ? " (\(entry.count) times)" : ""
      let path = FieldReader.abbreviated(entry.first.path)
      let (line, column) = entry.first.lineAndColumn
      return Diagnostic(
        entry.severity, "figma.decode", "'\(entry.field)' \(entry.found) at \(path)\(detail); \(entry.used)\(times)",
        at: SourceLocation(file: source, line: line, column: column))
    }
  }
}
