import Decisions
import Diagnostics
import FigmaModel
import Foundation
import LayoutIR
import Pipeline
import Semantics
import SwiftSource
import TestSupport
import Testing

/// Issue 13: every visible design feature of every view is drawn by the code or named by a finding.
///
/// The test walks each input's design tree, lists the features of each node that became a view (ellipses, arcs,
/// per-side and dashed strokes, stroke alignment, shadows, blurs, gradients, mixed corners, masks, rotation, blend
/// modes, opacity; text weight, slant, letter spacing, case, decoration and styled runs), and checks that the IR draws
/// each, or that the view has an approximation of that feature, which is a finding on its node and a `// TODO:` in
/// its Swift file.
@Suite struct FeatureCoverageTests {
  static var inputs: [String] { ExampleCase.allInputs }

  @Test(arguments: inputs)
  func everyVisibleFeatureIsDrawnOrReported(input: String) throws {
    // The run the other sweeps share: what generate checks, emits and reports.
    let run = try PipelineCache.run(input)
    let layout = try required(run.layout)
    let files = SwiftStatements.unbroken(run.files.map(\.contents).joined())
    let findings = Set(run.findings.compactMap { finding in finding.node.map { "\(finding.ruleID) \($0.id)" } })
    var views: [String: ViewSpec] = [:]
    for screen in layout.document.layouts {
      for view in screen.views where views[view.node] == nil { views[view.node] = view }
    }
    var missing: [String] = []
    var checked = 0
    for screen in run.tree.screens {
      screen.root.forEachVisible { node in
        guard var view = views[node.id] else { return }
        // An instance of a component is drawn by its class's root.
        if let use = view.component,
          let component = layout.document.components.first(where: { $0.className == use.className })
        {
          view.role = .container
          view.properties = component.rootProperties
          view.todos += component.rootTodos
        }
        for feature in Self.features(of: node) {
          checked += 1
          if !Self.isDrawn(feature, of: node, by: view), !view.todos.contains(where: { feature.reported($0) }) {
            missing.append("\(node.id) '\(node.name)' (\(view.name)): \(feature)")
          }
        }
      }
    }
    verify(
      missing.isEmpty, "\(missing.count) of \(checked) features neither drawn nor reported: \(missing.prefix(12))")
    // Every approximation is a finding on its node and a TODO in the code.
    for screen in layout.document.layouts {
      for view in screen.views {
        for todo in view.todos {
          verify(findings, contains: "\(todo.findingID) \(view.node)", "\(view.name): \(todo.findingID) is no finding")
          verify(files, contains: "// TODO: \(todo.message)", "\(view.name): '\(todo.message)' is no TODO")
        }
      }
    }
  }

  /// A visible feature of a node, and the approximation features that report it.
  enum Feature {
    case ellipse, arc, sideStrokes, dashes, strokeAlignment, dropShadow, extraShadows, innerShadow, layerBlur
    case backgroundBlur, gradient, mixedCorners, mask, rotation, blendMode, opacity
    case weight, italic, letterSpacing, textCase, textDecoration, runs

    /// The approximation features (`Approximation.feature`) that name this one as not drawn exactly.
    var reportedAs: Set<String> {
      switch self {
      case .ellipse, .arc: ["shape", "gradient"]
      case .sideStrokes, .dashes, .strokeAlignment: ["strokes", "text_stroke"]
      case .dropShadow: ["clipping", "shadows"]
      case .extraShadows: ["shadows"]
      case .innerShadow: ["inner_shadow"]
      case .layerBlur: ["layer_blur"]
      case .backgroundBlur: ["background_blur"]
      case .gradient: ["fills", "gradient", "text_fill"]
      case .mixedCorners: ["corner_radii"]
      case .mask: ["mask"]
      case .rotation: ["rotation"]
      case .blendMode: ["blend_mode"]
      case .opacity, .weight, .italic: []
      case .letterSpacing, .textDecoration: ["text_attributes"]
      case .textCase: ["small_caps", "text_runs"]
      case .runs: ["text_runs", "text_fill", "text_attributes", "link"]
      }
    }

    func reported(_ approximation: Approximation) -> Bool { reportedAs.contains(approximation.feature) }
  }

