import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Pipeline
import RuleEngine
import Ruling
import SwiftSource
import TestSupport
import Testing

/// Issue 10: expressions a rule returns are pasted into Swift, so the host checks each one; a
/// rejected answer is a broken contract at the rule's line and counts as nil.
@Suite struct HostileAnswerTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  /// `RuleDesigns.row` with a filled, styled label, so the `color` and `font` hooks are asked.
  private static let design: DesignTree = {
    let style = #""style": {"fontFamily": "SF Pro Text", "fontSize": 15, "fontWeight": 400}"#
    let fill = #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]"#
    let label = FigmaJSON.node(
      "12:5", "TEXT", name: "Label", box: (16, 10, 40, 20), extra: #""characters": "数量", \#(style), \#(fill)"#)
    let icon = FigmaJSON.node("12:7", "INSTANCE", name: "Search Icon", box: (236, 12, 16, 16))
    let screen = FigmaJSON.node("12:1", name: "Row", box: (0, 0, 375, 200), children: [label, icon])
    return (try? FigmaJSON.load(FigmaJSON.file([screen])).tree) ?? DesignTree(source: "", shape: .file, screens: [])
  }()

  private func run(_ hooks: String) throws -> RuleRun {
    try fixture.write("acme", rules: [("hostile", "return {\n  summary = \"hostile answers\",\n\(hooks)}\n")])
    return try fixture.runner("acme").run(on: Self.design)
  }

  private func messages(_ hooks: String) throws -> [String] { try run(hooks).diagnostics.map(\.message) }

  @Test(arguments: [
    ("\"/* \"", "it contains a comment"),
    ("\".red // trailing\"", "it contains a comment"),
    ("\"UIColor(red: 1, green: 0\"", "')' is missing"),
    ("\"UIColor(red: 1))\"", "unexpected ')'"),
    ("\".red\\n.blue\"", "it contains a line break or control character"),
    ("\"UIColor(named: \\\"a\\\\9b\\\")\"", "'\\9' is not a Swift string escape"),
    ("\"UIColor(named: \\\"open)\"", "a string literal is not terminated"),
    ("\"{ .red }()\"", "'{' is not allowed"),
    ("string.rep(\"a\", 501)", "it is longer than 500 characters"),
  ])
  func rejectsAnInitializerThatIsNoSwiftExpression(answer: String, problem: String) throws {
    let run = try run("  view = function() return { init = \(answer) } end,\n")
    let error = try required(run.diagnostics.first { $0.message.contains("is not a Swift expression") })
    verify(error.message.hasPrefix("hook 'view' view.init = "), "\(error.message)")
    verify(error.message.hasSuffix("is not a Swift expression figsnap accepts: \(problem)"), "\(error.message)")
    verify(error.location.file, equals: "rulesets/acme/rules/hostile.lua")
    verify(error.location.line, equals: 3)
    verify(error.description, lacks: "\n", "\(error.description)")
    let decided = run.tree.screens.first?.root.decisions.view
    verify(decided == nil || decided?.origin.ruleID != "hostile", "the answer counts as nil")
  }

  @Test func rejectsASwiftFontAndAnInitializerThatIsNoSwiftExpression() throws {
    let found = try messages(
      """
        font = function() return "UIFont.systemFont(ofSize: 12) /* */" end,
        view = function(node) return { init = "AcmeView(\\n)" } end,

      """)
    verify(
      found.contains { $0.hasPrefix("hook 'font' returned the string ") && $0.contains("a style is a value now") },
      "\(found)")
    verify(
      found.contains {
        $0.hasPrefix("hook 'view' view.init = ") && $0.hasSuffix(": it contains a line break or control character")
      }, "\(found)")
  }

  @Test func rejectsPropsThatAreNoPropertyAssignments() throws {
    let found = try messages(
      """
        view = function(node)
          if node.name == "Label" then return { props = { ["a = 1; b"] = "2" } } end
          if node.name == "Search Icon" then return { props = { tintColor = ".red // x" } } end
        end,

      """)
    let more = try messages(
      """
        view = function(node)
          if node.name == "Label" then return { props = { alpha = 1 / 0 } } end
          local many = {}
          for i = 1, 65 do many["p" .. i] = 1 end
          return { props = many }
        end,

      """)
    verify(found.contains { $0.contains("view.props key \"a = 1; b\" is not a property path") }, "\(found)")
    verify(found.contains { $0.contains("view.props.tintColor = \".red // x\" is not a Swift expression") })
    verify(more.contains { $0.contains("view.props.alpha = inf; expected a Swift expression string") }, "\(more)")
    verify(more.contains { $0.contains("view.props has 65 properties; at most 64 per view") })
  }

  @Test func acceptsTheExpressionsRulesWrite() throws {
    for expression in [
      ".systemBlue", "Theme.Color.primary", "UIColor(named: \"Brand/\\tBlue \\\"x\\\" \\u{1F600}\")",
      "UIFontMetrics.default.scaledFont(for: UIFont(name: \"SFPro\", size: 17) ?? .systemFont(ofSize: 17))",
      "UIColor.label.withAlphaComponent(0.5)", "colors[0]", "[.layerMinXMinYCorner, .layerMaxXMinYCorner]",
      "-1.5e3", "UIFont(name: \"A\", size: 2)?.withSize(3)", "true", "0x1F", "CGSize(width: 2 * 8, height: 4 / 2)",
    ] {
      verify(SwiftExpression.problem(in: expression), equals: nil, "\(expression)")
    }
  }

  @Test func snapSwiftStringEscapesForSwift() throws {
    let run = try run(
      """
        view = function() return { init = "AcmeLabel(title: " .. snap.swift.string("a\\tb \\"c\\" \\\\ \\n") .. ")" } end,
        color = function() return snap.swift.string(12) end,

      """)
    let initializer = run.tree.screens.first?.root.decisions.view?.value.initializer
    verify(initializer, equals: #"AcmeLabel(title: "a\tb \"c\" \\ \n")"#, "\(initializer ?? "nil")")
    let messages = run.diagnostics.map(\.message)
    verify(messages.contains { $0.contains("snap.swift.string expects one string, got 12") }, "\(messages)")
  }

  @Test func styleAnswersAreValuesNotSwift() throws {
    let run = try run(
      """
        color = function() return ".systemBlue" end,
        font = function() return { size = 15, weight = "heavyish" } end,

      """)
    let messages = run.diagnostics.map(\.message)
    verify(
      messages.contains { $0.contains("returned the string \".systemBlue\"; a style is a value now, not Swift") },
      "\(messages)")
    verify(messages.contains { $0.contains("font.weight = \"heavyish\"; expected 100…900 or one of") }, "\(messages)")
    verify(run.tree.colors.isEmpty && run.tree.fonts.isEmpty)
  }
}
