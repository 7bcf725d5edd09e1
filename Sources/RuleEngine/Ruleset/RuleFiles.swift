import Diagnostics

/// A rule file compiled into a run's Lua state.
struct RuleFile {
  var id: String
  /// The name of the ruleset that defines it.
  var ruleset: String
  /// The file, as shown in messages.
  var file: String
  var chunk: LuaReference
}

/// Runs a chain's compiled rule files, in the order they load, in a fresh module state: when the ruleset loads, and
/// again before each screen, so that every screen starts from the state a fresh load leaves (a `lib/` module's
/// counter, a rule file's locals, `math.random`'s sequence), whichever worker rules it and whatever it ruled before.
struct RuleFiles {
  static let keys = ["id", "summary"] + HookName.allCases.map(\.rawValue)

  let sandbox: LuaSandbox

  /// The rules `files` return, each checked.
  func run(_ files: [RuleFile]) throws(Diagnostic) -> [LoadedRule] {
    try sandbox.freshModules()
    var rules: [LoadedRule] = []
    for file in files { rules.append(try rule(of: file)) }
    return rules
  }

  /// Runs the files of `rules` again and moves the hooks they return into the references `rules` hold, so that every
  /// caller of a hook calls the fresh one; what the files print was shown when they loaded.
  func rerun(_ rules: [LoadedRule]) throws(Diagnostic) {
    sandbox.journal.isQuiet = true
    defer { sandbox.journal.isQuiet = false }
    try sandbox.freshModules()
    for rule in rules {
      let table = try sandbox.run(rule.chunk, shownAs: rule.file)
      defer { sandbox.state.release(table) }
      for (hook, held) in rule.hooks {
        // The same code in the same state returns the same hooks; one missing would leave a stale one.
        guard let fresh = sandbox.state.functionField(hook.rawValue, of: table) else {
          throw Diagnostic(
            .error, "ruleset.load",
            "rule '\(rule.id)' returned no '\(hook.rawValue)' hook when it ran again for a screen",
            at: SourceLocation(file: rule.file))
        }
        sandbox.state.replace(held.function, with: fresh)
      }
    }
  }

  private func rule(of source: RuleFile) throws(Diagnostic) -> LoadedRule {
    let (id, file) = (source.id, source.file)
    let reference = try sandbox.run(source.chunk, shownAs: file)
    defer { sandbox.state.release(reference) }
    let value = sandbox.state.value(of: reference)
    func fail(_ message: String) -> Diagnostic {
      Diagnostic(.error, "ruleset.load", "\(TerminalText.sanitized(message))", at: SourceLocation(file: file))
    }
    guard case .table(let table) = value else { throw fail("a rule file must return a table, not \(value.typeName)") }
    for key in table.fields.keys.sorted() where !Self.keys.contains(key) {
      let hint = Suggestion.closest(to: key, in: Self.keys).map { "; did you mean '\($0)'?" } ?? ""
      throw fail("unknown key '\(key)' in rule '\(id)'\(hint)")
    }
    if case .string(let declared) = table["id"], declared != id {
      throw fail("rule id '\(declared)' does not match its file name '\(id).lua'")
    }
    guard case .string(let summary) = table["summary"], !summary.isEmpty else {
      throw fail("rule '\(id)' needs a 'summary' string")
    }
    var hooks: [HookName: (function: LuaReference, line: Int)] = [:]
    for hook in HookName.allCases {
      switch table[hook.rawValue] {
      case .nothing: continue
      case .function(let info):
        guard let function = sandbox.state.functionField(hook.rawValue, of: reference) else { continue }
        hooks[hook] = (function, info.line)
      case let other: throw fail("'\(hook.rawValue)' of rule '\(id)' must be a function, not \(other.typeName)")
      }
    }
    return LoadedRule(id: id, summary: summary, ruleset: source.ruleset, file: file, hooks: hooks, chunk: source.chunk)
  }
}
