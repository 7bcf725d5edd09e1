import Diagnostics
import JSONText
import LayoutIR
import SwiftSource

extension DecisionReader {
  static func describe(_ value: LuaValue) -> String {
    switch value {
    case .nothing: "nil"
    case .boolean(let flag): flag ? "true" : "false"
    case .number(let number): NumberText.format(number)
    // Escaped as a Swift literal, so a hostile answer cannot break the diagnostic's line.
    case .string(let text):
      text.count > 40
        ? String(SwiftLiteral.string(String(text.prefix(40))).dropLast()) + "…\"" : SwiftLiteral.string(text)
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

  static func isIdentifier(_ text: String) -> Bool { SwiftIdentifier.isWellFormed(text) }

  static func isTypeName(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
  }

  /// An SF Symbol's name: lowercase words, digits and dots (`chevron.right`, `person.crop.circle.fill`).
  static func isSymbolName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && !text.hasPrefix(".") && !text.hasSuffix(".") && !text.contains("..")
      && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
  }

  /// The most `props` one `view` answer may set.
  static let maxProperties = 64

  /// `text` when it is a Swift expression figsnap accepts (``SwiftExpression``).
  static func swiftExpression(_ text: String, _ what: String) throws(ContractViolation) -> String {
    if let problem = SwiftExpression.problem(in: text) {
      throw ContractViolation(
        message: "\(what) = \(describe(.string(text))) is not a Swift expression figsnap accepts: \(problem)")
    }
    return text
  }

  /// `name` or `name.name…`: a property of the view, or of one of its properties.
  static func isPropertyPath(_ key: String) -> Bool {
    key.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
  }
}
