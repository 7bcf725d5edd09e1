import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// How a kept node is configured: its role, class and properties from the design and the ruleset's
/// view, colour and font decisions; what cannot be translated becomes a TODO.
struct ViewConfigurator {
  let tree: RuledTree
  /// Colours no rule named, by `#RRGGBB@alpha`, for the report.
  private(set) var unmappedColors: Set<String> = []
  /// Text styles no rule named, as `Family size/weight`.
  private(set) var pointSizeFonts: Set<String> = []

  init(tree: RuledTree) { self.tree = tree }

  /// The class: the `view` rule's, else UILabel for text, UIStackView for a stack, UIView.
  func className(for node: RuledNode) -> String { Self.className(for: node) }

  /// The class of a node, as ``className(for:)``.
  static func className(for node: RuledNode) -> String {
    if let decided = node.decisions.view?.value.className { return decided }
    if node.design.kind == .text { return "UILabel" }
    if node.decisions.container?.value == .stack { return "UIStackView" }
    return "UIView"
  }

  /// What a node's view is for: the `view` rule's role, else what its class implies.
  static func role(for node: RuledNode) -> ViewRole {
    node.decisions.view?.value.role ?? ViewRole(uikitClass: className(for: node))
  }

  /// The properties of a view with `role`, its control and its TODOs.
  mutating func configure(_ node: RuledNode, role: ViewRole) -> (ViewProperties, ControlSpec?, [String]) {
    var properties = ViewProperties()
    var todos: [String] = []
    let design = node.design
    if let text = design.text {
      applyText(text, fills: design.appearance.fills, to: &properties)
      if role == .label { properties.lineHeight = Self.lineHeight(of: text.style) }
      if text.overrideCount > 0 { todos.append("mixed text styles in '\(flat(design.name))' use the base style only") }
    }
    applyFills(design, role: role, to: &properties, todos: &todos)
    applyShape(design, to: &properties, todos: &todos)
    let control = self.control(for: node, role: role, properties: &properties)
    if let view = node.decisions.view?.value {
      for property in view.properties { properties.extra[property.key] = property.value }
    }
    return (properties, control, todos)
  }

  /// The colour the rules chose for a paint used as `usage`, or its literal value (noted as unmapped).
  mutating func color(_ paint: Paint, usage: ColorKey.Usage) -> ColorValue {
    let hex = paint.color?.hex ?? "#000000"
    let key = ColorKey(hex: hex, alpha: NumberText.rounded(paint.alpha), styleName: paint.styleName, usage: usage)
    if let decided = tree.colors[key] { return decided.value }
    unmappedColors.insert("\(hex)@\(NumberText.format(key.alpha))")
    let color = paint.color ?? RGBA(red: 0, green: 0, blue: 0)
    return .rgba(red: color.red, green: color.green, blue: color.blue, alpha: key.alpha)
  }

  /// Sets the text, font, colour, alignment and line count of `text`.
  mutating func applyText(_ text: TextContent, fills: [Paint], to properties: inout ViewProperties) {
    let style = text.style
    properties.text = text.characters
    let key = FontKey(
      family: style.fontFamily, postScriptName: style.fontPostScriptName, size: style.fontSize,
      weight: style.fontWeight,
      italic: style.italic, styleName: text.styleName)
    if let decided = tree.fonts[key] {
      properties.font = decided.value
    } else {
      pointSizeFonts.insert(
        "\(style.fontFamily) \(NumberText.format(style.fontSize))/\(NumberText.format(style.fontWeight))")
      properties.font = .system(size: style.fontSize, weight: FontWeight(numeric: style.fontWeight), scaled: false)
    }
    if let fill = fills.topSolid {
      properties.textColor = color(fill, usage: .text)
    }
    switch style.alignHorizontal {
    case "CENTER": properties.textAlignment = .center
    case "RIGHT": properties.textAlignment = .right
    case "JUSTIFIED": properties.textAlignment = .justified
    default: break
    }
    let wraps = style.autoResize != .widthAndHeight || text.characters.contains(where: \.isNewline)
    if let maxLines = style.maxLines, style.truncation == "ENDING" {
      properties.numberOfLines = maxLines
    } else if wraps {
      properties.numberOfLines = 0
    }
  }

