import Foundation
import Pipeline
import TestSupport
import Testing

/// A label that hugs its text and hangs from its leading edge is bounded on its trailing side
/// (AUTOLAYOUT §5), with standard spacing or the design's own where that is tighter.
@Suite struct TextGuardTests {
  private static func label(_ id: String, _ name: String, x: Double, y: Double, width: Double) -> String {
    FigmaJSON.node(
      id, "TEXT", name: name, box: (x, y, width, 20),
      extra:
        #""characters": "\#(name)", "style": {"fontFamily": "Inter", "fontSize": 16, "textAutoResize": "WIDTH_AND_HEIGHT"}"#
    )
  }

  private static func icon(_ id: String, x: Double, y: Double) -> String {
    FigmaJSON.node(
      id, "RECTANGLE", name: "Icon \(id)", box: (x, y, 24, 24),
      extra: #""constraints": {"horizontal": "RIGHT", "vertical": "TOP"}"#)
  }

  private static let design = FigmaJSON.file([
    FigmaJSON.node(
      "1:1", name: "Rows", box: (0, 0, 375, 812),
      children: [
        label("1:2", "Wide Gap", x: 16, y: 100, width: 80), icon("1:3", x: 335, y: 98),
        label("1:4", "Tight Gap", x: 16, y: 200, width: 80), icon("1:5", x: 100, y: 198),
        label("1:6", "Alone", x: 16, y: 300, width: 80),
        label("1:7", "Edge", x: 4, y: 400, width: 363),
        label("1:8", "Right", x: 200, y: 500, width: 167),
      ])
  ])

  @Test func boundsHuggingLabelsByTheirNeighbourOrTheEdge() throws {
    let outputs = try ExampleCase.run(bytes: Array(Self.design.utf8), source: "rows.json")
    let ir = outputs.ir
    verify(ir, contains: "trailing <= 1:3.leading - 8", "standard spacing, not the design's 239 pt of slack\n\(ir)")
    verify(ir, contains: "trailing <= 1:5.leading - 4", "the design's own gap where it is tighter")
    verify(ir, contains: "trailing <= superview.trailing - 16", "the screen's edge with the standard margin")
    verify(ir, contains: "trailing <= superview.trailing - 8", "a label 8 pt from the edge keeps its 8 pt")
    verify(ir, contains: "leading >= superview.leading + 16", "a label pinned right is bounded on its left")
    verify(outputs.diagnostics, lacks: "error:", "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "make.trailing.lessThanOrEqualTo(icon13View.snp.leading).offset(-8)", "\(code)")
    verify(code, contains: "make.trailing.lessThanOrEqualToSuperview().inset(16)")
    let problems = try SwiftTypeChecker.problems(inSource: code + outputs.support)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func leavesAChainAndAFixedWidthAlone() throws {
    let follower = FigmaJSON.node("1:3", "RECTANGLE", name: "Badge", box: (100, 100, 24, 20))
    let fixed = FigmaJSON.node(
      "1:4", "TEXT", name: "Fixed", box: (16, 200, 200, 40),
      extra: #""characters": "Fixed", "style": {"fontSize": 16, "textAutoResize": "HEIGHT"}"#)
    let screen = FigmaJSON.node(
      "1:1", name: "Chain", box: (0, 0, 375, 812),
      children: [Self.label("1:2", "Label", x: 16, y: 100, width: 80), follower, fixed])
    let outputs = try ExampleCase.run(bytes: Array(FigmaJSON.file([screen]).utf8), source: "chain.json")
    verify(outputs.ir, contains: "leading == 1:2.trailing + 4", "the badge follows the label\n\(outputs.ir)")
    verify(outputs.ir, lacks: "planner.textGuard", "a chain and a fixed width need no bound")
  }
}
