import LayoutIR
import Semantics
import SwiftSource

/// Builds the body of one generated `View` struct from a layout of the IR: its views as SwiftUI views, the inputs
/// (`@Binding` or `@State`) and action closures they use, and what could not be translated.
struct BodyBuilder {
  let layout: LayoutScreen
  let style: SwiftUIStyle
  let options: SwiftUIEmitter.Options
  /// The views of the layout by their parent's node, in `addSubview` (design) order.
  let children: [String: [ViewSpec]]
  /// What a person types, toggles or picks, each starting at the design's value: `@Binding`s the owner passes where
  /// ``inputsAreBindings``, the view's private `@State` otherwise.
  var inputs: [StoredProperty] = []
  /// Whether the inputs belong to the view's owner, which reads and sets them through bindings.
  let inputsAreBindings: Bool
  /// The case of the struct's `Field` enum of each text field in the return key's chain, by node: a field whose
  /// return key says "next" moves the focus to the next field, as UIKit's `becomeFirstResponder` chain does.
  let focusCases: [String: String]
  /// The field each field of the chain moves the focus to, by node.
  let focusNext: [String: String]
  /// The cases of the `Field` enum, in the order of the fields.
  let focusOrder: [String]
  /// Whether the struct is a component with one input, which is then named for what it holds.
  let hasSoleInput: Bool
  var actions: [ActionProperty] = []
  /// The row structs of the lists, built while the body is: what a row does is the owner's, with the row's item.
  var rows: [StructDeclaration] = []
  /// The item types of the lists whose rows open a screen (`NavigationLink(value:)`), in order.
  var linkedItems: [String] = []
  /// The properties holding the lists' items or sections, each starting with the design's.
  var listProperties: [StoredProperty] = []
  var findings: [SwiftUIFinding] = []
  /// The parts of the body held by properties of their own, innermost first.
  var subviews: [SwiftUIView] = []
  /// Text a view shows from a value of the struct instead of the design's, by node: `item.title`, `title`.
  var textBindings: [String: String] = [:]
  /// A row's VoiceOver labels that repeat its item's text, by label: the expression of the item's field.
  var spokenBindings: [String: String] = [:]
  /// An `Image` a view shows from a value of the struct, by node: `Image(item.icon)`.
  var imageBindings: [String: String] = [:]
  /// The expression each bound progress view shows instead of its design value, by node (a list row's item).
  var valueBindings: [String: String] = [:]
  /// Whether a view is hidden, from a value of the struct, by node: `isBadgeHidden`.
  var hiddenBindings: [String: String] = [:]
  /// Properties of a view a component's variant sets, by node and property: the computed property to read.
  var overrides: [String: [VariantProperty.Key: String]] = [:]
  private var takenNames: Set<String> = ["body"]

  /// Creates the builder of `layout`; a list's row keeps its inputs as `@State` (`isRow`), as its item holds no
  /// inputs for the owner to bind.
  init(layout: LayoutScreen, style: SwiftUIStyle, options: SwiftUIEmitter.Options, isRow: Bool = false) {
    self.layout = layout
    self.style = style
    self.options = options
    inputsAreBindings = options.inputsBelongToOwner && !isRow
    (focusCases, focusNext, focusOrder) = isRow ? ([:], [:], []) : Self.focusChain(layout.returnKeyChain)
    hasSoleInput = layout.component != nil && Self.inputCount(layout.views, options: options) == 1
    var children: [String: [ViewSpec]] = [:]
    for view in layout.views { children[view.parent, default: []].append(view) }
    self.children = children
  }

  /// A stored property: one the owner can set (`var title: String = "OK"`), or an input: what a person types,
  /// toggles or picks, starting at the design's value.
  struct StoredProperty: Sendable, Hashable {
    var name: String
    var type: String
    var initial: String
    /// What it holds, for its doc comment where the owner passes it: `whether the 'Wi-Fi' switch is on`.
    var summary: String?
    /// In a list's row, the item's value it starts at (`item.isOn`), set in the row's initialiser.
    var seed: String?
  }

