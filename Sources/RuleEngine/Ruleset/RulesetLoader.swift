import Decisions
import Diagnostics
import FigmaModel
import Foundation
import JSONText
import Semantics

/// Loads a ruleset and the rulesets it extends into a sandbox: manifests first, then rule files.
struct RulesetLoader {
  static let ruleKeys = ["id", "summary"] + HookName.allCases.map(\.rawValue)

  let searchPath: RulesetSearchPath
  let sandbox: LuaSandbox

  func load(_ reference: String, overrides: RuleLimitOverrides) throws(Diagnostic) -> LoadedRuleset {
    let layers = try chain(from: reference)
    sandbox.journal.libraryFolders = layers.map { ($0.folder + "/lib", searchPath.display($0.folder + "/lib")) }
    var rules: [LoadedRule] = []
    var inactive: [(rule: LoadedRule, reason: String)] = []
    var seenIDs: Set<String> = []
    let disabled = layers.flatMap(\.manifest.disable)
    for layer in layers {
      let layerRules = try rulesOf(layer)
      for rule in layerRules {
        if seenIDs.contains(rule.id) {
          inactive.append((rule, "replaced by the rule of the same id in a ruleset that extends '\(rule.ruleset)'"))
        } else if disabled.contains(rule.id) || disabled.contains("\(rule.ruleset)/\(rule.id)") {
          inactive.append((rule, "disabled"))
        } else {
          rules.append(rule)
        }
        seenIDs.insert(rule.id)
      }
    }
    try checkDisabled(disabled, against: rules + inactive.map(\.rule), layers: layers)
    var limits = RuleLimits.standard
    for layer in layers.reversed() { limits = layer.manifest.limits.applied(to: limits) }
    var severity: [String: String] = [:]
    var options = LuaTable()
    var symbols = TokenSymbols()
    var swiftuiSymbols = TokenSymbols()
    for layer in layers.reversed() {
      severity.merge(layer.manifest.severity) { _, child in child }
      options = OptionMerging.merge(options, over: layer.manifest.options)
      symbols = Self.merge(layer.manifest.uikitSymbols, over: symbols)
      swiftuiSymbols = Self.merge(layer.manifest.swiftuiSymbols, over: swiftuiSymbols)
    }
    // Every layer's options were checked as it loaded, so the merged ones decode.
    let file = layers.first?.manifestFile ?? ""
    let typed = try RulesetOptionsDecoder.decode(options, over: .standard) { message in
      Diagnostic(.error, "ruleset.load", "\(message)", at: SourceLocation(file: file))
    }
    var loaded = LoadedRuleset(
      layers: layers, rules: rules, inactive: inactive, options: options, typedOptions: typed,
      limits: overrides.applied(to: limits), severity: severity, uikitSymbols: symbols)
    loaded.swiftuiSymbols = swiftuiSymbols
    return loaded
  }

  /// A child's token symbols over its parent's: listed names merge, the child's template wins.
  private static func merge(_ child: TokenSymbols, over parent: TokenSymbols) -> TokenSymbols {
    func merged(_ child: SymbolTable, _ parent: SymbolTable) -> SymbolTable {
      SymbolTable(
        names: parent.names.merging(child.names) { _, own in own }, template: child.template ?? parent.template)
    }
    return TokenSymbols(colors: merged(child.colors, parent.colors), fonts: merged(child.fonts, parent.fonts))
  }

  private func chain(from reference: String) throws(Diagnostic) -> [RulesetLayer] {
    var layers: [RulesetLayer] = []
    var folder = try searchPath.locate(reference)
    while true {
      if let repeated = layers.firstIndex(where: { $0.folder == folder }) {
        let cycle = (layers[repeated...].map(\.manifest.name) + [layers[repeated].manifest.name])
        throw Diagnostic(
          .error, "ruleset.load", "'extends' forms a cycle: \(cycle.joined(separator: " → "))",
          at: SourceLocation(file: layers[layers.count - 1].manifestFile))
      }
      let layer = try manifest(in: folder)
      layers.append(layer)
      guard let parent = layer.manifest.extends else { return layers }
      folder = try searchPath.locate(parent, relativeTo: folder)
    }
  }

  private func manifest(in folder: String) throws(Diagnostic) -> RulesetLayer {
    let file = searchPath.display(folder + "/ruleset.lua")
    let value = try sandbox.evaluate(file: folder + "/ruleset.lua", shownAs: file)
    return RulesetLayer(manifest: try RulesetManifest(value, file: file), folder: folder, manifestFile: file)
  }

  private func rulesOf(_ layer: RulesetLayer) throws(Diagnostic) -> [LoadedRule] {
    var rules: [LoadedRule] = []
    var ids: Set<String> = []
    for id in layer.manifest.ruleIDs {
      guard ids.insert(id).inserted else {
        throw Diagnostic(
          .error, "ruleset.load", "rule '\(id)' is listed twice in 'rules'",
          at: SourceLocation(file: layer.manifestFile))
      }
      let path = layer.folder + "/rules/\(id).lua"
      guard FileManager.default.fileExists(atPath: path) else {
        throw Diagnostic(
          .error, "ruleset.load", "rule '\(id)' is listed in 'rules' but rules/\(id).lua does not exist",
          at: SourceLocation(file: layer.manifestFile))
      }
      rules.append(try rule(id, at: path, in: layer))
    }
    return rules
  }

  private func rule(_ id: String, at path: String, in layer: RulesetLayer) throws(Diagnostic) -> LoadedRule {
    let file = searchPath.display(path)
    let reference = try sandbox.evaluateKeeping(file: path, shownAs: file)
    let value = sandbox.state.value(of: reference)
    func fail(_ message: String) -> Diagnostic {
      Diagnostic(.error, "ruleset.load", "\(TerminalText.sanitized(message))", at: SourceLocation(file: file))
    }
    guard case .table(let table) = value else { throw fail("a rule file must return a table, not \(value.typeName)") }
    for key in table.fields.keys.sorted() where !Self.ruleKeys.contains(key) {
      let hint = Suggestion.closest(to: key, in: Self.ruleKeys).map { "; did you mean '\($0)'?" } ?? ""
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
    return LoadedRule(id: id, summary: summary, ruleset: layer.manifest.name, file: file, hooks: hooks)
  }

  private func checkDisabled(_ disabled: [String], against rules: [LoadedRule], layers: [RulesetLayer])
    throws(Diagnostic)
  {
    let names = rules.flatMap { [$0.id, "\($0.ruleset)/\($0.id)"] }
    for entry in disabled where !names.contains(entry) {
      let owner = layers.first { $0.manifest.disable.contains(entry) }
      let hint = Suggestion.closest(to: entry, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw Diagnostic(
        .error, "ruleset.load", "'disable' names no rule '\(entry)'\(hint)",
        at: SourceLocation(file: owner?.manifestFile ?? ""))
    }
  }
}

/// Merges `options` tables: the child's values win, nested tables merge key by key.
enum OptionMerging {
  static func merge(_ parent: LuaTable, over child: LuaTable) -> LuaTable {
    var merged = parent
    for (key, value) in child.fields {
      if case .table(let childTable) = value, case .table(let parentTable) = parent.fields[key] {
        merged.fields[key] = .table(merge(parentTable, over: childTable))
      } else {
        merged.fields[key] = value
      }
    }
    if !child.array.isEmpty { merged.array = child.array }
    return merged
  }
}
