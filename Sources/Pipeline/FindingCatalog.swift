import Decisions
public import Diagnostics
import LayoutPlanner
public import RuleEngine
import Validation

/// What every finding id means, as SARIF's rule descriptors say it: the validator's checks, the planner's findings,
/// the families of the other stages' ids, and a ruleset's own rules.
public struct FindingCatalog: Sendable {
  private var exact: [String: FindingRule]

  /// The built-in checks and findings, and the rules of `ruleset` when there is one.
  public init(ruleset: RulesetDescription? = nil) {
    var exact: [String: FindingRule] = [:]
    for (id, summary) in Planner.findings where Self.families[id] == nil {
      exact[id] = FindingRule(
        id: id, summary: summary, details: Self.plannerDetails[id] ?? summary,
        help: Self.plannerHelp[id] ?? Self.families["planner"]?.help ?? "", defaultSeverity: Self.plannerSeverity[id])
    }
    for (id, rule) in Self.exactFindings { exact[id] = rule }
    for check in allChecks {
      let type = type(of: check)
      exact[type.id] = FindingRule(
        id: type.id, summary: type.summary, details: type.details, help: type.help,
        defaultSeverity: type.defaultSeverity)
    }
    for rule in ruleset?.rules ?? [] where exact[rule.id] == nil {
      let hooks = rule.hooks.map(\.name).joined(separator: ", ")
      exact[rule.id] = FindingRule(
        id: rule.id, summary: rule.summary,
        details: "\(rule.summary). A rule of the ruleset '\(rule.ruleset)', in \(rule.file) (hooks: \(hooks)); "
          + "its findings come from ctx.report, at the severity the rule gives them.",
        help: "Read the rule in \(rule.file). The ruleset's severity table grades or turns off its findings "
          + "(severity = { \(rule.id) = \"off\" }).",
        defaultSeverity: nil)
    }
    self.exact = exact
  }

  /// The description of `id`: its own, or its family's (`untranslated` for `untranslated.layer_blur`), or a plain
  /// one naming the id.
  public func rule(_ id: String) -> FindingRule {
    if let rule = exact[id] { return rule }
    if let family = Self.family(of: id), var rule = Self.families[family] {
      rule.id = id
      return rule
    }
    return FindingRule(
      id: id, summary: id, details: "Findings with the id \(id).", help: "See the finding's message.",
      defaultSeverity: nil)
  }

  /// Every id the catalog describes on its own, sorted.
  public var ids: [String] { exact.keys.sorted() }

  private static func family(of id: String) -> String? {
    id.split(separator: ".", maxSplits: 1).count == 2 ? id.split(separator: ".").first.map(String.init) : nil
  }

  private static let plannerDetails = [
    "unmapped_color":
      "A solid colour that no rule of the ruleset maps to a token or a system colour; the code writes it as a literal.",
    "point_size_font": "A text style that no rule maps to a font token or a text style; the code writes a point size.",
    "component_variants":
      "A component set whose variants are laid out differently from each other, so each variant gets a class.",
    "planner.darkMode":
      "A text whose colour and the colour it is drawn on come from sources that Dark Mode does not change together (a literal on a system colour, or the reverse): in Dark Mode one would turn and the other not, so the screen keeps its light appearance.",
  ]

  private static let plannerSeverity: [String: Diagnostic.Severity] = [
    "unmapped_color": .note, "point_size_font": .warning, "component_variants": .note, "planner.darkMode": .warning,
  ]

  private static let plannerHelp = [
    "unmapped_color": "Map the colour in the ruleset's color hook or its tokens, or name the fill's style in Figma.",
    "point_size_font": "Map the style in the ruleset's font hook or its tokens, or use a text style in Figma.",
    "component_variants": "Give the variants the same layers and layout in Figma if one class should show them all.",
    "planner.darkMode":
      "Give the text and its background tokens with a Dark value (Figma variables with a Dark mode), or map both to system colours in the ruleset's color hook.",
  ]

  private static let exactFindings: [String: FindingRule] = [
    "swiftui.layout_drift": FindingRule(
      id: "swiftui.layout_drift",
      summary: "the SwiftUI, laid out as SwiftUI would, leaves the design by more than 0.5 pt",
      details:
        "figsnap lays the generated SwiftUI out with a model of SwiftUI's layout (proposals, stack flexibility, "
        + "frames, padding, fixedSize) at the design's size, and compares each view's box with its design frame.",
      help:
        "Look at the view's sizing in the design (FILL, HUG, FIXED) and at the stack that holds it; a hug stack "
        + "whose children fill it, or text wider than its frame, are the usual causes.",
      defaultSeverity: .warning),
    "swiftui.unmodelled": FindingRule(
      id: "swiftui.unmodelled", summary: "a part of the SwiftUI the layout model does not lay out",
      details: "The layout model cannot compare this view with the design; it is not checked.",
      help: "Check the view in an Xcode preview.", defaultSeverity: .note),
  ]

  private static let families: [String: FindingRule] = [
    "untranslated": FindingRule(
      id: "untranslated", summary: "a visible design feature the generated code does not draw",
      details:
        "The design shows something the generated code leaves out (a blur, an inner shadow, a transform, an image "
        + "fill); the code says so in a TODO where the view is declared.",
      help: "Draw it by hand in an extension or a subclass of the generated view, or simplify it in the design.",
      defaultSeverity: .warning),
    "approximated": FindingRule(
      id: "approximated", summary: "a design feature the generated code draws differently from the design",
      details:
        "The generated code draws this feature close to the design but not exactly (a shadow's spread, mixed "
        + "corner radii, a gradient's geometry, text attributes).",
      help: "Compare the screen with the design; adjust the view by hand where the difference matters.",
      defaultSeverity: .note),
    "planner": FindingRule(
      id: "planner", summary: "a layout decision the design and the rules left to figsnap",
      details:
        "The planner chose a layout the design does not state: a scroll view for a tall screen, a list for "
        + "repeated rows, a scaled or positioned child, a stack's sizing.",
      help: "Read the decision in `figsnap explain INPUT --node ID`; a rule can make it otherwise.",
      defaultSeverity: nil),
    "figma": FindingRule(
      id: "figma", summary: "something in the Figma file that figsnap could not read or had to normalise",
      details:
        "The input file: invalid JSON, a field of the wrong type, a duplicate id, or a value figsnap normalised "
        + "(a device frame, a transform); the message names the JSON path or byte.",
      help: "Fetch the file again with `figsnap fetch`, or fix the node the message names in Figma.",
      defaultSeverity: nil),
    "ruleset": FindingRule(
      id: "ruleset", summary: "a ruleset that could not be loaded or answered wrongly",
      details: "A ruleset's manifest, a rule file or a hook's answer is invalid; the message names the file and line.",
      help: "Fix the rule at the file and line named; `figsnap test RULESET` runs its cases.",
      defaultSeverity: .error),
    "lua": FindingRule(
      id: "lua", summary: "a rule that broke a limit of the Lua sandbox",
      details: "A hook ran too long, used too much memory or called something the sandbox does not offer.",
      help: "Simplify the rule, or raise the limit with the --lua-* options if the work is needed.",
      defaultSeverity: .error),
    "figsnap": FindingRule(
      id: "figsnap", summary: "figsnap's own findings: the output folder, the project config, stale files",
      details: "Something about figsnap's run rather than the design: a file it will not overwrite, a stale file.",
      help: "Follow the message; figsnap never overwrites a file it did not generate.",
      defaultSeverity: nil),
  ]
}
