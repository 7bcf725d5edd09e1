public import Diagnostics
public import FigmaModel
public import Semantics

/// A design tree after the ruleset has spoken: per screen, the kept nodes with their decisions,
/// the skipped ones with their reasons, and the colours and fonts the rules chose.
///
/// A value of FigmaModel, so the planner reads decisions without knowing any rule engine.
public struct RuledTree: Sendable, Hashable {
  public var source: String
  /// The name of the ruleset that decided.
  public var ruleset: String
  public var screens: [RuledScreen]
  /// The colours of the solid paints used, by paint.
  public var colors: [ColorKey: Decided<ColorValue>]
  /// The fonts of the text styles used, by style.
  public var fonts: [FontKey: Decided<FontValue>]
  /// The ruleset's options that figsnap reads, after `extends` merging.
  public var options: RulesetOptions
  /// How the ruleset spells its colour and font tokens in UIKit code.
  public var uikitSymbols: TokenSymbols
  /// How it spells them in SwiftUI code.
  public var swiftuiSymbols = TokenSymbols()
  /// The design's own colour tokens (its solid colour styles), which the symbols spell where the ruleset does not.
  public var colorTokens: [ColorToken] = []
  /// The design's text styles the rules made tokens, which the symbols spell where the ruleset does not.
  public var textStyleTokens: [TextStyleToken] = []
  /// The design's number variables the screens bind lengths to, which the symbols spell where the ruleset does not.
  public var numberTokens: [NumberToken] = []

  /// Creates a ruled tree.
  public init(
    source: String, ruleset: String, screens: [RuledScreen], colors: [ColorKey: Decided<ColorValue>] = [:],
    fonts: [FontKey: Decided<FontValue>] = [:], options: RulesetOptions = .standard,
    uikitSymbols: TokenSymbols = TokenSymbols()
  ) {
    self.source = source
    self.ruleset = ruleset
    self.screens = screens
    self.colors = colors
    self.fonts = fonts
    self.options = options
    self.uikitSymbols = uikitSymbols
  }
}

/// One screen after skip and flatten rules.
public struct RuledScreen: Sendable, Hashable {
  public var root: RuledNode
  public var page: String?
  /// Nodes dropped with their subtree, in design order.
  public var skipped: [SkippedNode]
  /// The device the screen is drawn for.
  public var device: DeviceMatch

  /// Creates a screen.
  public init(root: RuledNode, page: String?, skipped: [SkippedNode], device: DeviceMatch? = nil) {
    self.root = root
    self.page = page
    self.skipped = skipped
    self.device = device ?? DeviceMatch(for: root.design)
  }
}

/// A kept node: the design node (without its design children), its frame relative to its kept
/// parent, its decisions, and its kept children.
public struct RuledNode: Sendable, Hashable {
  /// The design node; its `children` are empty, see ``children``.
  public var design: DesignNode
  /// The frame relative to the kept parent (equal to the design frame unless a wrapper between
  /// them was flattened).
  public var frame: Rect
  public var decisions: NodeDecisions
  public var children: [RuledNode]

  /// Creates a ruled node.
  public init(design: DesignNode, frame: Rect, decisions: NodeDecisions, children: [RuledNode]) {
    self.design = design
    self.frame = frame
    self.decisions = decisions
    self.children = children
  }

  /// The node with `id` in this subtree.
  public func find(id: String) -> RuledNode? {
    if design.id == id { return self }
    for child in children {
      if let found = child.find(id: id) { return found }
    }
    return nil
  }

  /// Calls `body` for every node of this subtree, depth first.
  public func forEachNode(_ body: (RuledNode) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }
}

/// A node dropped by a `skip` rule, with its subtree.
public struct SkippedNode: Sendable, Hashable {
  public var node: NodeRef
  public var reason: String
  public var origin: RuleOrigin

  /// Creates a skipped node.
  public init(node: NodeRef, reason: String, origin: RuleOrigin) {
    self.node = node
    self.reason = reason
    self.origin = origin
  }
}

/// Which rule made a decision: its id and the place its hook is defined.
public struct RuleOrigin: Sendable, Hashable, CustomStringConvertible {
  public var ruleID: String
  public var location: SourceLocation

  /// Creates an origin.
  public init(ruleID: String, location: SourceLocation) {
    self.ruleID = ruleID
    self.location = location
  }

  /// `path/to/rule.lua:12`.
  public var description: String { location.description }
}

/// A decision and the rule that made it.
public struct Decided<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var origin: RuleOrigin

  /// Creates a decided value.
  public init(_ value: Value, by origin: RuleOrigin) {
    self.value = value
    self.origin = origin
  }
}

extension RuledNode: LayerNode {
  public var layer: DesignNode { design }
  public var layers: [RuledNode] { children }
}
