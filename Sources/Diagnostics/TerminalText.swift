/// Text from outside figsnap (a rule's message, log line or error) made safe to print: no control
/// character reaches a terminal or a log as itself.
public enum TerminalText {
  /// `text` with every control character but the tab — ESC and the rest of C0, DEL, and C1 —
  /// written as a visible `\u{1B}` escape.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` (a layer's name, a text) on one line of a report: its lines joined by spaces, then every other control
  /// character and every bidirectional mark, embedding, override or isolate written as a visible escape, so a
  /// design can neither start a line of its own nor change how the report reads.
  public static func line(_ text: String) -> String {
    let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard joined.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }) else { return joined }
    var result = ""
    for scalar in joined.unicodeScalars {
      if isControl(scalar) || isBidiControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
      || value == 0x061C
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
  }
}
