import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// A view's fills: its colour, a gradient behind its content (an image view's are its image's); what is not drawn is
/// reported.
extension ViewConfigurator {
  mutating func applyFills(
    _ node: RuledNode, role: ViewRole, to properties: inout ViewProperties, todos: inout [Approximation]
  ) {
    let design = node.design
    let visible = design.appearance.fills.filter(\.visible)
    if role == .image || role == .icon {
      applyImage(node, fills: visible, to: &properties, todos: &todos)
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
    default: paint.kind.rawValue.lowercased().split(separator: "_").joined(separator: " ")
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
}
