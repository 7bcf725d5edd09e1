import LayoutIR

/// SwiftUI's "parent places the child" step: walks the flattened tree from the root, giving each view its frame
/// in screen coordinates, and records the frames of views that carry a design node id.
///
/// Each view is placed with the proposal it was sized with, so a stack reuses the offers it computed while sizing
/// (cached in `ModelSizer`).
struct ModelPlacer {
  /// A recorded frame and how deep in the tree its view is.
  private struct Record {
    var frame: ModelRect
    var depth: Int
  }

  var sizer: ModelSizer
  /// The screen's size.
  let canvas: ModelSize
  /// The screen's safe area.
  let safeRect: ModelRect
  private var records: [String: Record] = [:]

  init(sizer: ModelSizer, canvas: ModelSize, safeRect: ModelRect) {
    self.sizer = sizer
    self.canvas = canvas
    self.safeRect = safeRect
  }

  /// The recorded frames by design node id.
  var frames: [String: ModelRect] { records.mapValues(\.frame) }

  /// Places node `index`, which was offered `proposal` and chose the size of `frame`, at `frame`; returns where it
  /// is drawn (its frame, or its child's for an offset or a view extended over the safe area).
  @discardableResult
  mutating func place(_ index: Int, proposal: ModelProposal, frame: ModelRect, depth: Int = 0) -> ModelRect {
    let node = sizer.tree.nodes[index]
    let child = node.children.first
    var drawn = frame
    switch node.kind {
    case .leaf, .spacer, .unmodelled:
      break
    case .stack(let axis, let alignment, let spacing):
      let layouts = sizer.stackChildren(of: index, axis: axis, spacing: spacing, proposal: proposal)
      let frames = ModelSizer.stackFrames(layouts, axis: axis, alignment: alignment, spacing: spacing, in: frame)
      for (position, item) in node.children.enumerated() {
        place(item, proposal: layouts[position].proposal, frame: frames[position], depth: depth + 1)
      }
    case .zstack(let alignment):
      for item in node.children {
        placeAligned(item, proposal: proposal, alignment: alignment, in: frame, depth: depth + 1)
      }
    case .grid(let columns, let spacing, let lineSpacing):
      let metrics = sizer.gridMetrics(
        of: index, columns: columns, spacing: spacing, lineSpacing: lineSpacing, proposal: proposal)
      let frames = metrics.cellFrames(at: (frame.x, frame.y))
      for (position, item) in node.children.enumerated() where position < frames.count {
        place(item, proposal: metrics.cells[position].proposal, frame: frames[position], depth: depth + 1)
      }
    case .fixedFrame(let width, let height, let alignment):
      if let child {
        let offer = ModelRules.fixedFrameChildProposal(width: width, height: height, proposal: proposal)
        placeAligned(child, proposal: offer, alignment: alignment, in: frame, depth: depth + 1)
      }
    case .flexibleFrame(let bounds):
      if let child {
        let offer = ModelRules.flexibleFrameChildProposal(bounds, proposal: proposal)
        placeAligned(child, proposal: offer, alignment: bounds.alignment, in: frame, depth: depth + 1)
      }
    case .padding(let insets):
      if let child {
        let offer = ModelRules.paddingChildProposal(insets, proposal: proposal)
        let size = sizer.size(child, offer)
        let inner = ModelRect(
          x: frame.x + insets.leading, y: frame.y + insets.top, width: size.width, height: size.height)
        place(child, proposal: offer, frame: inner, depth: depth + 1)
      }
    case .scroll(let axis):
      // The content starts at the start of the scroll axis (scrolled to the top / leading edge); across the axis
      // it is centred, which is a no-op while the ScrollView is exactly as thick as its content.
      if let child {
        let offer = ModelRules.scrollContentProposal(axis: axis, proposal: proposal)
        let size = sizer.size(child, offer)
        let alignment = axis == .vertical ? ModelAlignment.top : ModelAlignment.leading
        let (x, y) = alignment.origin(of: size, in: frame)
        let content = ModelRect(x: x, y: y, width: size.width, height: size.height)
        place(child, proposal: offer, frame: content, depth: depth + 1)
      }
    case .offset(let dx, let dy):
      if let child {
        let moved = ModelRect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        drawn = place(child, proposal: proposal, frame: moved, depth: depth + 1)
      }
    case .ignoresSafeArea(let top, let bottom):
      if let child {
        drawn = placeIgnoringSafeArea(child, top: top, bottom: bottom, proposal: proposal, frame: frame, depth: depth)
      }
    case .fixedSize(let horizontal, let vertical):
      // Sized at its ideal, then laid out with that size as a concrete proposal.
      if let child {
        let ideal = sizer.size(
          child, ModelRules.fixedSizeChildProposal(horizontal: horizontal, vertical: vertical, proposal))
        let offer = ModelProposal(
          width: horizontal ? ideal.width : proposal.width, height: vertical ? ideal.height : proposal.height)
        let size = sizer.size(child, offer)
        let inner = ModelRect(x: frame.x, y: frame.y, width: size.width, height: size.height)
        drawn = place(child, proposal: offer, frame: inner, depth: depth + 1)
      }
    case .priority, .tagged:
      if let child {
        drawn = place(child, proposal: proposal, frame: frame, depth: depth + 1)
      }
    }
    if let id = node.id {
      record(id, drawn, depth: depth)
    }
    return drawn
  }

