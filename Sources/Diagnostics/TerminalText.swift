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

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
  }
}
