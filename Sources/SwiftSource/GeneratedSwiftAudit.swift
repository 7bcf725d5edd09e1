/// What no generated Swift file may hold, whatever the design and the rules said: a check of the text alone, for
/// the tests and the fuzzer to run on every file they make.
///
/// - No control or line-breaking character outside the line breaks themselves (text from the design that could end
///   a comment and start a line of code, or make the code read differently than it compiles).
/// - No top-level line but comments, `import` of the modules figsnap uses, attributes, and the declarations of its
///   types: a `typealias` or a `class` of someone else's at the top level is code the design injected.
/// - No type declared with the name of an SDK type the module would shadow, and no member named with a keyword.
public enum GeneratedSwiftAudit {
  /// The modules a generated file imports.
  public static let modules: Set<String> = ["UIKit", "SnapKit", "SwiftUI", "Foundation"]

  /// What is wrong with `source`, one line each (`3: …`); empty when nothing is.
  public static func problems(in source: String) -> [String] {
    var problems: [String] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      if line.unicodeScalars.contains(where: SwiftLiteral.breaksOrHides) {
        problems.append("\(number): a control or line-breaking character")
      }
      if !line.hasPrefix(" "), !line.isEmpty, !isTopLevel(line) {
        problems.append("\(number): a top-level line figsnap does not write: \(line.prefix(80))")
      }
      let words = line.split(separator: " ").map(String.init)
      for (position, word) in words.enumerated().dropLast() {
        let name = String(words[position + 1].prefix { $0 != ":" && $0 != "<" && $0 != "(" && $0 != "=" })
        if ["class", "struct", "enum"].contains(word), position == 0 || isDeclarationModifier(words[position - 1]),
          SwiftIdentifier.isSDKType(name) || !SwiftIdentifier.isWellFormed(name)
        {
          problems.append("\(number): the type '\(name)' shadows the SDK's or is no identifier")
        }
        if ["var", "let", "case"].contains(word), position == 0 || isDeclarationModifier(words[position - 1]),
          !name.isEmpty, name != "_", !(word == "case" && ["let", "var"].contains(name)),
          !SwiftIdentifier.isMember(name),
          name.first.map({ !$0.isPunctuation && $0 != "`" }) ?? false
        {
          problems.append("\(number): the member '\(name)' is a keyword or no identifier")
        }
      }
    }
    return problems
  }

  private static func isTopLevel(_ line: Substring) -> Bool {
    if line.hasPrefix("//") || line.hasPrefix("@") || line.hasPrefix("}") || line.hasPrefix("#") { return true }
    if line.hasPrefix("import ") { return modules.contains(String(line.dropFirst("import ".count))) }
    let first = line.split(separator: " ").first { !isDeclarationModifier(String($0)) }
    return ["class", "struct", "enum", "extension"].contains(first.map(String.init) ?? "")
  }

  private static func isDeclarationModifier(_ word: String) -> Bool {
    [
      "private", "fileprivate", "internal", "public", "final", "static", "lazy", "weak", "override", "@State",
      "@Binding", "@objc", "nonisolated", "@MainActor",
    ].contains(word)
  }
}
