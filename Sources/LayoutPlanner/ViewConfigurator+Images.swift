import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// An image view's image: its asset's name, the tint of a template, the content mode of its fill's scale mode;
/// paints over a picture that it does not show are reported.
extension ViewConfigurator {
  mutating func applyImage(
    _ node: RuledNode, fills visible: [Paint], to properties: inout ViewProperties, todos: inout [Approximation]
  ) {
    let design = node.design
    let name = assets.name(for: node, context: ancestors)
    properties.imageName = name
    let asset = assets.asset(named: name)
    properties.tintColor = tint(ofImage: node, named: name)
    let scale = visible.first { $0.kind == .image }?.scaleMode
    switch scale {
    case _ where asset?.kind == .symbol:
      // The symbol keeps its point size, centred in the icon's frame as the design's drawing is; each use its own.
      properties.contentMode = .center
      let own = AssetTable.symbolImage(for: node)
      if own != asset?.symbol { properties.symbolConfiguration = own }
    case .fill:
      // Aspect fill overflows the frame unless the view clips.
      properties.contentMode = .scaleAspectFill
      properties.clipsToBounds = true
    case .tile:
      properties.contentMode = .scaleAspectFit
      todos.append(
        .init(
          .untranslated, "image_tile", "the image of '\(flat(design.name))' is tiled in the design; it is drawn once")
      )
    case .stretch:
      // Figma's STRETCH is a crop (its imageTransform), which an image view cannot show.
      properties.contentMode = .scaleAspectFill
      properties.clipsToBounds = true
      todos.append(
        .init(
          .approximated, "image_crop",
          "the image of '\(flat(design.name))' is cropped in the design; it is drawn filling its view"))
    case .fit, .unknown, nil:
      properties.contentMode = .scaleAspectFit
    }
    // Vector art is its fills; over an image fill, a gradient or colour is not in the image.
    guard AssetContent.imageFill(of: design) != nil else { return }
    let image = visible.firstIndex { $0.kind == .image } ?? visible.endIndex
    for paint in visible.indices.filter({ $0 > image || visible[$0].kind != .solid }).map({ visible[$0] })
    where paint.kind != .image {
      todos.append(
        .init(
          .untranslated, "fills",
          "the \(paint.kind == .solid ? "colour" : kindName(paint)) over the image of '\(flat(design.name))' is not drawn"
        ))
    }
  }
}
