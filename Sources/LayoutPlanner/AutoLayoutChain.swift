import Decisions
import FigmaModel
import LayoutIR

/// Constraints for the in-flow children of an auto-layout frame, as a chain: each item follows
/// the previous one with the gap of the design, the chain is anchored where the frame aligns its
/// items, and it is closed at the far end only when something along the axis can give (a FILL
/// item, a hugging frame, or SPACE_BETWEEN between two items).
///
/// What the chain as a whole decides (its items, where each child is among them, its FILL items)
/// is worked out once, when it is made: one chain serves all the children of its frame, so that a
/// frame of thousands of items is planned in linear time.
struct AutoLayoutChain {
  let context: PlanningContext
  let parent: RuledNode
  private let items: [RuledNode]
  private let parentFrame: Frame
  /// The position among `items` of each child of `parent`, by the child's index; nil for a child
  /// out of the flow.
  private let positions: [Int?]
  /// Whether the items are spread by spacers (``EvenSpacing``).
  private let spreads: Bool
  /// Whether the items are centred between guides (``CentredRow``), which place the first and the last.
  private let centred: Bool
  private let horizontalAxis: Axis
  private let verticalAxis: Axis

  /// What the constraints of every item along one axis depend on.
  private struct Axis {
    /// The id of the first FILL item, if any.
    let firstFill: String?
    /// Where the one FILL item with a maximum the design keeps to is (``cappedFill(_:of:in:horizontal:)``).
    let capped: Int?
    /// How close the chain's free end may come to the frame's edge, where items that grow with their content are
    /// packed against one edge of a frame that does not grow with them (``ContentRow``).
    var openEdgeInset: Double?
    /// The position of the label that gives way first when the items outgrow the frame.
    var yielding: Int?
  }

  init(context: PlanningContext, parent: RuledNode) {
    self.context = context
    self.parent = parent
    var items: [RuledNode] = []
    positions = parent.children.map { child in
      guard context.nodes[child].isFlowItem else { return nil }
      items.append(child)
      return items.count - 1
    }
    self.items = items
    parentFrame = EdgeGeometry.frame(of: parent.design)
    spreads = EvenSpacing.applies(to: parent, items: items, context: context)
    centred = CentredRow.applies(to: parent, items: items, context: context)
    horizontalAxis = Self.axis(of: items, in: parent, context: context, horizontal: true)
    verticalAxis = Self.axis(of: items, in: parent, context: context, horizontal: false)
  }

  func constraints(for index: Int, horizontal: Bool) -> [Constraint] {
    guard positions.indices.contains(index), let position = positions[index] else { return [] }
    let isMain = (parent.design.layout.mode == .horizontal) == horizontal
    return isMain ? main(position, horizontal: horizontal) : cross(position, horizontal: horizontal)
  }

  private static func axis(of items: [RuledNode], in parent: RuledNode, context: PlanningContext, horizontal: Bool)
    -> Axis
  {
    let fills = items.indices.filter { context.sizing(of: items[$0], horizontal: horizontal) == .fill }
    var axis = Axis(
      firstFill: fills.first.map { items[$0].design.id },
      capped: cappedFill(fills, of: items, in: parent, horizontal: horizontal))
    if horizontal, fills.isEmpty, let row = ContentRow(items: items, in: parent, context: context) {
      axis.openEdgeInset = row.openEdgeInset
      axis.yielding = row.yielding
    }
    return axis
  }

  /// Whether `index`, a child of the frame, is the label of the chain that gives way first when its items outgrow it.
  func yieldsWidth(_ index: Int) -> Bool {
    guard positions.indices.contains(index), let position = positions[index] else { return false }
    return horizontalAxis.yielding == position
  }

  // MARK: - Main axis

