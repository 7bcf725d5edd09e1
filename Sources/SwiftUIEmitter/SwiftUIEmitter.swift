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

    /// Creates options.
    public init(deploymentMajor: Int = 16) {
      self.deploymentMajor = deploymentMajor
    }
  }

  public var options: Options
  public var style: SwiftUIStyle

  /// Creates an emitter.
  public init(options: Options = Options(), style: SwiftUIStyle = SwiftUIStyle()) {
    self.options = options
    self.style = style
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
    if component == nil {
      writer.line()
      if options.deploymentMajor < Self.minimumMajor { writer.line("@available(iOS \(Self.minimumMajor).0, *)") }
      writer.block("struct \(layout.className)_Previews: PreviewProvider {") { inner in
        let view = declaration.isPushed ? "NavigationStack { \(layout.className)() }" : "\(layout.className)()"
        inner.line("static var previews: some View { \(view) }")
      }
    }
    var names: [String: String] = [layout.node: layout.name]
    for view in layout.withCells.flatMap(\.views) { names[view.node] = view.name }
    let diagnostics =
      findings.map { finding($0, name: names[$0.node] ?? "", source: source) }
      + models.flatMap { $0.drift(source: source) }
    return SwiftUIFile(contents: writer.text, sourceMap: writer.sourceMap, diagnostics: diagnostics)
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
