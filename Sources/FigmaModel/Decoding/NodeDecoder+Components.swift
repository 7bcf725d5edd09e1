import Diagnostics
import JSONText

/// An instance's component properties and a node's variable bindings.
extension NodeDecoder {
  mutating func componentProperties(_ value: JSONValue) -> [ComponentProperty] {
    var properties: [ComponentProperty] = []
    reader.object(value, "componentProperties", nullable: true)?.forEachMember { name, field in
      guard let object = reader.object(field, "componentProperty") else { return }
      let type: ComponentProperty.Kind =
        object["type"].map { reader.vocabulary($0, "componentProperty.type", default: .unknown("")) } ?? .unknown("")
      var text = ""
      if let raw = object["value"] {
        switch raw.kind {
        case .bool: text = raw.bool == true ? "true" : "false"
        case .number: text = NumberText.format(raw.double ?? 0)
        case .string: text = raw.string ?? ""
        default: reader.tolerate("componentProperty.value", raw, expected: "a boolean or a string", used: "used ''")
        }
      }
      properties.append(ComponentProperty(name: name, type: type, value: text))
    }
    return properties.sorted { $0.name < $1.name }
  }

  /// Flattens `boundVariables` (`field: alias | [alias] | {sub: alias}`) into sorted bindings.
  mutating func boundVariables(_ value: JSONValue) -> [BoundVariable] {
    var bindings: [BoundVariable] = []
    reader.object(value, "boundVariables", nullable: true)?.forEachMember { field, binding in
      collectBindings(binding, field: field, into: &bindings)
    }
    return bindings.sorted { ($0.field, $0.id) < ($1.field, $1.id) }
  }

  private mutating func collectBindings(_ value: JSONValue, field: String, into bindings: inout [BoundVariable]) {
    switch value.kind {
    case .array:
      for (position, element) in value.elements.enumerated() {
        collectBindings(element, field: "\(field)[\(position)]", into: &bindings)
      }
    case .object:
      if value["type"]?.string == "VARIABLE_ALIAS" {
        if let id = variableID(value) { bindings.append(BoundVariable(field: field, id: id)) }
      } else {
        value.forEachMember { sub, nested in collectBindings(nested, field: "\(field).\(sub)", into: &bindings) }
      }
    default:
      break
    }
  }

  /// The `id` of a variable alias; nil, with a note, when it has none.
  mutating func variableID(_ alias: JSONValue) -> String? {
    guard let object = reader.object(alias, "variableAlias") else { return nil }
    guard let id = object["id"] else {
      reader.notes.add("variableAlias", found: "has no 'id'", used: "binding ignored", at: alias)
      return nil
    }
    return reader.optionalString(id, "variableAlias.id")
  }
}
