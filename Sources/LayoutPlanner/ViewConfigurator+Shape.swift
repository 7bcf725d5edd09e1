import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// A view's outline: corner radii, ellipses and arcs, strokes, the mask that clips it and its transform; what is not
/// drawn exactly is reported.
extension ViewConfigurator {
  /// Corner radii, ellipses and arcs.
  ///
  /// - Parameter halfTurned: the node is drawn upright with its corners swapped (``drawsHalfTurnAsCorners(_:)``).
  mutating func applyCorners(
    _ design: DesignNode, role: ViewRole, halfTurned: Bool = false, to properties: inout ViewProperties,
    todos: inout [Approximation]
  ) {
    let look = design.appearance
    let width = design.absolute.width
    let height = design.absolute.height
    let drawsContent = role == .image || role == .icon || role == .label
    if design.kind == .ellipse {
      if drawsContent {
        // An image in an ellipse (an avatar) is clipped to it: a circle by its corners.
        guard abs(width - height) < 0.5, look.arc?.isFullEllipse ?? true else {
          todos.append(
            .init(.approximated, "shape", "'\(flat(design.name))' is drawn in its bounds, not clipped to its ellipse"))
          return
        }
        properties.cornerRadius = NumberText.rounded(min(width, height) / 2)
        properties.clipsToBounds = true
      } else if let arc = look.arc, !arc.isFullEllipse {
        properties.decoration.shape = .arc(
          startAngle: NumberText.rounded(arc.startingAngle), endAngle: NumberText.rounded(arc.endingAngle),
          innerRadius: NumberText.rounded(arc.innerRadius))
      } else if abs(width - height) < 0.5 {
        properties.cornerRadius = NumberText.rounded(min(width, height) / 2)
      } else {
        properties.decoration.shape = .oval
      }
      if properties.decoration.shape != nil, properties.decoration.gradient != nil {
        todos.append(
          .init(
            .approximated, "gradient", "the gradient of '\(flat(design.name))' fills its bounds, not its ellipse"))
      }
      return
    }
    var radii = look.cornerRadii ?? Array(repeating: look.cornerRadius, count: 4)
    // Turned a half turn, a corner shows where the opposite one was drawn (a sheet rounded at its "bottom" and turned
    // over is rounded at its top).
    if halfTurned { radii = [radii[2], radii[3], radii[0], radii[1]] }
    let rounded = radii.filter { $0 > 0 }
    guard let largest = rounded.max() else { return }
    properties.cornerRadius = largest
    if look.clipsContent { properties.clipsToBounds = true }
    if rounded.count < 4 {
      let corners: [Corner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
      properties.decoration.roundedCorners = zip(corners, radii).filter { $0.1 > 0 }.map(\.0)
    }
    if Set(rounded).count > 1 {
      let values = radii.map { NumberText.format($0) }.joined(separator: ", ")
      todos.append(
        .init(
          .approximated, "corner_radii",
          "corners of '\(flat(design.name))' differ (\(values)); every rounded one is \(NumberText.format(largest))"))
    }
    if look.cornerSmoothing > 0 { properties.decoration.continuousCorners = true }
  }

  /// The stroke: `layer.border*` for a solid, uniform one inside the edge; a shape's stroke otherwise.
  mutating func applyStrokes(_ design: DesignNode, to properties: inout ViewProperties, todos: inout [Approximation]) {
    let look = design.appearance
    let visible = look.strokes.filter(\.visible)
    let name = flat(design.name)
    for paint in visible where paint.kind != .solid {
      todos.append(.init(.untranslated, "strokes", "the \(kindName(paint)) stroke of '\(name)' is not drawn"))
    }
    guard let stroke = visible.last(where: { $0.kind == .solid }) else { return }
    if design.text != nil {
      todos.append(.init(.untranslated, "text_stroke", "the outline of the text '\(name)' is not drawn"))
      return
    }
    let sides = look.individualStrokeWeights
    let widths =
      sides.map { SideWidths(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
      ?? SideWidths(all: look.strokeWeight)
    guard widths.all.contains(where: { $0 > 0 }) else { return }
    let alignment: StrokeSpec.Alignment
    switch look.strokeAlign {
    case .inside: alignment = .inside
    case .center: alignment = .center
    case .outside: alignment = .outside
    // An alignment Figma added later (the decoder reports it) is drawn inside, as Figma's default is.
    case .unknown: alignment = .inside
    }
    let color = self.color(stroke, usage: .stroke)
    let spec = StrokeSpec(
      color: color, widths: widths, alignment: alignment, dashes: look.strokeDashes.map(NumberText.rounded))
    if spec.isUniform, alignment == .inside, spec.dashes.isEmpty, properties.decoration.shape == nil {
      properties.borderWidth = look.strokeWeight
      properties.borderColor = color
      return
    }
    properties.decoration.stroke = spec
    if properties.clipsToBounds == true, alignment != .inside {
      todos.append(
        .init(
          .approximated, "strokes",
          "the part of the stroke of '\(name)' outside its edge is cut by the view's clip (the design draws it)"))
    }
    if !spec.isUniform, !spec.dashes.isEmpty || alignment != .inside {
      todos.append(
        .init(
          .approximated, "strokes",
          "the sides of '\(name)' are drawn solid and inside the edge (the design has \(alignment.rawValue)"
            + (spec.dashes.isEmpty ? " strokes)" : ", dashed strokes)")))
    }
  }

  /// A scroll view's or collection view's subviews scroll with its content, and their edges are its content's: what
  /// would be drawn inside one is reported instead (its shadows are cast from a view beside it).
  func dropScrollingDecoration(role: ViewRole, name: String, properties: inout ViewProperties) -> [Approximation] {
    let decoration = properties.decoration
    guard role == .scroll || role == .list,
      decoration.gradient != nil || decoration.blur != nil || decoration.shape != nil || decoration.stroke != nil
    else { return [] }
    properties.decoration.gradient = nil
    properties.decoration.blur = nil
    properties.decoration.shape = nil
    properties.decoration.stroke = nil
    return [
      .init(
        .untranslated, "scroll_decoration",
        "the gradient, blur, shape or drawn stroke of the scrolling '\(name)' is not drawn: it would scroll with "
          + "its content")
    ]
  }

  /// Clips a layer to the mask below it: exactly when the layer covers the mask's frame and the mask is a rectangle
  /// or a circle, reported otherwise.
  mutating func applyMask(
    _ mask: DesignNode, to design: DesignNode, properties: inout ViewProperties, todos: inout [Approximation]
  ) {
    let same = [
      (mask.absolute.x, design.absolute.x), (mask.absolute.y, design.absolute.y),
      (mask.absolute.width, design.absolute.width), (mask.absolute.height, design.absolute.height),
    ].allSatisfy { abs($0.0 - $0.1) < 0.5 }
    let circle =
      mask.kind == .ellipse && abs(mask.absolute.width - mask.absolute.height) < 0.5
      && (mask.appearance.arc?.isFullEllipse ?? true)
    let rectangle =
      mask.kind != .ellipse && mask.kind != .vector && mask.kind != .booleanOperation
      && mask.kind != .star && mask.kind != .regularPolygon && mask.appearance.cornerRadii == nil
    guard same, circle || rectangle else {
      todos.append(
        .init(
          .untranslated, "mask",
          "the mask '\(flat(mask.name))' does not clip '\(flat(design.name))', which is drawn whole"))
      return
    }
    let radius = circle ? mask.absolute.width / 2 : mask.appearance.cornerRadius
    if radius > 0 { properties.cornerRadius = NumberText.rounded(radius) }
    properties.clipsToBounds = true
  }

  /// Whether the node is turned a half turn and looks the same drawn upright with its corners swapped: it shows no
  /// text, picture, gradient or offset shadow of its own (each would turn over too), and its children are turned back
  /// upright (or it has none).
  static func drawsHalfTurnAsCorners(_ node: RuledNode) -> Bool {
    func halfTurn(_ design: DesignNode) -> Bool { abs(abs(design.rotation) - 180) < 0.5 }
    let look = node.design.appearance
    let plainFills = look.fills.allSatisfy { !$0.visible || $0.kind == .solid }
    let centredEffects = look.effects.allSatisfy { !$0.visible || ($0.offsetX == 0 && $0.offsetY == 0) }
    return halfTurn(node.design) && node.design.text == nil && plainFills && centredEffects
      && node.children.allSatisfy { halfTurn($0.design) }
  }

  /// Rotation, skew and mirroring: slight rotations and an image's are the design's rounding, a half turn of a plain
  /// shape is its corners swapped (`halfTurned`, see ``drawsHalfTurnAsCorners(_:)``); others are reported.
  func applyTransform(_ design: DesignNode, role: ViewRole, halfTurned: Bool, todos: inout [Approximation]) {
    let name = flat(design.name)
    if abs(design.rotation) > 0.5, role != .image, role != .icon, !halfTurned {
      todos.append(
        .init(
          .untranslated, "rotation",
          "'\(name)' is rotated \(NumberText.format(NumberText.rounded(design.rotation)))° in the design; it is laid "
            + "out upright in its bounding box"))
    } else if let transform = design.transform, abs(design.rotation) <= 0.5, transform.isSkewed || transform.isMirrored,
      role != .image, role != .icon
    {
      let kind = transform.isSkewed ? "skewed" : "mirrored"
      todos.append(.init(.untranslated, "transform", "'\(name)' is \(kind) in the design; it is drawn untransformed"))
    }
  }
}
