import Decisions
import Diagnostics
import FigmaModel
import JSONText

/// Reads the options figsnap itself uses from a ruleset's `options` table into ``RulesetOptions``.
///
/// Each manifest's are checked when it loads (an error names the option, the file and what was expected), the
/// chain's merged ones are decoded once. Other keys are the rules' own (`ctx.options`).
enum RulesetOptionsDecoder {
  /// The keys of `options.scroll`.
  static let scrollKeys = ["tall_screens", "overflow", "fixed_bottom_bars"]

  /// The options that are true or false, by key.
  private static let flags: [(key: String, path: any WritableKeyPath<RulesetOptions, Bool> & Sendable)] = [
    ("final_classes", \.finalClasses), ("stack_views", \.stackViews), ("structural_reuse", \.structuralReuse),
    ("palette", \.palette),
  ]

  /// `options` over `base`; `fail` makes the error for a message.
  static func decode(_ options: LuaTable, over base: RulesetOptions, _ fail: (String) -> Diagnostic) throws(Diagnostic)
    -> RulesetOptions
  {
    var decoded = base
    let fields = options.fields
    if let value = fields["deployment_target"] {
      guard let text = version(value) else {
        throw fail(
          "options.deployment_target = \(DecisionReader.describe(value)); expected an iOS version such as \"15.0\"")
      }
      decoded.deploymentTarget = text
    }
    if let value = fields["grid"] {
      guard case .number(let number) = value, let grid = CheckedNumber.finite(number, in: 0.5...100) else {
        throw fail("options.grid = \(DecisionReader.describe(value)); expected points from 0.5 to 100")
      }
      decoded.grid = grid
    }
    if let value = fields["scroll"] {
      guard case .table(let scroll) = value, scroll.array.isEmpty, scroll.otherKeys.isEmpty else {
        throw fail("options.scroll must be a table { \(scrollKeys.joined(separator: ", ")) } of booleans")
      }
      for key in scroll.fields.keys.sorted() {
        guard scrollKeys.contains(key) else {
          let hint = Suggestion.closest(to: key, in: scrollKeys).map { "; did you mean '\($0)'?" } ?? ""
          throw fail("unknown key '\(key)' in options.scroll\(hint)")
        }
        guard case .boolean(let flag) = scroll.fields[key] else {
          throw fail(
            "options.scroll.\(key) = \(DecisionReader.describe(scroll.fields[key] ?? .nothing)); expected true or false"
          )
        }
        switch key {
        case "tall_screens": decoded.scrollsTallScreens = flag
        case "overflow": decoded.scrollsOverflow = flag
        default: decoded.keepsBottomBarsFixed = flag
        }
      }
    }
    for (key, path) in flags {
      guard let value = fields[key] else { continue }
      guard case .boolean(let flag) = value else {
        throw fail("options.\(key) = \(DecisionReader.describe(value)); expected true or false")
      }
      decoded[keyPath: path] = flag
    }
    if let value = fields["section_views"] {
      switch value {
      case .boolean(false): decoded.sectionViews = nil
      case .number(let number) where number >= 0 && number <= 100_000 && number == number.rounded():
        decoded.sectionViews = Int(number)
      default:
        throw fail("options.section_views = \(DecisionReader.describe(value)); expected a count of views or false")
      }
    }
    if let output: RulesetOptions.ScreenOutput = try choice(fields, "output", fail) { decoded.output = output }
    if let target: RulesetOptions.OutputTarget = try choice(fields, "target", fail) { decoded.target = target }
    if let ownership: RulesetOptions.InputOwnership = try choice(fields, "swiftui_input", fail) {
      decoded.inputOwnership = ownership
    }
    if let form: RulesetOptions.ColorTokenForm = try choice(fields, "color_tokens", fail) {
      decoded.colorTokenForm = form
    }
    if let value = fields["safe_area"] {
      guard case .table(let canvases) = value, canvases.array.isEmpty, canvases.otherKeys.isEmpty else {
        throw fail("options.safe_area must be a table of canvases such as [\"390x844\"] = { top = 47, bottom = 34 }")
      }
      for canvas in canvases.fields.keys.sorted() {
        decoded.safeAreas[canvas] = try insets(canvases.fields[canvas] ?? .nothing, canvas: canvas, fail)
      }
    }
    return decoded
  }

  /// The option `key` of `fields`, one of a set of names; nil when it is not set.
  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ fields: [String: LuaValue], _ key: String, _ fail: (String) -> Diagnostic
  ) throws(Diagnostic) -> Choice? where Choice.RawValue == String {
    guard let value = fields[key] else { return nil }
    guard case .string(let name) = value, let choice = Choice(rawValue: name) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw fail("options.\(key) = \(DecisionReader.describe(value)); expected \(names)")
    }
    return choice
  }

  private static func insets(_ value: LuaValue, canvas: String, _ fail: (String) -> Diagnostic) throws(Diagnostic)
    -> SafeAreaInsets
  {
    let sides = canvas.split(separator: "x")
    guard sides.count == 2, sides.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      throw fail("options.safe_area key '\(canvas)' is not a canvas such as \"390x844\"")
    }
    guard case .table(let table) = value, table.array.isEmpty,
      Set(table.fields.keys).isSubset(of: ["top", "bottom"])
    else {
      throw fail("options.safe_area[\"\(canvas)\"] must be { top = points, bottom = points }")
    }
    func side(_ key: String) throws(Diagnostic) -> Double {
      guard let given = table.fields[key] else { return 0 }
      guard case .number(let number) = given, let points = CheckedNumber.finite(number, in: 0...200) else {
        throw fail(
          "options.safe_area[\"\(canvas)\"].\(key) = \(DecisionReader.describe(given)); expected points from 0 to 200")
      }
      return points
    }
    return SafeAreaInsets(top: try side("top"), bottom: try side("bottom"))
  }

  /// `"15.0"` or `15` as the version text, when it is one (major 9–99, at most two more parts).
  private static func version(_ value: LuaValue) -> String? {
    let text: String
    switch value {
    case .string(let given): text = given
    case .number(let number) where number.isFinite: text = NumberText.format(number)
    default: return nil
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) }),
      let major = Int(parts[0]), (9...99).contains(major)
    else { return nil }
    return text
  }
}
