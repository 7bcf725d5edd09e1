public import JSONText

/// A component's class and an instance's use of it as named values, for the JSON form and the dump.
public enum ComponentJSON {
  /// The component's set fields, as `(name, value)`.
  public static func entries(_ component: ComponentSpec) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = [
      ("componentID", .string(component.componentID)), ("name", .string(component.name)),
    ]
    if !component.parameters.isEmpty {
      entries.append(
        (
          "parameters",
          .array(
            component.parameters.map { parameter in
              .object([
                "name": .string(parameter.name), "kind": .string(parameter.kind.rawValue),
                "view": .string(parameter.view),
                "default": parameter.isOptional ? .null : value(parameter.defaultValue),
              ])
            })
        ))
    }
    if !component.variants.isEmpty {
      entries.append(
        (
          "variantProperties",
          .array(
            component.variantProperties.map { .object(["view": .string($0.view), "key": .string($0.key.rawValue)]) })
        ))
      entries.append(
        (
          "variants",
          .array(
            component.variants.map { variant in
              .object([
                "name": .string(variant.name), "figmaName": .string(variant.figmaName),
                "values": .array(variant.values.map(value)),
              ])
            })
        ))
    }
    if !component.instanceSizes.isEmpty {
      entries.append(
        (
          "instanceSizes",
          .array(component.instanceSizes.map { .object(["width": .number($0.width), "height": .number($0.height)]) })
        ))
    }
    return entries
  }

  /// An instance's fields, as `(name, value)`.
  public static func entries(_ use: ComponentUse) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = [("class", .string(use.className))]
    if let variant = use.variant { entries.append(("variant", .string(variant))) }
    if !use.arguments.isEmpty {
      entries.append(
        (
          "arguments",
          .object(Dictionary(uniqueKeysWithValues: use.arguments.map { ($0.name, value($0.value)) }))
        ))
    }
    return entries
  }

  private static func value(_ value: ComponentValue) -> JSONOutput {
    switch value {
    case .text(let text): .string(text)
    case .flag(let flag): .bool(flag)
    case .image(let name): name.map(JSONOutput.string) ?? .null
    }
  }

  private static func value(_ value: VariantValue) -> JSONOutput {
    switch value {
    case .none: .null
    case .color(let color): StyleJSON.color(color)
    case .font(let font): StyleJSON.font(font)
    case .text(let text): .string(text)
    case .number(let number): .number(number)
    case .flag(let flag): .bool(flag)
    case .image(let name): .object(["image": .string(name)])
    case .view(let view):
      .object([
        "properties": .object(Dictionary(uniqueKeysWithValues: ViewPropertyList.entries(view.properties))),
        "control": view.control.map { .object(Dictionary(uniqueKeysWithValues: ControlJSON.entries($0))) } ?? .null,
      ])
    }
  }
}
