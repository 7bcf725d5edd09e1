import JSONText

/// The one formatter of Swift literals: numbers through `NumberText`, strings escaped so no text
/// can leave its literal, comments kept on one line.
///
/// In `LayoutIR` so the emitter and the rule engine (`snap.swift.string`) escape alike.
public enum SwiftLiteral {
  /// A number as Swift source.
  public static func number(_ value: Double) -> String { NumberText.format(value) }

  /// `"…"` with backslashes, quotes, line breaks, control and bidirectional-override characters
  /// escaped.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || isBidiControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text for a `//` comment: on one line, without control characters.
  public static func comment(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        scalar.value < 0x20 || scalar.value == 0x7F || isBidiControl(scalar) ? " " : Character(scalar)
      })
  }

  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || scalar.value == 0x200E || scalar.value == 0x200F
  }
}
