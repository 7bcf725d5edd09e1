import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// One view of the IR as SwiftUI: its content, its size as the design sizes it, its decorations and what VoiceOver
  /// says; nil for what SwiftUI draws itself or has no view for.
  mutating func view(for spec: ViewSpec, width: FlowItem.Sizing, height: FlowItem.Sizing) -> SwiftUIView? {
    guard var view = content(of: spec, width: width, height: height) else { return nil }
    view = sized(view, spec, width: width, height: height)
    if spec.flow != nil {
      // A hugging frame with children that fill it is as large as its other children: its ideal size.
      let items = (children[spec.node] ?? []).filter { !($0.item?.isAbsolute ?? false) }
      let fixesWidth = width == .hug && items.contains { $0.item?.width == .fill }
      let fixesHeight = height == .hug && items.contains { $0.item?.height == .fill }
      if fixesWidth || fixesHeight { view = view.modified(.fixedSize(horizontal: fixesWidth, vertical: fixesHeight)) }
    }
    view.modifiers += absoluteLayers(of: spec.node, frame: spec.frame)
    let size = Size(width: spec.frame.width, height: spec.frame.height)
    let buttonStyle = spec.control?.button?.buttonStyle
    if spec.role != .button || buttonStyle == .plain || buttonStyle == nil {
      view = decorated(view, properties: spec.properties, node: spec.node, size: size)
    } else {
      view = decorated(view, properties: Self.withoutButtonFill(spec.properties), node: spec.node, size: size)
    }
    view = accessible(view, spec)
    view.node = spec.node
    view.boxModifiers = view.modifiers.count
    view.todos = spec.todos.map(\.message) + view.todos
    splitLongBox(&view)
    // A large part of a screen is a property of its own: a body the compiler and a reader can take in.
    if view.count > Self.largestInlineView, view.content != nil {
      hold(&view, named: spec.name)
    }
    return view
  }

  /// How many views a part of the body may hold before it becomes a property of its own.
  static let largestInlineView = 24

  /// How many lines a body or a part's property may take before its longest parts go to properties of their own.
  static let longestBox = 120

  /// Holds the longest parts of `view` (each split the same way first) in properties of their own until its box is
  /// at most ``longestBox`` lines: a column of thirty rows of a few views each is several properties, not one body of
  /// four hundred lines.
  mutating func splitLongBox(_ view: inout SwiftUIView) {
    guard view.count > 8, var content = view.content else { return }
    var lines = view.boxLines
    guard lines > Self.longestBox else { return }
    var partLines = content.map { $0.property == nil && $0.content != nil ? $0.usageLines : 0 }
    while lines > Self.longestBox, let longest = partLines.indices.max(by: { partLines[$0] < partLines[$1] }),
      partLines[longest] > 0
    {
      var part = content[longest]
      splitLongBox(&part)
      hold(&part, named: partName(part))
      content[longest] = part
      view.content = content
      lines -= partLines[longest] - part.usageLines
      partLines[longest] = 0
    }
  }

  /// Makes `view` a property of the struct named after `name`, the body referring to it by that name.
  mutating func hold(_ view: inout SwiftUIView, named name: String) {
    // The property holds the box; what places the view stays where the body uses it.
    if view.boxModifiers == nil { view.boxModifiers = view.modifiers.count }
    view.property = uniqueName(name)
    subviews.append(view)
  }

  /// The name of a part held by a property: its view's, or for a stack the design has no layer for, what it is
  /// named after the first view it shows (`titleRow` for a row that starts with `titleLabel`).
  private func partName(_ part: SwiftUIView) -> String {
    if let spec = spec(of: part) { return spec.name }
    let kind: String
    switch part.layout {
    case .stack(.horizontal, _, _): kind = "Row"
    case .stack(.vertical, _, _): kind = "Column"
    default: kind = "Section"
    }
    guard let first = firstNamed(in: part) else { return SwiftName.lowerFirst(kind) }
    let suffixes = ["ImageView", "TextField", "TextView", "Label", "Button", "Switch", "View"]
    return Self.stem(first.name, suffixes: suffixes, fallback: first.name) + kind
  }

  /// The view of the design a part of the body shows, if it shows one.
  private func spec(of part: SwiftUIView) -> ViewSpec? {
    part.node.flatMap { node in layout.views.first { $0.node == node } }
  }

  /// The first view of the design inside `part`, in the order the body shows them.
  private func firstNamed(in part: SwiftUIView) -> ViewSpec? {
    for view in part.content ?? [] {
      if let found = spec(of: view) ?? firstNamed(in: view) { return found }
    }
    return nil
  }

  /// What a button's style draws itself is not drawn again.
  private static func withoutButtonFill(_ properties: ViewProperties) -> ViewProperties {
    var properties = properties
    properties.backgroundColor = nil
    properties.clipsToBounds = nil
    return properties
  }

  /// The view's own content, before its size and decorations; `width` and `height` are how it is sized (a button's
  /// label fills a button that does not hug it).
  mutating func content(
    of spec: ViewSpec, width: FlowItem.Sizing = .fixed, height: FlowItem.Sizing = .fixed
  ) -> SwiftUIView? {
    // A view of a component's class (a drawn bar's included) is an instance of that view, whatever it is for.
    if spec.component != nil { return componentInstance(spec) }
    switch spec.role.swiftUIContent {
    case .text: return text(spec)
    case .image: return image(spec)
    case .button: return button(spec, width: width, height: height)
    case .tappable: return tappable(spec, width: width, height: height)
    case .field: return field(spec)
    case .control: return control(spec)
    case .untranslated(let id, let message):
      _ = report(spec.node, .untranslated, id, message)
      return nil
    case .list: return list(spec)
    case .component: return componentInstance(spec)
    case .scroll: return scroll(spec)
    case .nothing: return nil
    case .container:
      if children[spec.node]?.contains(where: { $0.role != .layoutGuide }) ?? false {
        return container(spec.node, flow: spec.flow, frame: spec.frame, grows: spec.freeSizing(false) == .hug)
      }
      let box = Size(width: spec.frame.width, height: spec.frame.height)
      let leaf = SwiftUIView.Layout.leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true)
      return SwiftUIView("Color.clear", layout: leaf)
    }
  }

  /// A scroll view and the content it scrolls.
  private mutating func scroll(_ spec: ViewSpec) -> SwiftUIView {
    let content = (children[spec.node] ?? []).first
    let vertical = spec.frame.width >= (content?.frame.width ?? 0) - 0.5
    let axis: FlowLayout.Axis = vertical ? .vertical : .horizontal
    var inner: [SwiftUIView] = []
    if let content {
      var view = container(content.node, flow: content.flow, frame: content.frame)
      view.node = content.node
      let box = content.frame
      // A column of the content fills the width already.
      let fillsWidth: Bool = if case .fill(true, _, .topLeading) = view.modifiers.last { true } else { false }
      if !(vertical && fillsWidth) {
        view = view.modified(
          vertical
            ? .fill(width: true, height: false, alignment: .topLeading)
            : .frame(width: nil, height: box.height, alignment: .topLeading))
      }
      view.modifiers += absoluteLayers(of: content.node, frame: box)
      inner.append(view)
    }
    var scroll = SwiftUIView(vertical ? "ScrollView" : "ScrollView(.horizontal)", content: inner, layout: .scroll(axis))
    if spec.properties.dismissesKeyboardInteractively == true, options.deploymentMajor >= 16 {
      scroll = scroll.modified(.call("scrollDismissesKeyboard(.interactively)"))
    }
    return scroll
  }

  /// The view at the design's size: fixed axes as a frame, filling ones as an unbounded frame, hugging ones as the
  /// content's own size (a view that takes what it is offered keeps its design size instead).
  func sized(_ view: SwiftUIView, _ spec: ViewSpec, width: FlowItem.Sizing, height: FlowItem.Sizing) -> SwiftUIView {
    var width = width
    var height = height
    if case .leaf(_, let flexibleWidth, let flexibleHeight, _) = view.layout {
      if flexibleWidth, width == .hug { width = .fixed }
      if flexibleHeight, height == .hug { height = .fixed }
    }
    // Text keeps the height of its lines at every text size: its box is at least the design's, not exactly it.
    var minimumHeight = spec.role == .label && height == .fixed ? Self.rounded(spec.frame.height) : nil
    if minimumHeight != nil { height = .hug }
    // A view that would size itself to its content, given a size of its own (a field drawn taller than its line, a
    // link wider than its title): at least the design's height, or exactly the design's size.
    let ownSize = { (attribute: Constraint.Attribute) in
      spec.constraints.first { $0.attribute == attribute && $0.target == .constant && $0.priority >= 1000 }
    }
    if height == .hug, minimumHeight == nil, let own = ownSize(.height) {
      if own.relation == .greaterThanOrEqual {
        minimumHeight = Self.rounded(own.constant)
      } else if own.relation == .equal {
        height = .fixed
      }
    }
    if width == .hug, ownSize(.width)?.relation == .equal { width = .fixed }
    if case .unmodelled = view.layout {
      if width == .hug { width = .fixed }
      if height == .hug { height = .fixed }
    }
    let alignment = frameAlignment(of: spec)
    var view = view
    let fixedWidth = width == .fixed ? Self.rounded(spec.frame.width) : nil
    let fixedHeight = height == .fixed ? Self.rounded(spec.frame.height) : nil
    if fixedWidth != nil || fixedHeight != nil {
      let symbols = SizeSymbols(
        width: fixedWidth.flatMap { sizeSymbol(spec, .width, $0) },
        height: fixedHeight.flatMap { sizeSymbol(spec, .height, $0) })
      view = view.modified(.frame(width: fixedWidth, height: fixedHeight, alignment: alignment, symbols: symbols))
    }
    if let minimumHeight {
      view = view.modified(
        .minHeight(minimumHeight, alignment: alignment, symbol: sizeSymbol(spec, .height, minimumHeight)))
    }
    if width == .fill || height == .fill {
      view = view.modified(.fill(width: width == .fill, height: height == .fill, alignment: alignment))
    }
    return view
  }

  /// Where a view's content sits in a frame larger than itself.
  private func frameAlignment(of spec: ViewSpec) -> SwiftUIView.Alignment2D {
    if let flow = spec.flow { return Self.frameAlignment(of: flow) }
    if spec.role == .label {
      switch spec.properties.textAlignment {
      case .center?: return .center
      case .right?: return SwiftUIView.Alignment2D(horizontal: .end, vertical: .center)
      default: return SwiftUIView.Alignment2D(horizontal: .start, vertical: .center)
      }
    }
    if spec.role == .container || spec.role == .stack { return .topLeading }
    return .center
  }

  /// VoiceOver's label and traits.
  private func accessible(_ view: SwiftUIView, _ spec: ViewSpec) -> SwiftUIView {
    guard let accessibility = spec.accessibility else { return view }
    var view = view
    if accessibility.isElement == true, spec.role == .container || spec.role == .stack {
      // One element that reads what its texts say, in order.
      view = view.modified(.call("accessibilityElement(children: .combine)"))
    } else if let label = accessibility.label, spec.role != .label {
      view = view.modified(.call("accessibilityLabel(\(spoken(label)))"))
    }
    if accessibility.isHeader { view = view.modified(.call("accessibilityAddTraits(.isHeader)")) }
    if accessibility.isElement == false { view = view.modified(.call("accessibilityHidden(true)")) }
    return view
  }

  /// The symbol of the number token `spec`'s own `attribute` (a width or height constraint) is, when it is `value`.
  func sizeSymbol(_ spec: ViewSpec, _ attribute: Constraint.Attribute, _ value: Double) -> String? {
    let own = spec.constraints.first { $0.attribute == attribute && $0.target == .constant && $0.token != nil }
    guard let own, abs(own.constant - value) < 0.0005 else { return nil }
    return style.symbols.numberSymbol(own.token)
  }
}
