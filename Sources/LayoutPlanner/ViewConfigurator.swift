import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// How a kept node is configured: its role, class and properties from the design and the ruleset's
/// view, colour and font decisions; what cannot be translated becomes a TODO.
struct ViewConfigurator {
  let tree: RuledTree
  /// What each node of the tree is, resolved once.
  let nodes: ResolvedNodes
  /// Colours no rule named, by `#RRGGBB@alpha`, for the report.
  private(set) var unmappedColors: Set<String> = []
  /// Text styles no rule named, as `Family size/weight`.
  private(set) var pointSizeFonts: Set<String> = []
  /// Every image shown so far, one name each.
  var assets = AssetTable()
  /// The components that are classes of their own, and their instances.
  var components = ComponentCatalog()
  /// The names of the layers around the node being configured, nearest last: they name an image its own layer does
  /// not.
  var ancestors: [String] = []

  init(tree: RuledTree) {
    self.tree = tree
    nodes = ResolvedNodes(tree: tree)
    assets = AssetTable(tree: tree)
  }

  /// This configurator, handed on to a screen's planner: the one returned holds everything, and the tables that grow
  /// with the file are left empty here, so that the returned one is their only holder and changes them in place (a
  /// second holder made each screen's first change copy them: planning grew with screens × images).
  mutating func handOff() -> ViewConfigurator {
    let handed = self
    unmappedColors = []
    pointSizeFonts = []
    assets = AssetTable()
    components = ComponentCatalog()
    ancestors = []
    return handed
  }

  /// The properties of a view with `role`, its control, and what it does not draw exactly.
  ///
  /// - Parameter mask: the mask layer below the node that clips it, if any.
  mutating func configure(_ node: RuledNode, role: ViewRole, mask: DesignNode? = nil)
    -> (ViewProperties, ControlSpec?, [Approximation])
  {
    var properties = ViewProperties()
    var todos: [Approximation] = []
    let design = node.design
    if let text = design.text {
      applyText(text, fills: design.appearance.fills, to: &properties)
      if role == .label {
        properties.lineHeight = Self.lineHeight(of: text.style)
        todos += Self.dropLinks(from: &properties.textAttributes, of: flat(design.name))
      }
      todos += textApproximations(design)
    }
    // A glyph made a button (a tab bar's icons drawn as bare vectors) shows itself as its image: its fills and strokes
    // are the image's, not a box's.
    let glyphButton = role == .button && Self.isBareGlyph(node)
    let halfTurned = Self.drawsHalfTurnAsCorners(node)
    if !glyphButton {
      applyFills(node, role: role, to: &properties, todos: &todos)
      applyCorners(design, role: role, halfTurned: halfTurned, to: &properties, todos: &todos)
    }
    // The strokes of vector art are in its image.
    let isArt = (role == .image || role == .icon) && AssetContent.imageFill(of: design) == nil || glyphButton
    if design.kind == .line, role == .container,
      let stroke = design.appearance.strokes.last(where: { $0.visible && $0.kind == .solid })
    {
      // A hairline: its stroke is its fill (the normaliser made its box as thick as the stroke).
      properties.backgroundColor = color(stroke, usage: .stroke)
      if !design.appearance.strokeDashes.isEmpty {
        todos.append(.init(.approximated, "strokes", "the dashed line '\(flat(design.name))' is drawn solid"))
      }
    } else if !isArt {
      applyStrokes(design, to: &properties, todos: &todos)
    }
    applyEffects(
      design, role: role, hasSubviews: !node.children.isEmpty, hasSibling: true, to: &properties, todos: &todos)
    if let mask { applyMask(mask, to: design, properties: &properties, todos: &todos) }
    todos += dropScrollingDecoration(role: role, name: flat(design.name), properties: &properties)
    applyTransform(design, role: role, halfTurned: halfTurned, todos: &todos)
    let control = self.control(for: node, role: role, properties: &properties)
    todos += undrawnContent(of: node, control: control)
    if control != nil, let lost = lostTextAttributes(properties.textAttributes, role: role) {
      todos.append(
        .init(.approximated, "text_attributes", "the text of '\(flat(design.name))' is shown without its \(lost)"))
    }
    return (properties, control, todos)
  }

  /// Whether the node is one bare glyph (a vector, no layers below it): a button drawn so shows it as its image.
  static func isBareGlyph(_ node: RuledNode) -> Bool {
    node.design.kind.isVectorArt && node.children.isEmpty
  }

