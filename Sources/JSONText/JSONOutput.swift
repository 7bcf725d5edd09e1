/// A JSON value to write.
///
/// Objects print with sorted keys and numbers through ``NumberText``, so equal values always give byte-identical text.
public enum JSONOutput: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([String: JSONOutput])

  /// An optional value, or `null`.
  public static func optional(_ value: JSONOutput?) -> JSONOutput { value ?? .null }

  /// The value as pretty-printed text (two-space indent, `"key": value`) with a final newline.
  public func rendered() -> String {
    var text = ""
    write(to: &text, depth: 0)
    text += "\n"
    return text
  }

  /// The value on one line, for JSON Lines output.
  public func renderedCompact() -> String {
    var text = ""
    writeCompact(to: &text)
    return text
  }

  private func write(to text: inout String, depth: Int) {
    switch self {
    case .array(let items) where !items.isEmpty:
      text += "[\n"
      for (position, item) in items.enumerated() {
        text += String(repeating: "  ", count: depth + 1)
        item.write(to: &text, depth: depth + 1)
        text += position == items.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: depth) + "]"
    case .object(let members) where !members.isEmpty:
      text += "{\n"
      let keys = members.keys.sorted()
      for (position, key) in keys.enumerated() {
        text += String(repeating: "  ", count: depth + 1) + Self.quoted(key) + ": "
        members[key, default: .null].write(to: &text, depth: depth + 1)
        text += position == keys.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: depth) + "}"
    default:
      writeCompact(to: &text)
    }
  }

  private func writeCompact(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += value.isFinite ? NumberText.format(value) : "null"
    case .string(let value): text += Self.quoted(value)
    case .array(let items):
      text += "["
      for (position, item) in items.enumerated() {
        if position > 0 { text += "," }
        item.writeCompact(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (position, key) in members.keys.sorted().enumerated() {
        if position > 0 { text += "," }
        text += Self.quoted(key) + ":"
        members[key, default: .null].writeCompact(to: &text)
      }
      text += "}"
    }
  }

  /// `value` as a JSON string literal; `/` and non-ASCII characters are left as they are.
  public static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
