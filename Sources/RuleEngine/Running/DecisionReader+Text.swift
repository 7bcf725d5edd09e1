import Diagnostics
import JSONText

extension DecisionReader {
  static func describe(_ value: LuaValue) -> String {
    switch value {
    case .nothing: "nil"
    case .boolean(let flag): flag ? "true" : "false"
    case .number(let number): NumberText.format(number)
    case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .node(let id): "node \(id)"
    case .table: "a table"
    case .function: "a function"
    case .other(let name): "a \(name)"
    }
  }

  static func scalarText(_ value: LuaValue) -> String? {
    switch value {
    case .string(let text): text
    case .number(let number): NumberText.format(number)
    case .boolean(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  static func suggestion(for key: String, in allowed: [String]) -> String {
    Suggestion.closest(to: key, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  static func isTypeName(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
  }

  static func isSingleLine(_ text: String) -> Bool { !text.contains(where: \.isNewline) }
}
