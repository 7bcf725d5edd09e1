/// Breaks a line of generated Swift that is longer than a team's line limit the way swift-format does: a call's or
/// a literal's arguments on the next line, or one a line where they do not fit there either; a comment at its spaces.
///
/// Only what Swift reads the same on several lines is broken: inside the parentheses, square brackets or closure
/// braces of the line's longest top-level group (never inside a string literal), and between the words of a comment.
/// A file's first line, which marks it as figsnap's and names its source, stays whole.
enum SwiftLineBreaker {
  /// The lines `line` becomes at `indent` columns.
  ///
  /// The first is at `indent`, the others deeper (their own indentation is part of them); `line` stays alone where
  /// it fits or cannot be broken. With `hangingClose`, a call broken inside its brackets closes them on a line of its
  /// own, at `indent` (a SwiftUI view, whose modifiers follow at that depth).
  static func lines(_ line: String, indent: Int, limit: Int, hangingClose: Bool = false) -> [String] {
    guard indent + line.count > limit, !line.hasPrefix(GeneratedSwift.marker) else { return [line] }
    // A line that brings its own indentation (a closure's statement written as one string) keeps it on every line.
    if line.first == " " {
      let lead = String(line.prefix { $0 == " " })
      return lines(String(line.dropFirst(lead.count)), indent: indent + lead.count, limit: limit).map { lead + $0 }
    }
    if let operands = sumOperands(Array(line)), operands.count > 1 {
      // A sum of texts: each operand on its line, after the first, led by its operator.
      return operands.enumerated().flatMap { index, operand in
        index == 0
          ? lines(operand, indent: indent, limit: limit)
          : lines("+ " + operand, indent: indent + 2, limit: limit).map { "  " + $0 }
      }
    }
    let characters = Array(line)
    if let calls = chainedCalls(characters), calls.count > 1 {
      // A chain of calls (a text's modifiers): each call after the first on its line, as SwiftUI is written.
      return calls.enumerated().flatMap { index, call in
        index == 0
          ? lines(call, indent: indent, limit: limit)
          : lines(call, indent: indent + 2, limit: limit).map { "  " + $0 }
      }
    }
    if let comment = commentPrefix(characters) {
      return words(of: characters, prefix: comment, room: limit - indent)
    }
    guard let group = longestGroup(characters), group.close > group.open + 1 else { return [line] }
    let head = String(characters[...group.open])
    let body = String(characters[(group.open + 1)..<group.close])
    let tail = String(characters[group.close...])
    if characters[group.open] == "{" {
      return closure(head: head, body: body, tail: tail, indent: indent, limit: limit)
    }
    let continued = "  " + body + tail
    if hangingClose {
      if indent + 2 + body.count <= limit { return [head, "  " + body, tail] }
      let arguments = topLevelArguments(Array(body))
      return [head]
        + arguments.enumerated().flatMap { index, argument in
          lines(argument + (index < arguments.count - 1 ? "," : ""), indent: indent + 2, limit: limit).map { "  " + $0 }
        } + [tail]
    }
    if indent + continued.count <= limit { return [head, continued] }
    let arguments = topLevelArguments(Array(body))
    var result = [head]
    for (index, argument) in arguments.enumerated() {
      guard index == arguments.count - 1 else {
        result += lines(argument + ",", indent: indent + 2, limit: limit).map { "  " + $0 }
        continue
      }
      // The group's closing bracket and what follows it end the last argument's last line.
      var last = lines(argument, indent: indent + 2, limit: limit - tail.count).map { "  " + $0 }
      last[last.count - 1] += tail
      result += last
    }
    return result
  }

  /// A one-line closure on lines of its own: its parameters after the brace, its statement deeper, the brace that
  /// closes it in front of what follows.
  private static func closure(head: String, body: String, tail: String, indent: Int, limit: Int) -> [String] {
    var opener = head
    var statement = body.trimmingSpaces
    if let split = parametersEnd(Array(statement)) {
      let characters = Array(statement)
      opener += " " + String(characters[..<split]).trimmingSpaces + " in"
      statement = String(characters[(split + 3)...]).trimmingSpaces
    }
    guard !statement.isEmpty else { return [head + body + tail] }
    return [opener] + lines(statement, indent: indent + 2, limit: limit).map { "  " + $0 } + [tail]
  }

