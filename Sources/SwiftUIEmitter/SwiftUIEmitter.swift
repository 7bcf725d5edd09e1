public import Diagnostics
public import LayoutIR
import Semantics
public import SwiftSource

/// Prints one screen of the IR as a SwiftUI file: a `View` struct per screen, its drawn bars as navigation and tab
/// modifiers, its lists' rows and items, and what it could not translate as findings.
public struct SwiftUIEmitter: Sendable {
  /// What the generated code may use.
  public struct Options: Sendable, Hashable {
    /// The deployment target's major version; below 16 the structs are marked available from iOS 16
    /// (`NavigationStack`).
    public var deploymentMajor: Int
    /// Whether what a person types, toggles or picks belongs to the owner of a screen or component (a `@Binding` it
    /// passes), rather than to the view (`@State`).
    public var inputsBelongToOwner: Bool
    /// The inputs of each component struct with any, by class, that a view showing it passes bindings to
    /// (``SwiftUIEmitter/bindingInputs(of:)``).
    var componentInputs: [String: ComponentInputs] = [:]

    /// Creates options.
    public init(deploymentMajor: Int = 16, inputsBelongToOwner: Bool = true) {
      self.deploymentMajor = deploymentMajor
      self.inputsBelongToOwner = inputsBelongToOwner
    }
  }

  public var options: Options
  public var style: SwiftUIStyle

  /// Creates an emitter.
  public init(options: Options = Options(), style: SwiftUIStyle = SwiftUIStyle()) {
    self.options = options
    self.style = style
  }

  /// The emitter for a document whose components are `components`: a view that shows a component with inputs binds
  /// them to inputs of its own, so that its owner holds what a person types in the component, and passes the
  /// component's actions on as actions of its own, so that its owner hears what each instance's buttons do.
  public func bindingInputs(of components: [LayoutScreen]) -> SwiftUIEmitter {
    var emitter = self
    // One that shows another component is read after it.
    var pending = components.filter { $0.component != nil }
    while !pending.isEmpty {
      let waiting = Set(pending.map(\.className))
      let ready = pending.filter { layout in
        layout.views.allSatisfy { view in view.component.map { !waiting.contains($0.className) } ?? true }
      }
      // Figma forbids a component inside itself; were one found, it is read as it stands.
      let batch = ready.isEmpty ? pending : ready
      for layout in batch {
        var declaration = StructDeclaration(layout: layout, style: style, options: emitter.options)
        declaration.prepare(.component)
        let inputs = options.inputsBelongToOwner ? declaration.builder.inputs : []
        let actions = declaration.builder.actions
        guard !inputs.isEmpty || !actions.isEmpty else { continue }
        let title = layout.component?.parameters.first { $0.kind == .text }
        var titleText: String?
        if case .text(let text)? = title?.defaultValue { titleText = text }
        emitter.options.componentInputs[layout.className] = ComponentInputs(
          inputs: inputs, actions: actions, titleParameter: title?.name, title: titleText)
      }
      let done = Set(batch.map(\.className))
      pending.removeAll { done.contains($0.className) }
    }
    return emitter
  }

  /// The inputs of a component struct, and the text parameter whose value names an instance's bindings to them (a
  /// setting row's title names the binding of its switch: `isWiFiOn`), with its default.
  struct ComponentInputs: Sendable, Hashable {
    var inputs: [BodyBuilder.StoredProperty]
    /// The closures the component calls when its buttons are tapped.
    var actions: [BodyBuilder.ActionProperty] = []
    var titleParameter: String?
    var title: String?
  }

  /// The oldest iOS the generated SwiftUI runs on.
  static let minimumMajor = 16

