import JSONText

extension EdgeBinding.Target {
  /// The target as the dumps and `explain` write it: `superview.leading`, `safeArea.top`, `1:15.trailing`.
  public var text: String {
    switch self {
    case .superview(let edge): "superview.\(edge.rawValue)"
    case .safeArea(let edge): "safeArea.\(edge.rawValue)"
    case .node(let id, let edge): "\(id).\(edge.rawValue)"
    }
  }
}

extension SizeDecision.Rule {
  /// The rule as the dumps and `explain` write it: `fixed`, `intrinsic`, `fill` or the points.
  public var text: String {
    switch self {
    case .fixed: "fixed"
    case .intrinsic: "intrinsic"
    case .fill: "fill"
    case .points(let points): NumberText.format(points)
    }
  }
}
