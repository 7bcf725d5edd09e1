import LayoutIR
import Semantics
import SwiftSource

/// One `View` struct: a screen, a component or a list's row, its properties (inputs, items, parameters, actions),
/// its initialiser and its body with the screen's bars as modifiers.
struct StructDeclaration {
  var builder: BodyBuilder
  let layout: LayoutScreen
  let list: ListSpec?
  /// The body's content without the bars' modifiers, for the layout model.
  private(set) var rootView = SwiftUIView("EmptyView()", layout: .transparent)
  private var parameters: [BodyBuilder.StoredProperty] = []
  private var computed: [[String]] = []
  private var isPrepared = false
  private var body = SwiftUIView("EmptyView()", layout: .transparent)

  init(layout: LayoutScreen, style: SwiftUIStyle, options: SwiftUIEmitter.Options, list: ListSpec? = nil) {
    self.layout = layout
    self.list = list
    builder = BodyBuilder(layout: layout, style: style, options: options, isRow: list != nil)
  }

  /// Builds the body: binds a row's fields to its item and a component's views to its parameters.
  mutating func prepare(_ kind: BodyBuilder.RootKind) {
    guard !isPrepared else { return }
    isPrepared = true
    if let list {
      _ = builder.uniqueName("item")
      for field in list.fields {
        let value = "item.\(field.name)" + (field.isOptional ? " ?? \(field.kind.absent)" : "")
        switch field.kind {
        case .text: builder.textBindings[field.view] = value
        case .image: builder.imageBindings[field.view] = "Image(\(value))"
        case .progress, .isOn, .count: builder.valueBindings[field.view] = value
        }
      }
      for view in layout.views {
        guard let label = view.accessibility?.label, let field = list.textField(repeating: label) else { continue }
        builder.spokenBindings[label] = "item.\(field.name)" + (field.isOptional ? " ?? \"\"" : "")
      }
    }
    if let component = layout.component { (parameters, computed) = builder.bindComponent(component) }
    rootView = builder.rootContent(kind)
    body = wrappedInChrome(rootView)
    // Dark Mode would leave some of its texts illegible: the screen keeps its light appearance.
    if layout.rootProperties.keepsLightAppearance == true {
      body = body.modified(.call("environment(\\.colorScheme, .light)"))
    }
  }

  /// Prints the struct, building its body first if it was not.
  mutating func write(into writer: inout SwiftWriter, kind: BodyBuilder.RootKind) {
    prepare(kind)
    let body = self.body
    let name = list.map(BodyBuilder.rowType) ?? layout.className
    writer.line()
    writer.line("/// \(SwiftLiteral.comment(summary(kind)))")
    if builder.options.deploymentMajor < SwiftUIEmitter.minimumMajor {
      writer.line("@available(iOS \(SwiftUIEmitter.minimumMajor).0, *)")
    }
    let generic = destinationItem != nil ? "<Destination: View>" : ""
    writer.mark(layout.node, .declaration)
    writer.block("struct \(name)\(generic): View {") { inner in
      writeProperties(into: &inner)
      inner.block("var body: some View {") { body.write(into: &$0) }
      for view in heldParts(of: body) {
        inner.line()
        guard let name = view.property else { continue }
        if let node = view.node { inner.mark(node, .declaration) }
        inner.block("private var \(name): some View {") { view.writeBox(into: &$0) }
      }
    }
    if destinationItem != nil { writeDestinationlessInitializer(name, into: &writer) }
  }

  /// The parts of the body held by properties, in the order the body shows them (a part before the parts inside
  /// it), and any the body does not show after them, as they were made.
  private func heldParts(of body: SwiftUIView) -> [SwiftUIView] {
    var parts: [SwiftUIView] = []
    var written: Set<String> = []
    for view in body.heldViews + builder.subviews.reversed() {
      guard let name = view.property, written.insert(name).inserted else { continue }
      parts.append(view)
    }
    return parts
  }

  /// The item type whose rows open the screen `destination` makes, where the struct's own `NavigationStack` shows
  /// them: the owner cannot add the `navigationDestination` inside it.
  var destinationItem: String? {
    guard layout.chrome?.navigation != nil, !isPushed else { return nil }
    return builder.linkedItems.first
  }

  /// A row's item, the owner's bindings, stored properties and actions as initialiser arguments, each with its default.
  private var ownerArguments: [String] {
    (list.map { ["item: \($0.itemType)"] } ?? [])
      + ownerBindings.map { "\($0.name): Binding<\($0.type)>" }
      + (parameters + builder.listProperties).map { "\($0.name): \($0.type) = \($0.initial)" }
      + builder.actions.map { "\($0.name): @escaping \($0.type) = \($0.none)" }
  }

