import Decisions
import FigmaModel
import Semantics
import SwiftSource

/// Frames drawn alike that Figma did not make a component, each set of them one view class.
///
/// Two form fields, a run of settings rows, the same card on two screens: each set becomes one view class, as a
/// component used more than once does (issue 32, item 4).
///
/// Two frames are twins when everything that lays them out and draws them is the same, and the same of every layer
/// inside them, in the same order: kind, size, auto layout, constraints, fills, strokes, corners, effects, text
/// styles, and what the rules decided. What a class's parameters pass may differ: the characters of a text (not one
/// drawn in runs of several styles), and the image an image view shows. Where a text hugs its characters its width
/// follows them, and in an auto-layout frame so do the places of the layers after it; neither counts there (a text
/// placed on its own only where it starts at its left edge). Layer names do not count (a copied text layer is named
/// for what it says): the layers of twins are matched by position.
///
/// Only plain containers count: frames and groups the rules left views, showing two things or more (texts, images,
/// painted shapes) and at most ``mostTexts`` texts, not a component's instance or inside one (its component is the
/// class), not in a list (its rows are the cell), not a control's or an icon's layers. A rule's `component = false`
/// keeps a frame inline. A set is a class where one screen repeats it, or where it is a block of some size that several
/// screens share (a small one repeated only by another state of its screen stays inline). A set with a twin inside a
/// twin of a larger set is that set's layers, not a class of its own: a class inside another would show the same
/// texts in every instance of the outer one.
struct StructuralTwins {
  /// One set of twins: the frames in document order, and the name of their class.
  struct Twins {
    var nodes: [RuledNode]
    /// The words the twins' names begin with where they say something ("Input / E-POSTA" and "Input / ŞİFRE" →
    /// "Input"); else those of the nearest ancestors whose names say something, and what the twins look like: a row
    /// (much wider than tall, or laid out in a row), or an item ("Past Trips Row").
    var name: String
  }

  /// The sets of twins, by their first twin's place.
  private(set) var sets: [Twins] = []
  /// The fewest nodes a block shared by screens, none of which repeats it, has to be a class.
  static let sharedBlockSize = 8
  /// The most texts a class of twins shows: a frame saying more is a screen's content, whose texts would be a long
  /// list of arguments, not a view a screen repeats.
  static let mostTexts = 8

  private let nodes: ResolvedNodes
  /// Each look's number: a node's shape holds its children's numbers, so equal numbers are equal subtrees.
  private var looks: [Look: Int] = [:]
  /// The candidates, in document order, with their look's number, the size of their subtree and their screen.
  private var candidates: [(node: RuledNode, look: Int, size: Int, screen: Int)] = []
  /// Each node's parent and its place among the parent's children, by id.
  private var parents: [String: (id: String, index: Int)] = [:]
  /// The names of the nodes that are parents, by id.
  private var parentNames: [String: String] = [:]
  private var screen = 0

  /// The twins among the screens of `tree`.
  init(tree: RuledTree, nodes: ResolvedNodes) {
    self.nodes = nodes
    for (number, screen) in tree.screens.enumerated() {
      self.screen = number
      parentNames[screen.root.design.id] = screen.root.design.name
      let places = Self.places(of: screen.root.children)
      for (index, child) in screen.root.children.enumerated() {
        parents[child.design.id] = (screen.root.design.id, index)
        _ = visit(child, parent: screen.root, parentFlows: nodes[screen.root].flowsChildren, siblings: places)
      }
    }
    sets = grouped().map { Twins(nodes: $0, name: name(of: $0)) }
  }

  /// The number of `node`'s look, and the size of its subtree; nil for what is never part of a twin (an instance or
  /// what is inside one, a list).
  private mutating func visit(_ node: RuledNode, parent: RuledNode, parentFlows: Bool, siblings: [String: Int])
    -> (look: Int, size: Int, shown: Int, texts: Int)?
  {
    let resolved = nodes[node]
    if node.design.component != nil || resolved.role == .list { return nil }
    var children: [Int] = []
    var size = 1
    var shown = Self.shows(node, resolved: resolved) ? 1 : 0
    var texts = node.design.text == nil ? 0 : 1
    var whole = true
    if !resolved.absorbsChildren {
      parentNames[node.design.id] = node.design.name
      let places = Self.places(of: node.children)
      for (index, child) in node.children.enumerated() {
        parents[child.design.id] = (node.design.id, index)
        if let seen = visit(child, parent: node, parentFlows: resolved.flowsChildren, siblings: places) {
          children.append(seen.look)
          size += seen.size
          shown += seen.shown
          texts += seen.texts
        } else {
          whole = false
        }
      }
    }
    guard whole else { return nil }
    let inFlow = parentFlows && resolved.isFlowItem
    if shown >= 2, texts <= Self.mostTexts, Self.isCandidate(node, resolved: resolved) {
      // Twins sit anywhere: their own places do not count.
      let own = number(
        of: Look(
          node, resolved: resolved, parent: parent, inFlow: inFlow, placed: false, siblings: siblings,
          children: children))
      candidates.append((node, own, size, screen))
    }
    let look = Look(
      node, resolved: resolved, parent: parent, inFlow: inFlow, placed: true, siblings: siblings, children: children)
    return (number(of: look), size, shown, texts)
  }