  /// The Swift file of `layout` (a screen or a component) of a document read from `source`, and what it could not
  /// translate.
  public func emit(_ layout: LayoutScreen, source: String) -> SwiftUIFile {
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source, node: layout.node, name: layout.name))
    writer.line("// figsnap regenerates this file: compose, wrap or extend the view elsewhere, not here.")
    writer.line()
    writer.line("import SwiftUI")
    var declaration = StructDeclaration(layout: layout, style: style, options: options)
    let component = layout.component
    declaration.write(into: &writer, kind: component != nil ? .component : .screen)
    var findings = declaration.builder.findings
    var models = [
      ScreenModel(layout: layout, root: declaration.rootView, kind: component != nil ? .component : .screen)
    ]
    // Each list's rows and items, after the view that shows them.
    var pending = declaration.builder.rows
    var written: Set<String> = []
    while var row = pending.first {
      pending.removeFirst()
      guard let list = row.list, written.insert(list.cell.className).inserted else { continue }
      ListDeclarations(list: list, style: style).writeItems(into: &writer)
      row.write(into: &writer, kind: .row)
      findings += row.builder.findings
      models.append(ScreenModel(layout: list.cell, root: row.rootView, kind: .row))
      pending += row.builder.rows
    }
    if let component {
      writeComponentPreviews(component, layout: layout, bindings: declaration.ownerBindings, into: &writer)
    } else {
      writer.line()
      if options.deploymentMajor < Self.minimumMajor { writer.line("@available(iOS \(Self.minimumMajor).0, *)") }
      writer.block("struct \(layout.className)_Previews: PreviewProvider {") { inner in
        // The owner's inputs at the design's values.
        let bindings = declaration.ownerBindings.map { "\($0.name): .constant(\($0.initial))" }
        let screen = "\(layout.className)(\(bindings.joined(separator: ", ")))"
        let view = declaration.isPushed ? "NavigationStack { \(screen) }" : screen
        let line = "static var previews: some View { \(view) }"
        if inner.fits(line) {
          inner.line(line)
        } else {
          inner.block("static var previews: some View {") { body in
            Self.writeCall(layout.className, arguments: bindings, inNavigationStack: declaration.isPushed, into: &body)
          }
        }
      }
    }
    var names: [String: String] = [layout.node: layout.name]
    for view in layout.withCells.flatMap(\.views) { names[view.node] = view.name }
    let diagnostics =
      findings.map { finding($0, name: names[$0.node] ?? "", source: source) }
      + models.flatMap { $0.drift(source: source) }
    return SwiftUIFile(contents: writer.text, sourceMap: writer.sourceMap, diagnostics: diagnostics)
  }

  /// The previews of a component: each variant (or the component as it is) at the size the design draws it, with
  /// its inputs at the design's values.
  private func writeComponentPreviews(
    _ component: ComponentSpec, layout: LayoutScreen, bindings: [BodyBuilder.StoredProperty],
    into writer: inout SwiftWriter
  ) {
    let inputs = bindings.map { "\($0.name): .constant(\($0.initial))" }
    let calls =
      component.variants.isEmpty
      ? ["\(layout.className)(\(inputs.joined(separator: ", ")))"]
      : component.variants.map { variant in
        "\(layout.className)(\((inputs + ["variant: .\(variant.name)"]).joined(separator: ", ")))"
      }
    let size =
      "frame(width: \(SwiftLiteral.number(layout.canvas.width)), height: \(SwiftLiteral.number(layout.canvas.height)))"
    writer.line()
    if options.deploymentMajor < Self.minimumMajor { writer.line("@available(iOS \(Self.minimumMajor).0, *)") }
    writer.block("struct \(layout.className)_Previews: PreviewProvider {") { inner in
      inner.block("static var previews: some View {") { body in
        func write(_ call: String, into writer: inout SwiftWriter) {
          writer.line(call)
          writer.indented { $0.line("." + size) }
        }
        if calls.count == 1 {
          write(calls[0], into: &body)
        } else {
          body.block("VStack(spacing: 16) {") { stack in
            for call in calls { write(call, into: &stack) }
          }
        }
      }
    }
  }

  /// `Type(arguments)`, one argument a line, in a `NavigationStack` where asked.
  private static func writeCall(
    _ type: String, arguments: [String], inNavigationStack: Bool, into writer: inout SwiftWriter
  ) {
    guard !inNavigationStack else {
      writer.block("NavigationStack {") {
        Self.writeCall(type, arguments: arguments, inNavigationStack: false, into: &$0)
      }
      return
    }
    writer.block("\(type)(", closer: ")") { inner in
      for (index, argument) in arguments.enumerated() {
        inner.line(argument + (index < arguments.count - 1 ? "," : ""))
      }
    }
  }

  private func finding(_ finding: SwiftUIFinding, name: String, source: String) -> Diagnostic {
    let approximation = finding.approximation
    return Diagnostic(
      approximation.kind == .untranslated ? .warning : .note, approximation.findingID, "\(approximation.message)",
      at: SourceLocation(file: source), node: NodeRef(id: finding.node, name: name))
  }
}

/// A generated SwiftUI file and its findings.
public struct SwiftUIFile: Sendable, Hashable {
  public var contents: String
  /// Where the file writes each design node's view.
  public var sourceMap: SwiftSourceMap
  /// What it does not draw or draws differently, and where its layout leaves the design.
  public var diagnostics: [Diagnostic]
}
