import Decisions
import Diagnostics
import FigmaModel
import Pipeline
import RuleEngine
import Ruling
import Semantics
import TestSupport
import Testing

/// Issue 11: the `color` and `font` hooks answer with values — platform names, assets, literals and team tokens the
/// ruleset maps to symbols — and the `view` hook's `role` reaches the decisions.
@Suite struct StyleAnswerTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  private func run(_ hooks: String, manifest: String = "") throws -> RuleRun {
    try fixture.write(
      "styles", rules: [("styles", "return {\n  summary = \"style answers\",\n\(hooks)}\n")], manifest: manifest)
    return try fixture.runner("styles").run(on: Self.painted)
  }

  /// A screen with a filled frame and a text with a fill and a font.
  private static let painted: DesignTree = {
    let fill = #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0.5, "b": 0, "a": 1}}]"#
    let text = FigmaJSON.node(
      "2:2", "TEXT", name: "Label", box: (16, 16, 100, 20),
      extra: fill + #", "characters": "Hi", "style": {"fontFamily": "Inter", "fontSize": 15, "fontWeight": 400}"#)
    let screen = FigmaJSON.node("2:1", name: "Painted", box: (0, 0, 375, 200), extra: fill, children: [text])
    return (try? FigmaJSON.load(FigmaJSON.file([screen])).tree) ?? DesignTree(source: "", shape: .file, screens: [])
  }()

  private let tokens =
    "  targets = { uikit = { colors = \"Theme.Color.{name}\", fonts = { body = \"Theme.Font.body\" } } },\n"

  @Test func everyColorFormIsAValue() throws {
    for (answer, value) in [
      ("{ system = \"systemBlue\" }", ColorValue.system("systemBlue")),
      ("{ asset = \"Brand/Primary\" }", .asset("Brand/Primary")),
      ("{ token = \"accent\" }", .token("accent")),
      ("{ hex = \"#FF8000\", alpha = 0.5 }", .rgba(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5)),
    ] {
      let run = try run("  color = function() return \(answer) end,\n", manifest: tokens)
      verify(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(answer): \(run.diagnostics)")
      verify(!run.tree.colors.isEmpty && run.tree.colors.values.allSatisfy { $0.value == value }, "\(answer)")
    }
  }

  @Test func everyFontFormIsAValue() throws {
    for (answer, value) in [
      ("{ text_style = \"title2\" }", FontValue.textStyle(.title2)),
      ("{ size = 15, weight = \"semibold\" }", .system(size: 15, weight: .semibold, scaled: true)),
      ("{ size = 15, weight = 700, scaled = false }", .system(size: 15, weight: .bold, scaled: false)),
      ("{ name = \"Avenir-Heavy\", size = 20 }", .named("Avenir-Heavy", size: 20, scaled: true)),
      ("{ token = \"body\" }", .token("body")),
    ] {
      let run = try run("  font = function() return \(answer) end,\n", manifest: tokens)
      verify(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(answer): \(run.diagnostics)")
      verify(!run.tree.fonts.isEmpty && run.tree.fonts.values.allSatisfy { $0.value == value }, "\(answer)")
    }
  }

  @Test func aTokenNeedsASymbolThatIsSwift() throws {
    let unmapped = try run("  font = function() return { token = \"caption\" } end,\n", manifest: tokens)
    verify(
      unmapped.diagnostics.contains {
        $0.message
          == "hook 'font' font token 'caption' has no UIKit symbol: map it in the ruleset's targets.uikit.fonts"
      }, "\(unmapped.diagnostics)")
    verify(unmapped.tree.fonts.isEmpty, "a broken answer counts as nil")
    let broken = try run(
      "  color = function() return { token = \"accent\" } end,\n",
      manifest: "  targets = { uikit = { colors = \"Theme.{name} /* x\" } },\n")
    verify(broken.diagnostics.contains { $0.message.contains("which is not a Swift expression figsnap accepts") })
  }

  @Test func malformedStyleAnswersAreContractErrors() throws {
    let found = try run(
      """
        color = function(paint)
          if paint.usage == "text" then return { system = "blue", asset = "x" } end
          return { hex = "#12345" }
        end,
        font = function() return { text_style = "huge" } end,

      """
    ).diagnostics.map(\.message)
    verify(found.contains { $0.contains("a table with system and asset of system, asset, token and hex") }, "\(found)")
    verify(found.contains { $0.contains("color.hex = \"#12345\" is not \"#RRGGBB\"") }, "\(found)")
    verify(found.contains { $0.contains("font.text_style must be alone and one of largeTitle") }, "\(found)")
  }

  @Test func aRoleReachesTheDecisionAndAnUnknownOneIsRefused() throws {
    try fixture.write(
      "roles",
      rules: [
        (
          "roles",
          """
          return {
            summary = "roles",
            view = function(node)
              if node.name == "Search Icon" then return { role = "icon" } end
              if node.name == "Label" then return { role = "knob" } end
            end,
          }

          """
        )
      ])
    let run = try fixture.runner("roles").run(on: RuleDesigns.row)
    let icon = run.tree.screens.first?.root.children.first { $0.design.name == "Search Icon" }
    verify(icon?.decisions.view?.value.role, equals: .icon)
    verify(run.diagnostics.contains { $0.message.hasPrefix("hook 'view' view.role = \"knob\" is not a role") })
  }

  @Test func aChildsTokenSymbolsWinOverItsParents() throws {
    try fixture.write(
      "parent", rules: [("noop", "return { summary = \"nothing\" }\n")],
      manifest: "  targets = { uikit = { colors = { accent = \"Parent.accent\", ink = \"Parent.ink\" } } },\n")
    try fixture.write(
      "child",
      rules: [("colors", "return {\n  summary = \"t\",\n  color = function() return { token = \"ink\" } end,\n}\n")],
      manifest: "  extends = \"parent\",\n  targets = { uikit = { colors = { accent = \"Child.accent\" } } },\n")
    let run = try fixture.runner("child").run(on: Self.painted)
    verify(run.tree.uikitSymbols.colors.symbol(for: "accent"), equals: "Child.accent")
    verify(run.tree.uikitSymbols.colors.symbol(for: "ink"), equals: "Parent.ink")
    verify(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(run.diagnostics)")
  }

  @Test func aRulesetsNumberSymbolsSpellTheDesignsLengthTokens() throws {
    try fixture.write(
      "lengths", rules: [],
      manifest: "  extends = \"default\",\n"
        + "  targets = { uikit = { numbers = { [\"space/small\"] = \"Theme.Spacing.s\", [\"space/large\"] = \"Theme.x /* y\" } } },\n"
    )
    var request = Pipeline.Request(
      bytes: try Paths.bytes(Paths.package("examples/tokens/welcome.json")), source: "welcome.json",
      runner: fixture.runner("lengths"), through: .emitted)
    request.variables = (try Paths.bytes(Paths.package("examples/tokens/variables.json")), "variables.json")
    let result = try Pipeline.run(request)
    let screen = try required(result.files.first { $0.name == "WelcomeView.swift" }).contents
    verify(screen, contains: "stackView.spacing = Theme.Spacing.s", "\(screen)")
    // A symbol that is no Swift expression is an error, and figsnap's own stands.
    verify(screen, contains: "leading: Spacing.large")
    verify(
      result.findings.contains {
        $0.severity == .error && $0.message.hasPrefix("number token 'space/large' maps to 'Theme.x /* y'")
      }, "\(result.findings)")
    let lengths = try required(result.files.first { $0.name == "LayoutTokens.swift" }).contents
    verify(!lengths.contains("static let small") && lengths.contains("static let large"))
    // The team's UIKit symbol is a CGFloat: SwiftUI spells the token with it too.
    request.target = .swiftui
    let swiftUI = try required(try Pipeline.run(request).files.first { $0.name == "WelcomeView.swift" }).contents
    verify(swiftUI, contains: "VStack(alignment: .leading, spacing: Theme.Spacing.s)", "\(swiftUI)")
  }

  /// The guide's promise, kept: a broken contract is reported on its rule and the next rule is asked.
  @Test func aBrokenContractAsksTheNextRule() throws {
    try fixture.write(
      "chain",
      rules: [
        ("broken", "return {\n  summary = \"old style\",\n  color = function() return \".red\" end,\n}\n"),
        (
          "sound", "return {\n  summary = \"values\",\n  color = function() return { system = \"systemRed\" } end,\n}\n"
        ),
      ])
    let run = try fixture.runner("chain").run(on: Self.painted)
    verify(run.diagnostics.contains { $0.ruleID == "broken" && $0.severity == .error }, "\(run.diagnostics)")
    verify(!run.tree.colors.isEmpty)
    for decided in run.tree.colors.values {
      verify(decided.value, equals: .system("systemRed"))
      verify(decided.origin.ruleID, equals: "sound")
    }
  }

  /// An origin is the line of the `return` that decided; an answer through a tail call keeps the hook's own line.
  @Test func anOriginIsTheLineOfTheReturnThatDecided() throws {
    let source = """
      local function helper() return { system = "systemTeal" } end
      return {
        summary = "returns",
        color = function(paint)
          if paint.usage == "text" then
            return { system = "label" }
          end
          return helper()
        end,
      }

      """
    try fixture.write("returns", rules: [("returns", source)])
    let run = try fixture.runner("returns").run(on: Self.painted)
    let lines = Dictionary(
      run.tree.colors.map { ($0.key.usage, $0.value.origin.location.line) }, uniquingKeysWith: { first, _ in first })
    verify(lines[.text], equals: 6, "the return in the branch")
    verify(lines[.fill], equals: 4, "a tail call: the hook's own line")
  }
}
