import LayoutIR
import Semantics
import SwiftSource

extension BodyBuilder {
  /// The view with its fills, corners, border, shadows, blur and opacity as modifiers, in the order SwiftUI draws
  /// them: the fill in front of the material behind it (Figma paints fills over a background blur), then the clip,
  /// the shadow from the filled outline behind it all (so the content casts none of its own), the border over it.
  mutating func decorated(
    _ view: SwiftUIView, properties: ViewProperties, node: String, size: Size? = nil
  ) -> SwiftUIView {
    var view = view
    let decoration = properties.decoration
    let shape = self.shape(properties, node: node, size: size)
    let fill = overrides[node]?[.backgroundColor] ?? properties.backgroundColor.map(style.shortColor)
    let gradient = decoration.gradient.map(gradientExpression)
    let clips = properties.clipsToBounds == true
    var shadows = decoration.shadows.map { shadowCall($0, node: node, view: &view) }
    // Shadows of one of the design's effect styles are its helper (`EffectTokens.swift`).
    if let name = decoration.shadowStyle, let member = style.shadowStyles[name] { shadows = ["\(member)()"] }
    // A fill that casts the shadows is drawn behind the clip, so the shadows are not cut away.
    let castsShadows = !shadows.isEmpty && fill != nil
    for paint in [gradient, castsShadows ? nil : fill].compactMap({ $0 }).reversed() {
      if let shape, !clips {
        view = view.modified(.call("background(\(paint), in: \(shape))"))
      } else {
        view = view.modified(.call("background(\(paint))"))
      }
    }
    if let blur = decoration.blur {
      let material = Self.material(blur.style)
      view = view.modified(.call(shape.map { "background(\(material), in: \($0))" } ?? "background(\(material))"))
    }
    if clips { view = view.modified(.call(shape.map { "clipShape(\($0))" } ?? "clipped()")) }
    if castsShadows, let fill {
      var outline = SwiftUIView(shape ?? "Rectangle()", layout: .transparent).modified(.call("fill(\(fill))"))
      outline.modifiers += shadows.map { .call($0) }
      view = view.modified(.closure("background", [outline]))
    } else if !shadows.isEmpty {
      // Drawn as one layer, so the shadow is the whole view's, not each of its parts'.
      view = view.modified(.call("compositingGroup()"))
      view.modifiers += shadows.map { .call($0) }
    }
    if let stroke = decoration.stroke {
      view = stroked(view, stroke, shape: shape, node: node)
    } else if let width = properties.borderWidth, width > 0, let color = properties.borderColor {
      let outline = shape ?? "Rectangle()"
      let border = SwiftUIView(
        "\(outline).strokeBorder(\(style.shortColor(color)), lineWidth: \(SwiftLiteral.number(width)))",
        layout: .transparent)
      view = view.modified(.closure("overlay", [border]))
    }
    if let variant = overrides[node]?[.alpha] {
      view = view.modified(.call("opacity(\(variant))"))
    } else if let alpha = properties.alpha, alpha < 1 {
      view = view.modified(.call("opacity(\(SwiftLiteral.number(alpha)))"))
    }
    if let hidden = hiddenBindings[node] ?? overrides[node]?[.isHidden] {
      view = view.modified(.call("opacity(\(hidden) ? 0 : 1)"))
    } else if properties.isHidden == true {
      view = view.modified(.call("hidden()"))
    }
    return view
  }

  /// `shadow(color:radius:x:y:)` for one shadow: its radius as the IR has it (Core Animation's, which SwiftUI's
  /// shadow shares), a spread reported.
  private mutating func shadowCall(_ shadow: ShadowSpec, node: String, view: inout SwiftUIView) -> String {
    if shadow.spread != 0 {
      view.todos.append(
        report(
          node, .approximated, "shadow_spread",
          "shadow spread \(SwiftLiteral.number(shadow.spread)) pt: SwiftUI's shadow has none, drawn without it"))
    }
    return style.shadow(shadow)
  }

