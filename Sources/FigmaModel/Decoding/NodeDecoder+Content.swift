import Diagnostics
import JSONText

/// Paints, effects, text and component members, all read tolerantly.
extension NodeDecoder {
  /// `fills` or `strokes`: the paints that are objects, in order.
  mutating func paints(_ value: JSONValue, _ field: String) -> [Paint] {
    let elements = reader.array(value, field, nullable: true) ?? []
    return elements.compactMap { element in reader.object(element, "paint").map { paint($0) } }
  }

  private mutating func paint(_ object: JSONValue) -> Paint {
    var paint = Paint(kind: .unknown(""))
    object.forEachMember { key, field in
      switch key {
      case "type": paint.kind = reader.vocabulary(field, "paint.type", default: .unknown(""))
      case "visible": paint.visible = reader.bool(field, "paint.visible", default: true)
      case "opacity": paint.opacity = reader.clamped(field, "paint.opacity", to: 0...1, default: 1)
      case "color": paint.color = reader.color(field, "paint.color")
      case "imageRef": paint.imageRef = reader.optionalString(field, "paint.imageRef")
      case "scaleMode": paint.scaleMode = reader.optionalVocabulary(field, "paint.scaleMode")
      case "gradientStops": paint.gradientStops = gradientStops(field)
      case "gradientHandlePositions": paint.gradientHandles = unitPoints(field, "paint.gradientHandlePositions")
      case "boundVariables":
        if let alias = reader.object(field, "paint.boundVariables")?["color"] {
          paint.colorVariable = variableID(alias)
        }
      default: break
      }
    }
    return paint
  }

  private mutating func gradientStops(_ value: JSONValue) -> [GradientStop] {
    let elements = reader.array(value, "paint.gradientStops") ?? []
    return elements.compactMap { element in
      guard let stop = reader.object(element, "gradientStop") else { return nil }
      let position = stop["position"].map { reader.number($0, "gradientStop.position", default: 0) } ?? 0
      let color = stop["color"].flatMap { reader.color($0, "gradientStop.color") }
      return GradientStop(position: position, color: color ?? RGBA(red: 0, green: 0, blue: 0))
    }
  }

  private mutating func unitPoints(_ value: JSONValue, _ field: String) -> [UnitPoint] {
    (reader.array(value, field) ?? []).compactMap { element in
      guard let point = reader.object(element, field) else { return nil }
      let x = point["x"].map { reader.number($0, field, default: 0) } ?? 0
      let y = point["y"].map { reader.number($0, field, default: 0) } ?? 0
      return UnitPoint(x: x, y: y)
    }
  }

  mutating func effects(_ value: JSONValue) -> [Effect] {
    let elements = reader.array(value, "effects", nullable: true) ?? []
    return elements.compactMap { element in reader.object(element, "effect").map { effect($0) } }
  }

  private mutating func effect(_ object: JSONValue) -> Effect {
    var effect = Effect(type: .unknown(""))
    object.forEachMember { key, field in
      switch key {
      case "type": effect.type = reader.vocabulary(field, "effect.type", default: .unknown(""))
      case "visible": effect.visible = reader.bool(field, "effect.visible", default: true)
      case "radius": effect.radius = reader.number(field, "effect.radius", default: 0)
      case "spread": effect.spread = reader.number(field, "effect.spread", default: 0)
      case "color": effect.color = reader.color(field, "effect.color")
      case "showShadowBehindNode":
        effect.showsBehindNode = reader.bool(field, "effect.showShadowBehindNode", default: false)
      case "offset":
        guard let offset = reader.object(field, "effect.offset") else { return }
        effect.offsetX = offset["x"].map { reader.number($0, "effect.offset", default: 0) } ?? 0
        effect.offsetY = offset["y"].map { reader.number($0, "effect.offset", default: 0) } ?? 0
      default: break
      }
    }
    return effect
  }

