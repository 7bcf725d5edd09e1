import Diagnostics
import JSONText

/// Findings counted by severity and by id, for JSON output.
enum FindingCounts {
  /// `{"severity": {"error": 0, …}, "rules": {"spacing_grid": 26, …}}`.
  static func json(_ findings: [Diagnostic]) -> JSONOutput {
    var severities: [String: JSONOutput] = [:]
    for severity in Diagnostic.Severity.allCases {
      severities[severity.rawValue] = .number(Double(findings.filter { $0.severity == severity }.count))
    }
    var rules: [String: Int] = [:]
    for finding in findings { rules[finding.ruleID, default: 0] += 1 }
    return .object([
      "severity": .object(severities),
      "rules": .object(rules.mapValues { .number(Double($0)) }),
    ])
  }
}
