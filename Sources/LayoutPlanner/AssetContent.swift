import Decisions
import FigmaModel
import JSONText
import LayoutIR

/// What an image draws, as a key: two nodes with the same key show the same asset, two with different keys never do.
///
/// An image fill is its `imageRef`; an instance of a component is its component; vector art is its geometry. Where the
/// response has no paths (`geometry=paths` was not asked for), art a person named is its layers' kinds, names,
/// relative frames, strokes and colours (copies of one icon agree on all of them, different icons differ in one), and
/// art Figma named ("Vector") is only itself (five tab icons each drawn as one 24-pt "Vector" are five images), unless
/// it is the same layer of a component in two of its instances.
enum AssetContent {
  /// The key of what `design` shows.
  static func key(of node: RuledNode, rendering: AssetSpec.Rendering) -> String {
    let design = node.design
    if let reference = imageFill(of: design)?.imageRef { return "image:" + reference }
    if let component = design.component, design.kind == .instance {
      // A one-colour icon is tinted where it is shown; a coloured one is a different image in other colours.
      return "component:" + component.componentID + (rendering == .template ? "" : ":" + colors(of: node))
    }
    var signature = ""
    var hasPaths = false
    visit(node) { if !$0.design.appearance.geometryPaths.isEmpty { hasPaths = true } }
    if !hasPaths, AssetTable.meaningful(design.name).isEmpty {
      // A layer of an instance is its component's layer (`I5:6;7:8` is layer 7:8 of a component), drawn alike in
      // every instance; other art Figma named ("Vector") cannot be told from other art of its size: it is its own.
      guard design.id.hasPrefix("I"), let separator = design.id.lastIndex(of: ";") else { return "node:" + design.id }
      let layer = design.id[design.id.index(after: separator)...]
      return "layer:" + layer + (rendering == .template ? "" : ":" + colors(of: node))
    }
    append(node, origin: design.absolute, to: &signature, withNames: !hasPaths, withColors: rendering == .original)
    if !hasPaths {
      signature +=
        "@\(NumberText.format(design.absolute.width.rounded()))x\(NumberText.format(design.absolute.height.rounded()))"
    }
    return "art:" + signature
  }

  /// The visible image fill of a node, if it shows one.
  static func imageFill(of design: DesignNode) -> Paint? {
    design.appearance.fills.last { $0.visible && $0.kind == .image }
  }

  /// Template for art drawn in one solid colour (tinted where it is shown), original for anything else.
  static func rendering(of node: RuledNode) -> AssetSpec.Rendering {
    tint(of: node) == nil ? .original : .template
  }

  /// The one colour vector art is drawn in, when it is drawn in one: every visible paint of the subtree solid and
  /// of the same colour.
  static func tint(of root: RuledNode) -> Paint? {
    guard imageFill(of: root.design) == nil, root.design.kind != .text else { return nil }
    var found: Paint?
    var oneColor = true
    visit(root) { ruled in
      let node = ruled.design
      guard node.text == nil else {
        oneColor = false
        return
      }
      // A mask is not drawn: the layers it clips are, in their paints and its shape ("Shape" › "Fill" in an icon kit).
      guard !node.appearance.isMask else { return }
      let strokes = node.appearance.strokeWeight > 0 ? node.appearance.strokes : []
      // A frame or instance around its art paints no fill of its own into it.
      let fills = node.kind.isVectorArt || node.kind == .ellipse || node.kind == .rectangle ? node.appearance.fills : []
      for paint in (fills + strokes) where paint.visible && paint.opacity > 0 {
        guard paint.kind == .solid, let color = paint.color else {
          oneColor = false
          return
        }
        if let first = found?.color, first.hex != color.hex { oneColor = false }
        if found == nil { found = paint }
      }
    }
    return oneColor ? found : nil
  }

  /// The first visible solid paint of the art's shapes, depth first.
  static func firstSolid(in root: RuledNode) -> Paint? {
    var found: Paint?
    visit(root) { node in
      guard found == nil, node.design.kind.isVectorArt || node.design.kind == .ellipse else { return }
      found = (node.design.appearance.fills + node.design.appearance.strokes).first { $0.visible && $0.kind == .solid }
    }
    return found
  }

  /// The box of what the art draws: the union of its visible shapes' frames (its own where it has none).
  static func glyphBounds(of root: RuledNode) -> (width: Double, height: Double) {
    var (left, top) = (Double.infinity, Double.infinity)
    var (right, bottom) = (-Double.infinity, -Double.infinity)
    visit(root) { node in
      guard node.children.isEmpty else { return }
      let frame = node.design.absolute
      (left, top) = (min(left, frame.x), min(top, frame.y))
      (right, bottom) = (max(right, frame.maxX), max(bottom, frame.maxY))
    }
    return (
      right > left ? right - left : root.design.absolute.width,
      bottom > top ? bottom - top : root.design.absolute.height
    )
  }

  /// Every visible node of the subtree, depth first; the ruled tree holds a node's children, its design does not.
  static func visit(_ node: RuledNode, _ body: (RuledNode) -> Void) {
    guard node.design.visible else { return }
    body(node)
    for child in node.children { visit(child, body) }
  }

  /// The colours of every visible paint of the subtree.
  private static func colors(of node: RuledNode) -> String {
    var colors: [String] = []
    visit(node) { colors.append(paints(of: $0.design)) }
    return colors.joined(separator: ";")
  }

  /// The visible paints of one node: colours, and the kind of any other paint.
  private static func paints(of node: DesignNode) -> String {
    (node.appearance.fills + node.appearance.strokes).filter(\.visible).map { paint in
      paint.color.map { $0.hex + "@" + NumberText.format(NumberText.rounded(paint.opacity)) } ?? paint.kind.rawValue
    }.joined(separator: ",")
  }

  private static func append(
    _ ruled: RuledNode, origin: Rect, to signature: inout String, withNames: Bool, withColors: Bool
  ) {
    let node = ruled.design
    guard node.visible else { return }
    let width = max(origin.width, 0.001)
    let height = max(origin.height, 0.001)
    let frame = [
      (node.absolute.x - origin.x) / width, (node.absolute.y - origin.y) / height, node.absolute.width / width,
      node.absolute.height / height,
    ].map { NumberText.format(($0 * 1000).rounded() / 1000) }
    signature += "(" + node.kind.figmaType + " " + frame.joined(separator: ",")
    if withNames { signature += " '" + node.name.lowercased() + "'" }
    let look = node.appearance
    if !look.geometryPaths.isEmpty { signature += " " + look.geometryPaths.joined(separator: "|") }
    if look.strokes.contains(where: \.visible), look.strokeWeight > 0 {
      signature +=
        " s" + NumberText.format((look.strokeWeight / height * 1000).rounded() / 1000) + look.strokeAlign.rawValue
    }
    if let arc = look.arc {
      signature +=
        " a"
        + [arc.startingAngle, arc.endingAngle, arc.innerRadius].map(NumberText.format).joined(
          separator: ",")
    }
    if look.cornerRadius > 0 { signature += " r" + NumberText.format((look.cornerRadius / height * 1000).rounded()) }
    if withColors { signature += " " + paints(of: node) }
    for child in ruled.children {
      append(child, origin: origin, to: &signature, withNames: withNames, withColors: withColors)
    }
    signature += ")"
  }
}
