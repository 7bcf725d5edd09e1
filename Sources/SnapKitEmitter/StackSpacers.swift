import LayoutIR
import Semantics
import SwiftSource

/// The empty frames a stack view arranges between two views only to keep room between them, which the code says as
/// the stack's custom spacing after the view before them (`setCustomSpacing(_:after:)`) instead of declaring a view.
///
/// A spacer is a plain container that draws nothing, holds nothing, says nothing to VoiceOver, has a fixed length
/// along the stack and no constraint of another view's depends on it, between two views that are no spacers, in a
/// stack that shares no length out (`.fill`). The validator solves the layout with the spacer in place: the views
/// after it are where the custom spacing puts them, at every size.
struct StackSpacers {
  /// The spacer after each view that one follows, and the custom spacing it makes, by that view's node.
  private(set) var spacingAfter: [String: (spacer: String, spacing: Double)] = [:]
  /// The spacers' nodes: the code neither declares nor adds them.
  private(set) var spacers: Set<String> = []

  /// The spacers of `layout`'s stack views.
  init(_ layout: LayoutScreen) {
    let stacks = layout.views.filter { $0.role == .stack }
    guard !stacks.isEmpty else { return }
    let parents = Set(layout.views.map(\.parent))
    // What another view's own constraints depend on (a stack's arrangement, implicit, is UIKit's).
    var referenced: Set<String> = []
    for view in layout.views {
      for constraint in view.constraints where !constraint.implicit {
        if case .view(let node, _) = constraint.target { referenced.insert(node) }
      }
    }
    for stack in stacks {
      let arranged = StackDeclaration.arranged(of: stack.node, in: layout.views)
      guard let arrangement = StackDeclaration(stack, in: layout.views)?.arrangement,
        arrangement.distribution == .fill, arranged.count >= 3
      else { continue }
      let horizontal = arrangement.axis == .horizontal
      for index in 1..<(arranged.count - 1) {
        let view = arranged[index]
        guard !spacers.contains(arranged[index - 1].node), !parents.contains(view.node),
          !referenced.contains(view.node), let length = Self.length(of: view, horizontal: horizontal)
        else { continue }
        spacers.insert(view.node)
        spacingAfter[arranged[index - 1].node] = (view.node, arrangement.spacing + length + arrangement.spacing)
      }
    }
  }

  /// The fixed length along the stack of a view that only keeps room; nil for a view that is more.
  private static func length(of view: ViewSpec, horizontal: Bool) -> Double? {
    var drawn = view.properties
    // An empty view's clipping and corners draw nothing.
    drawn.clipsToBounds = nil
    drawn.cornerRadius = nil
    drawn.cornerRadiusToken = nil
    guard view.role == .container, drawn == ViewProperties(), view.control == nil, view.accessibility == nil,
      view.list == nil, view.component == nil, view.uikit == nil, !view.isExposed, view.todos.isEmpty,
      view.intrinsic == nil
    else { return nil }
    let size: Constraint.Attribute = horizontal ? .width : .height
    return view.constraints.first { $0.isRequiredSize(size) }?.constant
  }
}
