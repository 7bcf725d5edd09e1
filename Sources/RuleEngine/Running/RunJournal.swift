import Diagnostics

/// What the host functions of one run record: log lines, reports from `ctx.report`, and the hook call under way (so a
/// report knows its rule and node).
///
/// Confined to the run.
final class RunJournal {
  /// The call under way.
  struct Call {
    var rule: LoadedRule
    var hook: HookName
    var node: NodeRef?
  }

  /// `lib/` folders of the chain, the chosen ruleset's first: real path and path as shown.
  var libraryFolders: [(path: String, shown: String)] = []
  private(set) var log: [String] = []
  private(set) var reports: [Diagnostic] = []
  var current: Call?

  /// Records a line from `print`, `snap.log` or `ctx.log`, its control characters escaped.
  func appendLog(_ line: String) { log.append(TerminalText.sanitized(line)) }

  /// Records a finding from `ctx.report`, its text's control characters escaped.
  func appendReport(_ report: Diagnostic) {
    var safe = report
    safe.message = TerminalText.sanitized(report.message)
    reports.append(safe)
  }
}
