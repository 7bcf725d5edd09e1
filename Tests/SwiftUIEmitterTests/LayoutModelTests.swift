import LayoutIR
import TestSupport
import Testing

@testable import SwiftUILayout

/// An iPhone 15-sized screen: 390 × 844 with a 47 pt top and 34 pt bottom safe-area inset, so the safe area is
/// (0, 47, 390, 763).
private let phone = ModelSize(width: 390, height: 844)
private let notch = ModelInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

private func leaf(
  _ id: String?, _ width: Double, _ height: Double, flexibleWidth: Bool = false, flexibleHeight: Bool = false,
  shrinks: Bool = false
) -> LayoutNode {
  .leaf(
    id: id, ideal: ModelSize(width: width, height: height), flexibleWidth: flexibleWidth,
    flexibleHeight: flexibleHeight, shrinks: shrinks)
}

/// A Text-like leaf: takes less than its ideal width when offered less.
private func text(_ id: String?, _ width: Double, _ height: Double) -> LayoutNode {
  leaf(id, width, height, shrinks: true)
}

/// `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)`: pins content to the safe area's
/// top-leading corner.
private func pinned(_ node: LayoutNode) -> LayoutNode {
  .flexibleFrame(
    minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .topLeading, child: node)
}

private func hstack(spacing: Double = 0, _ children: [LayoutNode]) -> LayoutNode {
  .stack(axis: .horizontal, alignment: .center, spacing: spacing, children: children)
}