  /// A closure the owner of the view passes for what a control does.
  struct ActionProperty: Sendable, Hashable {
    var name: String
    /// What it is called for: `the Submit button is tapped`.
    var summary: String
    /// The item it is called with, for an action of a list's row.
    var item: String?

    /// `() -> Void`, or `(TripItem) -> Void` for a row's.
    var type: String { "(\(item ?? "")) -> Void" }
    /// The closure that does nothing.
    var none: String { item == nil ? "{}" : "{ _ in }" }
  }

  /// What a layout's root is: a screen fills the device, a list's row is as wide as its list and as tall as the
  /// design draws it, a component fills the frame its instance gives it.
  enum RootKind: Sendable {
    case screen, row, component
  }

  /// The root's content: its flow as a stack, or its views placed in a `ZStack` from the edges the constraint
  /// planner chose.
  mutating func rootContent(_ kind: RootKind) -> SwiftUIView {
    let frame = Frame(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
    let kids = children[layout.node] ?? []
    // A list that is all a screen shows is the screen: it fills it and scrolls by itself.
    if kind == .screen, kids.count == 1, let only = kids.first, only.list != nil, var list = content(of: only) {
      list.modifiers.removeAll { $0.affectsLayout }
      list.node = only.node
      // The list draws its own background unless told not to: the screen's shows through.
      if layout.rootProperties.backgroundColor != nil {
        list = list.modified(.call("scrollContentBackground(.hidden)"))
      }
      return decorated(list, properties: layout.rootProperties, node: layout.node)
    }
    var root = container(layout.node, flow: rootFlow, frame: frame, isRoot: kind == .screen)
    // A screen that is one view (its scroll view, most often) is that view, not a ZStack around it.
    if kind == .screen, case .zstack = root.layout, root.modifiers.isEmpty, let only = root.content?.first,
      root.content?.count == 1, only.node != nil, only.property == nil
    {
      root = only
    } else {
      root.node = layout.node
    }
    let fillsAlready: Bool = if case .fill(true, true, _) = root.modifiers.last { true } else { false }
    switch kind {
    case .screen, .component:
      if !fillsAlready { root = root.modified(.fill(width: true, height: true, alignment: rootAlignment)) }
    case .row:
      root = root.modified(.frame(width: nil, height: Self.rounded(frame.height), alignment: rootAlignment))
      root = root.modified(.fill(width: true, height: false, alignment: rootAlignment))
    }
    // The root's children placed on their own over its flow, as any flowing frame's are.
    if rootFlow != nil { root.modifiers += absoluteLayers(of: layout.node, frame: frame) }
    root = decorated(root, properties: layout.rootProperties, node: layout.node, size: layout.canvas)
    splitLongBox(&root)
    return root
  }

  /// The root's flow with its padding measured from the safe area, which SwiftUI lays the body out in: a vertical
  /// flow starts where its first child is drawn (below the status bar, or a title that became the navigation title).
  private var rootFlow: FlowLayout? {
    guard var flow = layout.rootFlow, !layout.isCell, layout.component == nil else { return layout.rootFlow }
    let inFlow = (children[layout.node] ?? []).filter { !($0.item?.isAbsolute ?? false) && $0.role != .layoutGuide }
    if flow.axis == .vertical, flow.distribution == .start, let first = inFlow.first {
      flow.padding.top = max(0, Self.rounded(first.frame.y - layout.safeArea.top))
    } else {
      flow.padding.top = max(0, flow.padding.top - layout.safeArea.top)
    }
    flow.padding.bottom = max(0, flow.padding.bottom - layout.safeArea.bottom)
    return flow
  }

  private var rootAlignment: SwiftUIView.Alignment2D {
    guard let flow = rootFlow else { return .topLeading }
    return Self.frameAlignment(of: flow)
  }

  /// Where a stack sits in a frame larger than itself: along its axis by its distribution, across by its alignment.
  static func frameAlignment(of flow: FlowLayout) -> SwiftUIView.Alignment2D {
    let main: SwiftUIView.Alignment1D =
      switch flow.distribution {
      case .start, .spaceBetween: .start
      case .center: .center
      case .end: .end
      }
    let cross: SwiftUIView.Alignment1D =
      switch flow.alignment {
      case .start, .baseline: .start
      case .center: .center
      case .end: .end
      }
    return flow.axis == .vertical
      ? SwiftUIView.Alignment2D(horizontal: cross, vertical: main)
      : SwiftUIView.Alignment2D(horizontal: main, vertical: cross)
  }

  /// The image expression a view shows from a value of the struct, if it is bound to one.
  func bound(_ node: String) -> String? { imageBindings[node] }

  /// A name for a property of the struct, unique in it: `email`, `email2`.
  mutating func uniqueName(_ base: String) -> String { SwiftName.unique(base, in: &takenNames) }

  /// Declares an input named after `base` (unique in the struct), starting at `initial`, holding what `summary`
  /// says, and returns its name.
  ///
  /// A component's only input is named for what it holds (`text`, `isOn`), not after the first instance's content:
  /// `generic` is that name.
  mutating func input(
    _ base: String, generic: String? = nil, type: String, initial: String, summary: String, seed: String? = nil
  ) -> String {
    let name = uniqueName(hasSoleInput ? generic ?? base : base)
    inputs.append(StoredProperty(name: name, type: type, initial: initial, summary: summary, seed: seed))
    return name
  }

  /// The chain of text fields the return key moves along (a field whose key says "next", and the field after it),
  /// each named for the `Field` enum by its view's name, and the enum's cases in the fields' order.
  static func focusChain(_ chain: [(field: ViewSpec, next: ViewSpec)]) -> (
    cases: [String: String], next: [String: String], order: [String]
  ) {
    var next: [String: String] = [:]
    var fields: [ViewSpec] = []
    for (field, following) in chain {
      next[field.node] = following.node
      for view in [field, following] where !fields.contains(where: { $0.node == view.node }) { fields.append(view) }
    }
    var cases: [String: String] = [:]
    var order: [String] = []
    var taken: Set<String> = []
    for field in fields {
      let name = SwiftName.unique(
        stem(field.name, suffixes: ["TextField", "Field", "Input"], fallback: "field"), in: &taken)
      cases[field.node] = name
      order.append(name)
    }
    return (cases, next, order)
  }

  /// How a summary names the control `spec`: its spoken label or placeholder in quotes; nil for one with neither.
  func described(_ spec: ViewSpec, placeholder: String? = nil) -> String? {
    guard let label = spec.accessibility?.label ?? placeholder else { return nil }
    // A component's label is its parameter's, whatever the first instance shows.
    if let parameter = boundText(label) { return "`\(parameter)`" }
    return "'\(SwiftLiteral.comment(label))'"
  }

  /// A control's spoken label as Swift: the parameter of the struct that shows the same text (a component's
  /// `title`), or the design's text.
  func spoken(_ label: String) -> String { spokenBindings[label] ?? boundText(label) ?? SwiftLiteral.string(label) }

  /// The value of the struct a view showing `text` is bound to, if one is.
  private func boundText(_ text: String) -> String? {
    guard !textBindings.isEmpty, !text.isEmpty else { return nil }
    return layout.views.first { $0.properties.text == text && textBindings[$0.node] != nil }
      .flatMap { textBindings[$0.node] }
  }

  /// How many inputs `views` make: one a control a person sets, and those of each component instance.
  static func inputCount(_ views: [ViewSpec], options: SwiftUIEmitter.Options) -> Int {
    views.reduce(0) { count, view in
      count
        + (takesInput(view) ? 1 : view.component.map { options.componentInputs[$0.className]?.inputs.count ?? 0 } ?? 0)
    }
  }

  /// Whether `view` is a control a person types in, toggles or picks with.
  static func takesInput(_ view: ViewSpec) -> Bool {
    view.control?.holdsInput ?? false || view.showsSelectionMark
  }

  /// Records what could not be translated on `node`, and returns the comment to print.
  mutating func report(_ node: String, _ kind: Approximation.Kind, _ feature: String, _ message: String) -> String {
    findings.append(SwiftUIFinding(node: node, approximation: Approximation(kind, feature, message)))
    return message
  }
}

/// What the SwiftUI output of a view does not draw, or draws differently than the design.
struct SwiftUIFinding: Sendable, Hashable {
  var node: String
  var approximation: Approximation
}
