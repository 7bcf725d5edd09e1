import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// A label as `Text`: its runs as concatenated texts, its font as a text style with a weight, its colour as a
  /// hierarchical style where it is a label colour.
  mutating func text(_ spec: ViewSpec) -> SwiftUIView {
    let properties = spec.properties
    let content = properties.text ?? ""
    let runs = properties.textAttributes.runs
    var expression = runs.isEmpty ? "Text(\(SwiftLiteral.string(content)))" : styledRuns(content, runs, spec.node)
    if let bound = textBindings[spec.node] {
      let variant = overrides[spec.node]?[.text]
      expression = "Text(\(variant.map { "\(bound) ?? \($0)" } ?? bound))"
    } else if let variant = overrides[spec.node]?[.text] {
      expression = "Text(\(variant))"
    }
    if properties.textAttributes.decoration == .underline, runs.isEmpty { expression += ".underline()" }
    if properties.textAttributes.decoration == .strikethrough, runs.isEmpty { expression += ".strikethrough()" }
    let ideal = Size(
      width: spec.intrinsic?.width ?? spec.frame.width, height: spec.intrinsic?.height ?? spec.frame.height)
    var view = SwiftUIView(
      expression, layout: .leaf(ideal: ideal, flexibleWidth: false, flexibleHeight: false, shrinks: true))
    view.modifiers += textModifiers(properties, node: spec.node)
    return view
  }

  /// The font, colour, alignment, line limit and kerning of text.
  mutating func textModifiers(_ properties: ViewProperties, node: String) -> [SwiftUIModifier] {
    var modifiers: [SwiftUIModifier] = []
    if let font = properties.font { modifiers.append(.call("font(\(fontExpression(font, node: node)))")) }
    if let variant = overrides[node]?[.textColor] {
      modifiers.append(.call("foregroundStyle(\(variant))"))
    } else if let color = properties.textColor {
      modifiers.append(.call("foregroundStyle(\(style.foreground(color)))"))
    }
    switch properties.textAlignment {
    case .center?: modifiers.append(.call("multilineTextAlignment(.center)"))
    case .right?: modifiers.append(.call("multilineTextAlignment(.trailing)"))
    default: break
    }
    if let lines = properties.numberOfLines, lines > 0 { modifiers.append(.call("lineLimit(\(lines))")) }
    if let kern = properties.textAttributes.kern, kern != 0 {
      modifiers.append(.call("kerning(\(SwiftLiteral.number(kern)))"))
    }
    if let lineHeight = properties.lineHeight, properties.numberOfLines != 1, let size = properties.font?.pointSize {
      // SwiftUI adds room between lines; the font's own line is about 1.2 of its size.
      let extra = Self.rounded(lineHeight - size * 1.2)
      if extra > 0.5 {
        // A line height token stays one: the room is the token less the font's own line.
        let ownLine =
          style.symbols.numberSymbol(properties.font?.sizeToken).map { "\($0) * 1.2" }
          ?? SwiftLiteral.number(Self.rounded(size * 1.2))
        let spelt =
          style.symbols.numberSymbol(properties.lineHeightToken).map { "\($0) - \(ownLine)" }
          ?? SwiftLiteral.number(extra)
        modifiers.append(.call("lineSpacing(\(spelt))"))
      }
    }
    return modifiers
  }

  /// A font expression, reporting a token SwiftUI has no symbol for.
  mutating func fontExpression(_ font: FontValue, node: String) -> String {
    let (expression, todo) = style.font(font)
    if let todo { _ = report(node, .approximated, "font_token", todo) }
    return expression
  }

  /// The most runs a text joins with `+` in one expression.
  static let runsJoinedByPlus = 4

  /// Runs with their own style as `Text` values added together, cut at UTF-16 offsets as the IR gives them.
  mutating func styledRuns(_ content: String, _ runs: [TextRunSpec], _ node: String) -> String {
    let units = Array(content.utf16)
    var pieces: [String] = []
    var position = 0
    func piece(_ from: Int, _ to: Int) -> String {
      let slice = Array(units[max(0, min(from, units.count))..<max(0, min(to, units.count))])
      return String(decoding: slice, as: UTF16.self)
    }
    let colorModifier = options.deploymentMajor >= 17 ? "foregroundStyle" : "foregroundColor"
    for run in runs.sorted(by: { $0.location < $1.location }) {
      if run.location > position { pieces.append("Text(\(SwiftLiteral.string(piece(position, run.location))))") }
      var text = "Text(\(SwiftLiteral.string(piece(run.location, run.location + run.length))))"
      if let font = run.font { text += ".font(\(fontExpression(font, node: node)))" }
      if let color = run.color { text += ".\(colorModifier)(\(style.color(color)))" }
      if let kern = run.kern, kern != 0 { text += ".kerning(\(SwiftLiteral.number(kern)))" }
      if run.decoration == .underline { text += ".underline()" }
      if run.decoration == .strikethrough { text += ".strikethrough()" }
      pieces.append(text)
      position = max(position, run.location + run.length)
    }
    if position < units.count { pieces.append("Text(\(SwiftLiteral.string(piece(position, units.count))))") }
    if pieces.count < 2 { return pieces.first ?? "Text(\"\")" }
    // Many runs joined by `+` take the type checker past its limit (each `+`, `.font` and `.kerning` has overloads for
    // View too): a list of `Text` is checked run by run, then joined.
    if pieces.count > Self.runsJoinedByPlus {
      return "([" + pieces.joined(separator: ", ") + "] as [Text]).reduce(Text(\"\"), +)"
    }
    // In parentheses: the view's modifiers apply to the whole text, not its last run.
    return "(" + pieces.joined(separator: " + ") + ")"
  }
}
