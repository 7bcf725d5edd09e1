import Diagnostics
import JSONText

/// Builds one screen's ``DesignNode`` tree from decoded nodes.
struct DesignNodeBuilder {
  let source: String
  let entry: FigmaEntry
  var notes: [Diagnostic] = []
  /// The ids of the styles layers use that the input does not name (a nodes export without its file's styles).
  var unnamedStyles: Set<String> = []
  /// The byte offset of each node's object in the input, by node id.
  var offsets: [String: Int] = [:]

  init(source: String, entry: FigmaEntry) {
    self.source = source
    self.entry = entry
  }

  mutating func build(_ node: FigmaNode, parentBox: Rect?, rootBox: Rect?, parentLayout: AutoLayout?) -> DesignNode {
    if let json = node.json, offsets[node.properties.id] == nil { offsets[node.properties.id] = json.byteOffset }
    let box = Self.drawnBox(of: node, box: boundingBox(of: node, parentBox: parentBox))
    let rootBox = rootBox ?? box
    var properties = node.properties
    resolveStyleNames(of: node, into: &properties)
    // A vector drawn as the rectangle of its own box: on its own a view draws it; in an icon it is part of the art.
    if properties.kind == .vector, properties.appearance.fillPaths.count == 1 {
      properties.isBoxPath = RectanglePath.isRectangle(
        properties.appearance.fillPaths[0], width: box.width, height: box.height)
    }
    if case .unknown(let type) = properties.kind {
      note("unknown node type '\(type)' kept as an opaque box", node)
    }
    let frame = parentBox.map { box.relative(to: $0) } ?? Rect(x: 0, y: 0, width: box.width, height: box.height)
    var children: [DesignNode] = []
    children.reserveCapacity(node.children.count)
    for child in node.children {
      children.append(build(child, parentBox: box, rootBox: rootBox, parentLayout: properties.layout))
    }
    let transform = node.transform.flatMap { $0.isSkewed || $0.isMirrored ? $0 : nil }
    var sizing = SizingResolver.sizing(of: node.properties, parentLayout: parentLayout)
    let overflow = ScrollingAxes.overflow(
      of: properties.layout.overflow, sizing: sizing, box: box, parentBox: parentBox, children: children)
    let spread = SpreadRow.spread(properties.layout, sizing: sizing, box: box, screenBox: rootBox, children: children)
    if spread.align != properties.layout.primaryAlign { properties.layout.primaryAlign = spread.align }
    sizing = spread.sizing
    if let line = GridLine.linearised(properties.layout, sizing: sizing, box: box, children: &children) {
      properties.layout = line.layout
      sizing = line.sizing
    }
    if overflow != properties.layout.overflow {
      note("scrolls in the design along an axis where nothing overflows it; \(ScrollingAxes.describe(overflow))", node)
      properties.layout.overflow = overflow
    }
    return DesignNode(
      properties: properties, frame: frame, absolute: box.relative(to: rootBox), sizing: sizing,
      transform: transform, component: component(of: node), children: children)
  }

  /// A line's box is as thick as its stroke, centred on the line as Figma draws it; every other node's is its own.
  private static func drawnBox(of node: FigmaNode, box: Rect) -> Rect {
    let look = node.properties.appearance
    guard node.properties.kind == .line, look.strokes.contains(where: \.visible), look.strokeWeight > 0 else {
      return box
    }
    let weight = look.strokeWeight
    var drawn = box
    if box.height < weight, box.height <= box.width {
      drawn.y -= (weight - box.height) / 2
      drawn.height = weight
    } else if box.width < weight, box.width < box.height {
      drawn.x -= (weight - box.width) / 2
      drawn.width = weight
    }
    return drawn
  }

