public import Diagnostics
public import FigmaModel

/// Findings sorted by the screen they are about, so that one screen's error blocks only that
/// screen.
///
/// A finding is on the first screen (in design order) that holds its node; one without a node
/// (a colour summary, an input or ruleset problem) is about the whole file.
public struct ScreenFindings: Sendable {
  /// The screens in design order, each with its findings.
  public var screens: [(screen: NodeRef, findings: [Diagnostic])]
  /// The findings about no one screen.
  public var file: [Diagnostic]

  /// Places every finding of `diagnostics` on its screen of `tree`.
  public init(_ diagnostics: [Diagnostic], tree: DesignTree) {
    var screenOfNode: [String: Int] = [:]
    for (index, screen) in tree.screens.enumerated() {
      screen.root.forEachNode { node in
        if screenOfNode[node.id] == nil { screenOfNode[node.id] = index }
      }
    }
    var grouped = tree.screens.map { (screen: NodeRef(id: $0.root.id, name: $0.root.name), findings: [Diagnostic]()) }
    var file: [Diagnostic] = []
    for diagnostic in diagnostics.sorted() {
      let placedBefore = diagnostic.screen.flatMap { screen in grouped.firstIndex { $0.screen.id == screen.id } }
      guard let index = placedBefore ?? diagnostic.node.flatMap({ Self.screen(of: $0.id, in: screenOfNode) }) else {
        file.append(diagnostic)
        continue
      }
      var placed = diagnostic
      placed.screen = grouped[index].screen
      grouped[index].findings.append(placed)
    }
    screens = grouped
    self.file = file
  }

  /// The screen of node `id`; a view figsnap adds (a scroll view's content, `1:2#content`) is on
  /// the screen of its frame, and a renamed duplicate (`1:5#2`) on its own.
  private static func screen(of id: String, in screenOfNode: [String: Int]) -> Int? {
    NodeRef.designIDs(of: id).lazy.compactMap { screenOfNode[String($0)] }.first
  }

  /// Every finding, each with its screen, sorted.
  public var all: [Diagnostic] { (file + screens.flatMap(\.findings)).sorted() }

  /// The findings about the screen with root `id`.
  public func findings(onScreen id: String) -> [Diagnostic] {
    screens.first { $0.screen.id == id }?.findings ?? []
  }

  /// Whether the screen with root `id` can be written: no error on it, and none about the whole file.
  public func isClean(_ id: String) -> Bool {
    !file.containsError && !findings(onScreen: id).containsError
  }
}
