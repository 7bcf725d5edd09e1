/// Input that is not JSON: what was wrong and where, as a byte offset and a 1-based line and
/// column (the column counts characters, not bytes).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    case empty
    case unexpectedEnd(inObject: Bool)
    case expected(String, found: UInt8)
    case invalidLiteral
    case invalidNumber
    case invalidEscape
    case unterminatedString
    case controlCharacterInString
    case trailingData
    case tooDeep(limit: Int)
    case tooLarge(limit: Int)
  }

  /// What was wrong.
  public var reason: Reason
  /// The 0-based byte offset of the problem.
  public var offset: Int
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem.
  public var column: Int

  init<Bytes: Collection<UInt8>>(_ reason: Reason, offset: Int, in bytes: Bytes) where Bytes.Index == Int {
    self.reason = reason
    self.offset = offset
    (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
  }

  /// The problem in words, without its position: "expected ',' or '}', found ']'".
  public var message: String {
    switch reason {
    case .empty: "the input is empty"
    case .unexpectedEnd(let inObject): "the input ends inside \(inObject ? "an object" : "a value or an array")"
    case .expected(let what, let found): "expected \(what), found \(Self.describe(found))"
    case .invalidLiteral: "invalid literal (expected true, false or null)"
    case .invalidNumber: "invalid number"
    case .invalidEscape: "invalid escape sequence in a string"
    case .unterminatedString: "unterminated string"
    case .controlCharacterInString: "unescaped control character in a string"
    case .trailingData: "unexpected data after the JSON value"
    case .tooDeep(let limit): "nesting deeper than \(limit) levels"
    case .tooLarge(let limit): "the input is larger than \(limit) bytes"
    }
  }

  /// The position and the problem, as in `line 3, column 7 (byte 41): expected ':', found '='`.
  public var description: String { "line \(line), column \(column) (byte \(offset)): \(message)" }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }
}

/// Line and column of a byte offset.
public enum TextPosition {
  /// The 1-based line and column of each of `offsets` in `bytes`, found in one pass up to the last of them.
  public static func lineAndColumn(of offsets: Set<Int>, in bytes: [UInt8]) -> [Int: (line: Int, column: Int)] {
    var found: [Int: (line: Int, column: Int)] = [:]
    let sorted = offsets.sorted()
    var next = 0
    var position = (line: 1, column: 1)
    // An index loop over the buffer: a sequence of enumerated bytes costs a generic call a byte in a debug build.
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count, next < sorted.count {
        while next < sorted.count, sorted[next] <= offset {
          found[sorted[next]] = position
          next += 1
        }
        advance(&position, past: buffer[offset])
        offset += 1
      }
    }
    for offset in sorted[next...] { found[offset] = position }
    return found
  }

  static func lineAndColumn<Bytes: Collection<UInt8>>(of offset: Int, in bytes: Bytes) -> (Int, Int)
  where Bytes.Index == Int {
    var position = (line: 1, column: 1)
    for byte in bytes[bytes.startIndex..<min(max(offset, bytes.startIndex), bytes.endIndex)] {
      advance(&position, past: byte)
    }
    return position
  }

  /// Moves `position` past `byte`: a line feed starts a line; every byte that begins a UTF-8 character is a column.
  @inline(__always)
  static func advance(_ position: inout (line: Int, column: Int), past byte: UInt8) {
    if byte == 0x0A {
      position = (position.line + 1, 1)
    } else if byte & 0xC0 != 0x80 {
      position.column += 1
    }
  }
}

/// The line and column at regular byte offsets of a text, so that a position is found by scanning from the
/// checkpoint before it rather than from the start.
struct TextCheckpoints: Sendable {
  /// Bytes between checkpoints.
  static let spacing = 4_096
  /// Line and column at byte `k × spacing`.
  private var positions: [(line: Int, column: Int)] = []

  init(_ bytes: [UInt8]) {
    positions.reserveCapacity(bytes.count / Self.spacing + 1)
    var position = (line: 1, column: 1)
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        if offset % Self.spacing == 0 { positions.append(position) }
        TextPosition.advance(&position, past: buffer[offset])
        offset += 1
      }
    }
    if positions.isEmpty { positions.append((1, 1)) }
  }

  /// The 1-based line and column of byte `offset` of `bytes`, the text these checkpoints were made from.
  func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    let checkpoint = min(clamped / Self.spacing, positions.count - 1)
    var position = positions[checkpoint]
    for byte in bytes[(checkpoint * Self.spacing)..<clamped] { TextPosition.advance(&position, past: byte) }
    return position
  }
}
