/// A node with the layers it is drawn with, in whichever tree holds it: the design tree, the tree the rules see, the
/// ruled tree the planner reads.
public protocol LayerNode {
  /// The node's own fields (its `children` may be empty; see ``layers``).
  var layer: DesignNode { get }
  /// Its children in this tree, in drawing order.
  var layers: [Self] { get }
}

extension DesignNode: LayerNode {
  public var layer: DesignNode { self }
  public var layers: [DesignNode] { children }
}

/// Siblings drawn alike: the rows of a list, the tiles of a grid, the cards of a carousel — a structural fact the rules
/// and the planner share.
///
/// Two siblings are alike when they are instances of one component (or of one component set), or frames of one
/// structure: the same kind, sizes close in one axis, and most of the same layers (a row's own background — a shape
/// under everything that fills it, a selected row's highlight — does not count; one row with a subtitle more is still
/// a row). A run is a sequence of alike siblings; texts between them (the headers of sections), thin separator lines,
/// empty spacer frames and hidden layers do not break it.
public enum AlikeSiblings {
  /// A run of alike siblings, by their indices among the children.
  public struct Run: Sendable, Hashable {
    /// The index of the first row.
    public var first: Int { rows[0] }
    /// The index of the last row.
    public var last: Int { rows[rows.count - 1] }
    /// The indices of the rows, in order (two or more).
    public var rows: [Int]
  }

  /// The runs of two or more alike siblings among `children`, in order.
  public static func runs<Node: LayerNode>(in children: [Node]) -> [Run] {
    var runs: [Run] = []
    var current: [Int] = []
    var template: Signature?
    func close() {
      if current.count >= 2 { runs.append(Run(rows: current)) }
      current = []
      template = nil
    }
    for (index, child) in children.enumerated() {
      let node = child.layer
      if !node.visible || isSeparator(node, hasChildren: !child.layers.isEmpty) { continue }
      if node.text != nil {
        // A text between rows heads the rows after it; one after another is prose, not headers.
        if let previous = children[..<index].last(where: { $0.layer.visible }), previous.layer.text != nil { close() }
        continue
      }
      guard let signature = Signature(child) else {
        close()
        continue
      }
      if let template, template.isAlike(signature) {
        current.append(index)
      } else {
        close()
        current = [index]
        template = signature
      }
    }
    close()
    return runs
  }

  /// The longest run among `children` (the first of equal ones), nil when no two siblings are alike.
  public static func longestRun<Node: LayerNode>(in children: [Node]) -> Run? {
    runs(in: children).reduce(nil) { best, run in
      guard let best else { return run }
      return run.rows.count > best.rows.count ? run : best
    }
  }

  /// A thin line between rows, which a list draws itself, or an empty frame that only makes room (the list's spacing
  /// does).
  public static func isSeparator(_ node: DesignNode, hasChildren: Bool) -> Bool {
    guard !hasChildren, node.text == nil else { return false }
    let look = node.appearance
    let paints = look.fills.contains(where: \.visible) || look.strokes.contains(where: \.visible)
    return node.absolute.height <= 1.5 || node.absolute.width <= 1.5 || (node.kind == .frame && !paints)
  }

  /// The layers `node` shows as a row: the visible ones, without its background (a shape with nothing in it that fills
  /// the node) and its dividers (a row's bottom line, which the last row does not draw).
  public static func shownLayers<Node: LayerNode>(of node: Node) -> [Node] { Signature.shown(node) }

  /// What makes a row: its component, or its kind, size and the layers it shows.
  struct Signature {
    var component: String?
    var kind: NodeKind
    var width: Double
    var height: Double
    /// Each shown layer's kind (`FRAME`), and with its own layers' kinds (`FRAME(TEXT,VECTOR)`).
    var kinds: [String: Int]
    var shapes: [String: Int]

    /// The signature of a row, nil for what is no row: a text, or a layer that is not an instance and shows fewer than
    /// two layers (a single glyph, a shape).
    init?<Node: LayerNode>(_ row: Node) {
      let node = row.layer
      guard node.text == nil else { return nil }
      let shown = Self.shown(row)
      if let component = node.component {
        self.component = component.setName ?? component.name ?? component.componentID
      } else if Self.visibleCount(row) < 2 {
        return nil
      }
      kind = node.kind
      width = node.absolute.width
      height = node.absolute.height
      kinds = shown.reduce(into: [:]) { $0[$1.layer.kind.figmaType, default: 0] += 1 }
      shapes = shown.reduce(into: [:]) { $0[Self.shape(of: $1), default: 0] += 1 }
    }

    func isAlike(_ other: Signature) -> Bool {
      if component != nil || other.component != nil { return component == other.component }
      guard kind == other.kind else { return false }
      let widths = min(width, other.width) / max(width, other.width, 1)
      let heights = min(height, other.height) / max(height, other.height, 1)
      guard widths >= 0.5, heights >= 0.5, widths >= 0.9 || heights >= 0.9 else { return false }
      // Most of the same layers: by kind, and by what they hold.
      return (Self.overlap(kinds, other.kinds) + Self.overlap(shapes, other.shapes)) / 2 >= 0.6
    }

    /// The multiset overlap of two counts: shared over all (1 when equal).
    static func overlap(_ lhs: [String: Int], _ rhs: [String: Int]) -> Double {
      let keys = Set(lhs.keys).union(rhs.keys)
      guard !keys.isEmpty else { return 1 }
      let shared = keys.reduce(0) { $0 + min(lhs[$1] ?? 0, rhs[$1] ?? 0) }
      let all = keys.reduce(0) { $0 + max(lhs[$1] ?? 0, rhs[$1] ?? 0) }
      return Double(shared) / Double(all)
    }

    /// A layer's kind with its shown layers' kinds, sorted: `FRAME(TEXT,TEXT)`, `INSTANCE:Avatar`.
    static func shape<Node: LayerNode>(of node: Node) -> String {
      let layer = node.layer
      if layer.text != nil { return "TEXT" }
      if let component = layer.component { return "INSTANCE:" + (component.setName ?? component.name ?? "") }
      let inner = shown(node).map { $0.layer.text != nil ? "TEXT" : $0.layer.kind.figmaType }.sorted()
      return inner.isEmpty ? layer.kind.figmaType : layer.kind.figmaType + "(" + inner.joined(separator: ",") + ")"
    }

    static func shown<Node: LayerNode>(_ node: Node) -> [Node] {
      let visible = node.layers.filter { $0.layer.visible && !isDivider($0) }
      guard let first = visible.first, isBackground(first, of: node.layer) else { return visible }
      return Array(visible.dropFirst())
    }

    private static func isBackground<Node: LayerNode>(_ layer: Node, of parent: DesignNode) -> Bool {
      let node = layer.layer
      let shape = node.kind == .rectangle || node.kind == .ellipse || node.kind.isVectorArt
      let box = node.absolute
      let area = box.width * box.height
      return shape && layer.layers.isEmpty && area >= 0.9 * parent.absolute.width * parent.absolute.height
    }

    private static func isDivider<Node: LayerNode>(_ node: Node) -> Bool {
      let box = node.layer.absolute
      return node.layers.isEmpty && node.layer.text == nil && (box.height <= 1.5 || box.width <= 1.5)
    }

    private static func visibleCount<Node: LayerNode>(_ node: Node) -> Int {
      node.layers.reduce(0) { count, child in child.layer.visible ? count + 1 + visibleCount(child) : count }
    }
  }
}
