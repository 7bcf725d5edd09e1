import Decisions
import Diagnostics
import FigmaModel
import Semantics

/// A rule compiled into a run's Lua state.
struct LoadedRule {
  var id: String
  var summary: String
  /// The name of the ruleset that defines it.
  var ruleset: String
  /// Its file, as shown in messages.
  var file: String
  var hooks: [HookName: (function: LuaReference, line: Int)]
  /// Its file, compiled.
  var chunk: LuaReference

  var source: RuleFile { RuleFile(id: id, ruleset: ruleset, file: file, chunk: chunk) }

  func origin(of hook: HookName) -> RuleOriginValue {
    RuleOriginValue(ruleID: id, file: file, line: hooks[hook]?.line ?? 1)
  }
}

/// Where a rule's hook is defined; becomes a FigmaModel `RuleOrigin`.
struct RuleOriginValue: Hashable {
  var ruleID: String
  var file: String
  var line: Int

  var location: SourceLocation { SourceLocation(file: file, line: line) }
}

/// One ruleset of an `extends` chain.
struct RulesetLayer {
  var manifest: RulesetManifest
  var folder: String
  var manifestFile: String
}

/// A ruleset chain loaded into a run's Lua state: its layers (the chosen ruleset first), its
/// rules in consultation order, and its merged options and limits.
struct LoadedRuleset {
  var layers: [RulesetLayer]
  /// The active rules, in the order hooks consult them.
  var rules: [LoadedRule]
  /// Rules that a `disable` entry or a same-id rule lower in the chain switched off.
  var inactive: [(rule: LoadedRule, reason: String)]
  /// Every rule, active or not, in the order its file loads.
  var files: [LoadedRule]
  /// The merged options, for the rules (`ctx.options`).
  var options: LuaTable
  /// The merged options figsnap reads.
  var typedOptions: RulesetOptions
  var limits: RuleLimits
  var severity: [String: String]
  /// The chain's token symbols for UIKit: a child's names and template win over its parent's.
  var uikitSymbols: TokenSymbols
  /// The chain's token symbols for SwiftUI, merged the same way.
  var swiftuiSymbols = TokenSymbols()

  var name: String { layers.first?.manifest.name ?? "" }

  /// The active rules that define `hook`, in order.
  func rules(for hook: HookName) -> [LoadedRule] { rules.filter { $0.hooks[hook] != nil } }
}

/// A rule as `figsnap rules` describes it.
public struct RuleDescription: Sendable, Hashable {
  public var id: String
  public var ruleset: String
  public var summary: String
  public var file: String
  /// The hooks it defines, with the line of each.
  public var hooks: [(name: String, line: Int)]
  /// Why it does not run, when it does not.
  public var inactiveReason: String?

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.ruleset == rhs.ruleset && lhs.file == rhs.file && lhs.summary == rhs.summary
      && lhs.inactiveReason == rhs.inactiveReason && lhs.hooks.map(\.name) == rhs.hooks.map(\.name)
      && lhs.hooks.map(\.line) == rhs.hooks.map(\.line)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(ruleset)
    hasher.combine(file)
  }
}

/// A ruleset chain, described: for `figsnap rules`.
public struct RulesetDescription: Sendable, Hashable {
  /// The chain, the chosen ruleset first: name and folder as shown.
  public var chain: [(name: String, folder: String)]
  /// What the chosen ruleset says it is (its manifest's `description`).
  public var summary: String?
  /// Every rule, active ones in consultation order, then the inactive ones.
  public var rules: [RuleDescription]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.chain.map(\.name) == rhs.chain.map(\.name) && lhs.chain.map(\.folder) == rhs.chain.map(\.folder)
      && lhs.rules == rhs.rules
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(rules) }
}
