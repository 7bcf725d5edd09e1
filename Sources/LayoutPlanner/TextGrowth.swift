import LayoutIR
import Semantics

/// A frame of a fixed height whose lowest view is text grows with that text, and so does a row whose labels are
/// centred in it.
///
/// A card drawn 120 pt tall around a title and a paragraph keeps at least its design height, and its text keeps the
/// design's room below it: at a larger Dynamic Type size, or with a longer translation, the card grows instead of
/// letting its text run out of it. The frame's height becomes a minimum (`height >= 120`, and the design's at a low
/// priority) and its lowest label is bound to stay the design's distance above its bottom. Frames laid out by auto
/// layout, a scroll view's content and the root keep their own rules.
enum TextGrowth {
  static let origin = "planner.textGrowth"

  /// Lets every such frame among `views` grow with its lowest label, and every fixed-height row with the labels
  /// centred in it.
  ///
  /// A settings row of 54 pt with its title centred keeps at least that height, and its centred labels keep the
  /// design's room above and below them, so that at a larger text size the row grows instead of its labels running
  /// into the next row.
  static func apply(to views: inout [ViewSpec], root: String) {
    var childrenOf: [String: [Int]] = [:]
    for (index, view) in views.enumerated() { childrenOf[view.parent, default: []].append(index) }
    for index in views.indices {
      let frame = views[index]
      guard frame.node != root, frame.role == .container, frame.flow == nil,
        let height = frame.constraints.firstIndex(where: { $0.isRequiredSize(.height) }),
        let kids = childrenOf[frame.node]
      else { continue }
      if let lowest = lowestLabel(among: kids, of: frame, in: views) {
        letGrow(&views[index], height: height)
        let gap = frame.frame.maxY - views[lowest].frame.maxY
        bind(&views[lowest], .bottom, .lessThanOrEqual, -gap)
      } else if let centred = centredLabels(among: kids, of: frame, in: views) {
        letGrow(&views[index], height: height)
        for kid in centred {
          bind(&views[kid], .top, .greaterThanOrEqual, views[kid].frame.y - frame.frame.y)
          bind(&views[kid], .bottom, .lessThanOrEqual, views[kid].frame.maxY - frame.frame.maxY)
        }
      }
    }
  }

  /// The label that ends `frame`'s content, placed from its top: nothing else of `kids` reaches as low.
  private static func lowestLabel(among kids: [Int], of frame: ViewSpec, in views: [ViewSpec]) -> Int? {
    guard kids.count >= 2, let lowest = kids.max(by: { views[$0].frame.maxY < views[$1].frame.maxY }),
      views[lowest].role == .label, !views[lowest].constraints.contains(where: bindsBottom),
      views[lowest].constraints.contains(where: { $0.attribute == .top && $0.relation == .equal }),
      kids.allSatisfy({ $0 == lowest || views[$0].frame.maxY < views[lowest].frame.maxY - 0.5 }),
      frame.frame.maxY >= views[lowest].frame.maxY
    else { return nil }
    return lowest
  }

  /// The labels of `kids` centred in `frame` and drawn inside it, where nothing of `kids` is held by its bottom.
  private static func centredLabels(among kids: [Int], of frame: ViewSpec, in views: [ViewSpec]) -> [Int]? {
    let centred = kids.filter { views[$0].role == .label && isCentredInParent(views[$0]) }
    guard !centred.isEmpty,
      kids.allSatisfy({ kid in !views[kid].constraints.contains { $0.target == .superview(.bottom) } }),
      centred.allSatisfy({ views[$0].frame.y >= frame.frame.y && views[$0].frame.maxY <= frame.frame.maxY })
    else { return nil }
    return centred
  }

  /// Makes the view's required height (its constraint at `height`) its least, and the design's at a low priority.
  private static func letGrow(_ view: inout ViewSpec, height: Int) {
    let designHeight = view.constraints[height].constant
    view.constraints[height] = Constraint(
      .height, .constant, relation: .greaterThanOrEqual, constant: designHeight, origin: origin)
    view.constraints.append(Constraint(.height, .constant, constant: designHeight, priority: 250, origin: origin))
    view.constraints = ConstraintPlanner.sorted(view.constraints)
  }

  /// Binds a view's `attribute` to its parent's, by `relation`, at `constant`.
  private static func bind(
    _ view: inout ViewSpec, _ attribute: Constraint.Attribute, _ relation: Constraint.Relation, _ constant: Double
  ) {
    view.constraints.append(
      Constraint(attribute, .superview(attribute), relation: relation, constant: constant, origin: origin))
    view.constraints = ConstraintPlanner.sorted(view.constraints)
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