  /// Places `child`, offered `proposal`, aligned within `box` by `alignment`.
  private mutating func placeAligned(
    _ child: Int, proposal: ModelProposal, alignment: ModelAlignment, in box: ModelRect, depth: Int
  ) {
    let size = sizer.size(child, proposal)
    let (x, y) = alignment.origin(of: size, in: box)
    place(child, proposal: proposal, frame: ModelRect(x: x, y: y, width: size.width, height: size.height), depth: depth)
  }

  /// Places the child of an `.ignoresSafeArea` view placed at `frame`; returns where the child is drawn.
  ///
  /// After SwiftUI's `_SafeAreaRegionsIgnoringLayout`: the view sizes as its child does, but when placed, each
  /// ignored edge of its frame that reaches the safe area's edge (or beyond it) is pushed out to the screen's edge;
  /// the child is offered that grown frame's size and placed at its top-leading corner. An edge that stops short of
  /// the safe area's edge grows by nothing, and with nothing grown the child is placed as if the modifier were
  /// absent. Modelled wherever the view is, with scroll offsets at zero; the unsafe regions are only the screen's
  /// top and bottom insets.
  private mutating func placeIgnoringSafeArea(
    _ child: Int, top: Bool, bottom: Bool, proposal: ModelProposal, frame: ModelRect, depth: Int
  ) -> ModelRect {
    let tolerance = 0.001
    let growTop = top && frame.y <= safeRect.y + tolerance ? max(0, frame.y) : 0
    let growBottom = bottom && frame.maxY >= safeRect.maxY - tolerance ? max(0, canvas.height - frame.maxY) : 0
    guard growTop > 0 || growBottom > 0 else {
      return place(child, proposal: proposal, frame: frame, depth: depth + 1)
    }
    let grown = ModelRect(
      x: frame.x, y: frame.y - growTop, width: frame.width, height: frame.height + growTop + growBottom)
    let offer = ModelProposal(grown.size)
    let size = sizer.size(child, offer)
    let placed = ModelRect(x: grown.x, y: grown.y, width: size.width, height: size.height)
    return place(child, proposal: offer, frame: placed, depth: depth + 1)
  }

  /// Records `frame` under `id`.
  ///
  /// When an id occurs more than once, the outermost view wins (a tag on a wrapper beats the same id on the leaf
  /// inside it), and between views equally deep, the first in tree order.
  private mutating func record(_ id: String, _ frame: ModelRect, depth: Int) {
    if let existing = records[id], existing.depth <= depth { return }
    records[id] = Record(frame: frame, depth: depth)
  }
}
