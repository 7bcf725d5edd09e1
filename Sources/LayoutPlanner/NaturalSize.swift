import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// What a view measures by itself, as UIKit sizes it (its `intrinsicContentSize`), where that can be told from the
/// design; and the design's size made a constraint where the view's own would differ.
///
/// What it computes:
/// - a text field: one line of its font (1.2 × the point size, the line height of the system font and most others)
///   high; a field's width follows its text, which figsnap cannot measure;
/// - a configured button: its title (one line of its font, whatever line height the design gives the text) and image,
///   as the design lays them out, plus its content insets (none for a link the design does not pad); a button whose
///   insets the design does not set is left as drawn (UIKit's defaults depend on the style);
/// - a segmented control 32 high, a progress bar 4 high.
///
/// What it approximates: a label is as large as the design draws it (Figma measured its text with its font, which
/// figsnap cannot); so is an image view (its image is exported at the frame's size) and every other view. A switch is
/// 51×31 whatever size it is given: one placed freely is planned in a box of that size around the design's centre
/// (``SwitchBox``); an auto-layout item drawn at another size is laid out at the design's and drawn at its own.
///
/// Where a view would size itself (it hugs its content on an axis) and its natural size there is more than 0.5 pt
/// from the design's, the planner gives it the design's size as a constraint (seed 000's exact sizes): at least that
/// size where its content is smaller, so that it still grows with its text at a larger Dynamic Type size, exactly it
/// where its content is larger. The validator models the natural size beneath.
enum NaturalSize {
  /// The line height the validator takes for a font of `size` points.
  static func lineHeight(ofFontSize size: Double) -> Double { (size * 120).rounded() / 100 }

  /// `spec` with its natural size computed from its content; an axis where that differs from the design by more than
  /// 0.5 pt gets the design's size as a constraint instead of relying on it.
  static func settle(_ spec: inout ViewSpec, node: RuledNode) {
    guard let intrinsic = spec.intrinsic, let natural = natural(of: spec, node: node) else { return }
    var kept = intrinsic
    for horizontal in [true, false] {
      let relied = horizontal ? intrinsic.width : intrinsic.height
      guard relied != nil, let own = horizontal ? natural.width : natural.height else { continue }
      let design = horizontal ? spec.frame.width : spec.frame.height
      if abs(own - design) <= 0.5 { continue }
      let attribute: Constraint.Attribute = horizontal ? .width : .height
      // Drawn larger than its content, it is at least the design's size and grows with its text (Dynamic Type);
      // drawn smaller, it is the design's size.
      let grows = own < design
      let sized = Constraint(
        attribute, .constant, relation: grows ? .greaterThanOrEqual : .equal, constant: design,
        origin: "planner.natural")
      // A size the planner already set (a control's least height) is not set twice.
      let alreadySet = spec.constraints.contains {
        $0.attribute == attribute && $0.target == .constant && $0.relation == sized.relation
          && $0.priority == sized.priority && abs($0.constant - design) < 0.01
      }
      if !alreadySet { spec.constraints = ConstraintPlanner.sorted(spec.constraints + [sized]) }
      if horizontal { kept.width = grows ? own : nil } else { kept.height = grows ? own : nil }
    }
    spec.intrinsic = kept.width == nil && kept.height == nil ? nil : kept
  }

  /// The size `spec` takes by itself, per axis; nil where it cannot be told.
  static func natural(of spec: ViewSpec, node: RuledNode) -> (width: Double?, height: Double?)? {
    switch spec.role {
    case .textField:
      guard let size = fontSize(in: node) else { return nil }
      return (nil, lineHeight(ofFontSize: size))
    case .button:
      guard let button = spec.control?.button else { return nil }
      let insets = button.buttonStyle == .link ? button.contentInsets ?? EdgeInsets() : button.contentInsets
      guard let insets, let content = contentBox(of: node) else { return nil }
      // In hundredths of a point, as the line heights are: the box's sum adds binary fractions.
      let hundredths = { (points: Double) in (points * 100).rounded() / 100 }
      return (
        hundredths(content.width + insets.leading + insets.trailing),
        hundredths(content.height + insets.top + insets.bottom)
      )
    case .segmentedControl: return (nil, 32)
    case .progress: return (nil, 4)
    default: return nil
    }
  }

  /// The point size of the first text inside `node` (its own, for a text node).
  private static func fontSize(in node: RuledNode) -> Double? {
    var size: Double?
    node.forEachNode { child in
      if size == nil, child.design.visible, let text = child.design.text { size = text.style.fontSize }
    }
    return size
  }

  /// The box around what a button shows inside its insets: its visible texts and pictures, as the design places them.
  private static func contentBox(of node: RuledNode) -> Frame? {
    var frames: [Frame] = []
    let content = ButtonContent.wrappers(of: node).last ?? node
    for child in content.children where child.design.visible {
      var frame = EdgeGeometry.frame(of: child.design)
      // The button's own background (a shape as large as the button) is no content.
      let own = EdgeGeometry.frame(of: node.design)
      if frame.width >= own.width - 0.5 && frame.height >= own.height - 0.5 { continue }
      // A title is one line of its font: the design's line height (20 pt around a 14-pt title) is no part of it.
      if let size = child.design.text?.style.fontSize, frame.height < lineHeight(ofFontSize: size) * 1.8 {
        let line = lineHeight(ofFontSize: size)
        frame = Frame(x: frame.x, y: frame.y + (frame.height - line) / 2, width: frame.width, height: line)
      }
      frames.append(frame)
    }
    guard let first = frames.first else { return nil }
    let minX = frames.map(\.x).min() ?? first.x
    let minY = frames.map(\.y).min() ?? first.y
    let maxX = frames.map(\.maxX).max() ?? first.maxX
    let maxY = frames.map(\.maxY).max() ?? first.maxY
    return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
