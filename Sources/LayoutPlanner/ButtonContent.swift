import Decisions
import FigmaModel

/// Where a button's content sits inside it: the frames that only wrap it, and the room around it.
enum ButtonContent {
  /// The widest side padding read as a button's own room around its title rather than a way to centre it.
  static let widestPadding = 32.0

  /// The room around an auto-layout button's content: its own padding and that of its content's wrappers.
  static func padding(of node: RuledNode) -> Insets {
    wrappers(of: node).reduce(node.design.layout.padding) { padding, wrapper in
      let own = wrapper.design.layout.padding
      return Insets(
        top: padding.top + own.top, left: padding.left + own.left, bottom: padding.bottom + own.bottom,
        right: padding.right + own.right)
    }
  }

  /// The auto-layout frames as large as a button that wrap its content alone, outermost first (a Material button's
  /// state layer, padded 10 and 24 inside a button padded 0).
  static func wrappers(of node: RuledNode) -> [RuledNode] {
    var wrappers: [RuledNode] = []
    var wrapper = node
    while case let visible = wrapper.children.filter(\.design.visible), visible.count == 1, let inner = visible.first,
      inner.design.layout.isAutoLayout, abs(inner.design.absolute.width - node.design.absolute.width) <= 0.5,
      abs(inner.design.absolute.height - node.design.absolute.height) <= 0.5
    {
      wrappers.append(inner)
      wrapper = inner
    }
    return wrappers
  }
}
