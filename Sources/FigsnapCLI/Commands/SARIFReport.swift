import Diagnostics
import FileTransactions
import Foundation
import Pipeline
import RuleEngine
import Ruling

/// `generate --report FILE.sarif`: the run's findings as a SARIF 2.1.0 log, each finding about a written view at its
/// Swift line — what `figsnap check --generated DIR --format sarif` prints, from the run that wrote the files.
///
/// Written atomically, and never over a file that is not a SARIF log figsnap wrote.
enum SARIFReport {
  /// Whether `path` names a SARIF log.
  static func names(_ path: String) -> Bool { path.lowercased().hasSuffix(".sarif") }

  /// Writes `findings` to `path`, their rules described from `runner`'s ruleset and the built-in catalog.
  static func write(_ findings: [Diagnostic], runner: (any Rules)?, to path: String) throws(Diagnostic) {
    if FileManager.default.fileExists(atPath: path), !isFigsnapLog(path) {
      throw Diagnostic(
        .error, "figsnap.output",
        "exists and is not a SARIF log figsnap wrote; not overwriting it (move it away first)",
        at: SourceLocation(file: path))
    }
    let catalog = FindingCatalog(ruleset: try? (runner as? RuleRunner)?.describe())
    let text = DiagnosticPrinter.sarif(
      findings, version: CommandLineTool.version, ruleIDs: catalog.ids, rule: catalog.rule,
      root: FileManager.default.currentDirectoryPath, absolutePath: RulesetSearchPath.standard().absolute)
    try AtomicWriter.write(text, to: path)
  }

  /// Whether the file at `path` is a SARIF log whose one run's tool is figsnap.
  private static func isFigsnapLog(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path),
      let log = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let runs = log["runs"] as? [[String: Any]], runs.count == 1,
      let tool = runs[0]["tool"] as? [String: Any], let driver = tool["driver"] as? [String: Any]
    else { return false }
    return driver["name"] as? String == "figsnap"
  }
}
