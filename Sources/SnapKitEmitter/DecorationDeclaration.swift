import LayoutIR
import Semantics
import SwiftSource

/// The lines that draw a view's decoration, in the closure that makes the view (or the initialiser of the screen's
/// root): shadow, blur, gradient and shape behind the content, in that order from the back, and a stroke in front.
///
/// Each is a view Auto Layout sizes (a shape layer or gradient layer as its backing layer, a visual effect view),
/// pinned to the decorated view's edges, so the drawing follows the view at every size.
struct DecorationDeclaration {
  let properties: ViewProperties
  /// The decorated view's local name, or nil for the screen's root (`self`).
  let receiver: String?
  let style: UIKitStyle
  let deploymentMajor: Int
  /// Whether the view draws its own background (a button's configuration), so no decoration fills it.
  var hostDrawsBackground = false
  /// Whether the view itself is the `ShapeLayerView` that draws its shape: a plain view with nothing inside it and
  /// nothing else to draw, whose own layer can be the shape.
  var isShapeItself = false

  /// Whether a plain view with no subviews can be its own shape: it has a shape and nothing drawn behind it.
  var canBeShapeItself: Bool {
    decoration.shape != nil && decoration.shadows.isEmpty && decoration.gradient == nil && decoration.blur == nil
  }

  private var decoration: Decoration { properties.decoration }

  /// The helper classes the lines use.
  var helpers: Set<SupportView> {
    var used: Set<SupportView> = []
    if !outlineShadows.isEmpty || decoration.shape != nil || decoration.stroke != nil || decoration.shadowView != nil {
      used.insert(.shapeLayerView)
    }
    if decoration.gradient != nil { used.insert(.gradientLayerView) }
    return used
  }

  /// Whether a shape, a blur or a shadow draws the view's fill, so the view itself has no background colour.
  var drawsBackground: Bool { decoration.shape != nil || decoration.blur != nil || shadowFill != nil }

  /// The shadows of the view's outline drawn inside it (a label's or image's own shadow is its layer's; a view beside
  /// it casts those of a view that clips).
  private var outlineShadows: [ShadowSpec] {
    decoration.shadowView == nil ? decoration.shadows.filter { !$0.followsContent } : []
  }

  /// The view beside one that clips, just below it, that casts its shadows: `(name, lines of its closure)`.
  var siblingShadow: (name: String, lines: [String])? {
    guard let name = decoration.shadowView, !decoration.shadows.isEmpty else { return nil }
    var casting = properties
    casting.decoration.shadowView = nil
    casting.decoration.blur = nil
    casting.decoration.gradient = nil
    casting.decoration.stroke = nil
    var shadows = DecorationDeclaration(
      properties: casting, receiver: "view", style: style, deploymentMajor: deploymentMajor)
    // The view it is beside draws its own fill above these shadows.
    shadows.hostDrawsBackground = true
    var lines = ["let view = UIView()", "view.isUserInteractionEnabled = false"]
    // As faint as the view it is beside, and hidden with it.
    if let alpha = properties.alpha { lines.append("view.alpha = \(SwiftLiteral.number(alpha))") }
    if properties.isHidden == true { lines.append("view.isHidden = true") }
    lines += shadows.lines + ["return view"]
    return (name, lines)
  }

  /// The fill the topmost shadow's view draws over the shadows, which would otherwise show through the view's own
  /// background: an opaque one of a view that has no shape, blur or background of its own.
  private var shadowFill: ColorValue? {
    guard !outlineShadows.isEmpty, decoration.shape == nil, decoration.blur == nil, !hostDrawsBackground,
      let fill = properties.backgroundColor, Self.isOpaque(fill)
    else { return nil }
    return fill
  }

  /// Whether something opaque covers the view's interior above its shadows, so that no shadow shows through it.
  private var interiorIsCovered: Bool {
    if shadowFill != nil { return true }
    if decoration.shape != nil || hostDrawsBackground {
      return properties.backgroundColor.map(Self.isOpaque) ?? false
    }
    if let gradient = decoration.gradient {
      return gradient.colors.allSatisfy(Self.isOpaque) && decoration.blur == nil
    }
    return false
  }