  /// Each node's place among `children`, by id.
  private static func places(of children: [RuledNode]) -> [String: Int] {
    Dictionary(children.enumerated().map { ($1.design.id, $0) }) { first, _ in first }
  }

  /// Whether `node` shows something of its own: a text, an image or icon, a control, or a painted shape.
  private static func shows(_ node: RuledNode, resolved: ResolvedNode) -> Bool {
    if node.design.text != nil || resolved.role != .container { return true }
    let look = node.design.appearance
    return node.children.isEmpty && (look.fills.contains(where: \.visible) || look.strokes.contains(where: \.visible))
  }

  private mutating func number(of look: Look) -> Int {
    if let known = looks[look] { return known }
    looks[look] = looks.count
    return looks.count - 1
  }

  /// Whether `node` may be a twin: a plain container, no scroll view, not kept inline.
  static func isCandidate(_ node: RuledNode, resolved: ResolvedNode) -> Bool {
    [.frame, .group].contains(node.design.kind) && resolved.role == .container && resolved.className == "UIView"
      && !resolved.absorbsChildren && node.design.layout.overflow == .none
      && node.decisions.view?.value.component != false
  }

  /// The sets of two or more twins, the larger subtrees first kept; a set with a twin inside a kept set's twin is
  /// dropped.
  private func grouped() -> [[RuledNode]] {
    var byLook: [Int: [Int]] = [:]
    for (position, candidate) in candidates.enumerated() { byLook[candidate.look, default: []].append(position) }
    let sets = byLook.values.filter { members in
      guard members.count > 1 else { return false }
      let screens = members.map { candidates[$0].screen }
      return Set(screens).count < screens.count || candidates[members[0]].size >= Self.sharedBlockSize
    }.sorted { lhs, rhs in
      let (left, right) = (candidates[lhs[0]].size, candidates[rhs[0]].size)
      return left != right ? left > right : lhs[0] < rhs[0]
    }
    var kept: [[Int]] = []
    var inKept: Set<String> = []
    for members in sets {
      // What lies in a kept set's twin is that class's layer: its texts and images are that class's parameters.
      guard !members.contains(where: { isInside(candidates[$0].node.design.id, inKept) }) else { continue }
      for position in members { inKept.insert(candidates[position].node.design.id) }
      kept.append(members)
    }
    return kept.sorted { $0[0] < $1[0] }.map { $0.map { candidates[$0].node } }
  }

  private func name(of twins: [RuledNode]) -> String {
    let own = Self.common(twins.map(\.design.name))
    if !AssetTable.meaningful(own).isEmpty { return own }
    let design = twins[0].design
    let isRow = design.layout.mode == .horizontal || design.absolute.width >= 3 * design.absolute.height
    let shape = isRow ? "Row" : "Item"
    let around = Self.common(twins.map { meaningfulAncestor(of: $0.design.id) })
    let context = AssetTable.meaningful(around).suffix(3).joined(separator: " ")
    return context.isEmpty ? shape : context + " " + shape
  }

  /// The name of the nearest ancestor of `id` whose name says something ("Filters" over "Frame 1000002925"), or "".
  private func meaningfulAncestor(of id: String) -> String {
    var current = id
    while let parent = parents[current] {
      if let name = parentNames[parent.id], !AssetTable.meaningful(name).isEmpty { return name }
      current = parent.id
    }
    return ""
  }

