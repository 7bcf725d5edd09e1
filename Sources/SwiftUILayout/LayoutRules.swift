import LayoutIR

/// The sizing rules of SwiftUI's leaf views and single-child modifiers, one axis at a time where they are
/// per-axis.
///
/// Each modifier has two rules: what it proposes to its child for a proposal it receives, and what size it takes
/// given that proposal and the size its child chose. Sizing and placement both use them, so a child is placed
/// with exactly the proposal it was sized with.
enum ModelRules {
  // MARK: Leaves and Spacers

  /// The length a leaf takes in one axis when offered `proposed` there.
  ///
  /// nil asks for the ideal. A flexible axis takes whatever is offered (`.infinity` included, as `Color` does).
  /// Otherwise the leaf takes its ideal, or less when offered less if it `shrinks` (Text truncating or wrapping;
  /// the model does not make a wrapped Text taller).
  static func leafLength(ideal: Double, flexible: Bool, shrinks: Bool, proposed: Double?) -> Double {
    guard let proposed else { return ideal }
    if flexible || (shrinks && proposed < ideal) { return max(0, proposed) }
    return ideal
  }

  /// The size a `Spacer(minLength:)` takes.
  ///
  /// In a stack (`axis` non-nil) it takes the offer along the axis but at least `minLength` (so its ideal, for a
  /// nil offer, is `minLength`) and zero across; outside a stack the same in both axes. This is SwiftUI's rule:
  /// `max(proposal ?? -infinity, minLength)` along the axes of expansion, 0 in the other.
  static func spacerSize(minLength: Double, axis: ModelAxis?, proposal: ModelProposal) -> ModelSize {
    let width = max(proposal.width ?? -.infinity, minLength)
    let height = max(proposal.height ?? -.infinity, minLength)
    switch axis {
    case .horizontal: return ModelSize(width: width, height: 0)
    case .vertical: return ModelSize(width: 0, height: height)
    case nil: return ModelSize(width: width, height: height)
    }
  }

  // MARK: `.frame(width:height:alignment:)`

  /// What a fixed frame proposes: its fixed dimensions, and the proposal it received in an axis it leaves nil.
  static func fixedFrameChildProposal(width: Double?, height: Double?, proposal: ModelProposal) -> ModelProposal {
    ModelProposal(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  /// A fixed frame's size: its fixed dimensions, the child's size in an axis it leaves nil.
  static func fixedFrameSize(width: Double?, height: Double?, child: ModelSize) -> ModelSize {
    ModelSize(width: width ?? child.width, height: height ?? child.height)
  }

  // MARK: `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`

  /// What a flexible frame proposes in one axis: the proposal it received clamped to its bounds.
  ///
  /// SwiftUI's documentation: "The size proposed to this view is the size proposed to the frame, limited by any
  /// constraints specified, and with any ideal dimensions specified replacing any corresponding unspecified
  /// dimensions in the proposal." The model's frames have no ideal dimensions, so nil stays nil.
  static func flexibleChildLength(min lower: Double?, max upper: Double?, proposed: Double?) -> Double? {
    guard var length = proposed else { return nil }
    if let lower { length = max(length, lower) }
    if let upper { length = min(length, upper) }
    return length
  }

  /// A flexible frame's length in one axis, given what it was offered and what its child took.
  ///
  /// The documented rules: with neither bound, the child's length; with both, the proposal clamped to them;
  /// with a minimum, the proposal clamped to it when the proposal is below the child's length; with a maximum, the
  /// proposal clamped to it when the proposal is above the child's length; otherwise the child's length (itself
  /// kept within the bounds given). `max(lo, min(child, p))` then `min(hi, max(that, p))` is all of these at once.
  /// A nil proposal (ideal size) is treated as the child's length, so the frame's ideal is the child's ideal
  /// clamped to the bounds (an assumption: the documentation does not cover nil; it is what fixedSize() shows).
  static func flexibleFrameLength(min lower: Double?, max upper: Double?, proposed: Double?, child: Double) -> Double {
    if lower == nil && upper == nil { return child }
    let offered = proposed ?? child
    var length = child
    if let lower { length = max(lower, min(length, offered)) }
    if let upper { length = min(upper, max(length, offered)) }
    return length
  }

  /// What a flexible frame proposes to its child.
  static func flexibleFrameChildProposal(
    _ frame: ModelLayoutTree.FlexibleFrame, proposal: ModelProposal
  ) -> ModelProposal {
    ModelProposal(
      width: flexibleChildLength(min: frame.minWidth, max: frame.maxWidth, proposed: proposal.width),
      height: flexibleChildLength(min: frame.minHeight, max: frame.maxHeight, proposed: proposal.height))
  }

  /// A flexible frame's size.
  static func flexibleFrameSize(
    _ frame: ModelLayoutTree.FlexibleFrame, proposal: ModelProposal, child: ModelSize
  ) -> ModelSize {
    ModelSize(
      width: flexibleFrameLength(
        min: frame.minWidth, max: frame.maxWidth, proposed: proposal.width, child: child.width),
      height: flexibleFrameLength(
        min: frame.minHeight, max: frame.maxHeight, proposed: proposal.height, child: child.height))
  }

  // MARK: `.fixedSize`

  /// What `.fixedSize` proposes to size its child: nil (the ideal) in the fixed axes, the proposal elsewhere.
  static func fixedSizeChildProposal(horizontal: Bool, vertical: Bool, _ proposal: ModelProposal) -> ModelProposal {
    ModelProposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  // MARK: `.padding`

  /// What padding proposes: the proposal less the insets (never below zero); nil stays nil, `.infinity` stays.
  static func paddingChildProposal(_ insets: ModelInsets, proposal: ModelProposal) -> ModelProposal {
    ModelProposal(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  /// Padding's size: the child's plus the insets.
  static func paddingSize(_ insets: ModelInsets, child: ModelSize) -> ModelSize {
    ModelSize(
      width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
  }

  // MARK: `ScrollView`

  /// What a ScrollView proposes to its content: nil (the ideal) along its axis, the proposal it received across.
  static func scrollContentProposal(axis: ModelAxis, proposal: ModelProposal) -> ModelProposal {
    ModelProposal(axis: axis, major: nil, minor: proposal[axis.cross])
  }

  /// A ScrollView's size: the proposal along its axis (its content's length when asked for its ideal, an
  /// assumption), and its content's size across it, which the SwiftUI Field Guide describes ("a vertical scroll view
  /// accepts the proposed height unconditionally, it only becomes as wide as the width of its contents").
  static func scrollSize(axis: ModelAxis, proposal: ModelProposal, content: ModelSize) -> ModelSize {
    ModelSize(axis: axis, major: proposal[axis] ?? content[axis], minor: content[axis.cross])
  }
}