  /// Whether a colour is known to be opaque.
  ///
  /// A literal with alpha 1 is, and so is a platform colour that is not translucent; an asset's or a token's is not
  /// known.
  private static func isOpaque(_ color: ColorValue) -> Bool {
    switch color {
    case .rgba(_, _, _, let alpha): alpha >= 1
    case .system(let name): !translucentSystemColors.contains(name)
    case .asset, .token: false
    }
  }

  /// UIKit's colours that let what is behind them show.
  private static let translucentSystemColors: Set<String> = [
    "clear", "separator", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    "placeholderText", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "lightText", "darkText",
  ]

  /// Whether a shape or stroke draws the view's border, so `layer.border*` is not set.
  var drawsBorder: Bool { decoration.shape != nil || decoration.stroke != nil }

  /// Corner masks and curves of the view's own layer.
  var cornerLines: [String] {
    var lines: [String] = []
    if let corners = decoration.roundedCorners {
      lines.append("\(prefix)layer.maskedCorners = \(Self.cornerMask(corners))")
    }
    if decoration.continuousCorners, (properties.cornerRadius ?? 0) > 0 {
      lines += available(13, ["\(prefix)layer.cornerCurve = .continuous"])
    }
    return lines
  }

  /// Everything drawn behind the content, then the stroke in front of it.
  var lines: [String] {
    var lines: [String] = []
    // Inserted at index 0 from the front back: the shadow ends up at the back.
    if let shape = decoration.shape { lines += shapeLines(shape) }
    if let gradient = decoration.gradient { lines += gradientLines(gradient) }
    if let blur = decoration.blur { lines += blurLines(blur) }
    for (index, shadow) in decoration.shadows.enumerated() where decoration.shadowView == nil {
      lines += shadowLines(
        shadow, name: index == 0 ? "shadowView" : "shadowView\(index + 1)", carriesFill: index == 0,
        style: shadowStyle(index))
    }
    if decoration.shape == nil, let stroke = decoration.stroke { lines += strokeLines(stroke) }
    return lines
  }

  private var prefix: String { receiver.map { $0 + "." } ?? "" }

  private var radius: Double { properties.cornerRadius ?? 0 }

  /// The corner radius as Swift: its number token's symbol, or the number.
  private var spelledRadius: String { style.symbols.length(radius, token: properties.cornerRadiusToken) }

  /// The view's outline as a `ShapeLayerView.Outline`.
  var outline: String {
    switch decoration.shape {
    case .oval?: return ".oval"
    case .arc(let start, let end, let inner)?:
      return
        ".arc(startAngle: \(Self.angle(start)), endAngle: \(Self.angle(end)), innerRadius: \(SwiftLiteral.number(inner)))"
    case nil:
      let corners = decoration.roundedCorners.map(Self.rectCorners) ?? ".allCorners"
      return ".roundedRect(cornerRadius: \(spelledRadius), corners: \(corners))"
    }
  }

  private func shapeLines(_ shape: ShapeOutline) -> [String] {
    let name = isShapeItself ? receiver ?? "self" : "shapeView"
    var lines = isShapeItself ? [] : ["let shapeView = ShapeLayerView(outline: \(outline))"]
    if let fill = properties.backgroundColor { lines.append("\(name).fillColor = \(style.color(fill))") }
    if let stroke = decoration.stroke {
      lines += strokeStyleLines(stroke, on: name)
    } else if let width = properties.borderWidth, let color = properties.borderColor {
      lines.append("\(name).strokeColor = \(style.color(color))")
      lines.append("\(name).shapeLayer.lineWidth = \(SwiftLiteral.number(width))")
      lines.append("\(name).strokeInset = \(SwiftLiteral.number(width / 2))")
    }
    return isShapeItself ? lines : lines + pinned("shapeView", behind: true)
  }

