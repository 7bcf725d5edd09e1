import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// The views under `node` laid out: a stack for a flow; otherwise a column of the bands they are drawn in, or a
  /// `ZStack` of views placed from their edges.
  ///
  /// A container that `grows` with its content (its height a minimum) takes its content's height.
  mutating func container(
    _ node: String, flow: FlowLayout?, frame: Frame, isRoot: Bool = false, grows: Bool = false
  ) -> SwiftUIView {
    let kids = (children[node] ?? []).filter { $0.role != .layoutGuide }
    guard let flow else {
      if let column = inferredColumn(kids, in: frame, isRoot: isRoot, grows: grows) { return column }
      // Views placed from the frame's edges need its height: it stays the design's.
      let placed = zstack(kids, in: frame, isRoot: isRoot)
      return grows
        ? placed.modified(.frame(width: nil, height: Self.rounded(frame.height), alignment: .topLeading)) : placed
    }
    let inFlow = kids.filter { !($0.item?.isAbsolute ?? false) }
    var stack = flow.wraps ? wrappedRows(inFlow, flow: flow, node: node) : self.stack(inFlow, flow: flow)
    if flow.padding != EdgeInsets() {
      stack = stack.modified(.padding(flow.padding, symbols: edgeSymbols(flow.tokens.padding)))
    }
    return stack
  }

  /// The Swift symbols of the sides of a padding that are number tokens.
  func edgeSymbols(_ tokens: EdgeTokens) -> EdgeSymbols {
    EdgeSymbols(
      top: style.symbols.numberSymbol(tokens.top), leading: style.symbols.numberSymbol(tokens.leading),
      bottom: style.symbols.numberSymbol(tokens.bottom), trailing: style.symbols.numberSymbol(tokens.trailing))
  }

  /// The children of a flow placed on their own: those drawn before the flow's first child as a background of the
  /// container's box, the others as an overlay.
  mutating func absoluteLayers(of node: String, frame: Frame) -> [SwiftUIModifier] {
    let kids = (children[node] ?? []).filter { $0.role != .layoutGuide }
    let firstInFlow = kids.firstIndex { !($0.item?.isAbsolute ?? false) } ?? kids.count
    var behind: [SwiftUIView] = []
    var front: [SwiftUIView] = []
    for (index, kid) in kids.enumerated() where kid.item?.isAbsolute ?? false {
      guard let placed = placedFreely(kid, in: frame, isRoot: false) else { continue }
      if index < firstInFlow { behind.append(placed) } else { front.append(placed) }
    }
    var layers: [SwiftUIModifier] = []
    if !behind.isEmpty { layers.append(.closure("background(alignment: .topLeading)", behind)) }
    if !front.isEmpty { layers.append(.closure("overlay(alignment: .topLeading)", front)) }
    return layers
  }

  private mutating func stack(_ items: [ViewSpec], flow: FlowLayout) -> SwiftUIView {
    let between = flow.distribution == .spaceBetween && items.count > 1
    let spacing =
      Self.rounded(flow.spacing) == flow.spacing
      ? style.symbols.length(flow.spacing, token: flow.tokens.spacing) : SwiftLiteral.number(Self.rounded(flow.spacing))
    var views: [SwiftUIView] = []
    for (index, item) in items.enumerated() {
      guard var view = placedInFlow(item, flow: flow) else { continue }
      // Figma's space-between has no minimum gap: its items may meet on a narrower screen, but two keep the flow's least.
      if between, index > 0 {
        let least = Self.rounded(flow.leastSpacing)
        views.append(
          SwiftUIView("Spacer(minLength: \(SwiftLiteral.number(least)))", layout: .spacer(minLength: least)))
      }
      view.node = view.node ?? item.node
      views.append(view)
    }
    let cross = Self.crossAlignment(flow.alignment)
    let name = flow.axis == .vertical ? "VStack" : "HStack"
    var arguments: [String] = []
    if let alignment = Self.stackAlignmentName(flow) { arguments.append("alignment: \(alignment)") }
    arguments.append("spacing: \(between ? "0" : spacing)")
    return SwiftUIView(
      "\(name)(\(arguments.joined(separator: ", ")))", content: views,
      layout: .stack(flow.axis, alignment: cross, spacing: between ? 0 : flow.spacing))
  }

  /// A wrapping flow at the design's width: its lines as they are drawn, each an `HStack`, in a `VStack`.
  private mutating func wrappedRows(_ items: [ViewSpec], flow: FlowLayout, node: String) -> SwiftUIView {
    var lines: [[ViewSpec]] = []
    for item in items {
      if let last = lines.last?.last, item.frame.y < last.frame.maxY - 0.5, item.frame.x > last.frame.x {
        lines[lines.count - 1].append(item)
      } else {
        lines.append([item])
      }
    }
    var line = FlowLayout(axis: .horizontal, spacing: flow.spacing, alignment: flow.alignment)
    line.tokens.spacing = flow.tokens.spacing
    let rows = lines.map { stack($0, flow: line) }
    var column = SwiftUIView(
      "VStack(alignment: .leading, spacing: \(style.symbols.length(flow.lineSpacing, token: flow.tokens.lineSpacing)))",
      content: rows,
      layout: .stack(.vertical, alignment: .start, spacing: flow.lineSpacing))
    column.todos.append(
      report(
        node, .approximated, "wrap",
        "wraps onto lines: shown in the design's \(lines.count) lines, which do not rewrap at other widths"))
    return column
  }

  /// An item of a flow, sized as the design sizes it, with its own place across the flow where it has one.
  private mutating func placedInFlow(_ item: ViewSpec, flow: FlowLayout) -> SwiftUIView? {
    let sizing = item.item ?? FlowItem(width: .fixed, height: .fixed)
    guard var view = view(for: item, width: sizing.width, height: sizing.height) else { return nil }
    if let own = sizing.alignment, own != flow.alignment {
      let place = Self.crossAlignment(own)
      let crossFills = flow.axis == .vertical ? sizing.width == .fill : sizing.height == .fill
      if !crossFills {
        view = view.modified(
          flow.axis == .vertical
            ? .fill(
              width: true, height: false, alignment: SwiftUIView.Alignment2D(horizontal: place, vertical: .center))
            : .fill(
              width: false, height: true, alignment: SwiftUIView.Alignment2D(horizontal: .center, vertical: place)))
      }
    }
    return view
  }

  /// The views of a free-form container in a `ZStack`, each placed from the edges its constraints hold.
  ///
  /// A decoration that runs past the frame's edges (a faint pattern bleeding off the screen) keeps its place in the
  /// drawing order but takes no room: in the stack, its overflow would widen the content past the screen and shift
  /// all of it.
  private mutating func zstack(_ kids: [ViewSpec], in frame: Frame, isRoot: Bool) -> SwiftUIView {
    let placed = kids.compactMap { kid in
      !isRoot && Self.bleeds(kid.frame, past: frame) && !holdsControl(kid)
        ? placedDecoration(kid, in: frame) : placedFreely(kid, in: frame, isRoot: isRoot)
    }
    return SwiftUIView("ZStack(alignment: .topLeading)", content: placed, layout: .zstack(.topLeading))
  }

  /// A decoration at its design offset from the frame's top leading corner, in a frame of no size (so it sizes
  /// nothing around it), drawn where it overflows and taking no taps.
  private mutating func placedDecoration(_ spec: ViewSpec, in parent: Frame) -> SwiftUIView? {
    guard var view = view(for: spec, width: .fixed, height: .fixed) else { return nil }
    let insets = EdgeInsets(
      top: Self.rounded(spec.frame.y - parent.y), leading: Self.rounded(spec.frame.x - parent.x), bottom: 0, trailing: 0
    )
    if insets != EdgeInsets() { view = view.modified(.padding(insets)) }
    return view.modified(.frame(width: 0, height: 0, alignment: .topLeading)).modified(.call("allowsHitTesting(false)"))
  }

  /// Whether `box` runs past an edge of `frame` by more than half a point.
  private static func bleeds(_ box: Frame, past frame: Frame) -> Bool {
    box.x < frame.x - 0.5 || box.y < frame.y - 0.5 || box.maxX > frame.maxX + 0.5 || box.maxY > frame.maxY + 0.5
  }

  /// Whether the view or one below it is a control or a list: content, not decoration.
  func holdsControl(_ spec: ViewSpec) -> Bool {
    spec.role.isControl || spec.role == .list || (children[spec.node] ?? []).contains { holdsControl($0) }
  }

  /// A view of a free-form container, from the same edges the constraint planner bound: padding from the edges it
  /// is pinned to, centred with an offset, stretched between two edges; at the root, measured from the safe area
  /// where it is bound to it, from the screen's edge (ignoring the safe area) where it is not.
  mutating func placedFreely(_ spec: ViewSpec, in parent: Frame, isRoot: Bool) -> SwiftUIView? {
    let pins = EdgePins(spec.constraints)
    let width = spec.placedSizing(horizontal: true, stretched: pins.leading && pins.trailing)
    let height = spec.placedSizing(horizontal: false, stretched: pins.top && pins.bottom)
    guard var view = view(for: spec, width: width, height: height) else { return nil }
    let frame = spec.frame
    var region = parent
    var ignoresTop = false
    var ignoresBottom = false
    if isRoot {
      let safe = layout.safeArea
      // Bound to the screen's edge, or drawn over the safe area's: measured from the screen's edge.
      ignoresTop = (pins.topFromSuperview || frame.y < safe.top - 0.5) && safe.top > 0
      ignoresBottom = (pins.bottomFromSuperview || frame.maxY > parent.height - safe.bottom + 0.5) && safe.bottom > 0
      if !ignoresTop {
        region.y += safe.top
        region.height -= safe.top
      }
      if !ignoresBottom { region.height -= safe.bottom }
    }
    let horizontal: SwiftUIView.Alignment1D = pins.centerX ? .center : pins.trailing && !pins.leading ? .end : .start
    let vertical: SwiftUIView.Alignment1D = pins.centerY ? .center : pins.bottom && !pins.top ? .end : .start
    var insets = EdgeInsets()
    if horizontal == .start { insets.leading = frame.x - region.x }
    if horizontal == .end || width == .fill { insets.trailing = region.maxX - frame.maxX }
    if width == .fill { insets.leading = frame.x - region.x }
    if vertical == .start { insets.top = frame.y - region.y }
    if vertical == .end || height == .fill { insets.bottom = region.maxY - frame.maxY }
    if height == .fill { insets.top = frame.y - region.y }
    insets = EdgeInsets(
      top: Self.rounded(insets.top), leading: Self.rounded(insets.leading), bottom: Self.rounded(insets.bottom),
      trailing: Self.rounded(insets.trailing))
    if insets != EdgeInsets() { view = view.modified(.padding(insets)) }
    let alignment = SwiftUIView.Alignment2D(horizontal: horizontal, vertical: vertical)
    if alignment != .topLeading || ignoresTop || ignoresBottom {
      view = view.modified(.fill(width: true, height: true, alignment: alignment))
    }
    let offsetX = horizontal == .center ? Self.rounded(frame.x + frame.width / 2 - (region.x + region.width / 2)) : 0
    let offsetY = vertical == .center ? Self.rounded(frame.y + frame.height / 2 - (region.y + region.height / 2)) : 0
    if offsetX != 0 || offsetY != 0 { view = view.modified(.offset(x: offsetX, y: offsetY)) }
    if ignoresTop || ignoresBottom {
      view = view.modified(
        .ignoresSafeArea(top: ignoresTop, bottom: ignoresBottom, avoidsKeyboard: avoidsKeyboard(spec)))
    }
    return view
  }

  /// Whether the view scrolls or takes text input, itself or in what it holds.
  ///
  /// Such a view, and a bar the planner lifts above the keyboard, keeps SwiftUI's keyboard avoidance where it reaches
  /// over the safe area; a backdrop or a decoration stays behind the keyboard.
  func avoidsKeyboard(_ spec: ViewSpec) -> Bool {
    if [.scroll, .textField, .textView].contains(spec.role) { return true }
    // A bar the planner lifts above the keyboard (UIKit's keyboardLayoutGuide) rises in SwiftUI too.
    if spec.constraints.contains(where: \.target.isKeyboard) { return true }
    return (children[spec.node] ?? []).contains { avoidsKeyboard($0) }
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  static func crossAlignment(_ alignment: FlowLayout.Alignment) -> SwiftUIView.Alignment1D {
    switch alignment {
    case .start, .baseline: .start
    case .center: .center
    case .end: .end
    }
  }

  /// The `alignment:` of a stack, or nil for the centre (SwiftUI's default).
  private static func stackAlignmentName(_ flow: FlowLayout) -> String? {
    switch (flow.axis, flow.alignment) {
    case (_, .center): nil
    case (.vertical, .start), (.vertical, .baseline): ".leading"
    case (.vertical, .end): ".trailing"
    case (.horizontal, .start): ".top"
    case (.horizontal, .end): ".bottom"
    case (.horizontal, .baseline): ".firstTextBaseline"
    }
  }
}

