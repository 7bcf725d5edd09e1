public import LayoutIR

/// Where every tagged view of a screen lands.
public struct ModelResult: Sendable, Hashable {
  /// The frames of the views that carry a design node id, by id, in screen coordinates.
  public var frames: [String: ModelRect]
  /// One entry per unmodelled node, in tree order: "id: reason", or the reason alone for a node without an id.
  public var unmodelled: [String]

  /// A result of the given frames and unmodelled nodes.
  public init(frames: [String: ModelRect], unmodelled: [String]) {
    self.frames = frames
    self.unmodelled = unmodelled
  }
}

/// A model of SwiftUI's layout algorithm, to compute where the views of generated SwiftUI land on a screen of
/// the design's size without SwiftUI.
///
/// Layout is SwiftUI's three steps, recursively: the parent proposes a size (nil in an axis asks for the ideal
/// size, 0 for the minimum, infinity for the maximum), the child chooses its size, the parent places the child.
/// The rules of each view are documented where they are implemented: `ModelRules` (leaves, Spacers, frames,
/// padding, ScrollView), the `ModelSizer` stack extension (HStack, VStack), `ModelSizer.computeSize` (ZStack),
/// `ModelGridMetrics` (LazyVGrid) and `ModelPlacer` (placement and `.ignoresSafeArea`).
public enum LayoutModel {
  /// Lays `root` out on a screen of `canvas` size whose safe area is `safeArea` (insets from the screen's edges).
  ///
  /// The root is proposed the safe area's size and, like the root view of a `UIHostingController`, centred in the
  /// safe area when it chooses a different size (a root that fills the safe area, e.g. one with
  /// `.frame(maxWidth: .infinity, maxHeight: .infinity)`, starts at the safe area's origin). A view wrapped in
  /// `.ignoresSafeArea` whose frame reaches the safe area's top or bottom edge has its child laid out in its frame
  /// grown over that edge to the screen's edge (see `LayoutNode.ignoresSafeArea`); everything else respects the
  /// safe area. Runs in time roughly linear in the number of views.
  public static func layout(_ root: LayoutNode, canvas: ModelSize, safeArea: ModelInsets) -> ModelResult {
    let tree = ModelLayoutTree(root)
    let safeRect = ModelRect(
      x: safeArea.leading, y: safeArea.top,
      width: max(0, canvas.width - safeArea.leading - safeArea.trailing),
      height: max(0, canvas.height - safeArea.top - safeArea.bottom))
    var sizer = ModelSizer(tree: tree)
    let proposal = ModelProposal(safeRect.size)
    let size = sizer.size(0, proposal)
    let (x, y) = ModelAlignment.center.origin(of: size, in: safeRect)
    var placer = ModelPlacer(sizer: sizer, canvas: canvas, safeRect: safeRect)
    placer.place(0, proposal: proposal, frame: ModelRect(x: x, y: y, width: size.width, height: size.height))
    return ModelResult(frames: placer.frames, unmodelled: tree.unmodelled)
  }
}