private func vstack(
  spacing: Double = 0, alignment: ModelAlignment1D = .center, _ children: [LayoutNode]
) -> LayoutNode {
  .stack(axis: .vertical, alignment: alignment, spacing: spacing, children: children)
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ModelRect {
  ModelRect(x: x, y: y, width: width, height: height)
}

private func frames(_ root: LayoutNode) -> [String: ModelRect] {
  LayoutModel.layout(root, canvas: phone, safeArea: notch).frames
}

@Suite struct LayoutModelTests {
  @Test func paddedLeadingVStackIsCentredInTheSafeAreaLikeAHostingControllerRoot() {
    let card = LayoutNode.tagged(
      id: "card",
      child: .padding(
        ModelInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        child: vstack(spacing: 8, alignment: .start, [leaf("title", 100, 40), leaf("body", 200, 20)])))
    // The card is 232 × 100 (200 + 32 by 40 + 8 + 20 + 32), centred in (0, 47, 390, 763).
    let centred = frames(card)
    verify(centred["card"], equals: rect(79, 378.5, 232, 100))
    verify(centred["title"], equals: rect(95, 394.5, 100, 40))
    verify(centred["body"], equals: rect(95, 442.5, 200, 20))
    let pinnedFrames = frames(pinned(card))
    verify(pinnedFrames["card"], equals: rect(0, 47, 232, 100))
    verify(pinnedFrames["title"], equals: rect(16, 63, 100, 40))
    verify(pinnedFrames["body"], equals: rect(16, 111, 200, 20))
  }

  @Test func aMaxWidthInfinityFrameTakesWhatTheTextLeaves() {
    let row = hstack(
      spacing: 8,
      [
        text("label", 120, 20),
        .tagged(
          id: "fill",
          child: .flexibleFrame(
            minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .center,
            child: leaf("icon", 50, 20))),
      ])
    let result = frames(pinned(row))
    verify(result["label"], equals: rect(0, 47, 120, 20))
    verify(result["fill"], equals: rect(128, 47, 262, 20))
    verify(result["icon"], equals: rect(234, 47, 50, 20))
  }

  @Test func aSpacerBetweenTwoLeavesPushesTheSecondToTheTrailingEdge() {
    let row = hstack(spacing: 10, [leaf("first", 60, 30), .spacer(minLength: 8), leaf("second", 80, 30)])
    let result = frames(pinned(row))
    verify(result["first"], equals: rect(0, 47, 60, 30))
    verify(result["second"], equals: rect(310, 47, 80, 30))
  }

  @Test func aSpacerIsServedAfterEveryOtherChild() {
    // Spacers have layout priority -infinity: the Text is offered 320 - 8, not half of 320.
    let row = hstack([text("long", 300, 20), .tagged(id: "gap", child: .spacer(minLength: 8))])
    let result = frames(pinned(.fixedFrame(width: 320, height: nil, alignment: .topLeading, child: row)))
    verify(result["long"], equals: rect(0, 47, 300, 20))
    verify(result["gap"], equals: rect(300, 57, 20, 0))
  }

  @Test func equallyFlexibleChildrenSplitTheSpaceEvenly() {
    let row = hstack(
      spacing: 6,
      [
        leaf("a", 10, 10, flexibleWidth: true), leaf("b", 10, 10, flexibleWidth: true),
        leaf("c", 10, 10, flexibleWidth: true),
      ])
    let result = frames(pinned(row))
    verify(result["a"], equals: rect(0, 47, 126, 10))
    verify(result["b"], equals: rect(132, 47, 126, 10))
    verify(result["c"], equals: rect(264, 47, 126, 10))
  }

  @Test func theLeastFlexibleChildIsSizedFirst() {
    // Offered 160 first, the fixed leaf keeps 100; the Text (flexibility 300) then gets the remaining 220, though
    // it comes first in the stack.
    let row = hstack([text("text", 300, 20), leaf("fixed", 100, 20)])
    let result = frames(pinned(.fixedFrame(width: 320, height: nil, alignment: .topLeading, child: row)))
    verify(result["text"], equals: rect(0, 47, 220, 20))
    verify(result["fixed"], equals: rect(220, 47, 100, 20))
  }

  @Test func layoutPriorityServesItsGroupFirst() {
    let equal = hstack([text("a", 300, 20), text("b", 300, 20)])
    let even = frames(pinned(.fixedFrame(width: 320, height: nil, alignment: .topLeading, child: equal)))
    verify(even["a"], equals: rect(0, 47, 160, 20))
    verify(even["b"], equals: rect(160, 47, 160, 20))
    let favoured = hstack([text("a", 300, 20), .priority(1, child: text("b", 300, 20))])
    let uneven = frames(pinned(.fixedFrame(width: 320, height: nil, alignment: .topLeading, child: favoured)))
    verify(uneven["a"], equals: rect(0, 47, 20, 20))
    verify(uneven["b"], equals: rect(20, 47, 300, 20))
    // The favoured group is offered the space less the minimum of every lower-priority child: 320 - 50.
    let beside = hstack([leaf("icon", 50, 20), .priority(1, child: text("b", 300, 20))])
    let reserved = frames(pinned(.fixedFrame(width: 320, height: nil, alignment: .topLeading, child: beside)))
    verify(reserved["icon"], equals: rect(0, 47, 50, 20))
    verify(reserved["b"], equals: rect(50, 47, 270, 20))
  }

  @Test func aFixedFramePlacesItsChildByItsAlignment() {
    let box = LayoutNode.tagged(
      id: "box", child: .fixedFrame(width: 100, height: 50, alignment: .bottomTrailing, child: leaf("dot", 20, 20)))
    let result = frames(pinned(box))
    verify(result["box"], equals: rect(0, 47, 100, 50))
    verify(result["dot"], equals: rect(80, 77, 20, 20))
  }

  @Test func flexibleFramesFollowTheDocumentedClampingRules() {
    func frame(minWidth: Double?, maxWidth: Double?, alignment: ModelAlignment, _ id: String) -> LayoutNode {
      .tagged(
        id: id,
        child: .flexibleFrame(
          minWidth: minWidth, maxWidth: maxWidth, minHeight: nil, maxHeight: nil, alignment: alignment,
          child: leaf(id + ".content", 100, 20)))
    }
    let column = vstack([
      frame(minWidth: nil, maxWidth: .infinity, alignment: .leading, "leading"),
      frame(minWidth: nil, maxWidth: .infinity, alignment: .trailing, "trailing"),
      frame(minWidth: 150, maxWidth: nil, alignment: .center, "atLeast"),
      frame(minWidth: nil, maxWidth: 60, alignment: .center, "atMost"),
    ])
    let result = frames(column)
    // The column is 390 × 80, centred in the safe area: its top is at 47 + (763 - 80) / 2.
    verify(result["leading"], equals: rect(0, 388.5, 390, 20))
    verify(result["leading.content"], equals: rect(0, 388.5, 100, 20))
    verify(result["trailing.content"], equals: rect(290, 408.5, 100, 20))
    // A minimum only: the child's width raised to the minimum; a maximum only: the proposal (60) clamped.
    verify(result["atLeast"], equals: rect(120, 428.5, 150, 20))
    verify(result["atLeast.content"], equals: rect(145, 428.5, 100, 20))
    verify(result["atMost"], equals: rect(165, 448.5, 60, 20))
    verify(result["atMost.content"], equals: rect(145, 448.5, 100, 20))
    // A minimum only, offered less than the child takes: the proposal (60), clamped to the minimum (40).
    let squeezed = LayoutNode.fixedFrame(
      width: 60, height: nil, alignment: .topLeading,
      child: frame(minWidth: 40, maxWidth: nil, alignment: .center, "squeezed"))
    let narrow = frames(pinned(squeezed))
    verify(narrow["squeezed"], equals: rect(0, 47, 60, 20))
    verify(narrow["squeezed.content"], equals: rect(-20, 47, 100, 20))
  }

  @Test func aZStackIsTheUnionOfItsAlignedChildren() {
    let stack = LayoutNode.tagged(
      id: "z", child: .zstack(alignment: .bottomTrailing, children: [leaf("wide", 100, 40), leaf("tall", 60, 80)]))
    let result = frames(pinned(stack))
    verify(result["z"], equals: rect(0, 47, 100, 80))
    verify(result["wide"], equals: rect(0, 87, 100, 40))
    verify(result["tall"], equals: rect(40, 47, 60, 80))
  }

  @Test func aScrollViewOffersItsContentItsIdealHeight() {
    let rows = (0..<30).map { leaf("row\($0)", 10, 44, flexibleWidth: true) }
    let screen = LayoutNode.tagged(
      id: "scroll", child: .scroll(axis: .vertical, child: .tagged(id: "list", child: vstack(rows))))
    let result = frames(screen)
    verify(result["scroll"], equals: rect(0, 47, 390, 763))
    verify(result["list"], equals: rect(0, 47, 390, 1320))
    verify(result["row29"], equals: rect(0, 1323, 390, 44))
    // Offered no height, a Spacer in the scrolled stack collapses to its minimum length.
    let gapped = LayoutNode.scroll(
      axis: .vertical, child: vstack([leaf("top", 390, 44), .spacer(minLength: 20), leaf("bottom", 390, 44)]))
    verify(frames(gapped)["bottom"], equals: rect(0, 111, 390, 44))
  }

  @Test func aRootChildIgnoringTheTopSafeAreaStartsAtTheScreenTop() {
    let background = leaf("background", 10, 10, flexibleWidth: true, flexibleHeight: true)
    let screen = LayoutNode.zstack(
      alignment: .topLeading,
      children: [
        .ignoresSafeArea(top: true, bottom: false, child: background),
        leaf("title", 200, 30),
      ])
    let result = frames(screen)
    verify(result["background"], equals: rect(0, 0, 390, 810))
    verify(result["title"], equals: rect(0, 47, 200, 30))
    let both = LayoutNode.zstack(
      alignment: .center,
      children: [
        .ignoresSafeArea(top: true, bottom: true, child: background),
        // Centred, it reaches neither safe-area edge, so ignoring the safe area changes nothing.
        .ignoresSafeArea(top: true, bottom: true, child: leaf("badge", 100, 100)),
      ])
    let full = frames(both)
    verify(full["background"], equals: rect(0, 0, 390, 844))
    verify(full["badge"], equals: rect(145, 378.5, 100, 100))
  }

  @Test func aGridPlacesCellsInRowsAsTallAsTheirTallestCell() {
    let grid = LayoutNode.tagged(
      id: "grid",
      child: .grid(
        columns: 2, spacing: 10, lineSpacing: 12,
        children: [leaf("c0", 100, 50), leaf("c1", 100, 70), leaf("c2", 80, 40), leaf("c3", 60, 40)]))
    let result = frames(pinned(grid))
    // Columns are (390 - 10) / 2 = 190 wide; rows 70 and 40 tall, 12 apart; cells centred in their boxes.
    verify(result["grid"], equals: rect(0, 47, 390, 122))
    verify(result["c0"], equals: rect(45, 57, 100, 50))
    verify(result["c1"], equals: rect(245, 47, 100, 70))
    verify(result["c2"], equals: rect(55, 129, 80, 40))
    verify(result["c3"], equals: rect(265, 129, 60, 40))
  }

  @Test func unmodelledNodesAreListedInTreeOrderAndStillTakeTheirSize() {
    let screen = vstack([
      .unmodelled(id: "map", reason: "MapKit view", size: ModelSize(width: 390, height: 200)),
      .padding(
        ModelInsets(top: 4, leading: 4, bottom: 4, trailing: 4),
        child: .unmodelled(id: nil, reason: "blur effect", size: ModelSize(width: 10, height: 10))),
      leaf("caption", 100, 20),
    ])
    let result = LayoutModel.layout(screen, canvas: phone, safeArea: notch)
    verify(result.unmodelled, equals: ["map: MapKit view", "blur effect"])
    // The column is 390 × 238 (200 + 18 + 20), centred: its top is at 47 + (763 - 238) / 2.
    verify(result.frames["map"], equals: rect(0, 309.5, 390, 200))
    verify(result.frames["caption"], equals: rect(145, 527.5, 100, 20))
  }

  @Test func aSpacerInAVStackHasNoWidth() {
    let column = LayoutNode.tagged(
      id: "column",
      child: vstack([leaf("top", 100, 20), .tagged(id: "gap", child: .spacer(minLength: 10)), leaf("bottom", 100, 20)]))
    let result = frames(pinned(column))
    verify(result["column"], equals: rect(0, 47, 100, 763))
    verify(result["gap"], equals: rect(50, 67, 0, 723))
    verify(result["bottom"], equals: rect(0, 790, 100, 20))
  }

  @Test func anOffsetMovesItsViewButNotItsSiblings() {
    let row = hstack([.tagged(id: "moved", child: .offset(x: 5, y: 7, child: leaf(nil, 50, 50))), leaf("next", 50, 50)])
    let result = frames(pinned(row))
    verify(result["moved"], equals: rect(5, 54, 50, 50))
    verify(result["next"], equals: rect(50, 47, 50, 50))
  }

  @Test func aDeepTreeLaysOutQuickly() {
    // 300 levels, each a top-leading padding of 1 around a stack of a 0.5 pt leaf and the next level, alternating
    // axes. A stack measures each child three times, so without caching this would take 3^300 steps.
    var node = leaf("deepest", 10, 10)
    for level in 0..<300 {
      let axis: ModelAxis = level.isMultiple(of: 2) ? .horizontal : .vertical
      let stack = LayoutNode.stack(axis: axis, alignment: .start, spacing: 0, children: [leaf(nil, 0.5, 0.5), node])
      node = .padding(
        ModelInsets(top: 1, leading: 1, bottom: 0, trailing: 0), child: .tagged(id: "level\(level)", child: stack))
    }
    let root = pinned(node)
    var result: [String: ModelRect] = [:]
    let elapsed = ContinuousClock().measure { result = frames(root) }
    // Each level adds 1 pt of padding in both axes and, along its stack's axis, the 0.5 pt leaf before the next
    // level: 300 + 150 × 0.5 = 375 in each axis, which fits the safe area.
    verify(result["deepest"], equals: rect(375, 47 + 375, 10, 10))
    verify(result["level299"], equals: rect(1, 48, 384, 384))
    verify(elapsed < .seconds(10))
  }
}
