import FigmaModel
import Foundation
import LayoutIR
import LayoutPlanner
import Pipeline
import Semantics
import TestSupport
import Testing

/// Issue 29: nothing the design shows is dropped silently.
///
/// The test walks every visible text and picture of every screen of each input (the examples, the default ruleset's
/// cases, the shared fixtures and the development set's committed designs) and proves each is a view of its own, the
/// content of the control that absorbed it (a button's title or image, a field's placeholder, a segment's title, a
/// control's label, or a layer drawn loose over the control, such as a title over a button's rectangle), a part of
/// what draws it whole (a list's rows, a component's class, an icon's or an
/// illustration's image), inside a node skipped with a reason, or named by a finding on the view that absorbed it.
@Suite struct ContentCoverageTests {
  static var inputs: [String] {
    let development = Paths.package("benchmarks/semantics/designs")
    let designs = ((try? FileManager.default.contentsOfDirectory(atPath: development)) ?? []).sorted()
      .filter { $0.hasSuffix(".json") }.map { "benchmarks/semantics/designs/\($0)" }
    return ExampleCase.allInputs + designs
  }

  @Test(arguments: inputs)
  func everyVisibleTextAndPictureIsDrawnAbsorbedSkippedOrReported(input: String) throws {
    let (tree, layout) = try ExampleCase.layout(of: input)
    var views: [String: ViewSpec] = [:]
    var skipped: Set<String> = []
    for screen in layout.document.layouts {
      for view in screen.views where views[view.node] == nil { views[view.node] = view }
      skipped.formUnion(screen.skipped.map(\.node))
    }
    let planned = Set(layout.document.screens.map(\.node))
    var dropped: [String] = []
    var checked = 0
    func visit(_ node: DesignNode, holder: ViewSpec?, coveredBy cover: [DesignNode]) {
      guard node.visible, node.opacity > 0, !skipped.contains(node.id) else { return }
      let own = views[node.id]
      if own == nil, Self.shows(node), !cover.contains(where: { Self.hides(node, under: $0) }) {
        checked += 1
        if !(holder.map { Self.accounts($0, for: node) } ?? false) {
          dropped.append("\(node.id) '\(node.name)'\(holder.map { " in \($0.name) (\($0.role))" } ?? "")")
        }
      }
      // Inside a view that takes its layers as content (an image view draws an illustration's layers as one
      // picture), that view answers for all of them.
      let absorbs = { (view: ViewSpec) in view.component != nil || view.role.absorbsChildren || view.role == .image }
      let next = holder ?? own.flatMap { absorbs($0) ? $0 : nil }
      visitChildren(of: node, holder: next, coveredBy: cover)
    }
    // A layer drawn loose over a control is the control's (LooseParts).
    func visitChildren(of node: DesignNode, holder: ViewSpec?, coveredBy cover: [DesignNode]) {
      let hosts = LooseParts.hosts(
        node.children.map { child in
          let role = views[child.id]?.role
          return LooseParts.Layer(
            frame: child.absolute, isPart: LooseParts.isPart(child, hasChildren: !child.children.isEmpty),
            isControl: role.map { $0.isControl && ($0.absorbsChildren || $0 == .tappable) } ?? false)
        })
      for (index, child) in node.children.enumerated() {
        let host = hosts[index].flatMap { views[node.children[$0].id] }
        visit(child, holder: holder ?? host, coveredBy: cover + node.children[(index + 1)...])
      }
    }
    for screen in tree.screens where planned.contains(screen.root.id) {
      visitChildren(of: screen.root, holder: nil, coveredBy: [])
    }
    verify(
      dropped.isEmpty,
      "\(dropped.count) of \(checked) texts and pictures without a view of their own are dropped silently: \(dropped.prefix(12))"
    )
  }

  /// Whether `cover`, drawn above `node`, hides it: an opaque fill of its own or of its first layer over the whole
  /// of it (the selected segment's pill over the label it replaces).
  private static func hides(_ node: DesignNode, under cover: DesignNode) -> Bool {
    guard cover.visible, cover.opacity >= 1 else { return false }
    let opaque = { (layer: DesignNode) in
      layer.appearance.fills.contains { $0.visible && $0.kind == .solid && ($0.color?.alpha ?? 0) * $0.opacity >= 1 }
    }
    let painter = opaque(cover) ? cover : cover.children.first.flatMap { opaque($0) ? $0 : nil }
    guard let box = painter?.absolute else { return false }
    let frame = node.absolute
    return box.x <= frame.x && box.y <= frame.y && box.maxX >= frame.maxX && box.maxY >= frame.maxY
  }

  /// Whether a person sees the node as content: a text that says something, or a picture.
  private static func shows(_ node: DesignNode) -> Bool {
    if let text = node.text { return !text.characters.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    return node.appearance.fills.contains { $0.visible && $0.kind == .image }
  }

  /// Whether `holder`, a view that took `node` as its content, shows it or says it does not.
  private static func accounts(_ holder: ViewSpec, for node: DesignNode) -> Bool {
    switch holder.role {
    case .component, .list, .icon, .image: return true
    default: break
    }
    if holder.component != nil { return true }
    let said = holder.todos.contains { $0.feature == "control_content" && $0.message.contains(quoted(node)) }
    guard let text = node.text else {
      // A picture: the control's image, or said.
      return holder.control?.showsImage ?? true || said
    }
    // A secure field shows what is typed as dots: the design's dots are its sample.
    if case .textField(let input) = holder.control, input.isSecure == true,
      text.characters.allSatisfy({ "•*●·".contains($0) || $0.isWhitespace })
    {
      return true
    }
    // An icon font's glyph drawn as a checkbox's or radio's indicator ("radio_button_checked") is what its system
    // selection mark draws.
    if holder.showsSelectionMark, !text.characters.isEmpty,
      text.characters.allSatisfy({ ("a"..."z").contains($0) || $0 == "_" })
    {
      return true
    }
    let shown = holder.control?.texts ?? []
    let words = text.characters.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    let label = holder.accessibility?.label?.lowercased()
    return shown.contains { $0.lowercased().contains(words) || words.contains($0.lowercased()) } || label == words
      || said
  }

  private static func quoted(_ node: DesignNode) -> String {
    let text = node.text?.characters ?? node.name
    return "'\(text.split(whereSeparator: \.isNewline).joined(separator: " "))'"
  }
}

extension ControlSpec {
  /// The texts a control shows: a button's title, a field's placeholder, a segmented control's segments, a stepper's
  /// value.
  fileprivate var texts: [String] {
    switch self {
    case .button(let button): [button.title].compactMap { $0 }
    case .textField(let input), .textView(let input): [input.placeholder].compactMap { $0 }
    case .segmentedControl(let segmented): segmented.segments
    // A stepper draws its minus and plus; its count is its value.
    case .stepper(let stepper): ["-", "−", "+"] + [stepper.value.map(String.init)].compactMap { $0 }
    case .toggle, .pageControl, .slider, .progress: []
    }
  }

  /// Whether the control shows an image of the design: a button's, a field's icons; one that draws itself does not
  /// need any.
  fileprivate var showsImage: Bool {
    switch self {
    case .button(let button): button.image != nil
    case .textField(let input), .textView(let input): input.leadingImage != nil || input.trailingImage != nil
    case .segmentedControl, .toggle, .pageControl, .slider, .progress, .stepper: true
    }
  }
}
