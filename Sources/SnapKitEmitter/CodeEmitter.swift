public import LayoutIR
import Semantics
public import SwiftSource

/// Prints one screen of the IR as a Swift file: a `UIView` subclass with closure-initialised
/// subviews, every `addSubview` before the first constraint, and one `snp.makeConstraints` block
/// per view in SnapKit's attribute order.
public struct CodeEmitter: Sendable {
  /// What the generated code may use.
  public struct Options: Sendable, Hashable {
    /// The deployment target's major version: `safeAreaLayoutGuide` needs 11, `UIAction` 14.
    public var deploymentMajor: Int
    /// Whether the generated classes are `final`.
    public var finalClasses: Bool
    /// Whether each screen also gets a view controller that hosts it and owns its drawn bars.
    public var viewControllers: Bool

    /// Creates options.
    public init(deploymentMajor: Int = 12, finalClasses: Bool = false, viewControllers: Bool = false) {
      self.deploymentMajor = deploymentMajor
      self.finalClasses = finalClasses
      self.viewControllers = viewControllers
    }
  }

  public var options: Options
  /// How colours and fonts are spelt, with the ruleset's token symbols.
  public var style: UIKitStyle

  /// Creates an emitter.
  public init(options: Options = Options(), style: UIKitStyle = UIKitStyle()) {
    self.options = options
    self.style = style
  }

  /// How every generated file begins; a file without it is not figsnap's to overwrite.
  public static let marker = GeneratedSwift.marker

  /// How every file generated from `source` begins; the screen's node follows.
  public static func header(source: String) -> String { GeneratedSwift.header(source: source) }

