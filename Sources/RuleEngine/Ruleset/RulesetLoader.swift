import Decisions
import Diagnostics
import FigmaModel
import Foundation
import JSONText
import Semantics

/// Loads a ruleset and the rulesets it extends into a sandbox: manifests first, then rule files.
///
/// Every file runs under the limits: the manifests under the command line's (or the defaults), since
/// theirs are not known before they load, the rule files and the modules they require under the
/// chain's. The watchdog names the file under way.
struct RulesetLoader {
  let searchPath: RulesetSearchPath
  let sandbox: LuaSandbox

  func load(_ reference: String, overrides: RuleLimitOverrides) throws(Diagnostic) -> LoadedRuleset {
    startLoading(overrides.applied(to: .standard))
    defer { sandbox.state.limitMemory(toAdditional: 0) }
    let layers = try chain(from: reference)
    var limits = RuleLimits.standard
    for layer in layers.reversed() { limits = layer.manifest.limits.applied(to: limits) }
    limits = overrides.applied(to: limits)
    startLoading(limits)
    sandbox.journal.libraryFolders = layers.map { ($0.folder, searchPath.display($0.folder + "/lib")) }
    var files: [RuleFile] = []
    for layer in layers { files += try ruleFiles(of: layer) }
    let all = try RuleFiles(sandbox: sandbox).run(files)
    var rules: [LoadedRule] = []
    var inactive: [(rule: LoadedRule, reason: String)] = []
    var seenIDs: Set<String> = []
    let disabled = layers.flatMap(\.manifest.disable)
    for rule in all {
      if seenIDs.contains(rule.id) {
        inactive.append((rule, "replaced by the rule of the same id in a ruleset that extends '\(rule.ruleset)'"))
      } else if disabled.contains(rule.id) || disabled.contains("\(rule.ruleset)/\(rule.id)") {
        inactive.append((rule, "disabled"))
      } else {
        rules.append(rule)
      }
      seenIDs.insert(rule.id)
    }
    try checkDisabled(disabled, against: all, layers: layers)
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
      layers: layers, rules: rules, inactive: inactive, files: all, options: options, typedOptions: typed,
      limits: limits, severity: severity, uikitSymbols: symbols)
    loaded.swiftuiSymbols = swiftuiSymbols
    return loaded
  }

  /// Runs what loads next under `limits`: its time from now, its memory beyond what is allocated now.
  private func startLoading(_ limits: RuleLimits) {
    sandbox.start(limits)
    sandbox.state.limitMemory(toAdditional: limits.memoryMB << 20)
  }

  /// A child's token symbols over its parent's: listed names merge, the child's template wins.
  private static func merge(_ child: TokenSymbols, over parent: TokenSymbols) -> TokenSymbols {
    func merged(_ child: SymbolTable, _ parent: SymbolTable) -> SymbolTable {
      SymbolTable(
        names: parent.names.merging(child.names) { _, own in own }, template: child.template ?? parent.template)
    }
    return TokenSymbols(
      colors: merged(child.colors, parent.colors), fonts: merged(child.fonts, parent.fonts),
      numbers: merged(child.numbers, parent.numbers))
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
    let value = try sandbox.evaluate("ruleset.lua", in: folder, shownAs: file)
    return RulesetLayer(manifest: try RulesetManifest(value, file: file), folder: folder, manifestFile: file)
  }

  /// The rule files `layer` lists, compiled (their ids are names: the manifest checked them).
  private func ruleFiles(of layer: RulesetLayer) throws(Diagnostic) -> [RuleFile] {
    var files: [RuleFile] = []
    var ids: Set<String> = []
    for id in layer.manifest.ruleIDs {
      guard ids.insert(id).inserted else {
        throw Diagnostic(
          .error, "ruleset.load", "rule '\(id)' is listed twice in 'rules'",
          at: SourceLocation(file: layer.manifestFile))
      }
      let relative = "rules/\(id).lua"
      guard FileManager.default.fileExists(atPath: layer.folder + "/" + relative) else {
        throw Diagnostic(
          .error, "ruleset.load", "rule '\(id)' is listed in 'rules' but \(relative) does not exist",
          at: SourceLocation(file: layer.manifestFile))
      }
      let file = searchPath.display(layer.folder + "/" + relative)
      let chunk = try sandbox.compile(relative, in: layer.folder, shownAs: file)
      files.append(RuleFile(id: id, ruleset: layer.manifest.name, file: file, chunk: chunk))
    }
    return files
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
