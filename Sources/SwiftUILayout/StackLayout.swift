import LayoutIR

/// What a container proposed to one child and the size the child chose for it.
struct ModelChildLayout {
  var proposal: ModelProposal
  var size: ModelSize
}

/// HStack and VStack: how a stack shares the space along its axis among its children.
///
/// The algorithm, after the WWDC 2019 "Building Custom Views with SwiftUI" description, the objc.io and SwiftUI
/// Field Guide reconstructions, and the `layoutPriority` documentation:
///
/// 1. Spacing: every two adjacent children are `spacing` apart, Spacers included. (SwiftUI, given no spacing,
///    asks each pair of views for their preferred spacing; the emitter always passes an explicit spacing, which
///    SwiftUI then uses uniformly between every pair, so the model does too.)
/// 2. With no proposal along the axis (the ideal size, e.g. inside a ScrollView), each child is offered nil along
///    the axis and the stack's proposal across it.
/// 3. Otherwise the space to share is the proposal less the total spacing. Children are grouped by layout
///    priority, highest first (a Spacer's priority is -infinity, so Spacers get what the others leave). A group is
///    offered the remaining space less the minimum lengths of every lower-priority child ("A parent layout should
///    offer children with the highest layout priority all the space offered to the parent minus the minimum space
///    required for all its lower-priority children"). Within a group children are served least flexible first,
///    flexibility being the length a child takes when offered infinity minus the length it takes when offered 0
///    (ties keep declaration order); each is offered the group's remaining space divided by the number of the
///    group's children not yet served (never less than 0), and what it takes is subtracted.
/// 4. Across the axis each child is offered the stack's own proposal across.
///
/// The stack is as long as its children plus the spacing (less than offered when they take less, more when they
/// cannot shrink enough) and as thick as its thickest child.
extension ModelSizer {
  /// The proposal each child of stack `index` receives for the stack's `proposal`, and the size it takes, in
  /// declaration order.
  mutating func stackChildren(
    of index: Int, axis: ModelAxis, spacing: Double, proposal: ModelProposal
  ) -> [ModelChildLayout] {
    let children = tree.nodes[index].children
    guard !children.isEmpty else { return [] }
    let across = proposal[axis.cross]
    var layouts: [ModelChildLayout] = []
    guard let along = proposal[axis] else {
      for child in children {
        let offer = ModelProposal(axis: axis, major: nil, minor: across)
        layouts.append(ModelChildLayout(proposal: offer, size: size(child, offer)))
      }
      return layouts
    }
    let priorities = children.map { tree.nodes[$0].priority }
    let levels = Set(priorities).sorted(by: >)
    // The length each child takes when offered 0 along the axis (its minimum) and infinity (its maximum).
    var minimums: [Double] = []
    var flexibilities: [Double] = []
    for child in children {
      let least = size(child, ModelProposal(axis: axis, major: 0, minor: across))[axis]
      let most = size(child, ModelProposal(axis: axis, major: .infinity, minor: across))[axis]
      minimums.append(least)
      flexibilities.append(Self.difference(most, least))
    }
    layouts = children.map { _ in ModelChildLayout(proposal: .unspecified, size: .zero) }
    var remaining = along - spacing * Double(children.count - 1)
    for level in levels {
      var lowerMinimum = 0.0
      for position in children.indices where priorities[position] < level {
        lowerMinimum += minimums[position]
      }
      var available = Self.difference(remaining, lowerMinimum)
      let group = children.indices.filter { priorities[$0] == level }.sorted {
        (flexibilities[$0], $0) < (flexibilities[$1], $1)
      }
      for (served, position) in group.enumerated() {
        let share = available / Double(group.count - served)
        let offer = ModelProposal(axis: axis, major: max(0, share), minor: across)
        let taken = size(children[position], offer)
        layouts[position] = ModelChildLayout(proposal: offer, size: taken)
        available = Self.difference(available, taken[axis])
        remaining = Self.difference(remaining, taken[axis])
      }
    }
    return layouts
  }

  /// A stack's size from its children's sizes: their lengths plus the spacing along the axis, the largest
  /// thickness across.
  static func stackSize(_ sizes: [ModelSize], axis: ModelAxis, spacing: Double) -> ModelSize {
    guard !sizes.isEmpty else { return .zero }
    let length = sizes.reduce(0) { $0 + $1[axis] } + spacing * Double(sizes.count - 1)
    let thickness = sizes.reduce(0) { max($0, $1[axis.cross]) }
    return ModelSize(axis: axis, major: length, minor: thickness)
  }

  /// `a - b` where an infinite `a` stays infinite (space offered without limit stays unlimited however much is
  /// taken from it; this also keeps infinity - infinity from producing NaN).
  static func difference(_ a: Double, _ b: Double) -> Double {
    if a.isInfinite { return a }
    if b.isInfinite { return b > 0 ? -.infinity : .infinity }
    return a - b
  }
}

// MARK: - Placement along the axis

extension ModelSizer {
  /// Where each child of a stack placed in `frame` goes: in order along the axis, `spacing` apart, from the
  /// frame's start; across, aligned by `alignment` within the stack's thickness.
  static func stackFrames(
    _ layouts: [ModelChildLayout], axis: ModelAxis, alignment: ModelAlignment1D, spacing: Double, in frame: ModelRect
  ) -> [ModelRect] {
    var cursor = axis == .horizontal ? frame.x : frame.y
    let crossOrigin = axis == .horizontal ? frame.y : frame.x
    let thickness = frame.size[axis.cross]
    var frames: [ModelRect] = []
    for layout in layouts {
      let across = crossOrigin + alignment.offset(child: layout.size[axis.cross], in: thickness)
      frames.append(
        axis == .horizontal
          ? ModelRect(x: cursor, y: across, width: layout.size.width, height: layout.size.height)
          : ModelRect(x: across, y: cursor, width: layout.size.width, height: layout.size.height))
      cursor += layout.size[axis] + spacing
    }
    return frames
  }
}
