import LayoutIR
import Semantics

/// A frame of a fixed height whose lowest view is text grows with that text.
///
/// A card drawn 120 pt tall around a title and a paragraph keeps at least its design height, and its text keeps the
/// design's room below it: at a larger Dynamic Type size, or with a longer translation, the card grows instead of
/// letting its text run out of it. The frame's height becomes a minimum (`height >= 120`, and the design's at a low
/// priority) and its lowest label is bound to stay the design's distance above its bottom. Frames laid out by auto
/// layout, a scroll view's content and the root keep their own rules.
enum TextGrowth {
  static let origin = "planner.textGrowth"

  /// Lets every such frame among `views` grow with its lowest label.
  static func apply(to views: inout [ViewSpec], root: String) {
    var childrenOf: [String: [Int]] = [:]
    for (index, view) in views.enumerated() { childrenOf[view.parent, default: []].append(index) }
    for index in views.indices {
      let frame = views[index]
      guard frame.node != root, frame.role == .container, frame.flow == nil,
        let height = frame.constraints.firstIndex(where: { $0.isRequiredSize(.height) }),
        let kids = childrenOf[frame.node], kids.count >= 2,
        let lowest = kids.max(by: { views[$0].frame.maxY < views[$1].frame.maxY }),
        views[lowest].role == .label, !views[lowest].constraints.contains(where: bindsBottom),
        views[lowest].constraints.contains(where: { $0.attribute == .top && $0.relation == .equal }),
        // Nothing else reaches as low as the label: it is the content's end.
        kids.allSatisfy({ $0 == lowest || views[$0].frame.maxY < views[lowest].frame.maxY - 0.5 })
      else { continue }
      let gap = frame.frame.maxY - views[lowest].frame.maxY
      guard gap >= 0 else { continue }
      let designHeight = views[index].constraints[height].constant
      views[index].constraints[height] = Constraint(
        .height, .constant, relation: .greaterThanOrEqual, constant: designHeight, origin: origin)
      views[index].constraints.append(
        Constraint(.height, .constant, constant: designHeight, priority: 250, origin: origin))
      views[index].constraints = ConstraintPlanner.sorted(views[index].constraints)
      views[lowest].constraints.append(
        Constraint(.bottom, .superview(.bottom), relation: .lessThanOrEqual, constant: -gap, origin: origin))
      views[lowest].constraints = ConstraintPlanner.sorted(views[lowest].constraints)
    }
  }

  /// Lets every fixed-height row among `views` whose labels are centred in it grow with them: a settings row of 54 pt
  /// with its title centred keeps at least that height, and its centred labels keep the design's room above and
  /// below them, so that at a larger text size the row grows instead of its labels running into the next row.
  static func applyToCentredRows(in views: inout [ViewSpec], root: String) {
    var childrenOf: [String: [Int]] = [:]
    for (index, view) in views.enumerated() { childrenOf[view.parent, default: []].append(index) }
    for index in views.indices {
      let row = views[index]
      guard row.node != root, row.role == .container, row.flow == nil,
        let height = row.constraints.firstIndex(where: { $0.isRequiredSize(.height) }),
        let kids = childrenOf[row.node]
      else { continue }
      let centred = kids.filter { views[$0].role == .label && isCentredInParent(views[$0]) }
      // Only where nothing in the row is held by its bottom or laid out from its height.
      guard !centred.isEmpty,
        kids.allSatisfy({ kid in !views[kid].constraints.contains { $0.target == .superview(.bottom) } }),
        centred.allSatisfy({ views[$0].frame.y >= row.frame.y && views[$0].frame.maxY <= row.frame.maxY })
      else { continue }
      let designHeight = row.constraints[height].constant
      views[index].constraints[height] = Constraint(
        .height, .constant, relation: .greaterThanOrEqual, constant: designHeight, origin: origin)
      views[index].constraints.append(
        Constraint(.height, .constant, constant: designHeight, priority: 250, origin: origin))
      views[index].constraints = ConstraintPlanner.sorted(views[index].constraints)
      for kid in centred {
        let label = views[kid].frame
        views[kid].constraints.append(
          Constraint(
            .top, .superview(.top), relation: .greaterThanOrEqual, constant: label.y - row.frame.y,
            origin: origin))
        views[kid].constraints.append(
          Constraint(
            .bottom, .superview(.bottom), relation: .lessThanOrEqual, constant: label.maxY - row.frame.maxY,
            origin: origin))
        views[kid].constraints = ConstraintPlanner.sorted(views[kid].constraints)
      }
    }
  }

  /// Whether a view is placed across by its parent's centre alone.
  private static func isCentredInParent(_ view: ViewSpec) -> Bool {
    let vertical = view.constraints.filter {
      [.top, .bottom, .centerY, .firstBaseline, .lastBaseline].contains($0.attribute)
    }
    return vertical.count == 1 && vertical[0].target == .superview(.centerY) && vertical[0].relation == .equal
  }

  private static func bindsBottom(_ constraint: Constraint) -> Bool {
    [.bottom, .lastBaseline, .centerY].contains(constraint.attribute)
  }
}
