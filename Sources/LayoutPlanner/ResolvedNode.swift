import Decisions
import FigmaModel
import Semantics

/// What the planner settles about a kept node before it plans anything.
///
/// What the view is for, its class, whether its layers are its content, and its part in auto layout: every later
/// step reads these from ``ResolvedNodes``.
///
/// The sizing is not here: it depends on the layout the node is planned in (a layout's root never hugs, and a list's
/// cell or a component's class is planned from a node of a screen), so each layout resolves it once
/// (``ResolvedSizing``), from these.
struct ResolvedNode: Equatable {
  /// What the view is for: the `view` rule's role, else what its class implies.
  let role: ViewRole
  /// The class: the `view` rule's, else its role's (a `UIButton` for a button), else `UILabel` for text,
  /// `UIStackView` for a stack, `UIView`.
  let className: String
  /// Whether the node's layers are the view's content rather than subviews.
  let absorbsChildren: Bool
  /// Whether the node lays out its children as a chain figsnap makes: a single-line auto layout the rules did not
  /// make free-form.
  let flowsChildren: Bool
  /// Whether the node takes part in its parent's flow: the parent flows its children and the node is not placed on
  /// its own.
  let isFlowItem: Bool

  init(_ node: RuledNode, parentFlows: Bool) {
    let view = node.decisions.view?.value
    // A stack view arranges a single-line auto layout; a frame without one stays a view, whatever the rules asked.
    let asksForStack = Self.asksForStack(node)
    let role = asksForStack && !node.design.layout.chains ? nil : view?.role
    className =
      if let decided = view?.className {
        decided
      } else if let role, role != .container {
        role.uikitClass
      } else if node.design.kind == .text || node.design.text != nil {
        // A text node, or one of a kind figsnap does not know that holds text (Figma's text on a path): a label.
        "UILabel"
      } else if asksForStack && node.design.layout.chains {
        "UIStackView"
      } else {
        "UIView"
      }
    self.role = role ?? ViewRole(uikitClass: className)
    absorbsChildren = Self.absorbsChildren(node, role: self.role)
    flowsChildren = node.design.layout.chains && node.decisions.container?.value != .free
    isFlowItem = parentFlows && !node.design.item.isAbsolute
  }

  /// Whether a node shown with `role` takes its layers as its content.
  ///
  /// A control's title and icons, an icon's paths, and the drawing of an image view that is not a picture (an
  /// illustration is one exported image). The screen planner asks again where it plans a node as another role than
  /// its own (a scroll view, a component's view).
  static func absorbsChildren(_ node: RuledNode, role: ViewRole) -> Bool {
    role.absorbsChildren || (role == .image && AssetContent.imageFill(of: node.design) == nil)
  }

  /// Whether the rules asked for `node` to be a stack view: its container, or its role.
  static func asksForStack(_ node: RuledNode) -> Bool {
    node.decisions.container?.value == .stack || node.decisions.view?.value.role == .stack
  }
}

/// Every kept node of a tree, resolved once, by id (the normaliser made ids unique).
///
/// Made at the start of planning (``Planner/plan(_:)``); the components, the bars, the screens, their cells and the
/// components' classes are all planned from these nodes, so each is found here.
struct ResolvedNodes {
  private var nodes: [String: ResolvedNode] = [:]

  /// The nodes of every screen of `tree`.
  init(tree: RuledTree) {
    for screen in tree.screens { resolve(screen.root, parentFlows: false) }
  }

  private mutating func resolve(_ node: RuledNode, parentFlows: Bool) {
    let resolved = ResolvedNode(node, parentFlows: parentFlows)
    nodes[node.design.id] = resolved
    for child in node.children { resolve(child, parentFlows: resolved.flowsChildren) }
  }

  /// The ids resolved.
  var ids: Set<String> { Set(nodes.keys) }

  /// What was resolved of `node`.
  subscript(node: RuledNode) -> ResolvedNode {
    guard let resolved = nodes[node.design.id] else {
      preconditionFailure("node \(node.design.id) is not in the planned tree")
    }
    return resolved
  }
}
