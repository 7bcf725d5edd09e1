import LayoutIR

/// SwiftUI's "child chooses its size" step for every view of a flattened tree, cached per (view, proposal).
///
/// The cache is what keeps the model linear rather than exponential in depth: a stack measures each child at
/// three proposals (0 and infinity along its axis for the child's flexibility, then the space it offers), and a
/// nested stack measures its children at each of those, but the set of distinct proposals a view receives stays
/// small (0 and infinity map to themselves), so each (view, proposal) pair is computed once.
struct ModelSizer {
  let tree: ModelLayoutTree
  /// Per node index, the sizes already chosen per proposal.
  private var cache: [[ModelProposal: ModelSize]]

  init(tree: ModelLayoutTree) {
    self.tree = tree
    cache = Array(repeating: [:], count: tree.nodes.count)
  }

  /// The size node `index` chooses when offered `proposal`.
  mutating func size(_ index: Int, _ proposal: ModelProposal) -> ModelSize {
    if let known = cache[index][proposal] { return known }
    let chosen = computeSize(index, proposal)
    cache[index][proposal] = chosen
    return chosen
  }

  private mutating func computeSize(_ index: Int, _ proposal: ModelProposal) -> ModelSize {
    let node = tree.nodes[index]
    switch node.kind {
    case .leaf(let ideal, let flexibleWidth, let flexibleHeight, let shrinks):
      return ModelSize(
        width: ModelRules.leafLength(
          ideal: ideal.width, flexible: flexibleWidth, shrinks: shrinks, proposed: proposal.width),
        // Text gives up width (it wraps or truncates), never its lines' height.
        height: ModelRules.leafLength(
          ideal: ideal.height, flexible: flexibleHeight, shrinks: false, proposed: proposal.height))
    case .spacer(let minLength, let axis):
      return ModelRules.spacerSize(minLength: minLength, axis: axis, proposal: proposal)
    case .unmodelled(let size):
      return size
    case .stack(let axis, _, let spacing):
      let placed = stackChildren(of: index, axis: axis, spacing: spacing, proposal: proposal)
      return Self.stackSize(placed.map(\.size), axis: axis, spacing: spacing)
    case .zstack:
      // Every child is offered the ZStack's proposal; the ZStack is the union of their aligned frames, which for
      // the leading/center/trailing × top/center/bottom alignments is the largest width by the largest height.
      var union = ModelSize.zero
      for child in node.children {
        let size = size(child, proposal)
        union = ModelSize(width: max(union.width, size.width), height: max(union.height, size.height))
      }
      return union
    case .grid(let columns, let spacing, let lineSpacing):
      return gridMetrics(of: index, columns: columns, spacing: spacing, lineSpacing: lineSpacing, proposal: proposal)
        .size
    case .fixedFrame(let width, let height, _):
      // With both dimensions fixed SwiftUI does not consult the child for the frame's size.
      if let width, let height { return ModelSize(width: width, height: height) }
      let child = childSize(
        of: node, ModelRules.fixedFrameChildProposal(width: width, height: height, proposal: proposal))
      return ModelRules.fixedFrameSize(width: width, height: height, child: child)
    case .flexibleFrame(let frame):
      let child = childSize(of: node, ModelRules.flexibleFrameChildProposal(frame, proposal: proposal))
      return ModelRules.flexibleFrameSize(frame, proposal: proposal, child: child)
    case .padding(let insets):
      let child = childSize(of: node, ModelRules.paddingChildProposal(insets, proposal: proposal))
      return ModelRules.paddingSize(insets, child: child)
    case .scroll(let axis):
      let content = childSize(of: node, ModelRules.scrollContentProposal(axis: axis, proposal: proposal))
      return ModelRules.scrollSize(axis: axis, proposal: proposal, content: content)
    case .fixedSize(let horizontal, let vertical):
      return childSize(
        of: node, ModelRules.fixedSizeChildProposal(horizontal: horizontal, vertical: vertical, proposal))
    case .offset, .ignoresSafeArea, .priority, .tagged:
      // Layout-transparent: an offset moves its child only when drawn; `.ignoresSafeArea` changes only how its
      // child is placed (see `ModelPlacer`); a priority matters only to the parent stack.
      return childSize(of: node, proposal)
    }
  }

  /// The size the child of a single-child node chooses for `proposal` (the flattening always gives such a node
  /// one child; zero without one).
  mutating func childSize(of node: ModelLayoutTree.Node, _ proposal: ModelProposal) -> ModelSize {
    guard let child = node.children.first else { return .zero }
    return size(child, proposal)
  }
}
