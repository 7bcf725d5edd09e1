import JSONText

extension DiagnosticPrinter {
  /// The findings as a SARIF 2.1.0 log for code-scanning UIs: one run of the tool `figsnap`,
  /// with `rules` (id → summary) describing the checks that appear.
  ///
  /// An id with no summary of its own takes its family's: `untranslated` for `untranslated.layer_blur`.
  public static func sarif(_ diagnostics: [Diagnostic], version: String, rules: [String: String]) -> String {
    let summary = { (id: String) in rules[id] ?? id.split(separator: ".").first.flatMap { rules[String($0)] } ?? id }
    let sorted = diagnostics.sorted()
    let used = Set(sorted.map(\.ruleID)).sorted()
    let driver: [String: JSONOutput] = [
      "name": .string("figsnap"),
      "version": .string(version),
      "rules": .array(
        used.map { id in
          .object(["id": .string(id), "shortDescription": .object(["text": .string(summary(id))])])
        }),
    ]
    let results = sorted.map { diagnostic -> JSONOutput in
      var region: [String: JSONOutput] = [:]
      if let line = diagnostic.location.line { region["startLine"] = .number(Double(line)) }
      if let column = diagnostic.location.column { region["startColumn"] = .number(Double(column)) }
      var physical: [String: JSONOutput] = ["artifactLocation": .object(["uri": .string(diagnostic.location.file)])]
      if !region.isEmpty { physical["region"] = .object(region) }
      var text = diagnostic.message
      if let node = diagnostic.node { text += " (\(node))" }
      var result: [String: JSONOutput] = [
        "ruleId": .string(diagnostic.ruleID),
        "level": .string(diagnostic.severity.rawValue),
        "message": .object(["text": .string(text)]),
        "locations": .array([.object(["physicalLocation": .object(physical)])]),
      ]
      var properties: [String: JSONOutput] = [:]
      if let node = diagnostic.node {
        properties["nodeId"] = .string(node.id)
        properties["nodeName"] = .string(node.name)
      }
      if let screen = diagnostic.screen {
        properties["screenId"] = .string(screen.id)
        properties["screenName"] = .string(screen.name)
      }
      if !properties.isEmpty { result["properties"] = .object(properties) }
      return .object(result)
    }
    return JSONOutput.object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(["tool": .object(["driver": .object(driver)]), "results": .array(results)])]),
    ]).rendered()
  }
}