  static func features(of node: DesignNode) -> [Feature] {
    let look = node.appearance
    // A mask draws nothing: it clips the layers above it.
    if look.isMask { return [.mask] }
    var features: [Feature] = []
    if node.kind == .ellipse { features.append(look.arc.map { $0.isFullEllipse } ?? true ? .ellipse : .arc) }
    let strokes = look.strokes.filter(\.visible)
    if !strokes.isEmpty {
      if let sides = look.individualStrokeWeights, Set([sides.top, sides.left, sides.bottom, sides.right]).count > 1 {
        features.append(.sideStrokes)
      }
      if !look.strokeDashes.isEmpty { features.append(.dashes) }
      if look.strokeAlign != .inside { features.append(.strokeAlignment) }
    }
    let effects = look.effects.filter(\.visible)
    // A shadow with no colour is invisible.
    let shadows = effects.filter { $0.type == .dropShadow && ($0.color?.alpha ?? 1) > 0 }.count
    if shadows > 0 { features.append(.dropShadow) }
    if shadows > 1 { features.append(.extraShadows) }
    if effects.contains(where: { $0.type == .innerShadow }) { features.append(.innerShadow) }
    if effects.contains(where: { $0.type == .layerBlur }) { features.append(.layerBlur) }
    if effects.contains(where: { $0.type == .backgroundBlur }) { features.append(.backgroundBlur) }
    if look.fills.contains(where: { $0.visible && $0.kind != .solid && $0.kind != .image }) {
      features.append(.gradient)
    }
    if let radii = look.cornerRadii, Set(radii).count > 1 { features.append(.mixedCorners) }
    if abs(node.rotation) > 0.5 { features.append(.rotation) }
    if let mode = look.blendMode, mode != .normal, mode != .passThrough { features.append(.blendMode) }
    if node.opacity < 1 { features.append(.opacity) }
    if let text = node.text {
      let style = text.style
      if FontWeight(numeric: style.fontWeight) != .regular { features.append(.weight) }
      if style.italic { features.append(.italic) }
      if abs(style.letterSpacing) >= 0.01 { features.append(.letterSpacing) }
      if style.textCase != .original { features.append(.textCase) }
      if style.textDecoration != .none { features.append(.textDecoration) }
      if !text.runs.isEmpty { features.append(.runs) }
    }
    return features
  }