  /// The properties of a screen's root: its fills, and, unless it is a device's screen (whose corners are the
  /// device's), its corners, border and effects.
  mutating func configureRoot(_ root: RuledNode, isDeviceScreen: Bool) -> (ViewProperties, [Approximation]) {
    let design = root.design
    var properties = ViewProperties()
    var todos: [Approximation] = []
    applyFills(root, role: .container, to: &properties, todos: &todos)
    guard !isDeviceScreen else { return (properties, todos) }
    applyCorners(design, role: .container, to: &properties, todos: &todos)
    applyStrokes(design, to: &properties, todos: &todos)
    applyEffects(
      design, role: .container, hasSubviews: !root.children.isEmpty, hasSibling: false, to: &properties,
      todos: &todos)
    return (properties, todos)
  }

  /// The colour the rules chose for a paint used as `usage`, or its literal value (noted as unmapped).
  mutating func color(_ paint: Paint, usage: ColorKey.Usage) -> ColorValue {
    let key = ColorKey(paint: paint, usage: usage)
    if let decided = tree.colors[key] { return decided.value }
    unmappedColors.insert("\(key.hex)@\(NumberText.format(key.alpha))")
    let color = paint.color ?? RGBA(red: 0, green: 0, blue: 0)
    return .rgba(red: color.red, green: color.green, blue: color.blue, alpha: key.alpha)
  }

  /// The font the rules chose for a text style, or the system font at its size and weight (noted as a point size).
  mutating func font(for style: TextStyle, styleName: String?) -> FontValue {
    let key = FontKey(style: style, styleName: styleName)
    if let decided = tree.fonts[key] { return decided.value }
    pointSizeFonts.insert(
      "\(style.fontFamily) \(NumberText.format(style.fontSize))/\(NumberText.format(style.fontWeight))")
    return .system(
      size: style.fontSize, weight: FontWeight(numeric: style.fontWeight), italic: style.italic, scaled: false)
  }

  /// Sets the text, font, colour, alignment, line count and attributes of `text`.
  mutating func applyText(_ text: TextContent, fills: [Paint], to properties: inout ViewProperties) {
    let style = text.style
    properties.text = Self.cased(text.characters, style.textCase)
    properties.font = font(for: style, styleName: text.styleName)
    if let fill = fills.topSolid {
      properties.textColor = color(fill, usage: .text)
    } else if let gradient = fills.last(where: { $0.visible && $0.kind != .solid }),
      let first = gradient.gradientStops.first
    {
      // A gradient on text is drawn in its first colour (reported by textApproximations).
      var solid = Paint(kind: .solid)
      solid.color = first.color
      solid.opacity = gradient.opacity
      properties.textColor = color(solid, usage: .text)
    }
    switch style.alignHorizontal {
    case .center: properties.textAlignment = .center
    case .right: properties.textAlignment = .right
    case .justified: properties.textAlignment = .justified
    case .left, .unknown: break
    }
    let wraps = style.autoResize != .widthAndHeight || text.characters.contains(where: \.isNewline)
    if let maxLines = style.maxLines, style.truncation == .ending {
      properties.numberOfLines = maxLines
    } else if wraps {
      properties.numberOfLines = 0
    }
    properties.textAttributes = attributes(of: text)
  }

  /// UIKit's own line height for a font, as a multiple of its size (SF Pro's ascender plus descender).
  static let naturalLineHeightRatio = 1.19

  /// The line height a label must fix: the design's, where a designer set one (not Figma's "auto")
  /// and it is more than half a point from what UIKit would lay out.
  static func lineHeight(of style: TextStyle) -> Double? {
    guard let designed = style.lineHeightPx, style.lineHeightUnit != .intrinsicPercent, designed > 0 else { return nil }
    return abs(designed - style.fontSize * naturalLineHeightRatio) > 0.5 ? designed : nil
  }

  /// The asset name of an icon inside a control: its own layer's, else one from the control's name or title.
  mutating func imageName(of icon: RuledNode, in control: RuledNode, title: String?) -> String {
    assets.name(for: icon, context: ancestors + [control.design.name], fallback: title)
  }

  /// The colour an image is drawn in where it is a template (a one-colour icon), asked as an icon's (foreground, as
  /// a text's: `.label`, not `.systemBackground`); nil for an image in its own colours.
  mutating func tint(ofImage node: RuledNode, named name: String) -> ColorValue? {
    let asset = assets.asset(named: name)
    guard asset?.rendering == .template else { return nil }
    // An SF Symbol drawn for art of several colours takes the first of them.
    let paint = AssetContent.tint(of: node) ?? (asset?.kind == .symbol ? AssetContent.firstSolid(in: node) : nil)
    return paint.map { color($0, usage: .icon) }
  }

  /// A layer name on one line, for messages.
  func flat(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }
}
