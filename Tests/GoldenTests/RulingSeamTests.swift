import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Pipeline
import Ruling
import TestSupport
import Testing

/// Issue 11: the pipeline asks rules through the `Rules` protocol; here a Swift ruleset with no Lua at all, which
/// keeps every node and decides nothing, goes through planning, checking and emitting.
@Suite struct RulingSeamTests {
  /// Keeps everything, decides nothing: figsnap's built-in behaviour alone.
  private struct NoRules: Rules {
    func start() throws(Diagnostic) -> any RulingSession { Session() }
  }

  private final class Session: RulingSession {
    var checksViews: Bool { false }

    func rule(_ tree: DesignTree) throws(Diagnostic) -> RuleRun {
      let screens = tree.screens.map { screen in
        RuledScreen(root: Self.kept(screen.root), page: screen.page, skipped: [], device: screen.device)
      }
      return RuleRun(
        tree: RuledTree(source: tree.source, ruleset: "swift", screens: screens), diagnostics: [], log: [],
        severity: [:])
    }

    func refine(_ document: LayoutDocument, from ruled: RuledTree) throws(Diagnostic) -> (
      document: LayoutDocument, diagnostics: [Diagnostic]
    ) { (document, []) }

    func check(_ document: LayoutDocument, from ruled: RuledTree, solved: [String: Frame]) throws(Diagnostic)
      -> [Diagnostic]
    { [] }

    private static func kept(_ node: DesignNode) -> RuledNode {
      var design = node
      design.children = []
      return RuledNode(design: design, frame: node.frame, decisions: NodeDecisions(), children: node.children.map(kept))
    }
  }

  @Test func aRulesetWrittenInSwiftDrivesThePipeline() throws {
    let input = "examples/profile-card/design.json"
    let result = try Pipeline.run(
      Pipeline.Request(
        bytes: try Paths.bytes(Paths.package(input)), source: input, runner: NoRules(), through: .emitted))
    let file = try required(result.files.first)
    verify(file.contents, contains: "class ProfileView: UIView")
    verify(result.layout?.ruled.ruleset, equals: "swift")
    verify(!(result.layout?.document.screens.first?.views.isEmpty ?? true))
  }
}
