import FigmaModel
import JSONText
import LayoutIR

/// How a kept node is configured: its class and properties from the design and the ruleset's
/// view, colour and font decisions; what cannot be translated becomes a TODO.
struct ViewConfigurator {
  let tree: RuledTree
  /// Colours with no rule's expression, by `#RRGGBB@alpha`, for the report.
  private(set) var unmappedColors: Set<String> = []
  /// Text styles with no rule's expression, as `Family size/weight`.
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

  /// The properties of a view of `className`, its TODOs, and the text child a button took as
  /// its title.
  mutating func configure(_ node: RuledNode, className: String) -> (ViewProperties, [String], String?) {
    var properties = ViewProperties()
    var todos: [String] = []
    let design = node.design
    var titleSource: String?
    if let text = design.text {
      apply(text, fills: design.appearance.fills, to: &properties)
      if className == "UILabel" { properties.lineHeight = Self.lineHeight(of: text.style) }
      if text.overrideCount > 0 { todos.append("mixed text styles in '\(flat(design.name))' use the base style only") }
    } else if let title = Self.titleChild(of: node) {
      if let text = title.design.text { apply(text, fills: title.design.appearance.fills, to: &properties) }
      titleSource = title.design.id
    }
    applyFills(design, className: className, to: &properties, todos: &todos)
    applyShape(design, to: &properties, todos: &todos)
    if let view = node.decisions.view?.value {
      for property in view.properties { properties.extra[property.key] = property.value }
    }
    return (properties, todos, titleSource)
  }

  /// The expression for a paint used as `usage`, or a literal colour (noted as unmapped).
  mutating func color(_ paint: Paint, usage: ColorKey.Usage) -> String {
    let hex = paint.color?.hex ?? "#000000"
    let key = ColorKey(hex: hex, alpha: NumberText.rounded(paint.alpha), styleName: paint.styleName, usage: usage)
    if let decided = tree.colors[key] { return decided.value }
    unmappedColors.insert("\(hex)@\(NumberText.format(key.alpha))")
    let color = paint.color ?? RGBA(red: 0, green: 0, blue: 0)
    let channels = [color.red, color.green, color.blue].map { NumberText.format($0) }
    return
      "UIColor(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), alpha: \(NumberText.format(key.alpha)))"
  }

  private mutating func apply(_ text: TextContent, fills: [Paint], to properties: inout ViewProperties) {
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
      properties.font =
        ".systemFont(ofSize: \(NumberText.format(style.fontSize)), weight: \(Self.weight(style.fontWeight)))"
    }
    if let fill = fills.last(where: { $0.visible && $0.kind == .solid }) {
      properties.textColor = color(fill, usage: .text)
    }
    switch style.alignHorizontal {
    case "CENTER": properties.textAlignment = ".center"
    case "RIGHT": properties.textAlignment = ".right"
    case "JUSTIFIED": properties.textAlignment = ".justified"
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
    _ design: DesignNode, className: String, to properties: inout ViewProperties, todos: inout [String]
  ) {
    let visible = design.appearance.fills.filter(\.visible)
    if className == "UIImageView" {
      properties.imageName = Self.assetName(design.name, id: design.id)
      let scale = visible.first { $0.kind == .image }?.scaleMode
      properties.contentMode = scale == "FILL" ? ".scaleAspectFill" : ".scaleAspectFit"
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
    if let stroke = look.strokes.last(where: { $0.visible && $0.kind == .solid }), design.text == nil {
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

  /// The text a button shows as its title: its single child, when that is a text.
  ///
  /// A button with more content keeps its children as subviews.
  static func titleChild(of node: RuledNode) -> RuledNode? {
    let className = Self.className(for: node)
    guard className == "UIButton" || className.hasSuffix("Button"), node.children.count == 1,
      let child = node.children.first, child.design.text != nil
    else { return nil }
    return child
  }

  /// An asset catalogue name from a layer name: "Search Icon" → "search-icon".
  static func assetName(_ name: String, id: String) -> String {
    let words = SwiftNaming.words(name).map { $0.lowercased() }
    return words.isEmpty
      ? "image-" + id.map { $0.isLetter || $0.isNumber ? $0 : "-" }.map(String.init).joined()
      : words.joined(separator: "-")
  }

  static func weight(_ value: Double) -> String {
    switch Int((value / 100).rounded()) {
    case ...1: ".ultraLight"
    case 2: ".thin"
    case 3: ".light"
    case 4: ".regular"
    case 5: ".medium"
    case 6: ".semibold"
    case 7: ".bold"
    case 8: ".heavy"
    default: ".black"
    }
  }

  private func flat(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