  // swift-format-ignore: CyclomaticComplexity
  static func isDrawn(_ feature: Feature, of node: DesignNode, by view: ViewSpec) -> Bool {
    let properties = view.properties
    let decoration = properties.decoration
    // A control shows its text's case in its title or placeholder; what it cannot show of the text's attributes is
    // reported (text_attributes).
    if view.control != nil, feature == .textCase, let text = node.text {
      let shown = [view.control?.button?.title, view.control?.textInput?.placeholder, properties.text].compactMap { $0 }
      switch text.style.textCase {
      case .upper: return shown.contains(text.characters.uppercased())
      case .lower: return shown.contains(text.characters.lowercased())
      default: return !shown.isEmpty
      }
    }
    // Vector art is exported as one image: its strokes, shapes and gradients are in it.
    let isArt =
      (view.role == .image || view.role == .icon)
      && !node.appearance.fills.contains { $0.visible && $0.kind == .image }
    if isArt, [.ellipse, .arc, .sideStrokes, .dashes, .strokeAlignment, .gradient].contains(feature) { return true }
    // A line is a hairline: a view as thick as its stroke, centred on it and filled with its colour.
    if node.kind == .line, view.role == .container, feature == .strokeAlignment {
      return properties.backgroundColor != nil
    }
    switch feature {
    case .ellipse:
      let circle = properties.cornerRadius == min(view.frame.width, view.frame.height) / 2
      return decoration.shape == .oval || circle
    case .arc: if case .arc? = decoration.shape { return true } else { return false }
    case .sideStrokes: return decoration.stroke.map { !$0.isUniform } ?? false
    case .dashes: return decoration.stroke.map { !$0.dashes.isEmpty } ?? false
    case .strokeAlignment:
      return decoration.stroke?.alignment.rawValue == node.appearance.strokeAlign.rawValue.lowercased()
    case .dropShadow: return !decoration.shadows.isEmpty
    case .backgroundBlur: return decoration.blur != nil || (node.appearance.fills.topSolid?.alpha ?? 0) >= 1
    case .gradient: return decoration.gradient != nil
    case .mixedCorners:
      // Rounded and square corners are exact with maskedCorners; different radii are approximated.
      return decoration.roundedCorners != nil && Set((node.appearance.cornerRadii ?? []).filter { $0 > 0 }).count == 1
    case .mask: return view.role == .layoutGuide
    case .opacity: return properties.alpha != nil
    case .rotation:
      if view.role == .image || view.role == .icon { return true }
      // A plain shape turned a half turn (its children turned back upright) is drawn upright with each corner where
      // it shows: the opposite one's.
      func halfTurn(_ node: DesignNode) -> Bool { abs(abs(node.rotation) - 180) < 0.5 }
      guard halfTurn(node), node.text == nil, node.children.allSatisfy({ !$0.visible || halfTurn($0) }) else {
        return false
      }
      guard let radii = node.appearance.cornerRadii else { return true }
      let corners: [Corner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
      let shown = zip(corners, [radii[2], radii[3], radii[0], radii[1]]).filter { $0.1 > 0 }.map(\.0)
      return Set(decoration.roundedCorners ?? corners) == Set(shown)
    case .weight, .italic: return fontKeeps(feature, node.text?.style, properties.font)
    case .letterSpacing:
      // For the system font, what the design adds to SF's own tracking (at most 0.45 pt either way), which can be
      // nothing; a control's title carries it too.
      let spacing = node.text?.style.letterSpacing ?? 0
      switch properties.font?.concrete {
      case .textStyle?, .system?: return properties.textAttributes.kern != nil || abs(spacing) <= 0.51
      default: return properties.textAttributes.kern != nil
      }
    case .textCase:
      // A list cell's label shows each item's text, cased as the design's rows (ListTests).
      guard let text = node.text, properties.text != nil else { return properties.text == nil }
      switch text.style.textCase {
      case .upper: return properties.text == text.characters.uppercased()
      case .lower: return properties.text == text.characters.lowercased()
      case .title: return properties.text?.count == text.characters.count
      default: return false
      }
    case .textDecoration: return properties.textAttributes.decoration != nil
    case .runs: return !properties.textAttributes.runs.isEmpty || !hasVisibleRunStyle(node.text)
    case .extraShadows: return decoration.shadows.count > 1
    case .innerShadow, .layerBlur, .blendMode: return false
    }
  }

  /// Whether a font keeps the design's weight or slant: a PostScript name or a token carries both.
  private static func fontKeeps(_ feature: Feature, _ style: TextStyle?, _ font: FontValue?) -> Bool {
    guard let style else { return false }
    let weight = FontWeight(numeric: style.fontWeight)
    switch font?.concrete {
    case .named?, .token?, .styleToken?, .sizeToken?: return true
    case .textStyle(let textStyle)?:
      return feature == .weight ? textStyle == .headline && weight == .semibold : false
    case .system(_, let given, let italic, _)?, .family(_, _, let given, let italic, _)?:
      return feature == .weight ? given == weight : italic
    case nil: return false
    }
  }

  /// Whether a text's runs override anything the code draws (font, colour, spacing, decoration, link).
  private static func hasVisibleRunStyle(_ text: TextContent?) -> Bool {
    guard let text else { return false }
    return text.runs.contains { run in
      let style = run.style
      let font = text.style.applying(style)
      return font.fontFamily != text.style.fontFamily || font.fontWeight != text.style.fontWeight
        || font.fontSize != text.style.fontSize || font.italic != text.style.italic || style.fills?.isEmpty == false
        || style.textDecoration != nil || style.link != nil || style.letterSpacing != nil
    }
  }
}

extension DesignNode {
  /// Calls `body` for every visible node of this subtree whose ancestors are visible.
  fileprivate func forEachVisible(_ body: (DesignNode) -> Void) {
    guard properties.visible else { return }
    body(self)
    for child in children { child.forEachVisible(body) }
  }
}
