import LayoutIR
import SwiftSource

/// One view expression of the generated SwiftUI, what it prints and how it lays out: its initialiser, the views of
/// its trailing `@ViewBuilder` closure, its modifiers in order, and the design node whose frame it must reproduce.
struct SwiftUIView: Sendable, Hashable {
  /// How the view sizes itself, for the layout model.
  enum Layout: Sendable, Hashable {
    /// Content of its own: `ideal` where offered that much; flexible axes take what they are offered; `shrinks` when
    /// it takes less than ideal where offered less (text wraps).
    case leaf(ideal: Size, flexibleWidth: Bool, flexibleHeight: Bool, shrinks: Bool)
    case spacer(minLength: Double)
    case stack(FlowLayout.Axis, alignment: Alignment1D, spacing: Double)
    case zstack(Alignment2D)
    case scroll(FlowLayout.Axis)
    case grid(columns: Int, spacing: Double, lineSpacing: Double)
    /// Lays out its one child as itself (a `NavigationStack`, a `ForEach` of one row, a `Group`).
    case transparent
    /// A view the model does not lay out, at the design's size.
    case unmodelled(reason: String, size: Size)
  }

  /// A place in a box along one axis: leading or top, centre, trailing or bottom.
  enum Alignment1D: String, Sendable, Hashable {
    case start, center, end
  }

  /// A place in a box: the SwiftUI `Alignment` of two one-axis places.
  struct Alignment2D: Sendable, Hashable {
    var horizontal: Alignment1D
    var vertical: Alignment1D

    static let center = Alignment2D(horizontal: .center, vertical: .center)
    static let topLeading = Alignment2D(horizontal: .start, vertical: .start)

    /// `.topLeading`, `.center`, `.bottom`.
    var swift: String {
      let vertical = ["start": "top", "center": "", "end": "bottom"][self.vertical.rawValue] ?? ""
      let horizontal = ["start": "leading", "center": "", "end": "trailing"][self.horizontal.rawValue] ?? ""
      if vertical.isEmpty && horizontal.isEmpty { return ".center" }
      if vertical.isEmpty { return "." + horizontal }
      if horizontal.isEmpty { return "." + vertical }
      return "." + vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
    }
  }

  /// `Text("Hi")`, `VStack(alignment: .leading, spacing: 8)`.
  var expression: String
  /// The views of the trailing closure, or nil for none.
  var content: [SwiftUIView]?
  /// The closure's parameter: `item` for `ForEach(items) { item in`.
  var parameter: String?
  /// A second trailing closure and its label: `header` for `Section { … } header: { … }`.
  var trailing: TrailingClosure?

  /// A labelled trailing closure after the first.
  struct TrailingClosure: Sendable, Hashable {
    var label: String
    var content: [SwiftUIView]
  }
  var modifiers: [SwiftUIModifier] = []
  var layout: Layout
  /// The design node the view shows, whose frame the layout model compares.
  var node: String?
  /// Lines printed as `// TODO:` comments above the view.
  var todos: [String] = []
  /// How many of the modifiers make the view the design node's box; the rest place it in its parent.
  var boxModifiers: Int?
  /// The property of the struct that holds the view's box, where the body refers to it by name.
  var property: String?

  /// How many views the view holds, itself included.
  var count: Int { 1 + (content ?? []).reduce(0) { $0 + $1.count } }

  /// The views held by properties inside this one, itself first where it is one, in the order the body shows them:
  /// its content, then what its modifiers draw.
  var heldViews: [SwiftUIView] {
    var found: [SwiftUIView] = property == nil ? [] : [self]
    for view in (content ?? []) + (trailing?.content ?? []) { found += view.heldViews }
    for modifier in modifiers {
      if case .closure(_, let views) = modifier { found += views.flatMap(\.heldViews) }
    }
    return found
  }

  /// About how many lines the view's box takes where it is declared, each part held by a property of its own one
  /// line and its placing modifiers: a line a view, a modifier and a brace, without writing them (or breaking long
  /// ones).
  var boxLines: Int { lines(modifiers: Array(modifiers.prefix(boxModifiers ?? modifiers.count))) }

  /// About how many lines the view takes where the body uses it.
  var usageLines: Int {
    property == nil ? lines(modifiers: modifiers) : 1 + modifiers.dropFirst(boxModifiers ?? 0).count
  }

  private func lines(modifiers: [SwiftUIModifier]) -> Int {
    var count = todos.count + modifiers.reduce(0) { $0 + $1.lines }
    guard let content else { return count + 1 }
    count += 2 + content.reduce(0) { $0 + $1.usageLines }
    if let trailing { count += 1 + trailing.content.reduce(0) { $0 + $1.usageLines } }
    return count
  }

  init(
    _ expression: String, content: [SwiftUIView]? = nil, parameter: String? = nil, layout: Layout,
    node: String? = nil
  ) {
    self.expression = expression
    self.content = content
    self.parameter = parameter
    self.layout = layout
    self.node = node
  }

  /// The view with `modifier` after the ones it has.
  func modified(_ modifier: SwiftUIModifier) -> SwiftUIView {
    var view = self
    view.modifiers.append(modifier)
    return view
  }

  /// Prints the view, its closure and its modifiers, one per line: a view held by a property as its name and the
  /// modifiers that place it.
  func write(into writer: inout SwiftWriter) {
    if let property {
      // The view is declared where its property is (`StructDeclaration` marks it there), not where the body uses it.
      writer.line(property)
      writer.indented { inner in
        for modifier in modifiers.dropFirst(boxModifiers ?? 0) { modifier.write(into: &inner) }
      }
      return
    }
    writeBox(into: &writer, modifiers: modifiers)
  }

  /// Prints the view's box, as its property declares it.
  func writeBox(into writer: inout SwiftWriter) {
    writeBox(into: &writer, modifiers: Array(modifiers.prefix(boxModifiers ?? modifiers.count)))
  }

  private func writeBox(into writer: inout SwiftWriter, modifiers: [SwiftUIModifier]) {
    for todo in todos { writer.line("// TODO: \(SwiftLiteral.comment(todo))") }
    if let node { writer.mark(node, .declaration) }
    if let content {
      let opener = expression + " {" + (parameter.map { " \($0) in" } ?? "")
      writer.block(opener, closer: trailing == nil ? "}" : nil) { inner in
        for view in content { view.write(into: &inner) }
      }
      if let trailing {
        writer.block("} \(trailing.label): {") { inner in
          for view in trailing.content { view.write(into: &inner) }
        }
      }
    } else if writer.breaksWithHangingClose(expression) {
      // A view too long for a line closes its call on a line of its own, as a brace: its modifiers line up with it.
      writer.line(expression, hangingClose: true)
      for modifier in modifiers { modifier.write(into: &writer) }
      return
    } else {
      writer.line(expression)
    }
    // Modifiers line up with a closing brace, and go one level in under a view of one line.
    if content != nil {
      for modifier in modifiers { modifier.write(into: &writer) }
    } else {
      writer.indented { inner in
        for modifier in modifiers { modifier.write(into: &inner) }
      }
    }
  }
}
