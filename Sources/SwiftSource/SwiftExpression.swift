/// Decides whether text from a ruleset (a colour, a font, an initializer, a property value) is a
/// Swift expression figsnap may paste into generated code.
///
/// Accepted: identifiers and member chains (`.red`, `Theme.Color.primary`, `font?.withSize(2)`),
/// string literals (terminated, with Swift's escapes, no interpolation), number and boolean
/// literals, calls and subscripts with balanced `()` and `[]` and comma-separated, optionally
/// labelled arguments, array literals, a leading `-`, and the infix operators `??`, `+`, `-`, `*`
/// and `/`. Rejected: comments, line breaks and other control characters, closures, anything
/// unbalanced or left over, and text longer than ``maxLength`` characters.
public struct SwiftExpression {
  /// The longest expression accepted, in characters.
  public static let maxLength = 500

  /// Why `text` is not an accepted expression, or nil when it is.
  public static func problem(in text: String) -> String? {
    guard !text.isEmpty else { return "it is empty" }
    guard text.count <= maxLength else { return "it is longer than \(maxLength) characters" }
    var parser = SwiftExpression(text)
    do throws(Failure) {
      try parser.tokenize()
      try parser.expression()
      guard parser.position == parser.tokens.count else {
        throw Failure(message: "unexpected \(parser.tokens[parser.position].shown)")
      }
      return nil
    } catch {
      return error.message
    }
  }

  private struct Failure: Error {
    var message: String
  }

  private enum Token: Equatable {
    case identifier(String)
    case literal
    case punctuation(String)

    var shown: String {
      switch self {
      case .identifier(let name): "'\(name)'"
      case .literal: "a literal"
      case .punctuation(let text): "'\(text)'"
      }
    }
  }

  private let scalars: [Unicode.Scalar]
  private var tokens: [Token] = []
  private var position = 0
  private var depth = 0

  private init(_ text: String) { scalars = Array(text.unicodeScalars) }

  // MARK: - Tokens

  private static let infixOperators: Set<String> = ["??", "+", "-", "*", "/"]