  /// Where ` in` ends a closure's parameters (`[weak self] _ in`, `make in`), at the top level of its body; nil
  /// where the body starts with a statement.
  private static func parametersEnd(_ body: [Character]) -> Int? {
    guard !String(body.prefix(4)).hasPrefix("for ") else { return nil }
    var depth = 0
    var index = 0
    while index < body.count {
      if skipString(body, at: &index) { return nil }
      let character = body[index]
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case " " where depth == 0 && index > 0 && body[index...].starts(with: " in "): return index
      default:
        // A parameter list holds names, types and a capture list; anything else is a statement.
        if depth == 0 && !(character.isLetter || character.isNumber || " _,:?.<>".contains(character)) { return nil }
      }
      index += 1
    }
    return nil
  }

  /// The operands of `line` where it is a sum at its top level (`Text("a") + Text("b")`), outside brackets and
  /// strings; nil where it is no sum or is a comment.
  private static func sumOperands(_ line: [Character]) -> [String]? {
    guard commentPrefix(line) == nil else { return nil }
    let parts = split(line) { index, depth in
      depth == 0 && line[index] == "+" && index > 0 && index + 1 < line.count && line[index - 1] == " "
        && line[index + 1] == " " ? index + 2 : nil
    }
    guard parts.count > 1 else { return nil }
    // Each operand but the last ends with its operator, which the next line starts with.
    return parts.enumerated().map { index, part in index < parts.count - 1 ? String(part.dropLast(3)) : part }
  }

  /// The calls of `line` where it chains them at its top level (`Text("a").font(.body).foregroundColor(.red)`), each
  /// after the first starting with its `.`; nil where it chains none, assigns or is a comment.
  private static func chainedCalls(_ line: [Character]) -> [String]? {
    guard commentPrefix(line) == nil else { return nil }
    var assigns = false
    let calls = split(line) { index, depth in
      if depth == 0, line[index] == "=" { assigns = true }
      return depth == 0 && line[index] == "." && index > 0 && line[index - 1] == ")" && index + 1 < line.count
        && line[index + 1].isLetter ? index : nil
    }
    return assigns || calls.count < 2 ? nil : calls
  }

  /// `line` in parts, cut where `cut` (given a character's index and the bracket depth before it, outside strings)
  /// says the next part starts.
  private static func split(_ line: [Character], at cut: (Int, Int) -> Int?) -> [String] {
    var parts: [String] = []
    var start = 0
    var depth = 0
    var index = 0
    while index < line.count {
      if skipString(line, at: &index) { continue }
      if let next = cut(index, depth), next > start {
        parts.append(String(line[start..<next]))
        start = next
      }
      switch line[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
      index += 1
    }
    return parts + [String(line[start...])]
  }

  /// `///` or `//` and the space after it, where the line is a comment.
  private static func commentPrefix(_ line: [Character]) -> String? {
    let text = String(line.prefix(4))
    if text.hasPrefix("/// ") { return "/// " }
    if text.hasPrefix("// ") { return "// " }
    return nil
  }

  /// A comment's words, as many on each line as fit in `room` columns, each line starting with `prefix`.
  private static func words(of line: [Character], prefix: String, room: Int) -> [String] {
    var result: [String] = []
    var current = prefix
    for word in String(line.dropFirst(prefix.count)).split(separator: " ", omittingEmptySubsequences: false) {
      if current.count > prefix.count, current.count + 1 + word.count > room {
        result.append(current)
        current = prefix + word
      } else {
        current += (current.count > prefix.count ? " " : "") + word
      }
    }
    result.append(current)
    return result
  }

  /// The top-level `(…)`, `[…]` or `{…}` of `line` with the most between its brackets, outside strings and an open
  /// block; nil where the brackets do not match (the line is left as it is).
  private static func longestGroup(_ line: [Character]) -> (open: Int, close: Int)? {
    var best: (open: Int, close: Int)?
    var stack: [(character: Character, index: Int)] = []
    var index = 0
    while index < line.count {
      let character = line[index]
      if skipString(line, at: &index) { continue }
      if character == "/", index + 1 < line.count, line[index + 1] == "/" { break }
      switch character {
      case "(", "[", "{": stack.append((character, index))
      case ")", "]", "}":
        guard let open = stack.popLast(), Self.closer(of: open.character) == character else { return nil }
        if stack.isEmpty, index - open.index > (best.map { $0.close - $0.open } ?? 0) {
          best = (open.index, index)
        }
      default: break
      }
      index += 1
    }
    // A block's opener leaves its brace open (`… { make in`): the groups before it break as in a whole line.
    return stack.allSatisfy({ $0.character == "{" }) ? best : nil
  }

  /// The arguments of a group's inside, split at its top-level commas and trimmed.
  private static func topLevelArguments(_ body: [Character]) -> [String] {
    split(body) { index, depth in depth == 0 && body[index] == "," ? index + 1 : nil }.map {
      String($0.dropLast($0.last == "," ? 1 : 0)).trimmingSpaces
    }
  }

  private static func closer(of opener: Character) -> Character {
    switch opener {
    case "(": ")"
    case "[": "]"
    default: "}"
    }
  }

  /// How many more `(` and `[` than `)` and `]` `line` has, outside its strings and its comment.
  static func openBrackets(_ line: String) -> Int {
    let characters = Array(line)
    var open = 0
    var index = 0
    while index < characters.count {
      if skipString(characters, at: &index) { continue }
      switch characters[index] {
      case "(", "[": open += 1
      case ")", "]": open -= 1
      case "/" where index + 1 < characters.count && characters[index + 1] == "/": return open
      default: break
      }
      index += 1
    }
    return open
  }

  /// Whether a string literal starts at `index`; if so, `index` moves past it (its escapes and interpolations).
  static func skipString(_ line: [Character], at index: inout Int) -> Bool {
    guard line[index] == "\"" else { return false }
    index += 1
    var interpolation = 0
    while index < line.count {
      let character = line[index]
      if interpolation > 0 {
        if character == "(" { interpolation += 1 }
        if character == ")" { interpolation -= 1 }
      } else if character == "\\" {
        // An escape: the next character is the string's, or opens an interpolation.
        if index + 1 < line.count, line[index + 1] == "(" { interpolation = 1 }
        index += 1
      } else if character == "\"" {
        index += 1
        return true
      }
      index += 1
    }
    return true
  }
}

extension String {
  /// The string without the spaces it starts and ends with.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
