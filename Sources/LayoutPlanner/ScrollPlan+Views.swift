import Decisions
import FigmaModel
import LayoutIR
import Semantics

extension ScrollPlan.Container {
  /// The views figsnap adds for the container: for a tall screen a scroll view of its own under the root (from the top
  /// of the view, the safe area's or a fixed top bar's bottom, to the bottom or a fixed bar's top), and the content
  /// view, pinned to the `contentLayoutGuide`, as wide as the `frameLayoutGuide` across the scrolling axis, of the
  /// design's size along it.
  func views(in parent: RuledNode, context: PlanningContext, naming: inout SwiftNaming) -> [ViewSpec] {
    var views: [ViewSpec] = []
    let origin = ScrollPlan.origin
    let parentFrame = EdgeGeometry.frame(of: parent.design)
    if scrollID != parent.design.id {
      // Below the status bar iOS insets the content by the home indicator itself; a design drawn
      // around the status bar keeps its own room at the top.
      var properties = ViewProperties()
      configure(&properties)
      var bottom = Constraint(.bottom, .superview(.bottom), origin: origin)
      var frame = parentFrame
      if belowStatusBar {
        // From the safe area's top: a design drawn around the status bar leaves that room above it.
        let top = max(frame.y, context.safeAreaFrame.y)
        frame.height -= top - frame.y
        frame.y = top
      }
      var top =
        belowStatusBar
        ? Constraint(.top, .safeArea(.top), constant: frame.y - context.safeAreaFrame.y, origin: origin)
        : Constraint(.top, .superview(.top), origin: origin)
      if let bar = topBar, let barFrame = context.frames[bar] {
        // Under the bar that stays along the top: the content starts at its bottom.
        top = Constraint(.top, .view(bar, .bottom), origin: origin)
        frame.height -= barFrame.maxY - frame.y
        frame.y = barFrame.maxY
      }
      if let bar = bottomBar, let barFrame = context.frames[bar] {
        bottom = Constraint(.bottom, .view(bar, .top), origin: origin)
        frame.height = barFrame.y - frame.y
      } else if followsKeyboard {
        // While no keyboard shows, the guide's top is the safe area's bottom.
        bottom = Constraint(.bottom, .keyboard(.top), origin: origin)
        frame.height = context.safeAreaFrame.maxY - frame.y
      }
      let sides = [Constraint.Attribute.leading, .trailing].map { Constraint($0, .superview($0), origin: origin) }
      views.append(
        ViewSpec(
          node: scrollID, name: naming.name(for: "scroll", role: .scroll, className: "UIScrollView"),
          role: .scroll, parent: parent.design.id, frame: frame, properties: properties,
          constraints: ConstraintPlanner.sorted([top, bottom] + sides)))
    }
    let content = contentFrame
    var constraints: [Constraint] = [
      Constraint(.top, .scrollGuide(.content, .top), origin: origin),
      Constraint(.bottom, .scrollGuide(.content, .bottom), origin: origin),
      Constraint(.leading, .scrollGuide(.content, .leading), origin: origin),
      Constraint(.trailing, .scrollGuide(.content, .trailing), origin: origin),
    ]
    constraints.append(
      horizontal
        ? Constraint(.width, .constant, constant: content.width, origin: origin)
        : Constraint(.width, .scrollGuide(.frame, .width), origin: origin))
    if !vertical {
      constraints.append(Constraint(.height, .scrollGuide(.frame, .height), origin: origin))
    } else if lastChild != nil && fitsFrame {
      // As tall as the scroll view, and taller where the lowest child's bound asks.
      constraints.append(
        Constraint(.height, .scrollGuide(.frame, .height), relation: .greaterThanOrEqual, origin: origin))
      constraints.append(Constraint(.height, .scrollGuide(.frame, .height), priority: 250, origin: origin))
    } else if lastChild != nil {
      // The design's height, and more when the lowest child grows past it (its own bound).
      constraints.append(Constraint(.height, .constant, constant: content.height, priority: 250, origin: origin))
    } else {
      constraints.append(Constraint(.height, .constant, constant: content.height, origin: origin))
    }
    views.append(
      ViewSpec(
        node: contentID, name: naming.name(for: "content view", role: .container, className: "UIView"),
        role: .container, parent: scrollID, frame: content, properties: ViewProperties(),
        constraints: ConstraintPlanner.sorted(constraints)))
    return views
  }

  /// Sets what the scroll view needs beyond its class: content insets left to the design where
  /// the design keeps its own room at the top.
  func configure(_ properties: inout ViewProperties) {
    // (Under a bar along the top the scroll view meets no status bar: iOS insets it by the home indicator alone.)
    if !belowStatusBar && topBar == nil { properties.adjustsContentInsets = false }
    if followsKeyboard { properties.dismissesKeyboardInteractively = true }
  }

  /// The bound that lets the content grow with its lowest child: that child's bottom stays the
  /// design's distance inside the content's; nil for any other child.
  func growthBound(for child: String) -> Constraint? {
    guard let lastChild, lastChild.id == child else { return nil }
    return Constraint(
      .bottom, .superview(.bottom), relation: .lessThanOrEqual, constant: -lastChild.gap, origin: ScrollPlan.origin)
  }
}
