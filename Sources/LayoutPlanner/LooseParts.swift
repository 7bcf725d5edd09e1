import Decisions
public import FigmaModel
import Semantics

/// Layers drawn loose over a control — a switch's knob on its pill, a button's title on its rectangle, a row's title
/// and chevron on its box — that are part of it: the control takes them as its content, or as its views for a row
/// tapped as a whole, as it takes its own layers.
///
/// A designer who draws a control from sibling layers (a rectangle, then a text over it) draws one control; the rules
/// decide what the bottom layer is, and the layers drawn above it inside its frame become its own.
public enum LooseParts {
  /// A layer among its siblings, as far as being drawn on a control goes.
  public struct Layer: Sendable {
    public var frame: Rect
    /// A text, or a shape or vector drawing with no layers of its own: what a control is drawn with.
    public var isPart: Bool
    /// A control that takes its layers as its content (a button, a field, a switch, …), or a row tapped as a whole
    /// (its layers its views).
    public var isControl: Bool

    /// Creates a layer.
    public init(frame: Rect, isPart: Bool, isControl: Bool) {
      self.frame = frame
      self.isPart = isPart
      self.isControl = isControl
    }
  }

  /// For each layer drawn on a control among `layers` (in drawing order), the index of that control: the nearest
  /// control before it whose frame holds it.
  public static func hosts(_ layers: [Layer]) -> [Int: Int] {
    var hosts: [Int: Int] = [:]
    for (index, layer) in layers.enumerated() where layer.isPart && !layer.isControl {
      let host = layers[..<index].lastIndex { $0.isControl && holds($0.frame, layer.frame) }
      if let host { hosts[index] = host }
    }
    return hosts
  }

  /// Whether a layer is what a control is drawn with: a text, a shape or vector drawing with no layers of its own, or
  /// an icon (up to 32 pt, a frame around a glyph: a row's chevron).
  public static func isPart(_ node: DesignNode, hasChildren: Bool) -> Bool {
    let shape = node.kind == .rectangle || node.kind == .ellipse || node.kind.isVectorArt
    let icon = node.absolute.width <= 32 && node.absolute.height <= 32
    return node.text != nil || (shape && !hasChildren) || (icon && node.kind != .text)
  }

  /// `tree` with each layer drawn on a control moved into it, after its own layers.
  ///
  /// A rule's binding to a moved layer (a view placed below a button's title) binds to the control's same edge.
  static func gathered(_ tree: RuledTree) -> RuledTree { EdgeRebinding.rewriting(tree, gathered) }

  /// `node` with its layers drawn on controls moved into them; `moved` gains each moved layer's control, by id.
  private static func gathered(_ node: RuledNode, moved: inout [String: EdgeRebinding.Replacement]) -> RuledNode {
    var node = node
    node.children = node.children.map { gathered($0, moved: &moved) }
    let layers = node.children.map { child in
      let resolved = ResolvedNode(child, parentFlows: false)
      return Layer(
        frame: child.design.absolute, isPart: isPart(child.design, hasChildren: !child.children.isEmpty),
        isControl: resolved.role.isControl && (resolved.absorbsChildren || resolved.role == .tappable))
    }
    let hosts = hosts(layers)
    guard !hosts.isEmpty else { return node }
    var children = node.children
    for (index, host) in hosts.sorted(by: { $0.key < $1.key }) {
      var part = node.children[index]
      let origin = node.children[host].design.absolute
      part.frame.x = part.design.absolute.x - origin.x
      part.frame.y = part.design.absolute.y - origin.y
      children[host].children.append(part)
      moved[part.design.id] = .node(children[host].design.id)
    }
    node.children = children.enumerated().filter { hosts[$0.offset] == nil }.map(\.element)
    return node
  }

  private static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1
      && inner.y + inner.height <= outer.y + outer.height + 1
  }
}
