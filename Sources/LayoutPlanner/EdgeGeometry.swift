import Decisions
import FigmaModel
import LayoutIR

/// Where an attribute lies in screen coordinates, for computing constants: every constraint the
/// planner emits has multiplier 1, so its constant is a difference of two positions.
enum EdgeGeometry {

  static func position(of attribute: Constraint.Attribute, in frame: Frame, fontSize: Double? = nil) -> Double {
    switch attribute {
    case .left, .leading: frame.x
    case .right, .trailing: frame.maxX
    case .centerX: frame.x + frame.width / 2
    case .top: frame.y
    case .bottom: frame.maxY
    case .centerY: frame.y + frame.height / 2
    case .width: frame.width
    case .height: frame.height
    case .firstBaseline: frame.y + (fontSize.map { TextBaselines(fontSize: $0).first } ?? 0)
    case .lastBaseline: frame.maxY - (fontSize.map { TextBaselines(fontSize: $0).last } ?? 0)
    }
  }

  /// Gives each text of `views` that a constraint aligns by a baseline its baselines (``TextBaselines``), by which
  /// the planner computed the constraint's constant and the validator places it.
  static func recordBaselines(in views: inout [ViewSpec], fontSizes: [String: Double]) {
    var aligned: Set<String> = []
    for view in views {
      for constraint in view.constraints {
        if constraint.attribute.isBaseline { aligned.insert(view.node) }
        if case .view(let other, let attribute) = constraint.target, attribute.isBaseline { aligned.insert(other) }
      }
    }
    guard !aligned.isEmpty else { return }
    for index in views.indices where aligned.contains(views[index].node) {
      views[index].baselines = fontSizes[views[index].node].map(TextBaselines.init(fontSize:))
    }
  }

  static func attribute(_ edge: Edge) -> Constraint.Attribute {
    switch edge {
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .centerX: .centerX
    case .top: .top
    case .bottom: .bottom
    case .centerY: .centerY
    case .firstBaseline: .firstBaseline
    case .lastBaseline: .lastBaseline
    }
  }

  /// A design node's frame in screen coordinates.
  static func frame(of node: DesignNode) -> Frame {
    Frame(x: node.absolute.x, y: node.absolute.y, width: node.absolute.width, height: node.absolute.height)
  }
}

extension AutoLayout {
  /// Whether children flow in a single row or column that figsnap chains: horizontal or vertical auto layout that does
  /// not wrap.
  ///
  /// Wrapping and grid layouts are placed by position.
  var chains: Bool { (mode == .horizontal || mode == .vertical) && !wraps }
}
