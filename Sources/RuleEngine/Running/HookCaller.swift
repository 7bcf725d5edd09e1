import Decisions
import Diagnostics
import FigmaModel
import Ruling

/// Asks one hook of the chain: the rules that define it, in order, until one gives an answer that keeps the hook's
/// contract.
///
/// A script error or a broken contract becomes a diagnostic on its rule, and the next rule is asked; a tripped limit
/// ends the run.
final class HookCaller {
  let sandbox: LuaSandbox
  let ruleset: LoadedRuleset
  private let rulesByHook: [HookName: [LoadedRule]]
  private(set) var diagnostics: [Diagnostic] = []
  /// Calls made into rule hooks.
  private(set) var callCount = 0
  /// What each rule's hooks cost since the costs were last taken.
  private var costs: [CostKey: HookCost] = [:]
  private let clock = ContinuousClock()
  var context: LuaReference?

  init(sandbox: LuaSandbox, ruleset: LoadedRuleset) {
    self.sandbox = sandbox
    self.ruleset = ruleset
    var byHook: [HookName: [LoadedRule]] = [:]
    for hook in HookName.allCases { byHook[hook] = ruleset.rules(for: hook) }
    rulesByHook = byHook
  }

  /// Whether any active rule defines `hook`.
  func isAsked(_ hook: HookName) -> Bool { !(rulesByHook[hook] ?? []).isEmpty }

  /// The first non-nil answer to `hook` for `argument` that `read` accepts, the rule that gave it, and where: the
  /// line of the `return` that decided (the hook's own line when the answer came through a tail call).
  func ask<Value>(
    _ hook: HookName, _ argument: LuaReference, node: NodeRef?, depth: Int,
    read: (LuaValue, RuleOrigin) throws(ContractViolation) -> Value
  ) throws(Diagnostic) -> (value: Value, rule: LoadedRule, origin: RuleOrigin)? {
    guard let rules = rulesByHook[hook], !rules.isEmpty else { return nil }
    let state = sandbox.state
    if let context {
      state.pushBacking(of: context)
      state.set("depth", .number(Double(depth)))
      state.set("hook", .string(hook.rawValue))
      state.pop()
    }
    for rule in rules {
      guard let function = rule.hooks[hook]?.function else { continue }
      sandbox.journal.current = RunJournal.Call(rule: rule, hook: hook, node: node)
      state.watchdog.describe(
        Watchdog.Call(
          rule: rule.id, location: rule.origin(of: hook).location, scope: "hook \(hook.rawValue)", node: node))
      if state.isPastDeadline {
        let late = LuaFailure(
          message: "time limit of the run exceeded before this call (the host's work for the rules counts too)",
          limit: .time)
        throw failure(late, rule: rule, hook: hook, node: node)
      }
      state.startCall(instructions: ruleset.limits.instructionsPerHook)
      callCount += 1
      let arguments: [LuaArgument] = [.reference(argument), context.map { .reference($0) } ?? .nothing]
      let value: LuaValue
      let started = clock.now
      defer { count(rule: rule, hook: hook, since: started, answered: value != .nothing) }
      do {
        value = try state.call(function, arguments)
      } catch {
        value = .nothing
        let diagnostic = failure(error, rule: rule, hook: hook, node: node)
        if error.limit != nil { throw diagnostic }
        diagnostics.append(diagnostic)
        continue
      }
      guard value != .nothing else { continue }
      let defined = rule.origin(of: hook)
      let line = state.returnLine(ofFunctionDefinedOn: defined.line) ?? defined.line
      let origin = RuleOrigin(ruleID: rule.id, location: SourceLocation(file: defined.file, line: line))
      do {
        return (try read(value, origin), rule, origin)
      } catch {
        record(error, rule: rule, hook: hook, node: node)
      }
    }
    return nil
  }

  /// The costs counted since the last time they were taken, by "rule.hook".
  func takeCosts() -> [String: HookCost] {
    defer { costs = [:] }
    return Dictionary(uniqueKeysWithValues: costs.map { ("\($0.key.rule).\($0.key.hook.rawValue)", $0.value) })
  }

  /// A rule's hook, as costs are counted (no text made per call).
  private struct CostKey: Hashable {
    let rule: String
    let hook: HookName
  }

  private func count(rule: LoadedRule, hook: HookName, since started: ContinuousClock.Instant, answered: Bool) {
    let elapsed = (clock.now - started).components
    let key = CostKey(rule: rule.id, hook: hook)
    var cost = costs[key, default: HookCost()]
    cost.calls += 1
    cost.answers += answered ? 1 : 0
    cost.seconds += Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    costs[key] = cost
  }

  /// Records that `rule`'s answer to `hook` broke the hook's contract.
  func record(_ violation: ContractViolation, rule: LoadedRule, hook: HookName, node: NodeRef?) {
    diagnostics.append(
      Diagnostic(
        .error, rule.id, "hook '\(hook.rawValue)' \(TerminalText.sanitized(violation.message))",
        at: rule.origin(of: hook).location, node: node,
        scope: "hook \(hook.rawValue)"))
  }

  private func failure(_ error: LuaFailure, rule: LoadedRule, hook: HookName, node: NodeRef?) -> Diagnostic {
    LuaSandbox.diagnostic(
      ruleset.limits.explained(error), ruleID: rule.id, fallback: rule.origin(of: hook).location, node: node,
      scope: "hook \(hook.rawValue)")
  }
}