  private func gradientLines(_ gradient: GradientSpec) -> [String] {
    let colors = gradient.colors.map(style.color).joined(separator: ", ")
    let locations = gradient.locations.map(SwiftLiteral.number).joined(separator: ", ")
    var lines = ["let gradientView = GradientLayerView(", "  type: .\(gradient.kind.rawValue),"]
    if colors.count > 60 {
      lines += ["  colors: ["] + gradient.colors.map { "    \(style.color($0))," } + ["  ],"]
    } else {
      lines.append("  colors: [\(colors)],")
    }
    lines.append(
      "  locations: [\(locations)], startPoint: \(Self.point(gradient.start)), endPoint: \(Self.point(gradient.end)))")
    lines += roundedLines(of: "gradientView")
    return lines + pinned("gradientView", behind: true)
  }

  private func blurLines(_ blur: BlurSpec) -> [String] {
    var lines = ["let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .\(blur.style)))"]
    lines.append("blurView.isUserInteractionEnabled = false")
    if decoration.shape == nil, let fill = properties.backgroundColor {
      lines.append("blurView.contentView.backgroundColor = \(style.color(fill))")
    }
    lines += roundedLines(of: "blurView")
    return lines + pinned("blurView", behind: true)
  }

  /// The `index`th shadow of the effect style the view casts, as the token file declares it
  /// (`ShadowToken.elevationCard[1]`), or nil where the shadows are the view's own.
  private func shadowStyle(_ index: Int) -> String? {
    guard let name = decoration.shadowStyle, let spec = style.shadowStyles[name], index < spec.shadows.count else {
      return nil
    }
    return "ShadowToken.\(spec.member)[\(index)]"
  }

  /// A shadow of the view's outline; the first one's view draws the view's fill over them all.
  ///
  /// A shadow of an effect style is cast by its token (`applyShadow(_:)`, declared beside it).
  private func shadowLines(_ shadow: ShadowSpec, name: String, carriesFill: Bool, style token: String?) -> [String] {
    let offset =
      "CGSize(width: \(SwiftLiteral.number(shadow.offset.x)), height: \(SwiftLiteral.number(shadow.offset.y)))"
    if shadow.followsContent, let token { return ["\(prefix)layer.applyShadow(\(token))"] }
    if shadow.followsContent {
      // The layer's own shadow follows the text or image it draws.
      return [
        "\(prefix)layer.shadowColor = \(style.cgColor(shadow.color))",
        "\(prefix)layer.shadowOpacity = \(SwiftLiteral.number(shadow.opacity))",
        "\(prefix)layer.shadowOffset = \(offset)",
        "\(prefix)layer.shadowRadius = \(SwiftLiteral.number(shadow.radius))",
      ]
    }
    var lines = ["let \(name) = ShapeLayerView(outline: \(outline))"]
    if carriesFill, let fill = shadowFill { lines.append("\(name).fillColor = \(style.color(fill))") }
    if let token {
      lines.append("\(name).applyShadow(\(token))")
    } else {
      lines += [
        "\(name).shadowColor = \(style.color(shadow.color))",
        "\(name).shapeLayer.shadowOpacity = \(SwiftLiteral.number(shadow.opacity))",
        "\(name).shapeLayer.shadowOffset = \(offset)",
        "\(name).shapeLayer.shadowRadius = \(SwiftLiteral.number(shadow.radius))",
      ]
      if shadow.spread != 0 { lines.append("\(name).shadowSpread = \(SwiftLiteral.number(shadow.spread))") }
    }
    // Figma draws no shadow behind a translucent view unless asked to.
    if !shadow.showsBehindView, !interiorIsCovered { lines.append("\(name).castsShadowOutsideOnly = true") }
    return lines + pinned(name, behind: true)
  }

  private func strokeLines(_ stroke: StrokeSpec) -> [String] {
    if stroke.isUniform {
      var lines = ["let strokeView = ShapeLayerView(outline: \(outline))"]
      lines += strokeStyleLines(stroke, on: "strokeView")
      return lines + pinned("strokeView", behind: false)
    }
    let widths = stroke.widths
    let sides = [("top", widths.top), ("left", widths.left), ("bottom", widths.bottom), ("right", widths.right)]
      .map { "\($0.0): \(SwiftLiteral.number($0.1))" }.joined(separator: ", ")
    // The bands follow the view's rounded corners.
    return [
      "let strokeView = ShapeLayerView(outline: .edges(\(sides)))",
      "strokeView.fillColor = \(style.color(stroke.color))",
    ] + roundedLines(of: "strokeView", evenWhenClipped: true) + pinned("strokeView", behind: false)
  }

