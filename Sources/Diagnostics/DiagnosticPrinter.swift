public import JSONText

/// The only printer of diagnostics.
///
/// It sorts before printing, so output never depends on the order in which stages found things.
public enum DiagnosticPrinter {
  /// One line per finding in Xcode's `file:line:col: severity: message` form, each note below it: one with a place
  /// as a line of its own in the same form (as clang prints them, so that Xcode jumps there too), one without
  /// indented.
  ///
  /// A finding about a view of a generated file names the Swift line, and is in that file's order; its notes say
  /// where it came from.
  public static func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    let ordered = diagnostics.sorted { lhs, rhs in
      let (left, right) = (lhs.generated ?? lhs.location, rhs.generated ?? rhs.location)
      return left != right ? left < right : lhs < rhs
    }
    for diagnostic in ordered {
      var shown = diagnostic
      if let generated = diagnostic.generated { shown.location = generated }
      output += shown.description + "\n"
      for note in diagnostic.notes {
        output += note.location.map { "\($0): note: \(note.message)\n" } ?? "  note: \(note.message)\n"
      }
    }
    return output
  }

  /// A JSON array of findings, sorted.
  public static func json(_ diagnostics: [Diagnostic]) -> String {
    JSONOutput.array(diagnostics.sorted().map(jsonValue)).rendered()
  }

  /// One finding as a JSON object.
  public static func jsonValue(_ diagnostic: Diagnostic) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "severity": .string(diagnostic.severity.rawValue),
      "rule": .string(diagnostic.ruleID),
      "message": .string(diagnostic.message),
      "file": .string(diagnostic.location.file),
      "line": diagnostic.location.line.map { .number(Double($0)) } ?? .null,
    ]
    if let column = diagnostic.location.column { object["column"] = .number(Double(column)) }
    if let generated = diagnostic.generated {
      var swift: [String: JSONOutput] = ["file": .string(generated.file)]
      if let line = generated.line { swift["line"] = .number(Double(line)) }
      if let column = generated.column { swift["column"] = .number(Double(column)) }
      object["swift"] = .object(swift)
    }
    if let scope = diagnostic.scope { object["scope"] = .string(scope) }
    if let node = diagnostic.node {
      object["node"] = .object(["id": .string(node.id), "name": .string(node.name)])
    }
    if let screen = diagnostic.screen {
      object["screen"] = .object(["id": .string(screen.id), "name": .string(screen.name)])
    }
    if !diagnostic.notes.isEmpty {
      object["notes"] = .array(
        diagnostic.notes.map { note in
          .object([
            "message": .string(note.message),
            "location": note.location.map { .string($0.description) } ?? .null,
          ])
        })
    }
    return .object(object)
  }
}
