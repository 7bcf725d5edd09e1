import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Issue 10, item 7: a node id used twice gets its own finding, on the screen of the second use,
/// and the second node is renamed internally so the rest of the design is planned as usual.
@Suite struct DuplicateIDTests {
  /// Three screens; screen 2 holds a second node `1:5` (screen 1 holds the first), or, with
  /// `sameScreen`, screen 1 holds both.
  static func design(sameScreen: Bool = false) -> String {
    let first = FigmaJSON.node("1:5", "RECTANGLE", name: "First", box: (16, 100, 100, 40))
    let second = FigmaJSON.node("1:5", "RECTANGLE", name: "Second", box: (16, 200, 100, 40))
    let screens = [
      FigmaJSON.node("1:1", name: "Screen 1", box: (0, 0, 375, 812), children: sameScreen ? [first, second] : [first]),
      FigmaJSON.node("2:1", name: "Screen 2", box: (0, 0, 375, 812), children: sameScreen ? [] : [second]),
      FigmaJSON.node(
        "3:1", name: "Screen 3", box: (0, 0, 375, 812),
        children: [FigmaJSON.node("3:2", "RECTANGLE", name: "Card", box: (16, 100, 100, 40))]),
    ]
    return FigmaJSON.file(screens)
  }

  @Test func theSecondUseIsRenamedAndReportedOnItsScreen() throws {
    let result = try FigmaJSON.load(Self.design())
    let screens = result.tree.screens
    verify(screens[0].root.find(id: "1:5")?.name, equals: "First")
    verify(screens[1].root.find(id: "1:5"), equals: nil)
    verify(screens[1].root.find(id: "1:5#2")?.name, equals: "Second")
    let found = result.diagnostics.filter { $0.ruleID == "figma.duplicateID" }
    verify(found.count, equals: 1)
    let finding = try required(found.first)
    verify(finding.severity, equals: .error)
    verify(finding.node, equals: NodeRef(id: "1:5#2", name: "Second"))
    verify(finding.screen, equals: NodeRef(id: "2:1", name: "Screen 2"))
    verify(finding.message.hasPrefix("node id '1:5' is used twice: 'Second' (at $."), "\(finding.message)")
    verify(finding.message, contains: " repeats 'First' (at $.", "\(finding.message)")
    verify(finding.message.hasSuffix("; figsnap plans it as '1:5#2' (give every node its own id)"))
    verify(finding.location.line != nil)
    let placed = ScreenFindings(result.diagnostics, tree: result.tree)
    verify(placed.isClean("1:1"))
    verify(!placed.isClean("2:1"))
    verify(placed.isClean("3:1"))
  }

  @Test func aDuplicateWithinOneScreenBlocksOnlyThatScreen() throws {
    let result = try FigmaJSON.load(Self.design(sameScreen: true))
    verify(result.tree.screens[0].root.children.map(\.id), equals: ["1:5", "1:5#2"])
    let placed = ScreenFindings(result.diagnostics, tree: result.tree)
    verify(!placed.isClean("1:1"))
    verify(placed.isClean("2:1"))
    verify(placed.isClean("3:1"))
    verify(placed.findings(onScreen: "1:1").map(\.ruleID), equals: ["figma.duplicateID"])
  }

  @Test func unchangedWhenEveryIDIsUnique() throws {
    let result = try FigmaJSON.load(FigmaJSON.file([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 375, 812))]))
    verify(!result.diagnostics.contains { $0.ruleID == "figma.duplicateID" })
  }
}
