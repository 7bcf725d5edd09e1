public import Decisions
import FigmaModel
public import LayoutIR
import Semantics

/// Marks the lengths of a planned document that are the design's number tokens: a constraint whose constant is a
/// padding or spacing its parent binds to a variable, or a size the view binds; a flow's spacing and padding; a corner
/// radius; a text's font size and line height.
///
/// A length is a token only where the planned value is the variable's: a constant that a flattened wrapper or the safe
/// area changed stays a number.
public struct LengthTokens: Sendable {
  /// The token names of each node's bound lengths, by node id.
  private var bound: [String: [BoundVariable.Length: (name: String, value: Double)]] = [:]

  /// The lengths `tree`'s nodes bind to its number tokens.
  public init(_ tree: RuledTree) {
    let tokens = Dictionary(tree.numberTokens.map { ($0.variableID, $0) }) { first, _ in first }
    guard !tokens.isEmpty else { return }
    for screen in tree.screens {
      screen.root.forEachNode { node in
        for binding in node.design.boundVariables {
          guard let length = binding.length, let token = tokens[binding.id] else { continue }
          // Corners bound to different variables have no one radius token.
          if let other = bound[node.design.id]?[length], other.name != token.name {
            bound[node.design.id]?[length] = ("", .nan)
            continue
          }
          bound[node.design.id, default: [:]][length] = (token.name, token.value)
        }
      }
    }
  }

  /// `document` with its lengths marked.
  public func marked(_ document: LayoutDocument) -> LayoutDocument {
    guard !bound.isEmpty else { return document }
    var document = document
    document.updateLayouts(mark)
    return document
  }

  private func mark(_ layout: inout LayoutScreen) {
    if let flow = layout.rootFlow { layout.rootFlow = marked(flow, of: layout.node) }
    layout.rootProperties.cornerRadiusToken = radius(layout.rootProperties.cornerRadius, of: layout.node)
    let parents = Dictionary(layout.views.map { ($0.node, $0.parent) }) { first, _ in first }
    for index in layout.views.indices {
      var view = layout.views[index]
      if let flow = view.flow { view.flow = marked(flow, of: view.node) }
      view.properties.cornerRadiusToken = radius(view.properties.cornerRadius, of: view.node)
      markText(&view.properties, of: view.node)
      if case .button(var button) = view.control, let insets = button.contentInsets {
        button.contentInsetTokens = padding(insets, of: view.node)
        view.control = .button(button)
      }
      for position in view.constraints.indices where !view.constraints[position].implicit {
        view.constraints[position].token = token(of: view.constraints[position], on: view, parents: parents)
      }
      layout.views[index] = view
    }
  }

  /// The token a constraint's constant is: its parent's padding against the same edge, its parent's spacing against a
  /// sibling's facing edge, or its own bound size.
  private func token(of constraint: Constraint, on view: ViewSpec, parents: [String: String]) -> String? {
    let magnitude = abs(constraint.constant)
    // A view placed on its own in an auto-layout frame is held by no padding or spacing.
    let inFlow = view.item?.isAbsolute != true
    switch constraint.target {
    case .constant:
      let length: BoundVariable.Length? =
        switch constraint.attribute {
        case .width: .width
        case .height: .height
        default: nil
        }
      return length.flatMap { name(of: $0, on: view.node, value: magnitude) }
    case .superview(let attribute), .scrollGuide(.content, let attribute):
      guard inFlow, attribute == constraint.attribute, constraint.multiplier == 1, let padding = Self.padding(attribute)
      else { return nil }
      // A padding holds a child inside its parent's edge.
      guard Self.inward(attribute, constraint.constant) else { return nil }
      return name(of: padding, on: view.parent, value: magnitude)
    case .view(let sibling, let attribute):
      guard inFlow, parents[sibling] == view.parent, Self.facing(constraint.attribute, attribute) else { return nil }
      return name(of: .itemSpacing, on: view.parent, value: magnitude)
        ?? name(of: .lineSpacing, on: view.parent, value: magnitude)
    case .safeArea, .keyboard, .scrollGuide(.frame, _):
      return nil
    }
  }

  private func marked(_ flow: FlowLayout, of node: String) -> FlowLayout {
    var flow = flow
    flow.tokens = FlowTokens(
      spacing: name(of: .itemSpacing, on: node, value: flow.spacing),
      lineSpacing: flow.wraps ? name(of: .lineSpacing, on: node, value: flow.lineSpacing) : nil,
      padding: padding(flow.padding, of: node))
    return flow
  }

  /// The tokens of the paddings `node` binds that `insets` keep.
  private func padding(_ insets: EdgeInsets, of node: String) -> EdgeTokens {
    EdgeTokens(
      top: name(of: .paddingTop, on: node, value: insets.top),
      leading: name(of: .paddingLeft, on: node, value: insets.leading),
      bottom: name(of: .paddingBottom, on: node, value: insets.bottom),
      trailing: name(of: .paddingRight, on: node, value: insets.trailing))
  }

  /// A text's font at the size of the token its node binds its font size to, and its line height's token.
  private func markText(_ properties: inout ViewProperties, of node: String) {
    if let font = properties.font, let size = font.pointSize, let token = name(of: .fontSize, on: node, value: size),
      let sized = font.sized(byToken: token, value: size)
    {
      properties.font = sized
    }
    properties.lineHeightToken = properties.lineHeight.flatMap { name(of: .lineHeight, on: node, value: $0) }
  }

  private func radius(_ radius: Double?, of node: String) -> String? {
    radius.flatMap { name(of: .cornerRadius, on: node, value: $0) }
  }

  /// The token `node` binds `length` to, when its value is `value` (to 1/1000) and above 0: the emitters spell a
  /// negative constant as the symbol negated.
  private func name(of length: BoundVariable.Length, on node: String, value: Double) -> String? {
    guard let token = bound[node]?[length], abs(token.value - value) < 0.0005, value > 0 else { return nil }
    return token.name
  }

  /// The padding that holds a child at `attribute` of its parent.
  private static func padding(_ attribute: Constraint.Attribute) -> BoundVariable.Length? {
    switch attribute {
    case .leading, .left: .paddingLeft
    case .trailing, .right: .paddingRight
    case .top: .paddingTop
    case .bottom: .paddingBottom
    default: nil
    }
  }

  /// Whether `constant` places a view inside its parent's `attribute` edge.
  private static func inward(_ attribute: Constraint.Attribute, _ constant: Double) -> Bool {
    switch attribute {
    case .leading, .left, .top: constant > 0
    default: constant < 0
    }
  }

  /// Whether a view's `own` edge is placed from a sibling's `other` edge along a flow: its leading from the sibling's
  /// trailing, its top from the sibling's bottom, or the other way round.
  private static func facing(_ own: Constraint.Attribute, _ other: Constraint.Attribute) -> Bool {
    switch (own, other) {
    case (.leading, .trailing), (.trailing, .leading), (.left, .right), (.right, .left), (.top, .bottom),
      (.bottom, .top):
      true
    default: false
    }
  }
}