  /// The inputs the owner passes as bindings, in the order the initialiser takes them.
  var ownerBindings: [BodyBuilder.StoredProperty] { builder.inputsAreBindings ? builder.inputs : [] }

  /// `init(…)` for a screen before its rows open anything: the destination is an empty view.
  private func writeDestinationlessInitializer(_ name: String, into writer: inout SwiftWriter) {
    guard let item = destinationItem else { return }
    writer.line()
    if builder.options.deploymentMajor < SwiftUIEmitter.minimumMajor {
      writer.line("@available(iOS \(SwiftUIEmitter.minimumMajor).0, *)")
    }
    writer.block("extension \(name) where Destination == EmptyView {") { inner in
      inner.line("/// The screen before its rows open anything; `destination` makes the screen a row's \(item) opens.")
      let names =
        (list == nil ? [] : ["item"]) + (ownerBindings + parameters + builder.listProperties).map(\.name)
        + builder.actions.map(\.name)
      Self.writeInitializer(
        ownerArguments, into: &inner,
        body: [
          "self.init(" + (names.map { "\($0): \($0)" } + ["destination: { _ in EmptyView() }"]).joined(separator: ", ")
            + ")"
        ])
    }
  }

  /// `init(arguments) { body }`, its arguments one per line when they are long.
  private static func writeInitializer(_ arguments: [String], into writer: inout SwiftWriter, body: [String]) {
    let opener: String
    if arguments.joined(separator: ", ").count > 90 {
      writer.line("init(")
      writer.indented { inner in
        for (index, argument) in arguments.enumerated() {
          inner.line(argument + (index < arguments.count - 1 ? "," : ""))
        }
      }
      opener = ") {"
    } else {
      opener = "init(\(arguments.joined(separator: ", "))) {"
    }
    writer.block(opener) { inner in
      for line in body { inner.line(line) }
    }
  }

  private func summary(_ kind: BodyBuilder.RootKind) -> String {
    switch kind {
    case .screen:
      let tab = layout.chrome?.tabBar.map { _ in " Its tab item is set: show it in the app's TabView." } ?? ""
      return "The '\(layout.name)' screen, as designed in Figma.\(tab)"
    case .row: return "A row of the list, laid out from the design's first row."
    case .component:
      let name = layout.component?.name ?? layout.name
      return layout.component?.isSection == true
        ? "The '\(name)' frame of a long screen, in a view of its own." : "The '\(name)' component."
    }
  }

  private func writeProperties(into writer: inout SwiftWriter) {
    var wrote = false
    if let list { writer.line("let item: \(list.itemType)") }
    if let component = layout.component, !component.variants.isEmpty {
      writer.block("enum Variant {") { inner in
        for variant in component.variants {
          inner.line("/// `\(SwiftLiteral.comment(variant.figmaName))`.")
          inner.line("case \(variant.name)")
        }
      }
      writer.line()
      wrote = true
    }
    if !builder.focusOrder.isEmpty {
      // Which field of the return key's chain has the focus.
      writer.line("private enum Field: Hashable { case \(builder.focusOrder.joined(separator: ", ")) }")
      writer.line("@FocusState private var focusedField: Field?")
      wrote = true
    }
    for input in builder.inputs {
      if builder.inputsAreBindings {
        if let summary = input.summary { writer.line("/// \(SwiftName.upperFirst(summary)).") }
        writer.line("@Binding var \(input.name): \(input.type)")
      } else if input.seed != nil {
        // Each row starts at its item's value, set in the initialiser.
        writer.line("@State private var \(input.name): \(input.type)")
      } else {
        writer.line("@State private var \(input.name): \(input.type) = \(input.initial)")
      }
      wrote = true
    }
    let stored =
      parameters
      + builder.listProperties
    for property in stored {
      writer.line("var \(property.name): \(property.type) = \(property.initial)")
      wrote = true
    }
    for action in builder.actions {
      writer.line("/// Called when \(SwiftLiteral.comment(action.summary)).")
      writer.line("var \(action.name): \(action.type) = \(action.none)")
      wrote = true
    }
    if let item = destinationItem {
      writer.line("/// The screen a row opens, for its item.")
      writer.line("var destination: (\(item)) -> Destination")
      wrote = true
    }
    for lines in computed {
      for line in lines { writer.line(line) }
      wrote = true
    }
    // Private state makes the memberwise initialiser private: an owner that passes values needs one it can call.
    let destination = destinationItem.map { ["destination: @escaping (\($0)) -> Destination"] } ?? []
    // Private state (the view's own inputs, its focus) makes the memberwise initialiser private.
    let privateState = !builder.inputs.isEmpty && !builder.inputsAreBindings || !builder.focusOrder.isEmpty
    let passed = !stored.isEmpty || !builder.actions.isEmpty || !ownerBindings.isEmpty
    let seeds =
      builder.inputsAreBindings
      ? []
      : builder.inputs.compactMap { input in
        input.seed.map { "_\(input.name) = State(initialValue: \($0))" }
      }
    if privateState && passed || !destination.isEmpty || !seeds.isEmpty {
      writer.line()
      let names =
        (list == nil ? [] : ["item"]) + stored.map(\.name) + builder.actions.map(\.name)
        + (destination.isEmpty ? [] : ["destination"])
      Self.writeInitializer(
        ownerArguments + destination, into: &writer,
        body: ownerBindings.map { "_\($0.name) = \($0.name)" } + names.map { "self.\($0) = \($0)" } + seeds)
    }
    if wrote { writer.line() }
  }