  private mutating func tokenize() throws(Failure) {
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      switch scalar {
      case " ":
        index += 1
      case "\"":
        index = try stringLiteral(from: index)
        tokens.append(.literal)
      case "0"..."9":
        index = try numberLiteral(from: index)
        tokens.append(.literal)
      case _ where Self.isIdentifierStart(scalar):
        var end = index + 1
        while end < scalars.count, Self.isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) {
          end += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[index..<end])
        tokens.append(.identifier(name))
        index = end
      case "/" where next == "/" || next == "*", "*" where next == "/":
        throw Failure(message: "it contains a comment")
      case "?" where next == "?":
        tokens.append(.punctuation("??"))
        index += 2
      case "?" where next == ".":
        tokens.append(.punctuation("?."))
        index += 2
      case ".", ",", ":", "(", ")", "[", "]", "+", "-", "*", "/":
        tokens.append(.punctuation(String(scalar)))
        index += 1
      case _ where scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F:
        throw Failure(message: "it contains a line break or control character")
      default:
        throw Failure(message: "'\(Character(scalar))' is not allowed")
      }
    }
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// The index after the string literal that opens at `start`.
  private func stringLiteral(from start: Int) throws(Failure) -> Int {
    var index = start + 1
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\"":
        return index + 1
      case "\\":
        guard index + 1 < scalars.count else { break }
        let escaped = scalars[index + 1]
        if "0\\tnr\"'".unicodeScalars.contains(escaped) {
          index += 2
        } else if escaped == "u" {
          index = try unicodeEscape(from: index + 2)
        } else {
          throw Failure(message: "'\\\(Character(escaped))' is not a Swift string escape")
        }
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
        throw Failure(message: "a string literal contains a line break or control character")
      default:
        index += 1
      }
    }
    throw Failure(message: "a string literal is not terminated")
  }

  /// The index after `{1–8 hex digits}` at `start`.
  private func unicodeEscape(from start: Int) throws(Failure) -> Int {
    guard start < scalars.count, scalars[start] == "{" else { throw Failure(message: "'\\u' needs '{…}'") }
    var end = start + 1
    while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
    guard (2...9).contains(end - start), end < scalars.count, scalars[end] == "}" else {
      throw Failure(message: "'\\u{…}' needs 1 to 8 hexadecimal digits")
    }
    return end + 1
  }

  /// The index after the number literal at `start`: digits, `_`, one fraction, an exponent, or hex.
  private func numberLiteral(from start: Int) throws(Failure) -> Int {
    var index = start
    func digits(_ allowed: (Unicode.Scalar) -> Bool) -> Int {
      let first = index
      while index < scalars.count, allowed(scalars[index]) || (index > first && scalars[index] == "_") { index += 1 }
      return index - first
    }
    let decimal = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
    if scalars[index] == "0", index + 1 < scalars.count, scalars[index + 1] == "x" {
      index += 2
      guard digits({ $0.properties.isASCIIHexDigit }) > 0 else {
        throw Failure(message: "a hexadecimal literal needs digits")
      }
    } else {
      _ = digits(decimal)
      if index + 1 < scalars.count, scalars[index] == ".", decimal(scalars[index + 1]) {
        index += 1
        _ = digits(decimal)
      }
      if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
        index += 1
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        guard digits(decimal) > 0 else { throw Failure(message: "a number's exponent needs digits") }
      }
    }
    if index < scalars.count, Self.isIdentifierStart(scalars[index]) {
      throw Failure(message: "a number literal runs into '\(Character(scalars[index]))'")
    }
    return index
  }

  // MARK: - Grammar

  private var current: Token? { position < tokens.count ? tokens[position] : nil }

  private mutating func take(_ punctuation: String) -> Bool {
    guard current == .punctuation(punctuation) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ punctuation: String) throws(Failure) {
    guard take(punctuation) else {
      throw Failure(
        message: current.map { "expected '\(punctuation)', found \($0.shown)" } ?? "'\(punctuation)' is missing")
    }
  }

  /// An expression: `operand (infix operand)*`.
  private mutating func expression() throws(Failure) {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 32 else { throw Failure(message: "it nests deeper than 32 levels") }
    try operand()
    while case .punctuation(let text)? = current, Self.infixOperators.contains(text) {
      position += 1
      try operand()
    }
  }

  /// An operand: `[-] primary (member | call | subscript)*`.
  private mutating func operand() throws(Failure) {
    _ = take("-")
    try primary()
    while true {
      if take(".") || take("?.") {
        try identifier()
      } else if take("(") {
        try arguments(closedBy: ")")
      } else if take("[") {
        try arguments(closedBy: "]")
      } else {
        return
      }
    }
  }

  private mutating func primary() throws(Failure) {
    switch current {
    case .identifier?, .literal?:
      position += 1
    case .punctuation(".")?:
      position += 1
      try identifier()
    case .punctuation("(")?:
      position += 1
      try arguments(closedBy: ")")
    case .punctuation("[")?:
      position += 1
      try arguments(closedBy: "]")
    case let token?:
      throw Failure(message: "unexpected \(token.shown)")
    case nil:
      throw Failure(message: "it ends where an operand is expected")
    }
  }

  private mutating func identifier() throws(Failure) {
    guard case .identifier? = current else {
      throw Failure(message: current.map { "expected a name, found \($0.shown)" } ?? "it ends where a name is expected")
    }
    position += 1
  }

  /// `label: expression, …` up to `closer`; empty lists allowed.
  private mutating func arguments(closedBy closer: String) throws(Failure) {
    if take(closer) { return }
    repeat {
      if case .identifier? = current, position + 1 < tokens.count, tokens[position + 1] == .punctuation(":") {
        position += 2
      }
      try expression()
    } while take(",")
    try expect(closer)
  }
}