  private func main(_ position: Int, horizontal: Bool) -> [Constraint] {
    let (start, end): (Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing) : (.top, .bottom)
    let layout = parent.design.layout
    let item = items[position]
    let frame = EdgeGeometry.frame(of: item.design)
    let axis = horizontal ? horizontalAxis : verticalAxis
    let hasFill = axis.firstFill != nil
    let parentHugs = hugs(horizontal: horizontal)
    let isLast = position == items.count - 1
    var constraints: [Constraint] = []

    if layout.primaryAlign == .max && !hasFill && !parentHugs {
      // Anchored at the end: each item precedes the next.
      if position == 0, horizontal, let inset = axis.openEdgeInset {
        constraints.append(
          Constraint(start, .superview(start), relation: .greaterThanOrEqual, constant: inset, origin: origin))
      }
      if isLast {
        constraints.append(pin(end, frame))
      } else {
        let next = EdgeGeometry.frame(of: items[position + 1].design)
        let gap = EdgeGeometry.position(of: end, in: frame) - EdgeGeometry.position(of: start, in: next)
        constraints.append(Constraint(end, .view(items[position + 1].design.id, start), constant: gap, origin: origin))
      }
      return constraints
    }
    if layout.primaryAlign == .center && items.count == 1 && !hasFill && !parentHugs {
      return [pin(horizontal ? .centerX : .centerY, frame)]
    }
    let spaceBetweenPair = layout.primaryAlign == .spaceBetween && items.count == 2 && !hasFill && !parentHugs
    let spread = spreads
    let capped = parentHugs ? nil : axis.capped
    if position == 0 {
      if !(centred && horizontal) { constraints.append(pin(start, frame)) }
    } else if spread {
      let spacer = EvenSpacing.spacerID(in: parent, before: position)
      constraints.append(Constraint(start, .view(spacer, end), origin: origin))
    } else if let capped, layout.primaryAlign == .spaceBetween, capped == position || capped == position - 1 {
      // Beside a FILL item that stops at its maximum the gap grows, never below the spacing.
      let previous = items[position - 1].design.id
      constraints += [
        Constraint(
          start, .view(previous, end), relation: .greaterThanOrEqual, constant: layout.itemSpacing, origin: origin),
        Constraint(
          start, .view(previous, end), constant: layout.itemSpacing, priority: context.fillPriority(of: item),
          origin: origin),
      ]
    } else if !(spaceBetweenPair && isLast) {
      let previous = EdgeGeometry.frame(of: items[position - 1].design)
      let gap = EdgeGeometry.position(of: start, in: frame) - EdgeGeometry.position(of: end, in: previous)
      constraints.append(Constraint(start, .view(items[position - 1].design.id, end), constant: gap, origin: origin))
    } else {
      // Held apart at the two ends, the pair keeps the flow's least room as the first grows: it never runs into the
      // second (a stack keeps it as its spacing, SwiftUI as its spacer's least length).
      constraints.append(
        Constraint(
          start, .view(items[position - 1].design.id, end), relation: .greaterThanOrEqual,
          constant: FlowPlan.flow(of: parent)?.leastSpacing ?? 0, origin: origin))
    }
    if isLast && capped != nil && layout.primaryAlign.packsAtStart {
      // Packed at the start: the FILL item reaches the end padding until its maximum stops it.
      let padding = horizontal ? parent.design.layout.padding.right : parent.design.layout.padding.bottom
      constraints += [
        Constraint(end, .superview(end), relation: .lessThanOrEqual, constant: -padding, origin: origin),
        Constraint(end, .superview(end), constant: -padding, priority: context.fillPriority(of: item), origin: origin),
      ]
    } else if isLast && (hasFill || parentHugs || spaceBetweenPair || spread) {
      constraints.append(pin(end, frame))
    } else if isLast, horizontal, let inset = axis.openEdgeInset {
      constraints.append(Constraint(end, .superview(end), relation: .lessThanOrEqual, constant: -inset, origin: origin))
    }
    if let capped, capped == position, let maximum = Self.maximum(of: item, horizontal: horizontal) {
      let size: Constraint.Attribute = horizontal ? .width : .height
      constraints.append(Constraint(size, .constant, relation: .lessThanOrEqual, constant: maximum, origin: origin))
    }
    if context.sizing(of: item, horizontal: horizontal) == .fill, let firstFill = axis.firstFill,
      firstFill != item.design.id
    {
      let size: Constraint.Attribute = horizontal ? .width : .height
      constraints.append(Constraint(size, .view(firstFill, size), origin: origin))
    }
    return constraints
  }

  // MARK: - Cross axis

  private func cross(_ position: Int, horizontal: Bool) -> [Constraint] {
    let item = items[position]
    let frame = EdgeGeometry.frame(of: item.design)
    let (start, end, center): (Constraint.Attribute, Constraint.Attribute, Constraint.Attribute) =
      horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
    let stretches = context.sizing(of: item, horizontal: horizontal) == .fill
    let givesSize =
      hugs(horizontal: horizontal) && context.sizing.crossGiver(of: parent, horizontal: horizontal) == item.design.id
    if stretches && !hugs(horizontal: horizontal), let maximum = Self.maximum(of: item, horizontal: horizontal),
      (horizontal ? frame.width : frame.height) <= maximum + 0.5
    {
      return bounded(item, horizontal: horizontal, maximum: maximum)
    }
    if stretches || givesSize { return [pin(start, frame), pin(end, frame)] }
    if !horizontal, parent.design.layout.counterAlign == .baseline, item.design.text != nil,
      let anchor = baselineAnchor, anchor.design.id != item.design.id
    {
      // On the row's text baseline: where the anchor's text grows, this one's follows it. The design aligns the two
      // baselines; a difference within half a point is the font model's, not the design's.
      let there = EdgeGeometry.position(
        of: .firstBaseline, in: EdgeGeometry.frame(of: anchor.design), fontSize: context.fontSizes[anchor.design.id])
      let here = EdgeGeometry.position(of: .firstBaseline, in: frame, fontSize: context.fontSizes[item.design.id])
      let constant = abs(here - there) <= 0.5 ? 0 : here - there
      return [Constraint(.firstBaseline, .view(anchor.design.id, .firstBaseline), constant: constant, origin: origin)]
    }
    switch parent.design.layout.counterAlign {
    case .min, .baseline, .unknown: return [pin(start, frame)]
    case .center: return [pin(center, frame)]
    case .max: return [pin(end, frame)]
    }
  }