  /// Whether the screen is pushed onto a navigation stack, as its drawn bar has a back button.
  ///
  /// A pushed screen has no stack of its own: its owner's shows it.
  var isPushed: Bool { layout.chrome?.navigation?.leading.contains { $0.name == "back" } ?? false }

  /// The body: the content, inside a `NavigationStack` with its title and toolbar where the screen draws a navigation
  /// bar, with its tab item where it draws a tab bar.
  private mutating func wrappedInChrome(_ content: SwiftUIView) -> SwiftUIView {
    guard let chrome = layout.chrome else { return content }
    var body = content
    if let navigation = chrome.navigation {
      var inner = content
      if let title = navigation.title {
        inner = inner.modified(.call("navigationTitle(\(SwiftLiteral.string(title)))"))
      }
      inner = inner.modified(
        .call("navigationBarTitleDisplayMode(\(navigation.prefersLargeTitle ? ".large" : ".inline"))"))
      let modern = builder.options.deploymentMajor >= 17
      let items =
        navigation.leading.map { toolbarItem($0, placement: modern ? ".topBarLeading" : ".navigationBarLeading") }
        + navigation.trailing.map { toolbarItem($0, placement: modern ? ".topBarTrailing" : ".navigationBarTrailing") }
      if !items.isEmpty { inner = inner.modified(.closure("toolbar", items)) }
      if let item = destinationItem {
        inner = inner.modified(.call("navigationDestination(for: \(item).self, destination: destination)"))
      }
      if isPushed {
        // Shown in the owner's stack: its own back button, not the system's.
        body = inner.modified(.call("navigationBarBackButtonHidden(true)"))
      } else {
        body = SwiftUIView("NavigationStack", content: [inner], layout: .transparent)
      }
    }
    if let tabBar = chrome.tabBar, let item = tabBar.items[safe: tabBar.selectedIndex ?? 0] {
      let title = SwiftLiteral.string(item.title ?? item.accessibilityLabel ?? SwiftName.upperFirst(item.name))
      let label =
        item.image.map { image in
          builder.style.isSymbol(image)
            ? "Label(\(title), systemImage: \(SwiftLiteral.string(image)))"
            : "Label(\(title), image: \(SwiftLiteral.string(image)))"
        } ?? "Text(\(title))"
      body = body.modified(.closure("tabItem", [SwiftUIView(label, layout: .transparent)]))
    }
    return body
  }

  private mutating func toolbarItem(_ item: BarItem, placement: String) -> SwiftUIView {
    let action = builder.actionName(for: item.name, suffixes: ["Button"], summary: "is tapped", label: item.title)
    let label: SwiftUIView
    if let title = item.title {
      label = SwiftUIView("Text(\(SwiftLiteral.string(title)))", layout: .transparent)
    } else if let image = item.image {
      label = SwiftUIView(builder.style.image(image), layout: .transparent)
    } else {
      label = SwiftUIView("Text(\(SwiftLiteral.string(SwiftName.upperFirst(item.name))))", layout: .transparent)
    }
    var button = SwiftUIView("Button(action: \(action))", content: [label], layout: .transparent)
    if let spoken = item.accessibilityLabel {
      button = button.modified(.call("accessibilityLabel(\(SwiftLiteral.string(spoken)))"))
    }
    return SwiftUIView("ToolbarItem(placement: \(placement))", content: [button], layout: .transparent)
  }
}

extension Array {
  /// The element at `index`, or nil outside the array.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