/// Which edges of a view its constraints bind, and whether the vertical ones are the parent's own edges.
struct EdgePins {
  var leading = false
  var trailing = false
  var centerX = false
  var top = false
  var bottom = false
  var centerY = false
  var topFromSuperview = false
  var bottomFromSuperview = false

  init(_ constraints: [Constraint]) {
    for constraint in constraints where constraint.relation == .equal && constraint.target != .constant {
      let fromSuperview: Bool = if case .superview = constraint.target { true } else { false }
      let fromSibling: Bool = if case .view = constraint.target { true } else { false }
      switch constraint.attribute {
      case .leading, .left: leading = true
      case .trailing, .right: trailing = true
      // Centred on a sibling is placed from the start edge, as the sibling is.
      case .centerX: centerX = centerX || !fromSibling
      case .top, .firstBaseline:
        top = true
        topFromSuperview = topFromSuperview || fromSuperview
      case .bottom, .lastBaseline:
        bottom = true
        bottomFromSuperview = bottomFromSuperview || fromSuperview
      case .centerY: centerY = centerY || !fromSibling
      case .width, .height: break
      }
    }
  }
}

extension ViewSpec {
  /// Whether a required constraint gives the view a constant size in the axis.
  func hasConstantSize(horizontal: Bool) -> Bool {
    constraints.contains { $0.isRequiredSize(horizontal ? .width : .height) }
  }

  /// The sizing of a view placed from its edges in an axis: filling where it is `stretched` between two, fixed where a
  /// constant gives its size, else ``freeSizing(_:)``.
  func placedSizing(horizontal: Bool, stretched: Bool) -> FlowItem.Sizing {
    stretched ? .fill : hasConstantSize(horizontal: horizontal) ? .fixed : freeSizing(horizontal)
  }

  /// The sizing of a free-form view in an axis with no constant size: its content's where it has one or a minimum
  /// bounds it (a card that grows with its text), else fixed.
  func freeSizing(_ horizontal: Bool) -> FlowItem.Sizing {
    let content = horizontal ? intrinsic?.width : intrinsic?.height
    let minimum = constraints.contains { $0.isRequiredSize(horizontal ? .width : .height, .greaterThanOrEqual) }
    return content != nil || role == .label || minimum ? .hug : .fixed
  }
}
