import Decisions
import FigmaModel

extension RuledNode {
  /// Whether the node lays out its children as a chain figsnap makes.
  ///
  /// A single-line auto layout the rules did not make free-form; sizing, constraints and spacers ask this one question.
  var flowsChildren: Bool { design.layout.chains && decisions.container?.value != .free }

  /// Whether the node takes part in `parent`'s flow: `parent` flows its children and the node is not placed on its
  /// own.
  func isFlowItem(of parent: RuledNode) -> Bool { parent.flowsChildren && !design.item.isAbsolute }
}
