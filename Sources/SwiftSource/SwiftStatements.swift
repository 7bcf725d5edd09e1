/// Generated Swift read a statement at a time, as if ``SwiftLineBreaker`` had broken no line: for what looks for a
/// statement in generated code (a case's `expect.txt`, a test), wherever the line limit broke it.
public enum SwiftStatements {
  /// The statement that starts at each line of `text`, trimmed, with the lines that continue it: those up to where
  /// its parentheses and square brackets close, and the words of a comment the line limit moved to the next lines.
  ///
  /// With `joiningChains`, a chain of calls or a sum the line limit broke (its next lines start with `.` or `+ `)
  /// goes on too, as do a SwiftUI view's modifiers.
  public static func statements(of text: String, joiningChains: Bool = false) -> [String] {
    let lines = Lines(text)
    return lines.raw.indices.map { start in
      var (text, end) = statement(startingAt: start, in: lines)
      while joiningChains, end + 1 < lines.raw.count {
        let next = lines.trimmed[end + 1]
        guard next.hasPrefix(".") || next.hasPrefix("+ "), !text.hasPrefix("//") else { break }
        let (continued, last) = statement(startingAt: end + 1, in: lines)
        text += (continued.hasPrefix("+") ? " " : "") + continued
        end = last
      }
      return text
    }
  }

  /// `text` with every statement on one line, at its first line's indentation.
  public static func unbroken(_ text: String) -> String {
    let lines = Lines(text)
    var result: [String] = []
    var index = 0
    while index < lines.raw.count {
      let (statement, end) = statement(startingAt: index, in: lines)
      let indentation = lines.raw[index].prefix { $0 == " " }
      result.append(statement.isEmpty ? "" : indentation + statement)
      index = end + 1
    }
    return result.joined(separator: "\n")
  }

  /// The statement starting at line `start`, trimmed, and the line it ends on.
  private static func statement(startingAt start: Int, in lines: Lines) -> (text: String, end: Int) {
    var text = lines.trimmed[start]
    var end = start
    if let prefix = ["/// ", "// "].first(where: { text.hasPrefix($0) }) {
      // A comment goes on where the line limit left no room for the next line's first word.
      let indentation = lines.raw[start].prefix { $0 == " " }.count
      var width = indentation + text.count
      while end + 1 < lines.raw.count {
        let next = lines.trimmed[end + 1]
        guard next.hasPrefix(prefix), lines.raw[end + 1].prefix(while: { $0 == " " }).count == indentation,
          let word = next.dropFirst(prefix.count).split(separator: " ").first,
          width + 1 + word.count > SwiftWriter.lineLimit
        else { break }
        text += " " + next.dropFirst(prefix.count)
        width = indentation + next.count
        end += 1
      }
      return (text, end)
    }
    var open = SwiftLineBreaker.openBrackets(text)
    while open > 0, end + 1 < lines.raw.count {
      end += 1
      let next = lines.trimmed[end]
      let joint = text.hasSuffix("(") || text.hasSuffix("[") || next.hasPrefix(")") || next.hasPrefix("]") ? "" : " "
      text += joint + next
      open += SwiftLineBreaker.openBrackets(next)
    }
    return (text, end)
  }

  /// A text's lines, and each trimmed once: a statement is read from every line, and each reads the lines after it.
  private struct Lines {
    let raw: [String]
    let trimmed: [String]

    init(_ text: String) {
      raw = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
      trimmed = raw.map { line in
        guard let first = line.firstIndex(where: { !$0.isWhitespace }),
          let last = line.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(line[first...last])
      }
    }
  }
}
