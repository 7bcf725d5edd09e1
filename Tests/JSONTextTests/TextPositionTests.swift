import JSONText
import TestSupport
import Testing

/// Positions come from line checkpoints (issue 10: a position per node of a large one-line response rescanned the
/// input from its start, quadratic in the file); they must equal a plain count from the start.
@Suite struct TextPositionTests {
  /// The line and column of each of `offsets` (ascending), counted byte by byte from the start in one pass: columns
  /// count characters, not UTF-8 bytes.
  private func counted(_ bytes: [UInt8], to offsets: [Int]) -> [(line: Int, column: Int)] {
    var (line, column, position) = (1, 1, 0)
    var found: [(line: Int, column: Int)] = []
    for offset in offsets {
      for byte in bytes[position..<offset] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      position = offset
      found.append((line, column))
    }
    return found
  }

  @Test(arguments: [1, 40, 9_000])
  func everyValuesPositionMatchesACountFromTheStart(lineLength: Int) throws {
    var mixer = SplitMix64(seed: UInt64(lineLength))
    var text = "["
    var starts: [Int] = []
    for index in 0..<3_000 {
      if index > 0 { text += "," }
      if mixer.next(lineLength) == 0 { text += "\n" }
      starts.append(text.utf8.count)
      text += ["\"é\(index)\"", "\(index)", "{\"k\": \"日本\"}", "true"][mixer.next(4)]
    }
    text += "]"
    let bytes = Array(text.utf8)
    let elements = try JSONDocument(bytes: bytes).root.elements
    verify(elements.count, equals: starts.count)
    for ((element, start), expected) in zip(zip(elements, starts), counted(bytes, to: starts)) {
      let position = element.lineAndColumn
      verify(position.line == expected.line && position.column == expected.column, "byte \(start)")
    }
  }
}