  /// UIKit's own line height for a font, as a multiple of its size (SF Pro's ascender plus descender).
  static let naturalLineHeightRatio = 1.19

  /// The line height a label must fix: the design's, where a designer set one (not Figma's "auto")
  /// and it is more than half a point from what UIKit would lay out.
  static func lineHeight(of style: TextStyle) -> Double? {
    guard let designed = style.lineHeightPx, style.lineHeightUnit != "INTRINSIC_%", designed > 0 else { return nil }
    return abs(designed - style.fontSize * naturalLineHeightRatio) > 0.5 ? designed : nil
  }

  private mutating func applyFills(
    _ design: DesignNode, role: ViewRole, to properties: inout ViewProperties, todos: inout [String]
  ) {
    let visible = design.appearance.fills.filter(\.visible)
    if role == .image || role == .icon {
      properties.imageName = Self.assetName(design.name, id: design.id)
      let scale = visible.first { $0.kind == .image }?.scaleMode
      properties.contentMode = scale == "FILL" ? .scaleAspectFill : .scaleAspectFit
      return
    }
    guard design.text == nil else { return }
    if let solid = visible.last(where: { $0.kind == .solid }) {
      properties.backgroundColor = color(solid, usage: .fill)
    }
    for paint in visible where paint.kind != .solid {
      todos.append(
        "\(paint.kind.figmaType.lowercased().replacingUnderscores()) fill of '\(flat(design.name))' is not translated")
    }
  }

  private mutating func applyShape(_ design: DesignNode, to properties: inout ViewProperties, todos: inout [String]) {
    let look = design.appearance
    if let radii = look.cornerRadii, Set(radii).count > 1 {
      properties.cornerRadius = radii.max()
      let values = radii.map { NumberText.format($0) }.joined(separator: ", ")
      todos.append("corners of '\(flat(design.name))' differ (\(values)); set layer.maskedCorners")
    } else if let radius = look.cornerRadii?.first ?? (look.cornerRadius > 0 ? look.cornerRadius : nil), radius > 0 {
      properties.cornerRadius = radius
    }
    if let stroke = look.strokes.topSolid, design.text == nil {
      properties.borderWidth = look.strokeWeight
      properties.borderColor = color(stroke, usage: .stroke)
    }
    if design.opacity < 1 { properties.alpha = NumberText.rounded(design.opacity) }
    if look.clipsContent && (properties.cornerRadius ?? 0) > 0 { properties.clipsToBounds = true }
    for effect in look.effects where effect.visible {
      todos.append("\(effect.type.lowercased().replacingUnderscores()) of '\(flat(design.name))' is not translated")
    }
    if design.rotation != 0 {
      todos.append("'\(flat(design.name))' is rotated \(NumberText.format(design.rotation))°; apply a transform")
    } else if let transform = design.transform {
      let kind = transform.isSkewed ? "skewed" : "mirrored"
      todos.append("'\(flat(design.name))' is \(kind) in the design; apply a transform")
    }
  }

  /// The asset name of an icon inside a control: its own layer's name, or, where Figma named it ("Vector"), the
  /// control's title or name.
  static func imageName(of icon: RuledNode, in control: RuledNode, title: String?) -> String {
    let own = NameWords.words(icon.design.name)
    if !own.isEmpty, !own.allSatisfy(SwiftNaming.isDefaultWord) {
      return assetName(icon.design.name, id: icon.design.id)
    }
    let controlWords = NameWords.words(control.design.name)
    if !controlWords.isEmpty, !controlWords.allSatisfy(SwiftNaming.isDefaultWord) {
      return assetName(control.design.name, id: icon.design.id)
    }
    return assetName(title ?? "", id: icon.design.id)
  }

  /// An asset catalogue name from a layer name: "Search Icon" → "search-icon".
  static func assetName(_ name: String, id: String) -> String {
    let words = SwiftNaming.words(name).map { $0.lowercased() }
    return words.isEmpty
      ? "image-" + id.map { $0.isLetter || $0.isNumber ? $0 : "-" }.map(String.init).joined()
      : words.joined(separator: "-")
  }

  private func flat(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
