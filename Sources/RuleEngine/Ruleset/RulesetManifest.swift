import Decisions
import Diagnostics
import FigmaModel
import JSONText
import Semantics

/// A ruleset's `ruleset.lua`, checked: every key known, every value of the right type.
struct RulesetManifest {
  static let apiVersion = 1
  static let keys = [
    "name", "api", "extends", "description", "options", "rules", "disable", "limits", "severity", "targets",
  ]
  static let limitKeys = ["instructions", "run_instructions", "memory_mb", "seconds"]
  static let severities = ["error", "warning", "note", "off"]

  var name: String
  var description: String?
  var extends: String?
  var options: LuaTable
  var ruleIDs: [String]
  var disable: [String]
  var limits: RuleLimitOverrides
  var severity: [String: String]
  /// How the ruleset's colour and font tokens are spelt in UIKit code (`targets.uikit`).
  var uikitSymbols: TokenSymbols
  /// How they are spelt in SwiftUI code (`targets.swiftui`).
  var swiftuiSymbols: TokenSymbols

  /// Reads the table `ruleset.lua` returned; problems are reported against `file`.
  init(_ value: LuaValue, file: String) throws(Diagnostic) {
    func fail(_ message: String) -> Diagnostic {
      Diagnostic(.error, "ruleset.load", "\(TerminalText.sanitized(message))", at: SourceLocation(file: file))
    }
    guard case .table(let table) = value else { throw fail("ruleset.lua must return a table, not \(value.typeName)") }
    for key in table.fields.keys.sorted() where !Self.keys.contains(key) {
      let hint = Suggestion.closest(to: key, in: Self.keys).map { "; did you mean '\($0)'?" } ?? ""
      throw fail("unknown key '\(key)' in ruleset.lua\(hint)")
    }
    guard case .string(let name) = table["name"], !name.isEmpty else { throw fail("ruleset.lua needs a 'name' string") }
    guard case .number(let api) = table["api"] else { throw fail("ruleset.lua needs 'api = \(Self.apiVersion)'") }
    guard let version = CheckedNumber.whole(api, in: Int.min...Int.max) else {
      throw fail("api = \(NumberText.format(api)); expected a whole number (this figsnap knows API \(Self.apiVersion))")
    }
    guard version == Self.apiVersion else {
      throw fail("ruleset '\(name)' is written for API \(version); this figsnap knows API \(Self.apiVersion)")
    }
    self.name = name
    description = table["description"].string
    extends = try Self.optionalString(table["extends"], "extends", fail)
    options = try Self.table(table["options"], "options", fail)
    _ = try RulesetOptionsDecoder.decode(options, over: .standard, fail)
    ruleIDs = try Self.strings(table["rules"], "rules", fail)
    for id in ruleIDs where !ScriptName.isValid(id) {
      throw fail(
        "rule id \(DecisionReader.describe(.string(id))) in 'rules' is not a name: an id holds only "
          + "\(ScriptName.allowedText), and no '..'")
    }
    disable = try Self.strings(table["disable"], "disable", fail)
    limits = try Self.limits(table["limits"], fail)
    severity = [:]
    let levels = try Self.table(table["severity"], "severity", fail).fields
    for check in levels.keys.sorted() {
      let level = levels[check] ?? .nothing
      guard let text = level.string, Self.severities.contains(text) else {
        throw fail("severity of '\(check)' must be one of \(Self.severities.joined(separator: ", "))")
      }
      severity[check] = text
    }
    let targets = try Self.table(table["targets"], "targets", fail)
    for key in targets.fields.keys.sorted() where !Self.targetNames.contains(key) {
      throw fail("unknown output target '\(key)' in targets; this figsnap knows 'uikit' and 'swiftui'")
    }
    uikitSymbols = try Self.symbols(targets["uikit"], target: "uikit", fail)
    swiftuiSymbols = try Self.symbols(targets["swiftui"], target: "swiftui", fail)
  }

  static let targetNames = ["uikit", "swiftui"]

