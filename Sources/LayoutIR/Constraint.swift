/// One `NSLayoutConstraint` after SnapKit's rules are applied:
/// `view.attribute relation multiplier × target.attribute + constant`.
public struct Constraint: Sendable, Hashable {
  /// A layout attribute, in SnapKit's bit order (which is also the IR's sort order).
  public enum Attribute: String, Sendable, Hashable, CaseIterable, Comparable {
    case left, top, right, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
    /// Whether it is a text's baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is a size.
    public var isSize: Bool { self == .width || self == .height }
  }

  /// The relation.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual
  }

  /// What the attribute is related to.
  public enum Target: Sendable, Hashable {
    /// A constant (width and height only): `width == 298`.
    case constant
    /// An attribute of the view's parent.
    case superview(Attribute)
    /// An attribute of the root's `safeAreaLayoutGuide`.
    case safeArea(Attribute)
    /// An attribute of another view, by node id.
    case view(String, Attribute)
    /// An attribute of one of the layout guides of the view's parent, a `UIScrollView`.
    case scrollGuide(ScrollGuide, Attribute)
    /// An attribute of the root's `keyboardLayoutGuide` (iOS 15): the room the keyboard covers, which is the strip
    /// below the safe area while no keyboard shows.
    case keyboard(Attribute)

    /// Whether it is the keyboard layout guide.
    public var isKeyboard: Bool { if case .keyboard = self { true } else { false } }

    /// The target's attribute, when it has one.
    public var attribute: Attribute? {
      switch self {
      case .constant: nil
      case .superview(let attribute), .safeArea(let attribute), .view(_, let attribute), .scrollGuide(_, let attribute),
        .keyboard(let attribute):
        attribute
      }
    }
  }

  /// A scroll view's layout guides: its content (whose size is the content size) and its frame.
  public enum ScrollGuide: String, Sendable, Hashable, CaseIterable {
    case content = "contentLayoutGuide"
    case frame = "frameLayoutGuide"
  }

  public var attribute: Attribute
  public var relation: Relation
  public var target: Target
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// The rule (`file:line`) or host stage (`planner.freeform`) that produced it.
  public var origin: String
  /// Created by UIKit itself (a stack view's arrangement): solved, never printed.
  public var implicit: Bool
  /// The number token (a design variable, by name) whose value the constant's magnitude is: a padding or spacing the
  /// design binds to a variable.
  public var token: String?

  /// Creates a constraint.
  public init(
    _ attribute: Attribute, _ target: Target, relation: Relation = .equal, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, origin: String, implicit: Bool = false, token: String? = nil
  ) {
    self.attribute = attribute
    self.relation = relation
    self.target = target
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.origin = origin
    self.implicit = implicit
    self.token = token
  }
}

extension Constraint {
  /// Whether it is a required constant `attribute` (a width or height) with `relation`: `width == 84`, `height >= 120`.
  public func isRequiredSize(_ attribute: Attribute, _ relation: Relation = .equal) -> Bool {
    self.attribute == attribute && target == .constant && self.relation == relation && priority >= 1000
  }
}
