import Diagnostics

/// What the host functions of one run record: log lines, reports from `ctx.report`, and the hook call under way (so a
/// report knows its rule and node).
///
/// Both are bounded, so a rule in a loop cannot flood the output or the memory of the host: a run keeps its first
/// ``reportLimit`` reports and ``logLineLimit`` log lines, each cut to ``textLimit`` characters, and says where it
/// began to drop them. Confined to the run.
final class RunJournal {
  /// The call under way.
  struct Call {
    var rule: LoadedRule
    var hook: HookName
    var node: NodeRef?
  }

  /// Reports from `ctx.report` a run keeps.
  static let reportLimit = 1_000
  /// Log lines a run keeps.
  static let logLineLimit = 10_000
  /// Characters a report or log line keeps.
  static let textLimit = 2_000

  /// The rulesets of the chain, the chosen one first: each one's folder, and its `lib/` folder as shown.
  var libraryFolders: [(ruleset: String, shown: String)] = []
  private(set) var log: [String] = []
  private(set) var reports: [Diagnostic] = []
  var current: Call?
  /// Log lines are dropped: the rule files run again for a screen, and what they print was shown
  /// when they loaded.
  var isQuiet = false

  /// Records a line from `print`, `snap.log` or `ctx.log`, its control characters escaped.
  func appendLog(_ line: String) {
    guard !isQuiet else { return }
    if log.count == Self.logLineLimit { log.append(Self.logOverflow) }
    guard log.count < Self.logLineLimit else { return }
    log.append(Self.shortened(TerminalText.sanitized(line)))
  }

  /// Records a finding from `ctx.report`, its text's control characters escaped.
  func appendReport(_ report: Diagnostic) {
    if reports.count == Self.reportLimit { reports.append(Self.reportOverflow(report)) }
    guard reports.count < Self.reportLimit else { return }
    var safe = report
    safe.message = Self.shortened(TerminalText.sanitized(report.message))
    reports.append(safe)
  }

  /// A run's log made of the logs of its parts in order, with the run's limit applied once more.
  static func merged(log parts: [[String]]) -> [String] {
    let lines = parts.flatMap { $0.filter { $0 != logOverflow } }
    let dropped = lines.count > logLineLimit || parts.contains { $0.contains(logOverflow) }
    return Array(lines.prefix(logLineLimit)) + (dropped ? [logOverflow] : [])
  }

  /// A run's reports made of the reports of its parts in order, with the run's limit applied once more.
  static func merged(reports parts: [[Diagnostic]]) -> [Diagnostic] {
    let reports = parts.flatMap { $0 }
    guard reports.count > reportLimit else { return reports }
    return Array(reports.prefix(reportLimit)) + [reportOverflow(reports[reportLimit])]
  }

  private static let logOverflow =
    "figsnap: a run keeps \(logLineLimit) log lines; the rest of this run's lines were dropped"

  private static func reportOverflow(_ report: Diagnostic) -> Diagnostic {
    var overflow = report
    overflow.severity = .warning
    overflow.message =
      "ctx.report: a run keeps \(reportLimit) reports; this one and the rest of this run's were dropped"
    return overflow
  }

  private static func shortened(_ text: String) -> String {
    guard text.count > textLimit else { return text }
    return text.prefix(textLimit) + "… (\(text.count - textLimit) more characters)"
  }
}
