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
  var log: [String] = []
  var reports: [Diagnostic] = []
  var current: Call?
}
