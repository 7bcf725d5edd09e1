import LayoutIR
import SwiftSource

/// Free-form frames as stacks: the views of a frame without auto layout, read top to bottom, become a `VStack` of
/// the bands they are drawn in — one view, an `HStack` of views side by side, or a `ZStack` of views that overlap — and
/// what spans the whole frame stays behind it. A frame whose views cannot be read so (one pinned to the bottom, or
/// centred up and down, between others) stays a `ZStack` placed from the planner's edges.
extension BodyBuilder {
  /// One band of a column: the views whose vertical extents overlap, and the box around them.
  private struct Band {
    var views: [ViewSpec]
    var top: Double
    var bottom: Double
  }

  /// The views of a free-form container as a column of bands, or nil where they do not read as one.
  ///
  /// A column that `grows` (its frame's height a minimum) keeps the design's room below its last band and takes its
  /// content's height instead of its frame's.
  mutating func inferredColumn(_ kids: [ViewSpec], in frame: Frame, isRoot: Bool, grows: Bool = false) -> SwiftUIView? {
    attempt { $0.column(kids, in: frame, isRoot: isRoot, grows: grows) }
  }

  /// What `build` makes, or nil with the builder as it was before: the state, actions and names of views built for a
  /// reading that fails are not kept.
  private mutating func attempt(_ build: (inout Self) -> SwiftUIView?) -> SwiftUIView? {
    let before = self
    if let view = build(&self) { return view }
    self = before
    return nil
  }

  private mutating func column(_ kids: [ViewSpec], in frame: Frame, isRoot: Bool, grows: Bool) -> SwiftUIView? {
    var region = frame
    if isRoot {
      region.y += layout.safeArea.top
      region.height -= layout.safeArea.top + layout.safeArea.bottom
    }
    let backdrops = kids.filter { Self.covers($0.frame, frame) }
    let content = kids.filter { kid in !backdrops.contains { $0.node == kid.node } }
    // A backdrop drawn over content is no backdrop; a single view needs no stack.
    guard content.count >= (backdrops.isEmpty ? 2 : 1),
      backdrops.allSatisfy({ backdrop in
        (kids.firstIndex { $0.node == backdrop.node } ?? 0) < (kids.firstIndex { $0.node == content[0].node } ?? 0)
      })
    else { return nil }
    for kid in content {
      let pins = EdgePins(kid.constraints)
      let inside = kid.frame.y >= region.y - 0.5 && kid.frame.maxY <= region.maxY + 0.5
      let fromTop = !(pins.bottom || pins.centerY) || (pins.top && !pins.bottom)
      guard inside, fromTop, !(pins.top && pins.bottom) else { return nil }
      if isRoot && (pins.topFromSuperview || pins.bottomFromSuperview) { return nil }
    }
    // The margin the views keep alike on both sides (a page's margins) is the column's own padding.
    let leadingMargin = content.map { $0.frame.x - region.x }.min() ?? 0
    let trailingMargin = content.map { region.maxX - $0.frame.maxX }.min() ?? 0
    let margin =
      abs(leadingMargin - trailingMargin) <= 0.5 ? Self.horizontalInset(min(leadingMargin, trailingMargin)) : 0
    if margin > 0 {
      region.x += margin
      region.width -= 2 * margin
    }
    let bands = Self.bands(of: content)
    let gaps = bands.indices.dropFirst().map { Self.rounded(bands[$0].top - bands[$0 - 1].bottom) }
    let spacing = max(0, gaps.min() ?? 0)
    var views: [SwiftUIView] = []
    for (index, band) in bands.enumerated() {
      guard var view = bandView(band, in: region) else { return nil }
      let gap = index == 0 ? Self.rounded(band.top - region.y) : gaps[index - 1] - spacing
      if gap > 0 { view = view.modified(.padding(EdgeInsets(top: gap, leading: 0, bottom: 0, trailing: 0))) }
      views.append(view)
    }
    // One band that shows no design node of its own (a row) needs no column around it.
    var column =
      views.count == 1 && views[0].node == nil
      ? views[0]
      : SwiftUIView(
        "VStack(alignment: .leading, spacing: \(SwiftLiteral.number(spacing)))", content: views,
        layout: .stack(.vertical, alignment: .start, spacing: spacing))
    let below = grows ? Self.rounded(region.maxY - (bands.last?.bottom ?? region.maxY)) : 0
    if margin > 0 || below > 0 {
      column = column.modified(.padding(EdgeInsets(top: 0, leading: margin, bottom: max(below, 0), trailing: margin)))
    }
    // The root's content fills the screen already.
    if !isRoot { column = column.modified(.fill(width: true, height: !grows, alignment: .topLeading)) }
    guard !backdrops.isEmpty else { return column }
    let behind = backdrops.compactMap { placedFreely($0, in: frame, isRoot: isRoot) }
    // At the root the column keeps to the safe area while a backdrop reaches the screen's edges.
    guard isRoot else { return column.modified(.closure("background(alignment: .topLeading)", behind)) }
    return SwiftUIView("ZStack(alignment: .topLeading)", content: behind + [column], layout: .zstack(.topLeading))
  }