  /// The Swift file for `screen` of a document read from `source`.
  public func emit(_ screen: LayoutScreen, source: String) -> SwiftSource {
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source, node: screen.node, name: screen.name))
    writer.line("// figsnap regenerates this file: extend the class in a subclass or an extension, not here.")
    writer.line()
    writer.line("import SnapKit")
    writer.line("import UIKit")
    writer.line()
    writeClass(screen, into: &writer)
    if options.viewControllers {
      writer.line()
      ViewControllerDeclaration(
        screen: screen, deploymentMajor: options.deploymentMajor, style: style, finalClass: options.finalClasses
      ).write(into: &writer)
    }
    // Each list's items and cells, after the view that shows them.
    for list in Self.lists(in: screen) {
      writer.line()
      writeClass(list.cell, list: list, into: &writer)
    }
    return writer.source
  }

  /// The name of the file that declares, once for every screen of an output folder, the view classes their
  /// decorations draw with and the font helpers their text is set with.
  public static let supportFileName = "FigsnapSupport.swift"

  /// The support file of `layouts` (every screen and component of a document, with their cells), generated from
  /// `source`: the view classes their decorations draw with, and the font helpers the generated files `emitted` (the
  /// layouts' and their tokens') call; nil when they use none.
  public func supportFile(for layouts: [LayoutScreen], emitted: [String], source: String) -> SwiftSource? {
    let views = Set(layouts.flatMap(supportViews)).sorted()
    let fonts = SupportFont.used(in: emitted)
    guard !views.isEmpty || !fonts.isEmpty else { return nil }
    var writer = SwiftWriter()
    let what = views.isEmpty ? "the font helpers" : fonts.isEmpty ? "the views" : "the views and font helpers"
    writer.line(GeneratedSwift.header(source: source) + "\(what) its screens draw with.")
    writer.line("// figsnap regenerates this file: declare your own views and helpers in another file.")
    writer.line()
    writer.line("import UIKit")
    for helper in views {
      writer.line()
      helper.write(into: &writer)
    }
    for helper in fonts {
      writer.line()
      helper.write(into: &writer)
    }
    return writer.source
  }

  /// The helper classes the decorations of a layout draw with.
  private func supportViews(of layout: LayoutScreen) -> [SupportView] {
    var used = rootDecoration(layout, isCell: layout.isCell).helpers
    for view in layout.views {
      used.formUnion(
        ViewDeclaration(view: view, style: style, deploymentMajor: options.deploymentMajor).decorationDeclaration
          .helpers)
    }
    return used.sorted()
  }

  /// The decoration of a layout's root: the view itself, or a cell's content view.
  private func rootDecoration(_ layout: LayoutScreen, isCell: Bool) -> DecorationDeclaration {
    DecorationDeclaration(
      properties: layout.rootProperties, receiver: isCell ? "contentView" : nil, style: style,
      deploymentMajor: options.deploymentMajor)
  }

  /// A screen's `UIView` subclass, or a list cell's `UICollectionViewCell` subclass with the struct of its items.
  private func writeClass(_ layout: LayoutScreen, list: ListSpec? = nil, into writer: inout SwiftWriter) {
    let names = Dictionary(layout.views.map { ($0.node, $0.name) }, uniquingKeysWith: { first, _ in first })
    let cell = list.map { CellDeclaration(list: $0, style: style) }
    if let cell { cell.writeItem(into: &writer) }
    let actions = options.deploymentMajor >= 14 ? ControlAction.all(layout.views) : []
    let lists = layout.views.compactMap { view in view.list.map { ListDeclaration(view: view, list: $0, style: style) }
    }
    let final = options.finalClasses ? "final " : ""
    writer.mark(layout.node, .declaration)
    writer.block("\(final)class \(layout.className): \(cell?.superclass ?? "UIView") {") { body in
      let parents = Set(layout.views.map(\.parent))
      let spacers = StackSpacers(layout)
      for view in layout.views where !spacers.spacers.contains(view.node) {
        var declaration = ViewDeclaration(view: view, style: style, deploymentMajor: options.deploymentMajor)
        declaration.isLeaf = !parents.contains(view.node)
        declaration.stack = StackDeclaration(view, in: layout.views)
        declaration.speaksItsItem = view.accessibility?.label.flatMap { list?.textField(repeating: $0) } != nil
        if let shadow = declaration.decorationDeclaration.siblingShadow {
          body.block("private let \(shadow.name): UIView = {", closer: "}()") { closure in
            for line in shadow.lines { closure.line(line) }
          }
          body.line()
        }
        body.mark(view.node, .declaration)
        declaration.write(into: &body)
        body.line()
      }
      for list in lists { list.writeProperties(into: &body) }
      for action in actions {
        body.line("/// \(action.summary)")
        body.line("var \(action.property): \(action.type)?")
        body.line()
      }
      body.block("override init(frame: CGRect) {") { initializer in
        initializer.line("super.init(frame: frame)")
        let root = rootDecoration(layout, isCell: cell != nil)
        if let cell {
          cell.writeBackground(layout.rootProperties, decoration: root, into: &initializer)
        } else {
          for line in ViewDeclaration.layerLines(layout.rootProperties, decoration: root, receiver: nil, style: style) {
            initializer.line(line)
          }
          if layout.rootProperties.clipsToBounds == true { initializer.line("clipsToBounds = true") }
          if layout.rootProperties.keepsLightAppearance == true {
            initializer.line(
              "// Dark Mode would leave some of its texts illegible: the screen keeps its light appearance.")
            initializer.line("overrideUserInterfaceStyle = .light")
          }
          writeKeyboardGuide(layout.views, into: &initializer)
        }
        for todo in layout.rootTodos { initializer.line("// TODO: \(SwiftLiteral.comment(todo.message))") }
        if !root.lines.isEmpty { initializer.line("addDecorations()") }
        initializer.line("addSubviews()")
        initializer.line("makeConstraints()")
        cell?.writeSetUp(into: &initializer)
        for list in lists { initializer.line(list.configureCall) }
        for action in actions { initializer.line(action.registration) }
        if options.deploymentMajor >= 14 { for line in Self.fieldChain(layout) { initializer.line(line) } }
      }
      body.line()
      body.block("required init?(coder: NSCoder) {") { required in
        required.line("fatalError(\"init(coder:) has not been implemented\")")
      }
      body.line()
      let component = layout.component.map { ComponentDeclaration(layout: layout, spec: $0, style: style) }
      component?.write(into: &body)
      var traits = TraitChangeDeclaration(views: layout.views, style: style, deploymentMajor: options.deploymentMajor)
      if cell == nil { traits.root = layout.rootProperties }
      traits.reapplied = component?.traitChangeLines ?? []
      if traits.isNeeded {
        traits.write(into: &body)
        body.line()
      }
      let rootLines = rootDecoration(layout, isCell: cell != nil).lines
      if !rootLines.isEmpty {
        body.line("/// What the view draws beyond its layer: its shadow, blur, gradient, shape or stroke.")
        body.block("private func addDecorations() {") { method in for line in rootLines { method.line(line) } }
        body.line()
      }
      writeAddSubviews(
        layout, names: names, spacers: spacers, container: cell == nil ? nil : "contentView", into: &body)
      body.line()
      writeConstraints(layout, names: names, spacers: spacers.spacers, into: &body)
      for list in lists {
        body.line()
        list.writeMethods(into: &body)
      }
      if let cell {
        body.line()
        cell.writeConfigure(into: &body)
      }
    }
    if !lists.isEmpty {
      writer.line()
      ListDeclaration.writeSelection(lists, of: layout.className, into: &writer)
    }
  }

  /// The return key of a field whose key says "next" moves to the next field.
  private static func fieldChain(_ layout: LayoutScreen) -> [String] {
    layout.returnKeyChain.map { field, next in
      "\(field.name).addAction(UIAction { [weak self] _ in self?.\(next.name).becomeFirstResponder() }, for: .editingDidEndOnExit)"
    }
  }

  /// The lists of `layout` and of its cells, each before its own cells' lists.
  private static func lists(in layout: LayoutScreen) -> [ListSpec] {
    layout.views.compactMap(\.list).flatMap { [$0] + lists(in: $0.cell) }
  }

  /// The `addSubview` calls, top-level views into `container` (a cell's `contentView`) or the view itself.
  private func writeAddSubviews(
    _ screen: LayoutScreen, names: [String: String], spacers: StackSpacers, container: String?,
    into writer: inout SwiftWriter
  ) {
    let stacks = Set(screen.views.filter { $0.role == .stack }.map(\.node))
    let root = container.map { $0 + "." } ?? ""
    writer.block("private func addSubviews() {") { body in
      for view in screen.views where !spacers.spacers.contains(view.node) {
        let guide = view.role == .layoutGuide
        let parent = view.parent == screen.node ? root : names[view.parent].map { $0 + "." }
        guard let parent else { continue }
        if view.parent == screen.node {
          body.line(guide ? "\(root)addLayoutGuide(\(view.name))" : "\(root)addSubview(\(view.name))")
        } else {
          // A stack arranges the views in its flow; one placed on its own is a plain subview of it.
          let arranged = stacks.contains(view.parent) && view.isInFlow
          let verb = guide ? "addLayoutGuide" : arranged ? "addArrangedSubview" : "addSubview"
          body.line("\(parent)\(verb)(\(view.name))")
        }
        // The view that casts a clipping view's shadows lies just below it (never arranged by a stack).
        if let shadow = view.properties.decoration.shadowView, !view.properties.decoration.shadows.isEmpty {
          body.line("\(parent)insertSubview(\(shadow), belowSubview: \(view.name))")
        }
        // The room an empty frame kept after it in its stack: where the code says the frame.
        if let (spacer, spacing) = spacers.spacingAfter[view.node] {
          body.mark(spacer, .declaration)
          body.line("\(parent)setCustomSpacing(\(SwiftLiteral.number(spacing)), after: \(view.name))")
        }
      }
    }
  }

  private func writeConstraints(
    _ screen: LayoutScreen, names: [String: String], spacers: Set<String>, into writer: inout SwiftWriter
  ) {
    writer.block("private func makeConstraints() {") { body in
      for view in screen.views where !spacers.contains(view.node) {
        let explicit = view.constraints.filter { !$0.implicit }
        defer {
          // The view that casts a clipping view's shadows covers it, however that one is laid out.
          if let shadow = view.properties.decoration.shadowView, !view.properties.decoration.shadows.isEmpty {
            body.line("\(shadow).snp.makeConstraints { make in make.edges.equalTo(\(view.name)) }")
          }
        }
        guard !explicit.isEmpty else { continue }
        let parentName = view.parent == screen.node ? "self" : names[view.parent] ?? "self"
        let chains = SnapChain.merged(
          explicit.map { constraint in
            SnapChain.chain(
              for: constraint, parentName: parentName, names: names,
              symbol: style.symbols.numberSymbol(constraint.token))
          })
        body.mark(view.node, .constraints)
        body.block("\(view.name).snp.makeConstraints { make in") { block in
          for chain in chains { writeChain(chain, into: &block) }
        }
      }
    }
  }

  /// For a screen bound to its keyboard layout guide, the guide reaching the screen's bottom while no keyboard shows.
  ///
  /// From iOS 17, what scrolls above the keyboard then runs under the home indicator, as a full-screen scroll view does.
  /// Before iOS 17 the guide starts at the safe area's bottom (what the validator solves).
  private func writeKeyboardGuide(_ views: [ViewSpec], into writer: inout SwiftWriter) {
    let usesGuide = views.contains { $0.constraints.contains(where: \.target.isKeyboard) }
    guard usesGuide else { return }
    let line = "keyboardLayoutGuide.usesBottomSafeArea = false"
    if options.deploymentMajor >= 17 {
      writer.line(line)
    } else {
      writer.block("if #available(iOS 17.0, *) {") { branch in branch.line(line) }
    }
  }

  private func writeChain(_ chain: SnapChain, into writer: inout SwiftWriter) {
    guard case .safeArea = chain.target, options.deploymentMajor < 11 else {
      writer.line(chain.code)
      return
    }
    var fallback = chain
    fallback.target = .superview
    writer.block("if #available(iOS 11.0, *) {", closer: nil) { branch in branch.line(chain.code) }
    writer.block("} else {") { branch in branch.line(fallback.code) }
  }
}
