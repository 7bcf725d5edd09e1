import FigmaModel
import LayoutIR
import Semantics

/// Where a label's text sits in a box taller than the text: UILabel centres it, so a label whose design aligns its
/// text to the top (Figma's default) or the bottom of a fixed box is pinned by that edge and hugs its text, at most as
/// tall as the box (`height <=`), instead of taking the box's height.
///
/// Only where nothing else is laid out from the label's other edge or its height, so that no neighbour moves. The
/// label's content height at the design size is the box's, which is what the design shows the solver.
enum TextVerticalAlignment {
  /// `views` with their top- or bottom-aligned labels of fixed boxes hugging their text; `texts` are the labels' text
  /// styles and layer names by node, and what cannot be aligned is reported on the view.
  static func apply(to views: inout [ViewSpec], texts: [String: (style: TextStyle, layer: String)]) {
    // Which attributes of each view another view's constraint depends on.
    var referenced: [String: Set<Constraint.Attribute>] = [:]
    for view in views {
      for constraint in view.constraints {
        if case .view(let id, let attribute) = constraint.target { referenced[id, default: []].insert(attribute) }
      }
    }
    for index in views.indices where views[index].role == .label {
      let view = views[index]
      guard let text = texts[view.node], case let style = text.style,
        style.autoResize.keepsHeight,
        style.alignVertical != .center,
        // A box one line high is filled by its text wherever the text is aligned: it keeps its least height and grows.
        !style.isOneLine(height: view.frame.height),
        // The box's height, exact or (a label that grows with its text size) the least.
        let height = view.constraints.firstIndex(where: {
          $0.isRequiredSize(.height) || $0.isRequiredSize(.height, .greaterThanOrEqual)
        })
      else { continue }
      let edge: Constraint.Attribute = style.alignVertical == .bottom ? .bottom : .top
      let opposite: Set<Constraint.Attribute> =
        edge == .top ? [.bottom, .centerY, .height, .lastBaseline] : [.top, .centerY, .height, .firstBaseline]
      let pinned = view.constraints.contains { $0.attribute == edge && $0.relation == .equal }
      guard pinned, (referenced[view.node] ?? []).isDisjoint(with: opposite) else {
        guard hasRoomBesideOneLine(view, style: style) else { continue }
        views[index].todos.append(
          Approximation(
            .approximated, "vertical_alignment",
            "the text of '\(text.layer)' is \(edge == .top ? "top" : "bottom")-aligned in its box; a UILabel centres "
              + "it, so it sits \(edge == .top ? "lower" : "higher") than designed"))
        continue
      }
      views[index].constraints[height].relation = .lessThanOrEqual
      var intrinsic = view.intrinsic ?? IntrinsicSize(width: nil, height: nil)
      intrinsic.height = view.frame.height
      views[index].intrinsic = intrinsic
    }
  }

  /// Whether a one-line text (no line break, short enough for its box at half an em a character) leaves half a line or
  /// more of its box empty: where a UILabel's centring shows.
  private static func hasRoomBesideOneLine(_ view: ViewSpec, style: TextStyle) -> Bool {
    guard let text = view.properties.text, !text.contains(where: \.isNewline) else { return false }
    let fitsOneLine = Double(text.count) * style.fontSize * 0.5 <= view.frame.width
    return fitsOneLine && view.frame.height >= style.oneLineHeight * 1.5
  }
}
