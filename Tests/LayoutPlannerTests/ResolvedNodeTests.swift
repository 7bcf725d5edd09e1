import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Pipeline
import Semantics
import TestSupport
import Testing

@testable import LayoutPlanner

/// What the planner resolves of each node before it plans (``ResolvedNodes``), and that the steps that plan a view
/// read that one answer: its constraints, its size, whether its layers are views.
@Suite struct ResolvedNodeTests {
  /// A screen with a row that flows its items (one placed on its own), a row the rules made free-form, and a frame the
  /// rules made a button.
  private func tree() throws -> RuledTree {
    let row = FigmaJSON.node(
      "1:2", name: "Row", box: (16, 100, 358, 40),
      extra: #""layoutMode": "HORIZONTAL", "itemSpacing": 8, "primaryAxisSizingMode": "FIXED""#,
      children: [
        FigmaJSON.node("1:3", name: "Item", box: (16, 100, 100, 40)),
        FigmaJSON.node("1:4", name: "Badge", box: (340, 96, 20, 20), extra: #""layoutPositioning": "ABSOLUTE""#),
      ])
    let free = FigmaJSON.node(
      "1:5", name: "Free Row", box: (16, 200, 358, 40),
      extra: #""layoutMode": "HORIZONTAL", "itemSpacing": 8, "primaryAxisSizingMode": "FIXED""#,
      children: [FigmaJSON.node("1:6", name: "Loose", box: (16, 200, 100, 40))])
    let button = FigmaJSON.node(
      "1:7", name: "Submit", box: (16, 300, 358, 48),
      extra: #""layoutMode": "HORIZONTAL", "primaryAxisSizingMode": "FIXED""#,
      children: [FigmaJSON.node("1:8", "TEXT", name: "Title", box: (150, 312, 58, 24))])
    // Text on a path, a kind figsnap does not know, holds text all the same.
    let curved = FigmaJSON.node(
      "1:9", "TEXT_PATH", name: "About Us", box: (16, 400, 200, 120),
      extra: #""characters": "About Us", "style": {"fontFamily": "Inter", "fontSize": 20}"#)
    let design = try FigmaJSON.load(
      FigmaJSON.file([
        FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [row, free, button, curved])
      ]))
    let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
    func kept(_ node: DesignNode) -> RuledNode {
      var own = node
      own.children = []
      var decisions = NodeDecisions()
      if node.id == "1:5" { decisions.container = Decided(.free, by: origin) }
      if node.id == "1:7" { decisions.view = Decided(ViewDecision(role: .button), by: origin) }
      return RuledNode(design: own, frame: node.frame, decisions: decisions, children: node.children.map(kept))
    }
    return RuledTree(
      source: "test.json", ruleset: "none",
      screens: design.tree.screens.map {
        RuledScreen(root: kept($0.root), page: $0.page, skipped: [], device: $0.device)
      })
  }

  private func node(_ id: String, in tree: RuledTree) throws -> RuledNode {
    try required(tree.screens.first?.root.find(id: id), "no node \(id)")
  }

  @Test func eachNodeIsResolvedFromItsDecisionsAndItsParent() throws {
    let tree = try tree()
    let nodes = ResolvedNodes(tree: tree)
    verify(nodes.ids, equals: ["1:1", "1:2", "1:3", "1:4", "1:5", "1:6", "1:7", "1:8", "1:9"])
    let row = nodes[try node("1:2", in: tree)]
    verify(row.flowsChildren && !row.absorbsChildren && row.role == .container && row.className == "UIView")
    verify(nodes[try node("1:3", in: tree)].isFlowItem)
    verify(!nodes[try node("1:4", in: tree)].isFlowItem, "placed on its own")
    verify(!nodes[try node("1:5", in: tree)].flowsChildren, "the rules made it free-form")
    verify(!nodes[try node("1:6", in: tree)].isFlowItem)
    let button = nodes[try node("1:7", in: tree)]
    verify(button.role == .button && button.className == "UIButton" && button.absorbsChildren)
    verify(nodes[try node("1:8", in: tree)].className, equals: "UILabel")
    verify(nodes[try node("1:9", in: tree)].className, equals: "UILabel", "its text is a label's, never a UIView's")
  }

  @Test func thePlannedViewsAreWhatWasResolved() throws {
    let tree = try tree()
    let screen = try required(Planner().plan(tree).screens.first)
    func view(_ id: String) throws -> ViewSpec {
      try required(screen.views.first { $0.node == id }, "no view of \(id)")
    }
    // A flow item is chained to its row; a node placed on its own, or in a free-form row, is placed by its position.
    verify(try view("1:3").constraints.contains { $0.origin == "planner.autoLayout" })
    verify(try !view("1:4").constraints.contains { $0.origin == "planner.autoLayout" })
    verify(try !view("1:6").constraints.contains { $0.origin == "planner.autoLayout" })
    verify(try view("1:6").constraints.contains { $0.origin == "planner.freeform" })
    // The button's title is its content, not a view; the button is a button of UIKit's class.
    verify(try view("1:7").role, equals: .button)
    verify(try view("1:7").uikitClass, equals: "UIButton")
    verify(screen.views.allSatisfy { $0.node != "1:8" })
  }
}
