import Diagnostics
import FigmaModel
import Foundation
import LayoutIR
import Pipeline
import Semantics
import TestSupport
import Testing

/// The default ruleset makes an auto-layout column or row a `UIStackView` where the stack lays it out as the design
/// does, and keeps every other one a chain; the validator solves the constraints UIKit's stack makes, so the proof
/// holds, and the code type-checks.
@Suite struct StackPromotionTests {
  /// A text that hugs its size.
  static func text(_ id: String, _ characters: String, _ box: (Double, Double, Double, Double)) -> String {
    FigmaJSON.node(
      id, "TEXT", name: characters, box: box,
      extra: #""characters": "\#(characters)", "style": {"fontFamily": "Inter", "fontSize": 16}, "#
        + #""layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#)
  }

  /// A filled rectangle named `name`, with `extra` members.
  static func tile(_ id: String, _ box: (Double, Double, Double, Double), name: String? = nil, extra: String = "")
    -> String
  {
    FigmaJSON.node(
      id, "RECTANGLE", name: name ?? "Tile \(id)", box: box,
      extra: #""fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.4, "b": 0.8, "a": 1}}]"#
        + (extra.isEmpty ? "" : ", " + extra))
  }

  /// The members of a child that fills its parent across a column.
  static let fillsAcross = #""layoutAlign": "STRETCH", "layoutSizingHorizontal": "FILL""#

  /// A 375-pt screen: a hugging column of two texts (1:2), a row of two children that share its width (1:5), a row
  /// spread to its ends (1:8), a column whose second gap is not its spacing (1:11) and a row with a child placed on
  /// its own (1:14).
  static let design: String = {
    func frame(
      _ id: String, _ name: String, _ box: (Double, Double, Double, Double), _ layout: String, _ kids: [String]
    )
      -> String
    {
      FigmaJSON.node(id, name: name, box: box, extra: layout, children: kids)
    }
    let column = frame(
      "1:2", "Profile", (20, 100, 232, 84),
      #""layoutMode": "VERTICAL", "itemSpacing": 8, "paddingTop": 16, "paddingBottom": 16, "paddingLeft": 16, "#
        + #""paddingRight": 16, "primaryAxisSizingMode": "AUTO", "counterAxisSizingMode": "AUTO", "#
        + #""layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      [text("1:3", "Ada Lovelace", (36, 116, 120, 24)), text("1:4", "Analyst", (36, 148, 200, 20))])
    let grow = #""layoutGrow": 1, "layoutSizingHorizontal": "FILL""#
    let shared = frame(
      "1:5", "Actions", (20, 220, 335, 44),
      #""layoutMode": "HORIZONTAL", "itemSpacing": 12, "primaryAxisSizingMode": "FIXED", "#
        + #""counterAxisSizingMode": "FIXED", "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FIXED""#,
      [tile("1:6", (20, 220, 161.5, 44), extra: grow), tile("1:7", (193.5, 220, 161.5, 44), extra: grow)])
    let spread = frame(
      "1:8", "Totals", (20, 290, 335, 20),
      #""layoutMode": "HORIZONTAL", "itemSpacing": 100, "primaryAxisAlignItems": "SPACE_BETWEEN", "#
        + #""primaryAxisSizingMode": "FIXED", "counterAxisSizingMode": "AUTO", "#
        + #""layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG""#,
      [text("1:9", "Total", (20, 290, 40, 20)), text("1:10", "$12.00", (305, 290, 50, 20))])
    let uneven = frame(
      "1:11", "Notes", (20, 340, 200, 68),
      #""layoutMode": "VERTICAL", "itemSpacing": 8, "primaryAxisSizingMode": "AUTO", "#
        + #""counterAxisSizingMode": "AUTO", "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      [text("1:12", "First note", (20, 340, 200, 20)), text("1:13", "Second note", (20, 388, 200, 20))])
    let badge = tile("1:16", (100, 426, 12, 12), extra: #""layoutPositioning": "ABSOLUTE""#)
    let loose = frame(
      "1:14", "Badges", (20, 430, 88, 20),
      #""layoutMode": "HORIZONTAL", "itemSpacing": 8, "primaryAxisSizingMode": "AUTO", "#
        + #""counterAxisSizingMode": "AUTO", "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      [text("1:15", "Inbox", (20, 430, 40, 20)), text("1:17", "Sent", (68, 430, 40, 20)), badge])
    let screen = FigmaJSON.node(
      "1:1", name: "Stacks", box: (0, 0, 375, 667),
      extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]"#,
      children: [column, shared, spread, uneven, loose])
    return FigmaJSON.file([screen])
  }()

  private func layout(_ ruleset: String, in fixture: RulesetFixture? = nil) throws -> (LayoutResult, Converter) {
    try PlannedLayout.of(Array(Self.design.utf8), source: "stacks.json", ruleset: ruleset, in: fixture)
  }

  private func views(_ result: LayoutResult) throws -> [String: ViewSpec] { try PlannedLayout.views(result) }

  @Test func framesTheStackLaysOutAsDesignedBecomeStackViews() throws {
    let (result, converter) = try layout("default")
    let views = try views(result)
    verify(views["1:2"]?.role == .stack && views["1:5"]?.role == .stack && views["1:8"]?.role == .stack)
    verify(views["1:11"]?.role, equals: .container, "a gap other than the spacing is not what a stack makes")
    verify(views["1:14"]?.role, equals: .stack, "a child placed on its own is a subview it does not arrange")
    verify(views["1:2"]?.name, equals: "profileView", "a stack keeps the name a frame has in both targets")

    // The arranged views are placed by the stack alone: their edges are implicit, their sizes their own.
    for node in ["1:3", "1:4", "1:6", "1:7", "1:9", "1:10"] {
      let view = try required(views[node])
      verify(
        view.constraints.filter { !$0.attribute.isSize }.allSatisfy { $0.implicit && $0.origin == "planner.stack" })
    }
    // Across, a stack that does not stretch its views hugs the widest at UIKit's lowest priority; along, the first
    // hangs from the margin and the next follows at the spacing (where the stack spreads them, at least the flow's least
    // spacing: a neighbour's 8 pt, so that "Total" never runs into "$12.00").
    verify(
      views["1:2"]?.constraints.contains {
        $0.implicit && $0.attribute == .width && $0.target == .constant && $0.constant == 0 && $0.priority == 50
      }, equals: true)
    verify(views["1:3"]?.constraints.contains { $0.attribute == .top && $0.constant == 16 }, equals: true)
    verify(
      views["1:4"]?.constraints.contains {
        $0.attribute == .top && $0.target == .view("1:3", .bottom) && $0.constant == 8
      }, equals: true)
    verify(
      views["1:10"]?.constraints.contains {
        $0.attribute == .leading && $0.relation == .greaterThanOrEqual && $0.constant == 8
      }, equals: true)
    verify(
      views["1:7"]?.constraints.contains { $0.attribute == .width && $0.target == .view("1:6", .width) }, equals: true)

    let findings = converter.validate(result).filter { $0.severity >= .warning }
    verify(findings.isEmpty, "\(findings.map { "\($0.ruleID) \($0.message) \($0.node?.id ?? "")" })")

    let source = converter.emit(result).map(\.contents).joined()
    verify(source, contains: "profileView.addArrangedSubview(adaLovelaceLabel)")
    verify(source, contains: "stackView.alignment = .leading")
    verify(source, contains: "stackView.distribution = .fillEqually")
    verify(source, contains: "stackView.distribution = .equalSpacing")
    verify(source, lacks: "stackView.spacing = 100", "Figma's spacing of a spread row is not a minimum")
    verify(source, lacks: "stackView.distribution = .fill\n", "UIKit's defaults go unsaid")
    verify(source, contains: "NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)")
    verify(source, contains: "badgesView.addSubview(tile116View)", "\(source)")
    verify(source, contains: "badgesView.addArrangedSubview(inboxLabel)")
    let label = source.components(separatedBy: "adaLovelaceLabel.snp.makeConstraints { make in\n").last?
      .components(separatedBy: "}").first
    // The stack places its views; a label's height is its least, as it grows with the text size.
    verify(
      label, equals: "      make.width.equalTo(120)\n      make.height.greaterThanOrEqualTo(24)\n    ", "\(label ?? "")"
    )
    let problems = try SwiftTypeChecker.problems(inSource: source)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func aColumnsChildrenStretchWithItsStackOrGiveWay() throws {
    // A 390-pt form: on a 375-pt iPhone the column narrows, and its 342-pt field with it.
    let label = Self.text("2:3", "Email", (24, 100, 40, 20))
    let field = FigmaJSON.node(
      "2:4", "RECTANGLE", name: "Field", box: (24, 128, 342, 44),
      extra: #""strokes": [{"type": "SOLID", "color": {"r": 0.5, "g": 0.5, "b": 0.5, "a": 1}}], "strokeWeight": 1"#)
    // An empty frame keeps room between the field and the divider: the stack's custom spacing in the code.
    let spacer = FigmaJSON.node("2:12", name: "Spacer", box: (24, 180, 342, 16))
    let divider = Self.tile("2:5", (24, 204, 342, 1), name: "Divider", extra: Self.fillsAcross)
    let column = FigmaJSON.node(
      "2:2", name: "Form", box: (24, 100, 342, 105),
      extra: #""layoutMode": "VERTICAL", "itemSpacing": 8, "primaryAxisSizingMode": "AUTO", "#
        + #""counterAxisSizingMode": "FIXED", "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG""#,
      children: [label, field, spacer, divider])
    // Texts that hug their width give way where a column narrows; a hugging column is as wide as its widest text,
    // and a rule that fills it is that wide.
    let captions = FigmaJSON.node(
      "2:6", name: "Captions", box: (24, 220, 100, 48),
      extra: #""layoutMode": "VERTICAL", "itemSpacing": 8, "primaryAxisSizingMode": "AUTO", "#
        + #""counterAxisSizingMode": "FIXED", "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG""#,
      children: [
        Self.text("2:7", "A short caption", (24, 220, 95, 20)), Self.text("2:8", "Below it", (24, 248, 60, 20)),
      ])
    let rule = Self.tile("2:11", (24, 328, 80, 1), name: "Rule", extra: Self.fillsAcross)
    let heading = FigmaJSON.node(
      "2:9", name: "Heading", box: (24, 300, 80, 29),
      extra: #""layoutMode": "VERTICAL", "itemSpacing": 8, "primaryAxisSizingMode": "AUTO", "#
        + #""counterAxisSizingMode": "AUTO", "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      children: [Self.text("2:10", "Settings", (24, 300, 80, 20)), rule])
    let screen = FigmaJSON.node(
      "2:1", name: "Form", box: (0, 0, 390, 844), children: [column, captions, heading])
    let converter = Converter()
    let design = try converter.loadDesign(Array(FigmaJSON.file([screen]).utf8), source: "form.json")
    let result = try converter.layout(design.tree, with: PipelineCache.runner("default"))
    let views = try views(result)
    verify(views["2:2"]?.role, equals: .stack)
    let width = try required(views["2:4"]?.constraints.filter { $0.attribute == .width })
    verify(width, equals: [Constraint(.width, .superview(.width), origin: "planner.wide")], "\(width)")
    // A child that fills the column is as wide as the stack less its margins, beside the label it aligns by its edge.
    let filled = try required(views["2:5"]?.constraints.filter { $0.attribute == .width })
    verify(filled, equals: [Constraint(.width, .superview(.width), origin: "planner.autoLayout")], "\(filled)")
    verify(views["2:6"]?.role == .stack && views["2:9"]?.role == .stack)
    verify(
      views["2:11"]?.constraints.contains { $0.attribute == .width && $0.target == .superview(.width) }, equals: true)
    let findings = converter.validate(result).filter { $0.severity >= .warning }
    verify(findings.isEmpty, "\(findings.map { "\($0.ruleID) \($0.message) \($0.node?.id ?? "")" })")
    let source = converter.emit(result).map(\.contents).joined()
    verify(source, contains: "make.width.equalToSuperview()", "\(source)")
    verify(source, contains: "formView.setCustomSpacing(32, after: fieldView)", "\(source)")
    verify(source, lacks: "spacerView", "the spacer is the stack's spacing, not a view")
    let problems = try SwiftTypeChecker.problems(inSource: source)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func aRulesetTurnsStackViewsOffOrKeepsAFrameAChain() throws {
    let fixture = try RulesetFixture()
    try fixture.write(
      "no_stacks", rules: [], manifest: "  extends = \"default\",\n  options = { stack_views = false },\n")
    let chain = """
      return {
        summary = "the profile stays a chain",
        container = function(node) if node.name == "Profile" then return "chain" end end,
      }

      """
    try fixture.write("chain_profile", rules: [("chain_profile", chain)], manifest: "  extends = \"default\",\n")
    let off = try views(try layout("no_stacks", in: fixture).0)
    verify(off.values.allSatisfy { $0.role != .stack })
    let kept = try views(try layout("chain_profile", in: fixture).0)
    verify(kept["1:2"]?.role == .container && kept["1:5"]?.role == .stack)
    try fixture.write("bad_option", rules: [], manifest: "  extends = \"default\",\n  options = { stack_views = 1 },\n")
    let error = fixture.loadError("bad_option")?.message.description ?? ""
    verify(error, contains: "options.stack_views = 1; expected true or false", "\(error)")
  }
}
