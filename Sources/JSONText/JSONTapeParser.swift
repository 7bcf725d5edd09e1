/// Builds the tape of a ``JSONDocument`` in one pass, without recursion.
struct JSONTapeParser {
  private let input: UnsafeBufferPointer<UInt8>
  private let limits: JSONLimits
  private var position = 0
  private var tape: [JSONToken] = []
  private var open: [Int] = []

  init(_ input: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.input = input
    self.limits = limits
    // Reserved once from the input's size, for one value per 8 bytes (Figma's JSON has one per 12 to 16): the tape
    // never grows by copying on real input, and capacity it does not use is never touched, so it takes no memory.
    tape.reserveCapacity(input.count / 8 + 16)
  }

  mutating func parse() throws(JSONSyntaxError) -> [JSONToken] {
    skipWhitespace()
    guard position < input.count else { throw error(.empty) }
    var justOpened = try valueStart()
    while let container = open.last {
      skipWhitespace()
      guard position < input.count else { throw error(.unexpectedEnd(inObject: tape[container].kind == .object)) }
      let byte = input[position]
      if tape[container].kind == .object {
        if byte == UInt8(ascii: "}") {
          close(container)
          justOpened = false
          continue
        }
        if !justOpened {
          guard byte == UInt8(ascii: ",") else { throw error(.expected("',' or '}'", found: byte)) }
          position += 1
          skipWhitespace()
        }
        guard position < input.count, input[position] == UInt8(ascii: "\"") else {
          throw error(
            position < input.count ? .expected("a string key", found: input[position]) : .unexpectedEnd(inObject: true))
        }
        try string()
        tape[container].length += 1
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: ":") else {
          throw error(
            position < input.count ? .expected("':'", found: input[position]) : .unexpectedEnd(inObject: true))
        }
        position += 1
        skipWhitespace()
      } else {
        if byte == UInt8(ascii: "]") {
          close(container)
          justOpened = false
          continue
        }
        if !justOpened {
          guard byte == UInt8(ascii: ",") else { throw error(.expected("',' or ']'", found: byte)) }
          position += 1
          skipWhitespace()
        }
        tape[container].length += 1
      }
      justOpened = try valueStart()
    }
    skipWhitespace()
    guard position == input.count else { throw error(.trailingData) }
    return tape
  }

  private mutating func close(_ container: Int) {
    tape[container].next = UInt32(tape.count)
    open.removeLast()
    position += 1
  }

  /// Reads a scalar, or opens a container and returns true.
  private mutating func valueStart() throws(JSONSyntaxError) -> Bool {
    guard position < input.count else { throw error(.unexpectedEnd(inObject: false)) }
    let byte = input[position]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard open.count < limits.maxDepth else { throw error(.tooDeep(limit: limits.maxDepth)) }
      open.append(tape.count)
      append(byte == UInt8(ascii: "{") ? .object : .array, start: position, length: 0)
      position += 1
      return true
    case UInt8(ascii: "\""):
      try string()
    case UInt8(ascii: "t"):
      try literal("true", kind: .bool, flag: true)
    case UInt8(ascii: "f"):
      try literal("false", kind: .bool, flag: false)
    case UInt8(ascii: "n"):
      try literal("null", kind: .null, flag: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
    default:
      throw error(.expected("a value", found: byte))
    }
    return false
  }

  private mutating func append(_ kind: JSONKind, start: Int, length: Int, flag: Bool = false) {
    let index = tape.count
    tape.append(
      JSONToken(kind: kind, flag: flag, start: UInt32(start), length: UInt32(length), next: UInt32(index + 1)))
  }

  private mutating func literal(_ word: StaticString, kind: JSONKind, flag: Bool) throws(JSONSyntaxError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= input.count else { throw error(.invalidLiteral) }
    for offset in 0..<count where input[position + offset] != word.utf8Start[offset] {
      throw error(.invalidLiteral)
    }
    append(kind, start: position, length: count, flag: flag)
    position += count
  }

  private mutating func string() throws(JSONSyntaxError) {
    let start = position
    position += 1
    var escaped = false
    while position < input.count {
      let byte = input[position]
      if byte == UInt8(ascii: "\"") {
        append(.string, start: start, length: position - start - 1, flag: escaped)
        position += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        try escape()
        continue
      }
      guard byte >= 0x20 else { throw error(.controlCharacterInString) }
      position += 1
    }
    position = start
    throw error(.unterminatedString)
  }

  private mutating func escape() throws(JSONSyntaxError) {
    guard position + 1 < input.count else { throw error(.unterminatedString) }
    switch input[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      guard position + 5 < input.count, (2...5).allSatisfy({ isHexDigit(input[position + $0]) }) else {
        throw error(.invalidEscape)
      }
      position += 6
    default:
      throw error(.invalidEscape)
    }
  }

  private mutating func number() throws(JSONSyntaxError) {
    let start = position
    if input[position] == UInt8(ascii: "-") { position += 1 }
    guard position < input.count, isDigit(input[position]) else { throw error(.invalidNumber) }
    if input[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits()
    }
    if position < input.count, input[position] == UInt8(ascii: ".") {
      position += 1
      guard position < input.count, isDigit(input[position]) else { throw error(.invalidNumber) }
      skipDigits()
    }
    if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard position < input.count, isDigit(input[position]) else { throw error(.invalidNumber) }
      skipDigits()
    }
    append(.number, start: start, length: position - start)
  }

  private mutating func skipDigits() {
    while position < input.count, isDigit(input[position]) { position += 1 }
  }

  private mutating func skipWhitespace() {
    while position < input.count {
      switch input[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
    JSONSyntaxError(reason, offset: position, in: input)
  }
}