  /// `targets = { uikit = { colors = …, fonts = …, numbers = … }, swiftui = { … } }`: each a template with `{name}` for the
  /// token's name (`"Theme.Color.{name}"`), or a table of token names to symbols.
  private static func symbols(_ value: LuaValue, target: String, _ fail: (String) -> Diagnostic)
    throws(Diagnostic) -> TokenSymbols
  {
    let symbols = try table(value, "targets.\(target)", fail)
    let kinds = ["colors", "fonts", "numbers"]
    for key in symbols.fields.keys.sorted() where !kinds.contains(key) {
      let hint = Suggestion.closest(to: key, in: kinds).map { "; did you mean '\($0)'?" } ?? ""
      throw fail("unknown key '\(key)' in targets.\(target)\(hint)")
    }
    return TokenSymbols(
      colors: try symbolTable(symbols["colors"], "targets.\(target).colors", fail),
      fonts: try symbolTable(symbols["fonts"], "targets.\(target).fonts", fail),
      numbers: try symbolTable(symbols["numbers"], "targets.\(target).numbers", fail))
  }

  private static func symbolTable(_ value: LuaValue, _ key: String, _ fail: (String) -> Diagnostic)
    throws(Diagnostic) -> SymbolTable
  {
    switch value {
    case .nothing: return SymbolTable()
    case .string(let template):
      guard template.contains("{name}") else {
        throw fail("\(key) = \(DecisionReader.describe(value)) must contain {name}, as in \"Theme.Color.{name}\"")
      }
      return SymbolTable(template: template)
    case .table(let entries) where entries.array.isEmpty && entries.otherKeys.isEmpty:
      var names: [String: String] = [:]
      for name in entries.fields.keys.sorted() {
        guard case .string(let symbol) = entries.fields[name] else {
          throw fail("\(key).\(name) must be a string: the Swift symbol of the token")
        }
        names[name] = symbol
      }
      return SymbolTable(names: names)
    default:
      throw fail("'\(key)' must be a template string or a table of token names to symbols, not \(value.typeName)")
    }
  }

  private static func optionalString(_ value: LuaValue, _ key: String, _ fail: (String) -> Diagnostic)
    throws(Diagnostic)
    -> String?
  {
    switch value {
    case .nothing: return nil
    case .string(let text): return text
    default: throw fail("'\(key)' must be a string, not \(value.typeName)")
    }
  }

  private static func table(_ value: LuaValue, _ key: String, _ fail: (String) -> Diagnostic) throws(Diagnostic)
    -> LuaTable
  {
    switch value {
    case .nothing: return LuaTable()
    case .table(let table): return table
    default: throw fail("'\(key)' must be a table, not \(value.typeName)")
    }
  }

  private static func strings(_ value: LuaValue, _ key: String, _ fail: (String) -> Diagnostic) throws(Diagnostic)
    -> [String]
  {
    let list = try table(value, key, fail)
    guard list.fields.isEmpty, list.otherKeys.isEmpty else { throw fail("'\(key)' must be a list of strings") }
    var result: [String] = []
    for item in list.array {
      guard case .string(let text) = item else { throw fail("'\(key)' must be a list of strings") }
      result.append(text)
    }
    return result
  }

  private static func limits(_ value: LuaValue, _ fail: (String) -> Diagnostic) throws(Diagnostic)
    -> RuleLimitOverrides
  {
    let table = try table(value, "limits", fail)
    var limits = RuleLimitOverrides()
    for key in table.fields.keys.sorted() {
      let entry = table.fields[key] ?? .nothing
      guard limitKeys.contains(key) else {
        let hint = Suggestion.closest(to: key, in: limitKeys).map { "; did you mean '\($0)'?" } ?? ""
        throw fail("unknown key '\(key)' in limits\(hint)")
      }
      guard case .number(let number) = entry else {
        throw fail("limits.\(key) = \(DecisionReader.describe(entry)); expected a number")
      }
      func whole(_ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        guard let value = CheckedNumber.whole(number, in: range) else {
          throw fail("limits.\(key) = \(NumberText.format(number)); expected \(CheckedNumber.describe(range))")
        }
        return value
      }
      switch key {
      case "instructions": limits.instructionsPerHook = try whole(RuleLimits.instructionsPerHookRange)
      case "run_instructions": limits.instructionsPerRun = try whole(RuleLimits.instructionsPerRunRange)
      case "memory_mb": limits.memoryMB = try whole(RuleLimits.memoryMBRange)
      default:
        guard let seconds = CheckedNumber.finite(number, in: RuleLimits.secondsRange) else {
          throw fail(
            "limits.seconds = \(NumberText.format(number)); expected \(CheckedNumber.describe(RuleLimits.secondsRange))"
          )
        }
        limits.seconds = seconds
      }
    }
    return limits
  }
}
