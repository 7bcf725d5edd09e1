import Diagnostics
import LayoutIR

/// Every approximation of a document's views as a finding on its node: `untranslated.<feature>` warns, as the design
/// shows something the code does not draw; `approximated.<feature>` is a note, as the code draws it differently.
enum ApproximationReport {
  /// The findings of every screen of `screens`, their cells included.
  static func findings(in screens: [LayoutScreen], source: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for layout in screens.flatMap(\.withCells) {
      let root = NodeRef(id: layout.node, name: layout.name)
      found += layout.rootTodos.map { finding($0, node: root, source: source) }
      for view in layout.views {
        let node = NodeRef(id: view.node, name: view.name)
        found += view.todos.map { finding($0, node: node, source: source) }
      }
    }
    return found
  }

  private static func finding(_ approximation: Approximation, node: NodeRef, source: String) -> Diagnostic {
    Diagnostic(
      approximation.kind == .untranslated ? .warning : .note, approximation.findingID, "\(approximation.message)",
      at: SourceLocation(file: source), node: node)
  }

  /// What each kind of finding is about, for SARIF rule descriptions.
  static let summaries = [
    "untranslated": "a visible design feature the generated code does not draw",
    "approximated": "a design feature the generated code draws differently from the design",
  ]
}