  /// The text a row aligned on its text baseline (`BASELINE`) aligns its other texts to: the text that gives the row
  /// its height, else its first text; nil where it has none.
  private var baselineAnchor: RuledNode? {
    let giver = hugs(horizontal: false) ? context.sizing.crossGiver(of: parent, horizontal: false) : nil
    let texts = items.filter { $0.design.text != nil }
    return texts.first { $0.design.id == giver } ?? texts.first
  }

  /// The position of the one FILL item along the chain (`fills` are the positions of all of them)
  /// when it has a maximum size the design keeps to, in a chain packed at its start or spread
  /// between its ends (others keep no bound).
  private static func cappedFill(_ fills: [Int], of items: [RuledNode], in parent: RuledNode, horizontal: Bool)
    -> Int?
  {
    let align = parent.design.layout.primaryAlign
    guard fills.count == 1, let index = fills.first, align.packsAtStart || align == .spaceBetween,
      let maximum = Self.maximum(of: items[index], horizontal: horizontal)
    else { return nil }
    let frame = EdgeGeometry.frame(of: items[index].design)
    return (horizontal ? frame.width : frame.height) <= maximum + 0.5 ? index : nil
  }

  /// `maxWidth` or `maxHeight` of an item, along one axis.
  static func maximum(of item: RuledNode, horizontal: Bool) -> Double? {
    horizontal ? item.design.item.maxWidth : item.design.item.maxHeight
  }

  /// A FILL item with a maximum size across the chain: it fills the frame's padded width up to
  /// its maximum (a high-priority fill under required bounds) and is aligned as the frame aligns
  /// its items beyond that, as Figma does.
  private func bounded(_ item: RuledNode, horizontal: Bool, maximum: Double) -> [Constraint] {
    let padding = parent.design.layout.padding
    let (before, after) = horizontal ? (padding.left, padding.right) : (padding.top, padding.bottom)
    let (start, end, center, size):
      (Constraint.Attribute, Constraint.Attribute, Constraint.Attribute, Constraint.Attribute) =
        horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    let atStart = Constraint(start, .superview(start), relation: .greaterThanOrEqual, constant: before, origin: origin)
    let atEnd = Constraint(end, .superview(end), relation: .lessThanOrEqual, constant: -after, origin: origin)
    let sizes = [
      Constraint(size, .constant, relation: .lessThanOrEqual, constant: maximum, origin: origin),
      Constraint(
        size, .superview(size), constant: -(before + after), priority: context.fillPriority(of: item), origin: origin),
    ]
    switch parent.design.layout.counterAlign {
    case .min, .baseline, .unknown:
      return [Constraint(start, .superview(start), constant: before, origin: origin), atEnd] + sizes
    case .center:
      return [atStart, atEnd, Constraint(center, .superview(center), constant: (before - after) / 2, origin: origin)]
        + sizes
    case .max: return [atStart, Constraint(end, .superview(end), constant: -after, origin: origin)] + sizes
    }
  }

  private var origin: String { "planner.autoLayout" }

  /// Whether the frame takes its size from its children along the axis.
  ///
  /// The screen's root never does: it is the device's size, whatever the design's frame says.
  private func hugs(horizontal: Bool) -> Bool {
    guard parent.design.id != context.rootID else { return false }
    return context.sizing(of: parent, horizontal: horizontal) == .hug
  }

  private func pin(_ attribute: Constraint.Attribute, _ frame: Frame) -> Constraint {
    // The screen's own chain starts below the status bar: what the design puts at its top hangs
    // from the safe area's top (the design's inset there is the room it left, or 0).
    if attribute == .top, parent.design.id == context.rootID, context.hasSafeArea,
      context.scroll.containers[parent.design.id] == nil
    {
      return Constraint(.top, .safeArea(.top), constant: frame.y - context.safeAreaFrame.y, origin: origin)
    }
    let constant =
      EdgeGeometry.position(of: attribute, in: frame) - EdgeGeometry.position(of: attribute, in: parentFrame)
    return Constraint(attribute, .superview(attribute), constant: constant, origin: origin)
  }
}