  /// Whether a view is drawn over the whole of `frame`: a background.
  private static func covers(_ box: Frame, _ frame: Frame) -> Bool {
    box.x <= frame.x + 0.5 && box.y <= frame.y + 0.5 && box.maxX >= frame.maxX - 0.5 && box.maxY >= frame.maxY - 0.5
  }

  /// The views top to bottom, those whose vertical extents overlap in one band, each band in drawing order.
  private static func bands(of views: [ViewSpec]) -> [Band] {
    let sorted = views.enumerated().sorted { ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset) }
    var bands: [(band: Band, order: [Int])] = []
    for (order, view) in sorted {
      if let last = bands.last, view.frame.y < last.band.bottom - 0.5 {
        bands[bands.count - 1].band.views.append(view)
        bands[bands.count - 1].band.bottom = max(last.band.bottom, view.frame.maxY)
        bands[bands.count - 1].order.append(order)
      } else {
        bands.append((Band(views: [view], top: view.frame.y, bottom: view.frame.maxY), [order]))
      }
    }
    return bands.map { entry in
      var band = entry.band
      band.views = zip(entry.order, band.views).sorted { $0.0 < $1.0 }.map(\.1)
      return band
    }
  }

  /// A band: its one view placed across the region, its views side by side as an `HStack`, or its overlapping views
  /// as a `ZStack` placed from their edges.
  private mutating func bandView(_ band: Band, in region: Frame) -> SwiftUIView? {
    if band.views.count == 1, let only = band.views.first { return placedAcross(only, in: region) }
    let byX = band.views.sorted { $0.frame.x < $1.frame.x }
    let sideBySide = zip(byX, byX.dropFirst()).allSatisfy { $1.frame.x >= $0.frame.maxX - 0.5 }
    if sideBySide, let row = attempt({ $0.row(byX, band: band, in: region) }) { return row }
    if sideBySide, let row = attempt({ $0.rowAroundCentre(byX, band: band, in: region) }) { return row }
    if let card = attempt({ $0.card(band.views, in: region) }) { return card }
    let box = Frame(x: region.x, y: band.top, width: region.width, height: band.bottom - band.top)
    let placed = band.views.compactMap { placedFreely($0, in: box, isRoot: false) }
    // As tall as the band: the views placed from its bottom or centre find them where the design draws them.
    return SwiftUIView("ZStack(alignment: .topLeading)", content: placed, layout: .zstack(.topLeading))
      .modified(.frame(width: nil, height: Self.rounded(box.height), alignment: .topLeading))
      .modified(.fill(width: true, height: false, alignment: .topLeading))
  }

  /// A view alone in its band, placed across the region as its constraints place it: from the leading edge, from
  /// the trailing edge, centred (offset by padding on one side), or stretched between the two.
  private mutating func placedAcross(_ spec: ViewSpec, in region: Frame) -> SwiftUIView? {
    let pins = EdgePins(spec.constraints)
    let fills = pins.leading && pins.trailing
    let width = spec.placedSizing(horizontal: true, stretched: fills)
    let height = spec.placedSizing(horizontal: false, stretched: false)
    guard var view = view(for: spec, width: width, height: height) else { return nil }
    let leading = Self.horizontalInset(spec.frame.x - region.x)
    let trailing = Self.horizontalInset(region.maxX - spec.frame.maxX)
    var insets = EdgeInsets()
    var alignment: SwiftUIView.Alignment1D?
    if fills {
      insets.leading = leading
      insets.trailing = trailing
    } else if pins.centerX {
      // Off the centre by under half a point is centred.
      let offset = 2 * Self.horizontalInset((spec.frame.x + spec.frame.width / 2) - (region.x + region.width / 2))
      insets.leading = max(0, offset)
      insets.trailing = max(0, -offset)
      alignment = .center
    } else if pins.trailing {
      insets.trailing = trailing
      alignment = .end
    } else {
      insets.leading = leading
    }
    if insets != EdgeInsets() { view = view.modified(.padding(insets)) }
    if let alignment {
      view = view.modified(
        .fill(width: true, height: false, alignment: SwiftUIView.Alignment2D(horizontal: alignment, vertical: .center)))
    }
    return view
  }

  /// A band whose first view is drawn behind all the others, a card: the others as a column with the card behind.
  ///
  /// The column is placed across the region as the card is. Nil for any other band.
  private mutating func card(_ views: [ViewSpec], in region: Frame) -> SwiftUIView? {
    guard let backdrop = views.first,
      views.dropFirst().allSatisfy({ Self.covers(backdrop.frame, $0.frame) }),
      var column = inferredColumn(views, in: backdrop.frame, isRoot: false)
    else { return nil }
    let box = backdrop.frame
    let pins = EdgePins(backdrop.constraints)
    let fills = pins.leading && pins.trailing
    column = column.modified(
      .frame(width: fills ? nil : Self.rounded(box.width), height: Self.rounded(box.height), alignment: .topLeading))
    var insets = EdgeInsets(top: 0, leading: Self.rounded(box.x - region.x), bottom: 0, trailing: 0)
    if fills {
      column = column.modified(.fill(width: true, height: false, alignment: .topLeading))
      insets.trailing = Self.rounded(region.maxX - box.maxX)
    }
    return column.modified(.padding(insets))
  }

  /// Views side by side as an `HStack` from the leading edge, each after the gap the design draws.
  ///
  /// Equal gaps are the stack's spacing; one pinned to the trailing edge comes after a `Spacer`; one stretched
  /// between its neighbours takes the room left, and views that all stretch share it equally where the design draws
  /// them equally wide. Nil where one is centred across the region, or two stretch unequally.
  private mutating func row(_ views: [ViewSpec], band: Band, in region: Frame) -> SwiftUIView? {
    let centred = views.allSatisfy { abs(Self.midY($0.frame) - Self.midY(views[0].frame)) <= 0.5 }
    let pins = views.map { EdgePins($0.constraints) }
    if pins.contains(where: \.centerX) { return nil }
    // Views the planner gives the first one's width share the row, as do views that all stretch drawn alike.
    let sharing = views.dropFirst().allSatisfy { view in
      view.constraints.contains { $0.attribute == .width && $0.target == .view(views[0].node, .width) }
    }
    let filling = sharing ? views.count : pins.filter { $0.leading && $0.trailing }.count
    let equalShares =
      filling == views.count && views.allSatisfy { abs($0.frame.width - views[0].frame.width) <= 0.5 }
    guard filling <= 1 || equalShares else { return nil }
    let last = views.count - 1
    let lastPins = pins[last]
    // A view pinned to the trailing edge alone sits after a spacer that takes the room left.
    let spacerBeforeLast = last > 0 && lastPins.trailing && !lastPins.leading
    let gaps = views.indices.map { index in
      Self.horizontalInset(views[index].frame.x - (index == 0 ? region.x : views[index - 1].frame.maxX))
    }
    let inner = Array(gaps.dropFirst().prefix(spacerBeforeLast ? last - 1 : last))
    let uneven = inner.contains { abs($0 - (inner.first ?? 0)) > 0.5 }
    let spacing = inner.isEmpty || uneven ? 0 : inner[0]
    // Views sharing the room are offered equal shares: the row's margins are its own, and its gaps one spacing.
    if equalShares && uneven { return nil }
    let margins = EdgeInsets(
      top: 0, leading: gaps[0], bottom: 0, trailing: Self.horizontalInset(region.maxX - views[last].frame.maxX))
    var items: [SwiftUIView] = []
    for (index, spec) in views.enumerated() {
      let fills = (pins[index].leading && pins[index].trailing) || (sharing && views.count > 1)
      let width = spec.placedSizing(horizontal: true, stretched: fills)
      let height = spec.placedSizing(horizontal: false, stretched: false)
      guard var view = view(for: spec, width: width, height: height) else { return nil }
      var insets = EdgeInsets()
      if !centred { insets.top = Self.rounded(spec.frame.y - band.top) }
      if index == 0 {
        insets.leading = equalShares ? 0 : gaps[0]
      } else if index == last && spacerBeforeLast {
        let room = max(0, min(gaps[index], FlowLayout.neighbourSpacing) - 2 * spacing)
        items.append(SwiftUIView("Spacer(minLength: \(SwiftLiteral.number(room)))", layout: .spacer(minLength: room)))
      } else if spacing == 0 {
        insets.leading = gaps[index]
      }
      if index == last && (fills || spacerBeforeLast) && !equalShares { insets.trailing = margins.trailing }
      if insets != EdgeInsets() { view = view.modified(.padding(insets)) }
      items.append(view)
    }
    let alignment = centred ? "" : "alignment: .top, "
    var row = SwiftUIView(
      "HStack(\(alignment)spacing: \(SwiftLiteral.number(spacing)))", content: items,
      layout: .stack(.horizontal, alignment: centred ? .center : .start, spacing: spacing))
    if equalShares && margins != EdgeInsets() { row = row.modified(.padding(margins)) }
    if filling > 0 || spacerBeforeLast {
      row = row.modified(
        .fill(width: true, height: false, alignment: SwiftUIView.Alignment2D(horizontal: .start, vertical: .center)))
    }
    return row
  }

  /// Views side by side around one centred across the region (a bar's title between its buttons): the others as a
  /// row across the region, the centred one over it, each at its own distance from the band's top.
  private mutating func rowAroundCentre(_ views: [ViewSpec], band: Band, in region: Frame) -> SwiftUIView? {
    let centred = views.filter { EdgePins($0.constraints).centerX }
    guard views.count >= 2, centred.count == 1, let title = centred.first else { return nil }
    let others = views.filter { $0.node != title.node }
    let sideTop = others.map(\.frame.y).min() ?? band.top
    let sideBand = Band(views: others, top: sideTop, bottom: others.map(\.frame.maxY).max() ?? band.bottom)
    var side: SwiftUIView
    if others.count == 1, let only = others.first {
      guard let placed = placedAcross(only, in: region) else { return nil }
      side = placed.modified(
        .fill(width: true, height: false, alignment: SwiftUIView.Alignment2D(horizontal: .start, vertical: .center)))
    } else {
      guard let placed = row(others, band: sideBand, in: region) else { return nil }
      side = placed.modified(
        .fill(width: true, height: false, alignment: SwiftUIView.Alignment2D(horizontal: .start, vertical: .center)))
    }
    guard var middle = placedAcross(title, in: region) else { return nil }
    let sideOffset = Self.rounded(sideTop - band.top)
    let middleOffset = Self.rounded(title.frame.y - band.top)
    if sideOffset > 0 {
      side = side.modified(.padding(EdgeInsets(top: sideOffset, leading: 0, bottom: 0, trailing: 0)))
    }
    if middleOffset > 0 {
      middle = middle.modified(.padding(EdgeInsets(top: middleOffset, leading: 0, bottom: 0, trailing: 0)))
    }
    // In the design's drawing order.
    let titleFirst =
      (views.firstIndex { $0.node == title.node } ?? 0) < (views.firstIndex { $0.node == others[0].node } ?? 0)
    return SwiftUIView(
      "ZStack(alignment: .top)", content: titleFirst ? [middle, side] : [side, middle],
      layout: .zstack(SwiftUIView.Alignment2D(horizontal: .center, vertical: .start)))
  }

  private static func midY(_ frame: Frame) -> Double { frame.y + frame.height / 2 }

  /// A horizontal distance as written: rounded, and none where it is under half a point (a design's drift).
  private static func horizontalInset(_ value: Double) -> Double {
    abs(value) < 0.5 ? 0 : rounded(value)
  }
}
