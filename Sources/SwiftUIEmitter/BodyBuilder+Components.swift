import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// An instance of a component: its struct, with a binding to each of its inputs, the variant and the parameters it
  /// passes where they differ.
  ///
  /// The component's inputs are inputs of this struct too, named from what the instance shows (`isWiFiOn` for the
  /// switch of the row titled 'Wi-Fi'), else from its name (`email` for an `emailField`'s one text input): its owner
  /// reads them.
  mutating func componentInstance(_ spec: ViewSpec) -> SwiftUIView {
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    let leaf = SwiftUIView.Layout.leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true)
    guard let use = spec.component else { return SwiftUIView("Color.clear", layout: leaf) }
    var arguments: [String] = []
    let component = options.componentInputs[use.className]
    let componentInputs = component?.inputs ?? []
    // What the instance shows as its title names it: its own text, or the component's.
    let title = use.arguments.first { $0.name == component?.titleParameter }.map(\.value)
    var titleText = component?.title
    if case .text(let text)? = title { titleText = text }
    let instance =
      titleText.flatMap(Self.nameFromTitle)
      ?? Self.stem(spec.name, suffixes: Self.instanceSuffixes, fallback: spec.name)
    for componentInput in componentInputs {
      let name = input(
        Self.inputName(componentInput, of: instance, alone: componentInputs.count == 1), type: componentInput.type,
        initial: componentInput.initial,
        summary: Self.summary(of: componentInput, in: spec.name, title: titleText, parameter: component?.titleParameter)
      )
      arguments.append("\(componentInput.name): $\(name)")
    }
    if let variant = use.variant { arguments.append("variant: .\(variant)") }
    for argument in use.arguments { arguments.append("\(argument.name): \(Self.literal(argument.value))") }
    // What the instance's buttons do is the owner's to say: `onRemove` of the row 'Brahim diaz' is its
    // `onBrahimDiazRemove`.
    for action in component?.actions ?? [] {
      let name = uniqueName("on" + SwiftName.upperFirst(instance) + action.name.dropFirst(2))
      let summary = action.summary.replacing(" button ", with: " button of `\(spec.name)` ", maxReplacements: 1)
      // A row's action inside the component passes its item on (`(TripItem) -> Void`).
      actions.append(ActionProperty(name: name, summary: summary, item: action.item))
      arguments.append("\(action.name): \(name)")
    }
    return SwiftUIView("\(use.className)(\(arguments.joined(separator: ", ")))", layout: leaf)
  }

  /// The name of a component's input in the struct that shows an instance named `stem`: `email` for the text of an
  /// `email` field (its one text input), `isWiFiOn` for the `isOn` of a `wiFi` row, `searchBarText` for one of
  /// several inputs.
  static func inputName(_ input: StoredProperty, of stem: String, alone: Bool) -> String {
    let name = input.name
    if name.count > 2, name.hasPrefix("is"), name.dropFirst(2).first?.isUppercase == true {
      return "is" + SwiftName.upperFirst(stem) + name.dropFirst(2)
    }
    return alone && input.type == "String" ? stem : stem + SwiftName.upperFirst(name)
  }

  /// What an instance's input holds: the component's summary with its title (`whether the 'Wi-Fi' switch is on`),
  /// or said of the instance.
  private static func summary(of input: StoredProperty, in instance: String, title: String?, parameter: String?)
    -> String
  {
    guard let summary = input.summary else { return "`\(input.name)` of `\(instance)`" }
    if let title, let parameter, summary.contains("`\(parameter)`") {
      return summary.replacing("`\(parameter)`", with: "'\(SwiftLiteral.comment(title))'")
    }
    return "in `\(instance)`: \(summary)"
  }

  /// The words an instance's name ends with that say what it is, not which one.
  static let instanceSuffixes = ["FieldView", "RowView", "CellView", "View", "Field", "Input", "Row", "Cell"]

  /// `wiFi` for a title "Wi-Fi": a label's words as a name, where they are a label's (at most three words of
  /// letters), not sample data such as an address or an amount.
  static func nameFromTitle(_ title: String) -> String? {
    let words = NameWords.words(title)
    guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
      title.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" })
    else { return nil }
    let name = SwiftName.lowerCamel(words)
    return SwiftIdentifier.isMember(name) ? name : nil
  }

  /// A parameter's value as Swift.
  static func literal(_ value: ComponentValue) -> String {
    switch value {
    case .text(let text): SwiftLiteral.string(text)
    case .flag(let flag): flag ? "true" : "false"
    case .image(let name?): SwiftLiteral.string(name)
    case .image(nil): "nil"
    }
  }

  /// Binds the views a component's parameters and variants set to the struct's properties, and returns the
  /// properties to declare: the variant and the parameters, stored; what differs between variants, computed.
  mutating func bindComponent(_ component: ComponentSpec) -> (stored: [StoredProperty], computed: [[String]]) {
    var stored: [StoredProperty] = []
    var computed: [[String]] = []
    let names = Dictionary(layout.views.map { ($0.node, $0.name) }) { first, _ in first }
    if let first = component.variants.first {
      _ = uniqueName("variant")
      stored.append(StoredProperty(name: "variant", type: "Variant", initial: ".\(first.name)"))
    }
    for parameter in component.parameters {
      let name = uniqueName(parameter.name)
      switch parameter.kind {
      case .text:
        textBindings[parameter.view] = name
        stored.append(
          parameter.isOptional
            ? StoredProperty(name: name, type: "String?", initial: "nil")
            : StoredProperty(name: name, type: "String", initial: Self.literal(parameter.defaultValue)))
      case .hidden:
        hiddenBindings[parameter.view] = name
        stored.append(StoredProperty(name: name, type: "Bool", initial: Self.literal(parameter.defaultValue)))
      case .image:
        imageBindings[parameter.view] = "Image(\(name) ?? \"\")"
        stored.append(StoredProperty(name: name, type: "String?", initial: Self.literal(parameter.defaultValue)))
      }
    }
    for (index, property) in component.variantProperties.enumerated() {
      let owner = property.view == layout.node ? "root" : names[property.view] ?? "view"
      let name = uniqueName(owner + SwiftName.upperFirst(property.key.rawValue))
      let values = component.variants.map { variant in
        (variant.name, variant.values.indices.contains(index) ? variant.values[index] : .none)
      }
      guard let (type, spell) = variantSpelling(property.key) else {
        _ = report(
          property.view, .approximated, "variant_property",
          "'\(property.key.rawValue)' differs between variants: shown as in the first variant")
        continue
      }
      var lines = ["private var \(name): \(type) {", "  switch variant {"]
      // `return` in each case: switch expressions need Swift 5.9, and teams on Xcode 14 build for iOS 16 too.
      for (variant, value) in values { lines.append("  case .\(variant): return \(spell(value))") }
      lines += ["  }", "}"]
      computed.append(lines)
      overrides[property.view, default: [:]][property.key] = name
    }
    return (stored, computed)
  }

  /// The Swift type and the spelling of a variant's value for the properties the struct switches on.
  private func variantSpelling(_ key: VariantProperty.Key) -> (String, (VariantValue) -> String)? {
    let style = self.style
    switch key {
    case .backgroundColor, .textColor, .tintColor, .borderColor:
      return (
        "Color",
        { value in
          if case .color(let color) = value { return style.color(color) }
          return key == .textColor ? "Color.primary" : "Color.clear"
        }
      )
    case .text:
      return ("String", { value in if case .text(let text) = value { SwiftLiteral.string(text) } else { "\"\"" } })
    case .alpha:
      return ("Double", { value in if case .number(let number) = value { SwiftLiteral.number(number) } else { "1" } })
    case .isHidden:
      return ("Bool", { value in if case .flag(let flag) = value { flag ? "true" : "false" } else { "false" } })
    case .font, .borderWidth, .cornerRadius, .image, .button:
      return nil
    }
  }
}
