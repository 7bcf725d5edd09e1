public import LayoutIR

/// One view of the generated SwiftUI, as far as layout goes.
///
/// The emitter builds one of these beside the code it writes; `LayoutModel.layout` then computes where each view
/// lands, following SwiftUI's three steps: the parent proposes a size (`ModelProposal`), the child chooses its
/// size, the parent places the child.
public indirect enum LayoutNode: Sendable, Hashable {
  /// A view with content (Text, Image, Color, a control…).
  ///
  /// It takes `ideal` when offered at least that, and in an axis marked flexible it takes whatever is offered
  /// (nil → ideal). Across its width, when not flexible, `shrinks` says whether it takes less than ideal when offered
  /// less (Text wraps/truncates; an Image does not). `id` names the design node whose frame it must reproduce.
  case leaf(id: String?, ideal: ModelSize, flexibleWidth: Bool, flexibleHeight: Bool, shrinks: Bool)

  /// `Spacer(minLength:)`.
  ///
  /// Along its stack's axis at least minLength and as much as offered; nothing across. Outside a stack: both
  /// axes flexible, at least minLength in each.
  case spacer(minLength: Double)

  /// A VStack or HStack.
  ///
  /// `axis` is the stack's axis (vertical for a VStack), `alignment` its cross-axis alignment, `spacing` the
  /// space between every two adjacent children (Spacers included).
  case stack(axis: ModelAxis, alignment: ModelAlignment1D, spacing: Double, children: [LayoutNode])

  /// A ZStack: every child is offered the same proposal and aligned by `alignment`.
  case zstack(alignment: ModelAlignment, children: [LayoutNode])

  /// `.frame(width:height:alignment:)`.
  case fixedFrame(width: Double?, height: Double?, alignment: ModelAlignment, child: LayoutNode)

  /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`.
  ///
  /// Use `.infinity` for `maxWidth: .infinity`.
  case flexibleFrame(
    minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: ModelAlignment,
    child: LayoutNode)

  /// `.padding(insets)`.
  case padding(ModelInsets, child: LayoutNode)

  /// `.fixedSize(horizontal:vertical:)`: the child at its ideal size in the marked axes, whatever is offered.
  ///
  /// It proposes nil in those axes to size the child, then places it with the size it chose as a concrete
  /// proposal, so a stack inside lays its filling children out at the stack's ideal width (the equal-width idiom).
  case fixedSize(horizontal: Bool, vertical: Bool, child: LayoutNode)

  /// `.offset(x:y:)`: moves the child when placed, not its layout size.
  case offset(x: Double, y: Double, child: LayoutNode)

  /// `ScrollView(axis) { child }`.
  case scroll(axis: ModelAxis, child: LayoutNode)

  /// `.ignoresSafeArea(edges:)` for the top and/or bottom edge.
  ///
  /// Where the view's frame reaches the safe area's top (bottom) edge, its child is laid out in the frame grown
  /// over that edge up to the screen's edge.
  case ignoresSafeArea(top: Bool, bottom: Bool, child: LayoutNode)

  /// A LazyVGrid with `columns` equal flexible columns, each row as tall as its tallest cell.
  ///
  /// `spacing` separates columns, `lineSpacing` rows.
  case grid(columns: Int, spacing: Double, lineSpacing: Double, children: [LayoutNode])

  /// `.layoutPriority(p)`.
  case priority(Double, child: LayoutNode)

  /// A view the model does not lay out (reason for the report); it takes `size` wherever it is put.
  case unmodelled(id: String?, reason: String, size: ModelSize)

  /// A node id attached to a wrapper.
  ///
  /// The frame of `child` as placed is recorded under `id`, so a stack or a padded view can be compared with its
  /// design frame.
  case tagged(id: String, child: LayoutNode)
}
