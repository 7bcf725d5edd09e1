public import JSONText

/// The only printer of diagnostics.
///
/// It sorts before printing, so output never depends on the order in which stages found things.
public enum DiagnosticPrinter {
  /// One line per finding in Xcode's `file:line:col: severity: message` form, each note indented below it.
  ///
  /// A finding about a view of a generated file names the Swift line (its notes say where it came from).
  public static func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics.sorted() {
      if let generated = diagnostic.generated {
        var inSwift = diagnostic
        inSwift.location = generated
        output += inSwift.description + "\n"
      } else {
        output += diagnostic.description + "\n"
      }
      for note in diagnostic.notes {
        let place = note.location.map { "\($0): " } ?? ""
        output += "  \(place)note: \(note.message)\n"
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