  mutating func readText(_ key: NodeKey, _ field: JSONValue, into node: inout FigmaNode) {
    var text = node.properties.text ?? TextContent(characters: "", style: TextStyle())
    switch key {
    case .characters: text.characters = reader.string(field, key.rawValue, default: "")
    case .style: text.style = reader.object(field, key.rawValue).map { textStyle($0) } ?? TextStyle()
    case .characterStyleOverrides:
      text.characterOverrides = (reader.array(field, key.rawValue, nullable: true) ?? []).map {
        reader.optionalInteger($0, key.rawValue) ?? 0
      }
    case .styleOverrideTable:
      var styles: [Int: TextRunStyle] = [:]
      reader.object(field, key.rawValue, nullable: true)?.forEachMember { name, entry in
        guard let key = Int(name), let style = reader.object(entry, "styleOverrideTable." + name) else { return }
        styles[key] = runStyle(style)
      }
      text.overrideStyles = styles
    default: break
    }
    node.properties.text = text
  }

  /// A partial TypeStyle of `styleOverrideTable`: only the fields it has.
  private mutating func runStyle(_ object: JSONValue) -> TextRunStyle {
    var style = TextRunStyle()
    object.forEachMember { key, field in
      let name = "styleOverrideTable." + key
      switch key {
      case "fontFamily": style.fontFamily = reader.optionalString(field, name)
      case "fontPostScriptName": style.fontPostScriptName = reader.optionalString(field, name)
      case "fontWeight": style.fontWeight = reader.optionalNumber(field, name)
      case "fontSize": style.fontSize = reader.optionalNumber(field, name)
      case "italic": style.italic = reader.bool(field, name, default: false)
      case "letterSpacing": style.letterSpacing = reader.optionalNumber(field, name)
      case "textDecoration": style.textDecoration = reader.optionalVocabulary(field, name)
      case "textCase": style.textCase = reader.optionalVocabulary(field, name)
      case "fills": style.fills = paints(field, name)
      case "hyperlink":
        guard let link = reader.object(field, name, nullable: true), link["type"]?.string == "URL" else { return }
        style.link = link["url"].flatMap { reader.optionalString($0, name + ".url") }
      default: break
      }
    }
    return style
  }

  private mutating func textStyle(_ object: JSONValue) -> TextStyle {
    var style = TextStyle()
    object.forEachMember { key, field in
      let name = "style." + key
      switch key {
      case "fontFamily": style.fontFamily = reader.string(field, name, default: "")
      case "fontPostScriptName": style.fontPostScriptName = reader.optionalString(field, name)
      case "fontStyle": style.fontStyle = reader.optionalString(field, name)
      case "fontWeight": style.fontWeight = reader.number(field, name, default: 400)
      case "fontSize": style.fontSize = reader.number(field, name, default: 12)
      case "italic": style.italic = reader.bool(field, name, default: false)
      case "lineHeightPx": style.lineHeightPx = reader.optionalNumber(field, name)
      case "lineHeightUnit": style.lineHeightUnit = reader.optionalVocabulary(field, name)
      case "letterSpacing": style.letterSpacing = reader.number(field, name, default: 0)
      case "textAlignHorizontal": style.alignHorizontal = reader.vocabulary(field, name, default: .left)
      case "textAlignVertical": style.alignVertical = reader.vocabulary(field, name, default: .top)
      case "textAutoResize": style.autoResize = reader.vocabulary(field, name, default: .none)
      case "textTruncation": style.truncation = reader.vocabulary(field, name, default: .disabled)
      case "maxLines": style.maxLines = reader.optionalInteger(field, name)
      case "textCase": style.textCase = reader.vocabulary(field, name, default: .original)
      case "textDecoration": style.textDecoration = reader.vocabulary(field, name, default: .none)
      case "paragraphSpacing": style.paragraphSpacing = reader.number(field, name, default: 0)
      default: break
      }
    }
    return style
  }
}
