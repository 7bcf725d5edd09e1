import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// What a view draws: fills and gradients, corners and shapes, strokes, shadows and blurs, masks and transforms; each
/// feature is translated, or reported with what the code does instead.
extension ViewConfigurator {
  mutating func applyFills(
    _ design: DesignNode, role: ViewRole, to properties: inout ViewProperties, todos: inout [Approximation]
  ) {
    let visible = design.appearance.fills.filter(\.visible)
    if role == .image || role == .icon {
      properties.imageName = Self.assetName(design.name, id: design.id)
      let scale = visible.first { $0.kind == .image }?.scaleMode
      properties.contentMode = scale == "FILL" ? .scaleAspectFill : .scaleAspectFit
      // The image is an asset: a gradient or colour drawn over it is not in it.
      let image = visible.firstIndex { $0.kind == .image } ?? visible.endIndex
      for paint in visible.indices.filter({ $0 > image || visible[$0].kind != .solid }).map({ visible[$0] })
      where paint.kind != .image {
        todos.append(
          .init(
            .untranslated, "fills",
            "the \(paint.kind == .solid ? "colour" : kindName(paint)) over the image of '\(flat(design.name))' is not drawn"
          ))
      }
      return
    }
    guard design.text == nil else { return }
    let topSolid = visible.lastIndex { $0.kind == .solid }
    if let topSolid { properties.backgroundColor = color(visible[topSolid], usage: .fill) }
    // Paints stack bottom to top: a gradient under an opaque solid is hidden.
    let shown = visible.indices.filter { index in
      guard visible[index].kind != .solid else { return false }
      return topSolid.map { index > $0 || visible[$0].alpha < 1 } ?? true
    }
    let name = flat(design.name)
    for (position, index) in shown.enumerated() {
      let paint = visible[index]
      switch paint.kind {
      case .gradientLinear, .gradientRadial, .gradientAngular, .gradientDiamond:
        guard position == shown.count - 1 else {
          todos.append(
            .init(.untranslated, "fills", "the \(kindName(paint)) under another fill of '\(name)' is not drawn"))
          continue
        }
        properties.decoration.gradient = gradient(paint)
        if let topSolid, topSolid > index {
          todos.append(
            .init(
              .approximated, "fills",
              "the translucent colour over the \(kindName(paint)) of '\(name)' is drawn under it"))
        }
        if paint.kind == .gradientDiamond {
          todos.append(.init(.approximated, "gradient", "the diamond gradient of '\(name)' is drawn as a radial one"))
        }
      default:
        todos.append(.init(.untranslated, "fills", "the \(kindName(paint)) fill of '\(name)' is not drawn"))
      }
    }
  }

  /// "linear gradient", "image", as a message names a paint.
  func kindName(_ paint: Paint) -> String {
    switch paint.kind {
    case .gradientLinear: "linear gradient"
    case .gradientRadial: "radial gradient"
    case .gradientAngular: "angular gradient"
    case .gradientDiamond: "diamond gradient"
    default: paint.kind.figmaType.lowercased().split(separator: "_").joined(separator: " ")
    }
  }

  /// A gradient paint as Core Animation draws it: the first two handles are the start and end points of a linear
  /// gradient, the centre and the edge of a radial or angular one.
  private func gradient(_ paint: Paint) -> GradientSpec {
    let handles = paint.gradientHandles
    let start = handles.first.map { Point(x: $0.x, y: $0.y) } ?? Point(x: 0.5, y: 0)
    var end = handles.count > 1 ? Point(x: handles[1].x, y: handles[1].y) : Point(x: 0.5, y: 1)
    let kind: GradientSpec.Kind
    switch paint.kind {
    case .gradientLinear: kind = .axial
    case .gradientAngular: kind = .conic
    default:
      kind = .radial
      // Core Animation's radial gradient reaches end.x − start.x across and end.y − start.y down: the lengths of
      // Figma's two radius handles, the more horizontal one across.
      if handles.count > 2 {
        let first = (x: handles[1].x - handles[0].x, y: handles[1].y - handles[0].y)
        let second = (x: handles[2].x - handles[0].x, y: handles[2].y - handles[0].y)
        let firstAcross = abs(first.x) >= abs(first.y)
        let length = { (vector: (x: Double, y: Double)) in (vector.x * vector.x + vector.y * vector.y).squareRoot() }
        let across = length(firstAcross ? first : second)
        let down = length(firstAcross ? second : first)
        end = Point(x: start.x + across, y: start.y + down)
      }
    }
    let colors = paint.gradientStops.map { stop -> ColorValue in
      let alpha = NumberText.rounded(stop.color.alpha * paint.opacity)
      return .rgba(red: stop.color.red, green: stop.color.green, blue: stop.color.blue, alpha: alpha)
    }
    let round = { (point: Point) in Point(x: NumberText.rounded(point.x), y: NumberText.rounded(point.y)) }
    return GradientSpec(
      kind: kind, colors: colors, locations: paint.gradientStops.map { NumberText.rounded($0.position) },
      start: round(start), end: round(end))
  }

