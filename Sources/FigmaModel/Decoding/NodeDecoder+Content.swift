import Diagnostics
import JSONText

extension NodeDecoder {
  mutating func paints(_ value: JSONValue) throws(Diagnostic) -> [Paint] {
    if value.isNull { return [] }
    return try reader.array(value).map { (element) throws(Diagnostic) in try paint(element) }
  }

  private mutating func paint(_ value: JSONValue) throws(Diagnostic) -> Paint {
    let object = try reader.object(value)
    var paint = Paint(kind: .other(""))
    try object.forEachMember { (key, field) throws(Diagnostic) in
      switch key {
      case "type": paint.kind = Paint.Kind(figmaType: try reader.string(field))
      case "visible": paint.visible = try reader.bool(field)
      case "opacity": paint.opacity = try reader.clamped(field, to: 0...1)
      case "color": paint.color = try reader.color(field)
      case "imageRef": paint.imageRef = try reader.optionalString(field)
      case "scaleMode": paint.scaleMode = try reader.string(field)
      case "gradientStops":
        paint.gradientStops = try reader.array(field).map { (stop) throws(Diagnostic) in
          let stopObject = try reader.object(stop)
          let position = try stopObject["position"].map { (v) throws(Diagnostic) in try reader.number(v) } ?? 0
          let color = try stopObject["color"].map { (v) throws(Diagnostic) in try reader.color(v) }
          return GradientStop(position: position, color: color ?? RGBA(red: 0, green: 0, blue: 0))
        }
      case "boundVariables":
        if let alias = try reader.object(field)["color"] { paint.colorVariable = try variableID(alias) }
      default: break
      }
    }
    return paint
  }

  mutating func effects(_ value: JSONValue) throws(Diagnostic) -> [Effect] {
    try reader.array(value).map { (element) throws(Diagnostic) in
      let object = try reader.object(element)
      var effect = Effect(type: "")
      try object.forEachMember { (key, field) throws(Diagnostic) in
        switch key {
        case "type": effect.type = try reader.string(field)
        case "visible": effect.visible = try reader.bool(field)
        case "radius": effect.radius = try reader.number(field)
        case "spread": effect.spread = try reader.number(field)
        case "color": effect.color = try reader.color(field)
        case "offset":
          let offset = try reader.object(field)
          effect.offsetX = try offset["x"].map { (v) throws(Diagnostic) in try reader.number(v) } ?? 0
          effect.offsetY = try offset["y"].map { (v) throws(Diagnostic) in try reader.number(v) } ?? 0
        default: break
        }
      }
      return effect
    }
  }

  mutating func readText(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) throws(Diagnostic) {
    var text = node.properties.text ?? TextContent(characters: "", style: TextStyle())
    switch key {
    case .characters: text.characters = try reader.string(field)
    case .style: text.style = try textStyle(field)
    case .styleOverrideTable: text.overrideCount = try reader.object(field).count
    default: break
    }
    node.properties.text = text
  }

  private mutating func textStyle(_ value: JSONValue) throws(Diagnostic) -> TextStyle {
    var style = TextStyle()
    try reader.object(value).forEachMember { (key, field) throws(Diagnostic) in
      switch key {
      case "fontFamily": style.fontFamily = try reader.string(field)
      case "fontPostScriptName": style.fontPostScriptName = try reader.optionalString(field)
      case "fontStyle": style.fontStyle = try reader.optionalString(field)
      case "fontWeight": style.fontWeight = try reader.number(field)
      case "fontSize": style.fontSize = try reader.number(field)
      case "italic": style.italic = try reader.bool(field)
      case "lineHeightPx": style.lineHeightPx = try reader.optionalNumber(field)
      case "lineHeightUnit": style.lineHeightUnit = try reader.string(field)
      case "letterSpacing": style.letterSpacing = try reader.number(field)
      case "textAlignHorizontal": style.alignHorizontal = try reader.string(field)
      case "textAlignVertical": style.alignVertical = try reader.string(field)
      case "textAutoResize": style.autoResize = try reader.enumeration(field, default: .none)
      case "textTruncation": style.truncation = try reader.string(field)
      case "maxLines": style.maxLines = field.isNull ? nil : try reader.integer(field)
      case "textCase": style.textCase = try reader.string(field)
      case "textDecoration": style.textDecoration = try reader.string(field)
      case "paragraphSpacing": style.paragraphSpacing = try reader.number(field)
      default: break
      }
    }
    return style
  }

  mutating func componentProperties(_ value: JSONValue) throws(Diagnostic) -> [ComponentProperty] {
    var properties: [ComponentProperty] = []
    try reader.object(value).forEachMember { (name, field) throws(Diagnostic) in
      let object = try reader.object(field)
      let type = try object["type"].map { (v) throws(Diagnostic) in try reader.string(v) } ?? ""
      var text = ""
      if let raw = object["value"] {
        switch raw.kind {
        case .bool: text = raw.bool == true ? "true" : "false"
        case .number: text = NumberText.format(raw.double ?? 0)
        case .string: text = raw.string ?? ""
        default: throw reader.typeError(raw, expected: "a boolean or a string")
        }
      }
      properties.append(ComponentProperty(name: name, type: type, value: text))
    }
    return properties.sorted { $0.name < $1.name }
  }

  /// Flattens `boundVariables` (`field: alias | [alias] | {sub: alias}`) into sorted bindings.
  mutating func boundVariables(_ value: JSONValue) throws(Diagnostic) -> [BoundVariable] {
    var bindings: [BoundVariable] = []
    try reader.object(value).forEachMember { (field, binding) throws(Diagnostic) in
      try collectBindings(binding, field: field, into: &bindings)
    }
    return bindings.sorted { ($0.field, $0.id) < ($1.field, $1.id) }
  }

  private mutating func collectBindings(_ value: JSONValue, field: String, into bindings: inout [BoundVariable])
    throws(Diagnostic)
  {
    switch value.kind {
    case .array:
      for (position, element) in value.elements.enumerated() {
        try collectBindings(element, field: "\(field)[\(position)]", into: &bindings)
      }
    case .object:
      if value["type"]?.string == "VARIABLE_ALIAS" {
        bindings.append(BoundVariable(field: field, id: try variableID(value)))
      } else {
        try value.forEachMember { (sub, nested) throws(Diagnostic) in
          try collectBindings(nested, field: "\(field).\(sub)", into: &bindings)
        }
      }
    default:
      break
    }
  }

  private func variableID(_ alias: JSONValue) throws(Diagnostic) -> String {
    guard let id = try reader.object(alias)["id"] else {
      throw reader.failure("variable alias without 'id'", at: alias)
    }
    return try reader.string(id)
  }
}
