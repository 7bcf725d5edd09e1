import LayoutIR

/// A `LayoutNode` tree flattened into an array, each node naming its children by index.
///
/// Indices give every view an identity, so sizes can be cached per (view, proposal): without that cache a stack
/// asks each child three times (minimum, maximum, actual proposal) and nested stacks cost 3^depth. The
/// flattening also settles, once, what depends on a node's context: a Spacer's axis and each view's layout
/// priority. Nodes are numbered in pre-order, so the root is 0 and index order is tree order.
struct ModelLayoutTree {
  /// What a flattened node is; children live in `Node.children`.
  enum Kind {
    case leaf(ideal: ModelSize, flexibleWidth: Bool, flexibleHeight: Bool, shrinks: Bool)
    /// `axis` is the axis of the stack the Spacer is in, nil outside a stack.
    case spacer(minLength: Double, axis: ModelAxis?)
    case stack(axis: ModelAxis, alignment: ModelAlignment1D, spacing: Double)
    case zstack(alignment: ModelAlignment)
    case fixedFrame(width: Double?, height: Double?, alignment: ModelAlignment)
    case flexibleFrame(FlexibleFrame)
    case padding(ModelInsets)
    case offset(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case scroll(axis: ModelAxis)
    case ignoresSafeArea(top: Bool, bottom: Bool)
    case grid(columns: Int, spacing: Double, lineSpacing: Double)
    case priority
    case unmodelled(size: ModelSize)
    case tagged
  }

  /// The bounds of a flexible frame.
  struct FlexibleFrame {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var alignment: ModelAlignment
  }

  /// One flattened view.
  struct Node {
    var kind: Kind
    /// The design node whose frame this view's frame is recorded under, if any.
    var id: String?
    var children: [Int]
    /// The priority a parent stack sees (SwiftUI's `layoutPriority()`): explicit `.layoutPriority` wins; a
    /// Spacer's is -infinity, so stacks serve every other child before their Spacers; a modifier (frame, padding,
    /// offset…) reports its child's, as SwiftUI's unary layouts do; every other view's is 0.
    var priority: Double
  }

  private(set) var nodes: [Node] = []
  /// One entry per unmodelled node, in tree order: "id: reason", or the reason alone without an id.
  private(set) var unmodelled: [String] = []

  /// The tree of `root` flattened; `root` becomes node 0.
  init(_ root: LayoutNode) {
    add(root, stackAxis: nil)
  }

  /// Appends `node` and its subtree and returns its index.
  ///
  /// `stackAxis` is the axis of the stack `node` is a child of, through any modifiers (a Spacer learns its axis from it, as SwiftUI's stack orientation input reaches it
  /// through modifiers); containers other than stacks clear it for their children.
  @discardableResult
  private mutating func add(_ node: LayoutNode, stackAxis: ModelAxis?) -> Int {
    let index = nodes.count
    nodes.append(Node(kind: .priority, id: nil, children: [], priority: 0))
    let kind: Kind
    var id: String?
    var children: [Int] = []
    var priority: Double = 0
    switch node {
    case .leaf(let leafID, let ideal, let flexibleWidth, let flexibleHeight, let shrinks):
      kind = .leaf(ideal: ideal, flexibleWidth: flexibleWidth, flexibleHeight: flexibleHeight, shrinks: shrinks)
      id = leafID
    case .spacer(let minLength):
      kind = .spacer(minLength: minLength, axis: stackAxis)
      priority = -.infinity
    case .stack(let axis, let alignment, let spacing, let items):
      kind = .stack(axis: axis, alignment: alignment, spacing: spacing)
      children = items.map { add($0, stackAxis: axis) }
    case .zstack(let alignment, let items):
      kind = .zstack(alignment: alignment)
      children = items.map { add($0, stackAxis: nil) }
    case .fixedFrame(let width, let height, let alignment, let child):
      kind = .fixedFrame(width: width, height: height, alignment: alignment)
      children = [add(child, stackAxis: stackAxis)]
    case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment, let child):
      kind = .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
      children = [add(child, stackAxis: stackAxis)]
    case .padding(let insets, let child):
      kind = .padding(insets)
      children = [add(child, stackAxis: stackAxis)]
    case .offset(let x, let y, let child):
      kind = .offset(x: x, y: y)
      children = [add(child, stackAxis: stackAxis)]
    case .fixedSize(let horizontal, let vertical, let child):
      kind = .fixedSize(horizontal: horizontal, vertical: vertical)
      children = [add(child, stackAxis: stackAxis)]
    case .scroll(let axis, let child):
      kind = .scroll(axis: axis)
      children = [add(child, stackAxis: nil)]
    case .ignoresSafeArea(let top, let bottom, let child):
      kind = .ignoresSafeArea(top: top, bottom: bottom)
      children = [add(child, stackAxis: stackAxis)]
    case .grid(let columns, let spacing, let lineSpacing, let items):
      kind = .grid(columns: max(1, columns), spacing: spacing, lineSpacing: lineSpacing)
      children = items.map { add($0, stackAxis: nil) }
    case .priority(let value, let child):
      kind = .priority
      children = [add(child, stackAxis: stackAxis)]
      priority = value
    case .unmodelled(let nodeID, let reason, let size):
      kind = .unmodelled(size: size)
      id = nodeID
      unmodelled.append(nodeID.map { "\($0): \(reason)" } ?? reason)
    case .tagged(let tag, let child):
      kind = .tagged
      id = tag
      children = [add(child, stackAxis: stackAxis)]
    }
    if Self.forwardsPriority(kind), let child = children.first {
      priority = nodes[child].priority
    }
    nodes[index] = Node(kind: kind, id: id, children: children, priority: priority)
    return index
  }

  /// Whether a node of `kind` reports its child's layout priority (SwiftUI's unary layouts do).
  private static func forwardsPriority(_ kind: Kind) -> Bool {
    switch kind {
    case .fixedFrame, .flexibleFrame, .padding, .offset, .fixedSize, .ignoresSafeArea, .tagged: true
    case .leaf, .spacer, .stack, .zstack, .scroll, .grid, .priority, .unmodelled: false
    }
  }
}
