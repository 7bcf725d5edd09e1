import LayoutIR
import Semantics
import SwiftSource

/// What a component's class adds to a screen's: the enum of its variants and the variant it shows, an initialiser
/// that takes what its instances set (defaulting to the component's own), and the method that shows a variant.
struct ComponentDeclaration {
  let layout: LayoutScreen
  let spec: ComponentSpec
  let style: UIKitStyle

  /// A view's initialiser expression for an instance: `TagView(variant: .warning, title: "Pending")`.
  static func initializer(_ use: ComponentUse, style: UIKitStyle) -> String {
    var arguments: [String] = []
    if let variant = use.variant { arguments.append("variant: .\(variant)") }
    for argument in use.arguments { arguments.append("\(argument.name): \(literal(argument.value, style: style))") }
    return "\(use.className)(\(arguments.joined(separator: ", ")))"
  }

  private static func literal(_ value: ComponentValue, style: UIKitStyle) -> String {
    switch value {
    case .text(let text): SwiftLiteral.string(text)
    case .flag(let flag): flag ? "true" : "false"
    case .image(let name): name.map(style.image) ?? "nil"
    }
  }

  private var names: [String: String] {
    Dictionary(layout.views.map { ($0.node, $0.name) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether the class has anything to add: parameters or variants.
  var isNeeded: Bool { !spec.parameters.isEmpty || !spec.variants.isEmpty }

  /// What is repeated when the colour appearance changes: a layer's border colour does not follow Dark Mode by
  /// itself, so the variant's border colours are set again (and nothing else: a text an instance passed stays).
  var traitChangeLines: [String] { needsBorderColors ? ["applyBorderColors(variant)"] : [] }

  /// Whether a variant's border colour is one that follows the appearance (a platform colour, an asset, a token).
  private var needsBorderColors: Bool {
    spec.variants.contains { variant in
      zip(spec.variantProperties, variant.values).contains { property, value in
        guard property.key == .borderColor, case .color(let color) = value else { return false }
        if case .rgba = color { return false }
        return true
      }
    }
  }

  func write(into writer: inout SwiftWriter) {
    guard isNeeded else { return }
    if let first = spec.variants.first {
      writer.line("/// The variants of '\(SwiftLiteral.comment(spec.name))' in Figma.")
      writer.block("enum Variant: CaseIterable {") { body in
        for variant in spec.variants {
          if !variant.figmaName.isEmpty { body.line("/// \(SwiftLiteral.comment(variant.figmaName))") }
          body.line("case \(variant.name)")
        }
      }
      writer.line()
      writer.line("/// The variant the view shows.")
      writer.block("var variant: Variant = .\(first.name) {", closer: "}") { body in
        body.line("didSet { apply(variant) }")
      }
      writer.line()
    }
    writeInitializer(into: &writer)
    if !spec.variants.isEmpty {
      writer.line()
      writeApply(into: &writer)
    }
    if needsBorderColors {
      writer.line()
      writeApply(
        "applyBorderColors", summary: "Sets the border colours of `variant` again, for the current appearance.",
        into: &writer
      ) { $0.key == .borderColor }
    }
    writer.line()
  }

  private func writeInitializer(into writer: inout SwiftWriter) {
    var parameters: [String] = []
    if let first = spec.variants.first { parameters.append("variant: Variant = .\(first.name)") }
    for parameter in spec.parameters {
      let type: String =
        switch parameter.kind {
        case .text: parameter.isOptional ? "String?" : "String"
        case .hidden: "Bool"
        case .image: "UIImage?"
        }
      let value = parameter.isOptional ? "nil" : Self.literal(parameter.defaultValue, style: style)
      parameters.append("\(parameter.name): \(type) = \(value)")
    }
    writer.line("/// A view that shows what an instance of '\(SwiftLiteral.comment(spec.name))' sets.")
    writer.block("convenience init(\(parameters.joined(separator: ", "))) {") { body in
      body.line("self.init(frame: .zero)")
      if !spec.variants.isEmpty {
        body.line("self.variant = variant")
        body.line("apply(variant)")
      }
      for parameter in spec.parameters {
        guard let view = layout.views.first(where: { $0.node == parameter.view }) else { continue }
        switch parameter.kind {
        case .text where parameter.isOptional:
          body.block("if let \(parameter.name) {") { branch in
            branch.line(Self.textAssignment(parameter.name, to: view))
          }
        case .text: body.line(Self.textAssignment(parameter.name, to: view))
        case .hidden: body.line("\(view.name).isHidden = \(parameter.name)")
        case .image: body.line("\(view.name).image = \(parameter.name)")
        }
        // A control VoiceOver names by the label's text (a row's switch) is named by the instance's.
        guard parameter.kind == .text, let text = view.properties.text, !text.isEmpty else { continue }
        for control in layout.views where control.control != nil && control.accessibility?.label == text {
          let value = parameter.isOptional ? "\(parameter.name) ?? \(SwiftLiteral.string(text))" : parameter.name
          body.line("\(control.name).accessibilityLabel = \(value)")
        }
      }
    }
  }

  /// Sets a label's text; one drawn with attributes (a line height, kerning) keeps them, as its first character has
  /// them.
  private static func textAssignment(_ text: String, to view: ViewSpec) -> String {
    guard view.properties.lineHeight != nil || !view.properties.textAttributes.isEmpty else {
      return "\(view.name).text = \(text)"
    }
    let attributes =
      "\(view.name).attributedText.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]"
    return "\(view.name).attributedText = NSAttributedString(string: \(text), attributes: \(attributes))"
  }

  private func writeApply(
    _ name: String = "apply",
    summary: String =
      "Shows `variant`: the colours, fonts, texts, borders and images that differ between the variants.",
    into writer: inout SwiftWriter, including: (VariantProperty) -> Bool = { _ in true }
  ) {
    writer.line("/// \(summary)")
    writer.block("private func \(name)(_ variant: Variant) {") { body in
      body.line("switch variant {")
      for variant in spec.variants {
        body.line("case .\(variant.name):")
        let lines = zip(spec.variantProperties, variant.values).filter { including($0.0) }.flatMap {
          property, value in assignment(property, value)
        }
        if lines.isEmpty { body.line("  break") }
        for line in lines { body.line("  " + line) }
      }
      body.line("}")
    }
  }

  private func assignment(_ property: VariantProperty, _ value: VariantValue) -> [String] {
    if property.key == .text, case .text(let text) = value,
      let view = layout.views.first(where: { $0.node == property.view })
    {
      return [Self.textAssignment(SwiftLiteral.string(text), to: view)]
    }
    if case .view(let button) = value, let name = names[property.view] {
      // The variant's button, made as its declaration makes it: a configuration of its own.
      let declaration = ControlDeclaration(
        view: button, control: button.control ?? .button(ButtonControl()), style: style, deploymentMajor: 15,
        local: "button")
      return ["\(name).configuration = {"] + declaration.preamble.map { "  " + $0 } + ["  return configuration", "}()"]
    }
    let receiver: String
    if property.view == layout.node {
      receiver = ""
    } else if let name = names[property.view] {
      receiver = name + "."
    } else {
      return []
    }
    guard property.key != .button else { return [] }
    let target = receiver + Self.path(of: property.key)
    return ["\(target) = \(expression(value, for: property.key))"]
  }

  private static func path(of key: VariantProperty.Key) -> String {
    switch key {
    case .borderColor: "layer.borderColor"
    case .borderWidth: "layer.borderWidth"
    case .cornerRadius: "layer.cornerRadius"
    default: key.rawValue
    }
  }

  /// The value, or UIKit's default for the property where the variant sets none.
  private func expression(_ value: VariantValue, for key: VariantProperty.Key) -> String {
    switch value {
    case .color(let color): key == .borderColor ? style.cgColor(color) : style.color(color)
    case .font(let font): style.font(font)
    case .text(let text): SwiftLiteral.string(text)
    case .number(let number): SwiftLiteral.number(number)
    case .flag(let flag): flag ? "true" : "false"
    case .image(let name): style.image(name)
    case .view: "nil"
    case .none:
      switch key {
      case .textColor: ".label"
      case .font: "UIFont.preferredFont(forTextStyle: .body)"
      case .borderWidth, .cornerRadius: "0"
      case .alpha: "1"
      case .isHidden: "false"
      case .backgroundColor, .tintColor, .text, .borderColor, .image, .button: "nil"
      }
    }
  }
}