  /// The node's box in page coordinates: `absoluteBoundingBox`, else its transform and size
  /// within the parent, else the parent's origin.
  private mutating func boundingBox(of node: FigmaNode, parentBox: Rect?) -> Rect {
    if let box = node.boundingBox { return box }
    let origin = parentBox ?? .zero
    if let transform = node.transform, let size = node.size {
      return Rect(x: origin.x + transform.tx, y: origin.y + transform.ty, width: size.width, height: size.height)
    }
    if node.properties.kind != .document && node.properties.kind != .canvas {
      note("no absoluteBoundingBox; placed at its parent's origin", node)
    }
    return Rect(x: origin.x, y: origin.y, width: node.size?.width ?? 0, height: node.size?.height ?? 0)
  }

  private mutating func resolveStyleNames(of node: FigmaNode, into properties: inout NodeProperties) {
    for id in node.styleIDs.values where entry.styles[id]?.name == nil { unnamedStyles.insert(id) }
    func name(_ keys: String...) -> String? {
      keys.lazy.compactMap { node.styleIDs[$0] }.first.flatMap { entry.styles[$0]?.name }
    }
    if let fill = name("fill", "fills") {
      for index in properties.appearance.fills.indices { properties.appearance.fills[index].styleName = fill }
    }
    if let stroke = name("stroke", "strokes") {
      for index in properties.appearance.strokes.indices { properties.appearance.strokes[index].styleName = stroke }
    }
    if let text = name("text") { properties.text?.styleName = text }
    if let effect = name("effect", "effects") { properties.appearance.effectStyleName = effect }
  }

  private func component(of node: FigmaNode) -> ComponentRef? {
    guard let id = node.componentID else { return nil }
    var reference = ComponentRef(componentID: id)
    if let meta = entry.components[id] {
      reference.name = meta.name
      reference.description = meta.description.isEmpty ? nil : meta.description
      reference.isRemote = meta.isRemote
      reference.setID = meta.componentSetID
      reference.setName = meta.componentSetID.flatMap { entry.componentSets[$0]?.name }
    }
    reference.properties = node.componentProperties
    return reference
  }

  private mutating func note(_ message: String, _ node: FigmaNode) {
    notes.append(
      Diagnostic(
        .note, "figma.normalize", "\(message)", at: SourceLocation(file: source),
        node: NodeRef(id: node.properties.id, name: node.properties.name)))
  }
}

/// Resolves `layoutSizingHorizontal/Vertical`, deriving them in older files from the
/// `*AxisSizingMode`, `layoutGrow`, `layoutAlign` and `textAutoResize` fields.
enum SizingResolver {
  static func sizing(of node: NodeProperties, parentLayout: AutoLayout?) -> AxisSizings {
    AxisSizings(
      horizontal: node.item.declaredHorizontalSizing ?? derived(node, horizontal: true, parentLayout: parentLayout),
      vertical: node.item.declaredVerticalSizing ?? derived(node, horizontal: false, parentLayout: parentLayout))
  }

  private static func derived(_ node: NodeProperties, horizontal: Bool, parentLayout: AutoLayout?) -> Sizing {
    if let parent = parentLayout, parent.mode == .horizontal || parent.mode == .vertical,
      !node.item.isAbsolute
    {
      let alongParentMain = (parent.mode == .horizontal) == horizontal
      if alongParentMain && node.item.grow >= 0.5 { return .fill }
      if !alongParentMain && node.item.align == .stretch { return .fill }
    }
    if let text = node.text {
      switch text.style.autoResize {
      case .widthAndHeight: return .hug
      case .height: return horizontal ? .fixed : .hug
      // An unknown mode sizes the box as NONE does.
      case .none, .truncate, .unknown: return .fixed
      }
    }
    let layout = node.layout
    if layout.mode == .horizontal || layout.mode == .vertical {
      let alongOwnMain = (layout.mode == .horizontal) == horizontal
      switch alongOwnMain ? layout.primarySizing : layout.counterSizing {
      // An unknown sizing mode hugs, as the API's default AUTO does.
      case .auto, .unknown: return .hug
      case .fixed: break
      }
    }
    return .fixed
  }
}