  /// The words every one of `names` begins with, case aside.
  private static func common(_ names: [String]) -> String {
    guard let first = names.first else { return "" }
    var common = NameWords.words(first)
    for name in names.dropFirst() {
      common = Array(zip(common, NameWords.words(name)).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
    }
    return common.joined(separator: " ")
  }

  /// Whether an ancestor of `id` is one of `twins`.
  private func isInside(_ id: String, _ twins: Set<String>) -> Bool {
    var current = id
    while let parent = parents[current] {
      if twins.contains(parent.id) { return true }
      current = parent.id
    }
    return false
  }

  /// What a class of twins must share of one node: everything but its id, its name, the characters of its text, the
  /// image an image view shows, and a hugging text's width and a flow item's place, which follow what it says.
  private struct Look: Hashable {
    var kind: NodeKind
    var role: ViewRole
    var className: String
    var decisions: NodeDecisions
    var visible: Bool
    var opacity: Double
    var rotation: Double
    var constraints: LayoutConstraints
    var layout: AutoLayout
    var item: ItemLayout
    var sizing: AxisSizings
    var transform: FigmaModel.AffineTransform?
    var preserveRatio: Bool
    var scrollBehavior: NodeProperties.ScrollBehavior
    var boundVariables: [BoundVariable]
    /// Nil for an image view: its image is a parameter.
    var appearance: Appearance?
    /// The paints of an image view's layers, without the pictures they show.
    var iconPaints: [Paint]?
    /// The text without its characters (kept where it is drawn in runs of several styles).
    var text: TextContent?
    /// What VoiceOver calls a control, which a class shows one of: the words it shows (its own text, and those of the
    /// layers it absorbs); for one with none, the names of its layers (an icon button is read by its icon's) and the
    /// text beside it (a checkbox is read by its consent), which is the class's parameter when it is a label twins
    /// show their own of (see ``reference(to:in:)``).
    var controlWords: [String]?
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double
    var children: [Int]

    /// - Parameter siblings: the places of `node`'s siblings by id: an edge bound to a sibling is bound to its place.
    init(
      _ node: RuledNode, resolved: ResolvedNode, parent: RuledNode, inFlow: Bool, placed: Bool,
      siblings: [String: Int], children: [Int]
    ) {
      let design = node.design
      kind = design.kind
      role = resolved.role
      className = resolved.className
      var decisions = node.decisions
      decisions.view?.value.name = nil
      for axis in [\NodeDecisions.horizontal, \NodeDecisions.vertical] {
        // How a twin is bound to what is around it is its place.
        if !placed { decisions[keyPath: axis] = nil }
        guard let bindings = decisions[keyPath: axis]?.value else { continue }
        decisions[keyPath: axis]?.value = bindings.map { binding in
          guard case .node(let id, let edge) = binding.target, let place = siblings[id] else { return binding }
          return EdgeBinding(edge: binding.edge, target: .node(id: "#\(place)", edge: edge))
        }
      }
      // A label the rules gave a control from a text beside it is that text's parameter in the class.
      if let label = decisions.view?.value.accessibility?.label {
        decisions.view?.value.accessibility?.label = Self.reference(to: label, in: parent)
      }
      self.decisions = decisions
      visible = design.visible
      opacity = design.opacity
      rotation = design.rotation
      constraints = design.constraints
      layout = design.layout
      item = design.item
      sizing = design.sizing
      transform = design.transform
      preserveRatio = design.preserveRatio
      scrollBehavior = design.scrollBehavior
      boundVariables = design.boundVariables
      if resolved.role == .image || resolved.role == .icon {
        // The picture is a parameter; the colours it is drawn in are not.
        iconPaints = Self.paints(in: node)
      } else {
        appearance = design.appearance
      }
      // A text drawn in runs of several styles is no one string a class is passed: its words must be the same too.
      text = design.text.map { text in
        var blank = text
        if text.overrideStyles.isEmpty { blank.characters = "" }
        return blank
      }
      if ![.container, .label, .image, .icon].contains(resolved.role) {
        let own = ([node] + ViewConfigurator.texts(in: node)).compactMap { $0.design.text?.characters }
        let neighbour = ViewAccess.neighbourText(of: node, in: parent)
        controlWords =
          own.isEmpty ? Self.names(in: node) + [neighbour.map { Self.reference(to: $0, in: parent) } ?? ""] : own
      }
      let box = node.frame
      // A text that hugs its characters is as wide as they are. In a flow, its width moves what follows; placed on
      // its own, only a text that starts at its left edge may be of another width (the SwiftUI layout places a text
      // by its leading edge).
      let hugs =
        design.text?.style.autoResize == .widthAndHeight && (inFlow || design.text?.style.alignHorizontal == .left)
      width = hugs ? nil : Self.rounded(box.width)
      height = Self.rounded(box.height)
      if placed, !inFlow {
        x = Self.rounded(box.x)
        y = Self.rounded(box.y)
      }
      self.children = children
    }

    /// To a tenth of a point: a copy drawn 0.01 pt off is still a twin.
    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private static func paints(in node: RuledNode) -> [Paint] {
      let look = node.design.appearance
      let own = (look.fills + look.strokes).map { paint in
        var paint = paint
        paint.imageRef = nil
        return paint
      }
      return own + [Paint](node.children.flatMap(paints))
    }

    /// The layers' names under `node`, and their components': what VoiceOver calls a control with no words.
    private static func names(in node: RuledNode) -> [String] {
      [node.design.name, node.design.component?.name ?? "", node.design.component?.setName ?? ""]
        + node.children.flatMap(names)
    }

    /// `words` as the place of the text under `parent` that shows them as they are (no case drawn over them), which
    /// the class's emitters read from that text's parameter; else the words themselves.
    private static func reference(to words: String, in parent: RuledNode) -> String {
      let texts = ViewConfigurator.texts(in: parent).compactMap(\.design.text)
      guard let place = texts.firstIndex(where: { $0.characters == words && $0.style.textCase == .original }) else {
        return words
      }
      return "text #\(place)"
    }
  }
}
