/// How an auto-layout frame places its children, as the design says it: what a SwiftUI stack is made from.
///
/// The constraint planner turns the same layout into constraints; emitters that lay out by stacks read this instead.
/// Children that are placed on their own (``FlowItem/isAbsolute``) are not part of the flow.
public struct FlowLayout: Sendable, Hashable {
  /// The room iOS keeps between neighbours by default (UIKit's system spacing, SwiftUI's between two views): the least
  /// gap kept where a view may grow towards its neighbour, or the design's own where that is tighter.
  public static let neighbourSpacing = 8.0

  /// The direction children follow each other in.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
  }

  /// Where the children sit along the axis, as a group.
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    /// The first child at the start, the last at the end, the room between shared equally.
    case spaceBetween
  }

  /// Where each child sits across the axis.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    /// On the first text baseline (horizontal flows only).
    case baseline
  }

  public var axis: Axis
  /// The room between adjacent children.
  public var spacing: Double
  /// The room between the frame's edges and its children, leading and trailing in reading order.
  public var padding: EdgeInsets
  public var distribution: Distribution
  public var alignment: Alignment
  /// Whether children wrap onto more lines when the frame is full (horizontal flows).
  public var wraps: Bool
  /// The room between wrapped lines.
  public var lineSpacing: Double
  /// The least room a space-between flow keeps between its two items as the first grows (a longer text, a larger text
  /// size): a neighbour's spacing, or the design's gap where that is tighter; 0 elsewhere, where Figma's space-between
  /// lets its items meet.
  public var leastSpacing: Double = 0
  /// The number tokens the spacing and padding are, where the design binds them to variables.
  public var tokens = FlowTokens()

  /// Creates a flow.
  public init(
    axis: Axis, spacing: Double, padding: EdgeInsets = EdgeInsets(), distribution: Distribution = .start,
    alignment: Alignment = .start, wraps: Bool = false, lineSpacing: Double = 0
  ) {
    self.axis = axis
    self.spacing = spacing
    self.padding = padding
    self.distribution = distribution
    self.alignment = alignment
    self.wraps = wraps
    self.lineSpacing = lineSpacing
  }
}

/// The number tokens (design variables, by name) a flow's spacing and padding are.
public struct FlowTokens: Sendable, Hashable {
  public var spacing: String?
  public var lineSpacing: String?
  public var padding = EdgeTokens()

  /// Creates tokens.
  public init(spacing: String? = nil, lineSpacing: String? = nil, padding: EdgeTokens = EdgeTokens()) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.padding = padding
  }

  /// Whether no length is a token.
  public var isEmpty: Bool { self == FlowTokens() }
}

/// The number tokens of four insets, leading and trailing in reading order.
public struct EdgeTokens: Sendable, Hashable {
  public var top: String?
  public var leading: String?
  public var bottom: String?
  public var trailing: String?

  /// Creates tokens.
  public init(top: String? = nil, leading: String? = nil, bottom: String? = nil, trailing: String? = nil) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// How a view sizes itself in each axis, and whether it takes part in its parent's flow.
public struct FlowItem: Sendable, Hashable {
  /// A view's sizing in one axis.
  public enum Sizing: String, Sendable, Hashable, CaseIterable {
    /// The design's size, whatever the content.
    case fixed
    /// As large as its content.
    case hug
    /// As large as its parent lets it be.
    case fill
  }

  public var width: Sizing
  public var height: Sizing
  /// Placed on its own inside an auto-layout parent, outside its flow.
  public var isAbsolute: Bool
  /// Its own place across the parent's flow, where it differs from the flow's.
  public var alignment: FlowLayout.Alignment?

  /// Creates an item.
  public init(width: Sizing, height: Sizing, isAbsolute: Bool = false, alignment: FlowLayout.Alignment? = nil) {
    self.width = width
    self.height = height
    self.isAbsolute = isAbsolute
    self.alignment = alignment
  }
}

extension FlowItem {
  /// Whether every one of `items` fills its frame horizontally (or vertically): what a stack stretches them all for,
  /// across its axis, or shares its length out equally for, along it.
  public static func allFill(_ items: [FlowItem], horizontally: Bool) -> Bool {
    items.allSatisfy { (horizontally ? $0.width : $0.height) == .fill }
  }
}
