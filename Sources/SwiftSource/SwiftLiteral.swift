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
      case _ where breaksOrHides(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text for a `//` comment: on one line, without control characters (each is a space).
  public static func comment(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: breaksOrHides) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { result.unicodeScalars.append(breaksOrHides(scalar) ? " " : scalar) }
    return result
  }

  /// Whether `scalar` may end a line or change how the text around it reads: C0 and C1 controls, DEL, Unicode's
  /// line and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates.
  public static func breaksOrHides(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
      || value == 0x200F || value == 0x061C
  }
}
