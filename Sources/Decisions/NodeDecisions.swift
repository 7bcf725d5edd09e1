public import Semantics

/// What the ruleset decided for one node; nil where every rule deferred to figsnap's built-in
/// behaviour.
public struct NodeDecisions: Sendable, Hashable {
  public var view: Decided<ViewDecision>?
  public var container: Decided<ContainerStrategy>?
  public var horizontal: Decided<[EdgeBinding]>?
  public var vertical: Decided<[EdgeBinding]>?
  public var size: Decided<SizeDecision>?

  /// No decisions.
  public init() {}
}

/// The view a node becomes.
public struct ViewDecision: Sendable, Hashable {
  /// The Swift class: `UILabel`, `UIButton`, or a team's own (`AcmeButton`).
  public var className: String?
  /// The Swift property name.
  public var name: String?
  /// What the view is for (`button`, `image`, `label`, `list`, …), which the checks and emitters read; nil lets
  /// the class imply it.
  public var role: ViewRole?
  /// A custom initialiser expression, such as `AcmeButton(style: .primary)`.
  public var initializer: String?
  /// Extra properties, sorted by key.
  public var properties: [Property]
  /// A control's content and behaviour, where the rule set them.
  public var control: ControlDecision?
  /// The view's accessibility, where the rule set it.
  public var accessibility: AccessibilityDecision?
  /// Whether the owner of the generated view can reach this one (`true`: internal) or not (`false`: private); nil
  /// lets figsnap decide (views with content are exposed, containers are not).
  public var isExposed: Bool?
  /// The SF Symbol an icon is drawn with instead of an exported asset (`chevron.right`).
  public var symbol: String?
  /// Whether an instance of a component is a view of the component's own class (`true`, even when used once) or
  /// drawn inline (`false`); nil lets figsnap decide (a class for a component used more than once).
  public var component: Bool?
  /// The name of the class an instance or a frame drawn alike with others is a view of (`component = "SettingsRow"`),
  /// where the rule named it; it implies `component = true`.
  public var componentName: String?

  /// One extra property.
  public struct Property: Sendable, Hashable {
    public var key: String
    public var value: String

    /// Creates a property.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// Creates a view decision.
  public init(
    className: String? = nil, name: String? = nil, role: ViewRole? = nil, initializer: String? = nil,
    properties: [Property] = []
  ) {
    self.className = className
    self.name = name
    self.role = role
    self.initializer = initializer
    self.properties = properties
  }
}

/// How a container places its children.
public enum ContainerStrategy: String, Sendable, Hashable, CaseIterable {
  /// SnapKit constraints between siblings.
  case chain
  /// A UIStackView.
  case stack
  /// Each child placed on its own against the container.
  case free
}

/// An edge of a view, in SnapKit's vocabulary.
public enum Edge: String, Sendable, Hashable, CaseIterable {
  case leading, trailing, left, right, centerX
  case top, bottom, centerY, firstBaseline, lastBaseline

  /// The edges a `horizontal` hook may bind.
  public static let horizontal: [Edge] = [.leading, .trailing, .left, .right, .centerX]
  /// The edges a `vertical` hook may bind.
  public static let vertical: [Edge] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
}

/// One edge bound to a target; the host computes the constant from the design.
public struct EdgeBinding: Sendable, Hashable {
  /// What an edge is bound to.
  public enum Target: Sendable, Hashable {
    /// An edge of the kept parent (usually the same edge).
    case superview(Edge)
    /// An edge of the root's safe area.
    case safeArea(Edge)
    /// An edge of another node.
    case node(id: String, edge: Edge)
  }

  public var edge: Edge
  public var target: Target

  /// Creates a binding.
  public init(edge: Edge, target: Target) {
    self.edge = edge
    self.target = target
  }
}

/// How a node is sized, per axis; nil leaves the axis to figsnap.
public struct SizeDecision: Sendable, Hashable {
  /// How one axis is sized.
  public enum Rule: Sendable, Hashable {
    /// The design's size, as a constant.
    case fixed
    /// The content's size (labels, images, buttons).
    case intrinsic
    /// Stretched between constraints on both sides.
    case fill
    /// This many points.
    case points(Double)
  }

  public var width: Rule?
  public var height: Rule?

  /// Creates a size decision.
  public init(width: Rule? = nil, height: Rule? = nil) {
    self.width = width
    self.height = height
  }
}

/// A solid paint as the `color` hook sees it.
public struct ColorKey: Sendable, Hashable, Comparable {
  /// Where a paint is used: the colour of text, a fill behind content, a stroke, or the colour an icon's drawing is
  /// tinted in (foreground, like text).
  public enum Usage: String, Sendable, Hashable, CaseIterable {
    case text, fill, stroke, icon
  }

  public var hex: String
  /// The effective alpha (colour alpha × paint opacity), rounded to 1/1000.
  public var alpha: Double
  public var styleName: String?
  /// The name of the colour variable the paint is bound to, when the file's variables were given.
  public var variableName: String?
  public var usage: Usage

  /// Creates a key.
  public init(hex: String, alpha: Double, styleName: String?, variableName: String? = nil, usage: Usage) {
    self.hex = hex
    self.alpha = alpha
    self.styleName = styleName
    self.variableName = variableName
    self.usage = usage
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.hex, lhs.alpha, lhs.styleName ?? "", lhs.variableName ?? "", lhs.usage.rawValue) < (
      rhs.hex, rhs.alpha, rhs.styleName ?? "", rhs.variableName ?? "", rhs.usage.rawValue
    )
  }
}

/// A text style as the `font` hook sees it.
public struct FontKey: Sendable, Hashable, Comparable {
  public var family: String
  public var postScriptName: String?
  public var size: Double
  public var weight: Double
  public var italic: Bool
  public var styleName: String?

  /// Creates a key.
  public init(family: String, postScriptName: String?, size: Double, weight: Double, italic: Bool, styleName: String?) {
    self.family = family
    self.postScriptName = postScriptName
    self.size = size
    self.weight = weight
    self.italic = italic
    self.styleName = styleName
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.family, lhs.size, lhs.weight, lhs.styleName ?? "", lhs.postScriptName ?? "")
      < (rhs.family, rhs.size, rhs.weight, rhs.styleName ?? "", rhs.postScriptName ?? "")
  }
}