  /// The outline a view is drawn in: an ellipse, a rounded rectangle, or nil for a plain rectangle.
  mutating func shape(_ properties: ViewProperties, node: String, size: Size?) -> String? {
    let decoration = properties.decoration
    switch decoration.shape {
    case .oval?: return "Ellipse()"
    case .arc?:
      _ = report(node, .untranslated, "arc", "an arc or ring: SwiftUI output draws its bounding ellipse's box only")
      return nil
    case nil: break
    }
    guard let radius = properties.cornerRadius, radius > 0 else { return nil }
    let spelled = style.symbols.length(radius, token: properties.cornerRadiusToken)
    let curve = decoration.continuousCorners ? ".continuous" : ".circular"
    if let size, decoration.roundedCorners == nil, radius >= min(size.width, size.height) / 2 - 0.01 {
      return abs(size.width - size.height) < 0.01 ? "Circle()" : "Capsule()"
    }
    if let corners = decoration.roundedCorners, corners.count < 4 {
      guard options.deploymentMajor >= 17 else {
        _ = report(
          node, .approximated, "mixed_corners",
          "only some corners are rounded: UnevenRoundedRectangle needs iOS 17, all four are rounded")
        return "RoundedRectangle(cornerRadius: \(spelled), style: \(curve))"
      }
      func value(_ corner: Corner) -> String { corners.contains(corner) ? spelled : "0" }
      return "UnevenRoundedRectangle(topLeadingRadius: \(value(.topLeft)), bottomLeadingRadius: \(value(.bottomLeft)), "
        + "bottomTrailingRadius: \(value(.bottomRight)), topTrailingRadius: \(value(.topRight)), style: \(curve))"
    }
    return "RoundedRectangle(cornerRadius: \(spelled), style: \(curve))"
  }

  /// A border as an overlay: the outline stroked inside or on the edge, dashed where the design dashes it, one side
  /// as a band along it.
  private mutating func stroked(_ view: SwiftUIView, _ stroke: StrokeSpec, shape: String?, node: String)
    -> SwiftUIView
  {
    let color = style.shortColor(stroke.color)
    let widths = stroke.widths
    if !stroke.isUniform {
      let sides: [(String, Double, Bool)] = [
        ("top", widths.top, false), ("leading", widths.left, true), ("bottom", widths.bottom, false),
        ("trailing", widths.right, true),
      ]
      var view = view
      for (side, width, vertical) in sides where width > 0 {
        let band = SwiftUIView("Rectangle()", layout: .transparent)
          .modified(.call("fill(\(color))"))
          .modified(
            .call(
              vertical ? "frame(width: \(SwiftLiteral.number(width)))" : "frame(height: \(SwiftLiteral.number(width)))")
          )
        view = view.modified(.closure("overlay(alignment: .\(side))", [band]))
      }
      return view
    }
    let width = SwiftLiteral.number(widths.top)
    let outline = shape ?? "Rectangle()"
    let strokeStyle =
      stroke.dashes.isEmpty
      ? "lineWidth: \(width)"
      : "style: StrokeStyle(lineWidth: \(width), dash: [\(stroke.dashes.map(SwiftLiteral.number).joined(separator: ", "))])"
    let expression: String
    switch stroke.alignment {
    case .inside: expression = "\(outline).strokeBorder(\(color), \(strokeStyle))"
    case .center: expression = "\(outline).stroke(\(color), \(strokeStyle))"
    case .outside:
      expression = "\(outline).stroke(\(color), \(strokeStyle))"
      _ = report(node, .approximated, "outside_stroke", "a stroke outside the edge: drawn centred on it")
    }
    return view.modified(.closure("overlay", [SwiftUIView(expression, layout: .transparent)]))
  }

  /// A gradient as a `ShapeStyle`: its stops, and its start and end as unit points.
  private func gradientExpression(_ gradient: GradientSpec) -> String {
    let stops = zip(gradient.colors, gradient.locations).map { color, location in
      ".init(color: \(style.color(color)), location: \(SwiftLiteral.number(Self.rounded(location))))"
    }
    let list = "[" + stops.joined(separator: ", ") + "]"
    func point(_ point: Point) -> String {
      "UnitPoint(x: \(SwiftLiteral.number(Self.rounded(point.x))), y: \(SwiftLiteral.number(Self.rounded(point.y))))"
    }
    switch gradient.kind {
    case .axial:
      return "LinearGradient(stops: \(list), startPoint: \(point(gradient.start)), endPoint: \(point(gradient.end)))"
    case .radial:
      return "EllipticalGradient(stops: \(list), center: \(point(gradient.start)))"
    case .conic: return "AngularGradient(stops: \(list), center: \(point(gradient.start)))"
    }
  }

  /// SwiftUI's material for a UIKit blur style: `.ultraThinMaterial` for `systemUltraThinMaterialLight`.
  static func material(_ style: String) -> String {
    let lowered = style.lowercased()
    if lowered.contains("ultrathin") { return ".ultraThinMaterial" }
    if lowered.contains("thin") { return ".thinMaterial" }
    if lowered.contains("ultrathick") { return ".ultraThickMaterial" }
    if lowered.contains("thick") { return ".thickMaterial" }
    if lowered.contains("chrome") { return ".bar" }
    return ".regularMaterial"
  }
}