  /// Corner radii, ellipses and arcs.
  mutating func applyCorners(
    _ design: DesignNode, role: ViewRole, to properties: inout ViewProperties, todos: inout [Approximation]
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
    let radii = look.cornerRadii ?? Array(repeating: look.cornerRadius, count: 4)
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
    let alignment = StrokeSpec.Alignment(rawValue: look.strokeAlign.lowercased()) ?? .inside
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

  /// Drop shadows, blurs and the other effects.
  ///
  /// - Parameter hasSibling: whether the view has a parent, so that a view beside it can cast its shadows when it
  ///   clips (a screen's root has none).
  mutating func applyEffects(
    _ design: DesignNode, role: ViewRole, hasSubviews: Bool, hasSibling: Bool, to properties: inout ViewProperties,
    todos: inout [Approximation]
  ) {
    let name = flat(design.name)
    if design.opacity < 1 { properties.alpha = NumberText.rounded(design.opacity) }
    let effects = design.appearance.effects.filter(\.visible)
    // A shadow with no colour (an export's placeholder ring) draws nothing.
    let shadows = effects.filter { $0.type == "DROP_SHADOW" && ($0.color?.alpha ?? 1) > 0 }
    let drawsContent = role == .label || role == .image || role == .icon
    // A view that clips (its corners) hides its own shadow: a view just below it casts the shadows of its outline,
    // which an image's pixels fill. The planner names that view.
    // So does a button, whose configuration draws its background in views of its own, and a scroll or collection
    // view, whose subviews scroll.
    let ownSubviews: Set<ViewRole> = [.button, .scroll, .list]
    let fromSibling =
      !shadows.isEmpty && (properties.clipsToBounds == true || ownSubviews.contains(role)) && hasSibling
    properties.decoration.shadows = shadows.map { shadow in
      let color = shadow.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)
      let opaque: ColorValue =
        color.red == 0 && color.green == 0 && color.blue == 0
        ? .system("black") : .rgba(red: color.red, green: color.green, blue: color.blue, alpha: 1)
      return ShadowSpec(
        color: opaque, opacity: NumberText.rounded(color.alpha), offset: Point(x: shadow.offsetX, y: shadow.offsetY),
        radius: NumberText.rounded(shadow.radius / 2), spread: shadow.spread,
        followsContent: drawsContent && !fromSibling, showsBehindView: shadow.showsBehindNode)
    }
    if fromSibling {
      properties.decoration.shadowView = ""
    } else if drawsContent, shadows.count > 1 {
      // A layer casts one shadow of its content.
      properties.decoration.shadows = Array(properties.decoration.shadows.prefix(1))
      todos.append(
        .init(
          .approximated, "shadows",
          "'\(name)' has \(shadows.count) drop shadows; the code draws the first (a layer has one)"))
    } else if !shadows.isEmpty, properties.clipsToBounds == true {
      // A root that clips: its shadow is a view inside it, which the clip would cut.
      properties.clipsToBounds = nil
      if hasSubviews {
        todos.append(
          .init(
            .approximated, "clipping",
            "'\(name)' clips its content and casts a shadow: its content is not clipped, so the shadow shows"))
      }
    }
    for effect in effects where effect.type != "DROP_SHADOW" {
      switch effect.type {
      case "BACKGROUND_BLUR" where role == .label || role == .image || role == .icon:
        todos.append(.init(.untranslated, "background_blur", "the background blur of '\(name)' is not drawn"))
      case "BACKGROUND_BLUR":
        let tint = design.appearance.fills.topSolid
        // Behind an opaque fill a blur shows nothing.
        guard (tint?.alpha ?? 0) < 1 else { continue }
        let style = Self.blurStyle(radius: effect.radius, tint: tint?.color, major: tree.options.deploymentMajor)
        properties.decoration.blur = BlurSpec(style: style)
        todos.append(
          .init(
            .approximated, "background_blur",
            "the background blur of '\(name)' (radius \(NumberText.format(effect.radius))) is the system's nearest: "
              + "UIBlurEffect style .\(style)"))
      case "INNER_SHADOW":
        todos.append(.init(.untranslated, "inner_shadow", "the inner shadow of '\(name)' is not drawn"))
      case "LAYER_BLUR":
        todos.append(
          .init(
            .untranslated, "layer_blur",
            "the layer blur of '\(name)' (radius \(NumberText.format(effect.radius))) is not drawn: UIKit has no blur "
              + "of a view's own content; export it as an image"))
      default:
        todos.append(
          .init(
            .untranslated, "effect",
            "the \(effect.type.lowercased().split(separator: "_").joined(separator: " ")) "
              + "effect of '\(name)' is not drawn"))
      }
    }
    if let mode = design.appearance.blendMode, !["NORMAL", "PASS_THROUGH"].contains(mode) {
      todos.append(
        .init(
          .untranslated, "blend_mode",
          "'\(name)' blends with \(mode.lowercased().split(separator: "_").joined(separator: " ")); it is drawn normally"
        ))
    }
  }

  /// The system material nearest a background blur of `radius` points (thinner materials blur less): adaptive with
  /// no tint, else the light or dark one the tint is drawn for, so that the tint reads as designed in Dark Mode too.
  static func blurStyle(radius: Double, tint: RGBA?, major: Int) -> String {
    let luminance = tint.map { 0.2126 * $0.red + 0.7152 * $0.green + 0.0722 * $0.blue }
    guard major >= 13 else { return luminance.map { $0 < 0.5 ? "dark" : "light" } ?? "regular" }
    let material: String
    switch radius {
    case ..<8: material = "systemUltraThinMaterial"
    case ..<16: material = "systemThinMaterial"
    case ..<32: material = "systemMaterial"
    default: material = "systemThickMaterial"
    }
    return material + (luminance.map { $0 < 0.5 ? "Dark" : "Light" } ?? "")
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

  /// Rotation, skew and mirroring: slight rotations and an image's are the design's rounding; others are reported.
  func applyTransform(_ design: DesignNode, role: ViewRole, todos: inout [Approximation]) {
    let name = flat(design.name)
    if abs(design.rotation) > 0.5, role != .image, role != .icon {
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