  /// A uniform stroke's colour, width, dashes and position on the edge.
  private func strokeStyleLines(_ stroke: StrokeSpec, on name: String) -> [String] {
    let width = stroke.widths.top
    var lines = [
      "\(name).strokeColor = \(style.color(stroke.color))",
      "\(name).shapeLayer.lineWidth = \(SwiftLiteral.number(width))",
    ]
    if !stroke.dashes.isEmpty {
      lines.append(
        "\(name).shapeLayer.lineDashPattern = [\(stroke.dashes.map(SwiftLiteral.number).joined(separator: ", "))]")
    }
    let inset =
      switch stroke.alignment {
      case .inside: width / 2
      case .center: 0.0
      case .outside: -width / 2
      }
    if inset != 0 { lines.append("\(name).strokeInset = \(SwiftLiteral.number(inset))") }
    return lines
  }

  /// The view's corners on a layer drawn in its bounds, which clips to them.
  private func roundedLines(of name: String, evenWhenClipped: Bool = false) -> [String] {
    // A view that clips its content clips one behind the content too; a stroke in front of it is above the clip.
    guard radius > 0, decoration.shape == nil, evenWhenClipped || properties.clipsToBounds != true else { return [] }
    var lines = ["\(name).layer.cornerRadius = \(spelledRadius)"]
    if let corners = decoration.roundedCorners {
      lines.append("\(name).layer.maskedCorners = \(Self.cornerMask(corners))")
    }
    if decoration.continuousCorners { lines += available(13, ["\(name).layer.cornerCurve = .continuous"]) }
    lines.append("\(name).clipsToBounds = true")
    return lines
  }

  /// Adds `name` behind the content (at the back) or in front of it, pinned to the edges.
  private func pinned(_ name: String, behind: Bool) -> [String] {
    var lines: [String] = []
    if behind {
      lines.append("\(prefix)insertSubview(\(name), at: 0)")
    } else {
      // In front of the subviews added after it.
      lines.append("\(name).layer.zPosition = 1")
      lines.append("\(prefix)addSubview(\(name))")
    }
    lines.append("\(name).snp.makeConstraints { make in make.edges.equalToSuperview() }")
    return lines
  }

  private func available(_ major: Int, _ lines: [String]) -> [String] {
    guard deploymentMajor < major else { return lines }
    return ["if #available(iOS \(major).0, *) {"] + lines.map { "  " + $0 } + ["}"]
  }

  /// An angle in radians, as a multiple of a quarter turn where it is one (`.pi / 2`, `2 * .pi`), else its value.
  static func angle(_ radians: Double) -> String {
    let quarters = (radians / (Double.pi / 2)).rounded()
    guard abs(radians - quarters * Double.pi / 2) < 0.002 else { return SwiftLiteral.number(radians) }
    let sign = quarters < 0 ? "-" : ""
    switch abs(Int(quarters)) {
    case 0: return "0"
    case 1: return "\(sign).pi / 2"
    case 2: return "\(sign).pi"
    case let count where count % 2 == 0: return "\(sign)\(count / 2) * .pi"
    case let count: return "\(sign)\(count) * .pi / 2"
    }
  }

  static func point(_ point: Point) -> String {
    "CGPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))"
  }

  /// `[.layerMinXMinYCorner, …]`.
  static func cornerMask(_ corners: [Corner]) -> String {
    let names = corners.map { corner in
      switch corner {
      case .topLeft: ".layerMinXMinYCorner"
      case .topRight: ".layerMaxXMinYCorner"
      case .bottomRight: ".layerMaxXMaxYCorner"
      case .bottomLeft: ".layerMinXMaxYCorner"
      }
    }
    return "[\(names.joined(separator: ", "))]"
  }

  /// `[.topLeft, …]`.
  static func rectCorners(_ corners: [Corner]) -> String {
    "[\(corners.map { "." + $0.rawValue }.joined(separator: ", "))]"
  }
}
