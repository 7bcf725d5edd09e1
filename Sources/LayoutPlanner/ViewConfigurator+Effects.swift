import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// A view's effects: drop shadows, background blurs, and the effects and blend modes UIKit cannot draw, reported.
extension ViewConfigurator {
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
    let shadows = effects.filter { $0.type == .dropShadow && ($0.color?.alpha ?? 1) > 0 }
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
    // The effect style is the shadows where the code casts them all.
    let truncated = !fromSibling && drawsContent && shadows.count > 1
    properties.decoration.shadowStyle = shadows.isEmpty || truncated ? nil : design.appearance.effectStyleName
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
    for effect in effects where effect.type != .dropShadow {
      switch effect.type {
      case .backgroundBlur where role == .label || role == .image || role == .icon:
        todos.append(.init(.untranslated, "background_blur", "the background blur of '\(name)' is not drawn"))
      case .backgroundBlur:
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
      case .innerShadow:
        todos.append(.init(.untranslated, "inner_shadow", "the inner shadow of '\(name)' is not drawn"))
      case .layerBlur:
        todos.append(
          .init(
            .untranslated, "layer_blur",
            "the layer blur of '\(name)' (radius \(NumberText.format(effect.radius))) is not drawn: UIKit has no blur "
              + "of a view's own content; export it as an image"))
      case .dropShadow, .texture, .noise, .unknown:
        todos.append(
          .init(
            .untranslated, "effect",
            "the \(effect.type.rawValue.lowercased().split(separator: "_").joined(separator: " ")) "
              + "effect of '\(name)' is not drawn"))
      }
    }
    if let mode = design.appearance.blendMode, mode != .normal, mode != .passThrough {
      todos.append(
        .init(
          .untranslated, "blend_mode",
          "'\(name)' blends with \(mode.rawValue.lowercased().split(separator: "_").joined(separator: " ")); it is drawn normally"
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
}
