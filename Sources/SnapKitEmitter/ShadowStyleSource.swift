public import LayoutIR
import SwiftSource

/// The file that declares a design's shadow styles for UIKit: `ShadowStyle`, a value for each style (an array where
/// the style casts several shadows), and `cast(_:)`, which casts one from a layer's content or from a `ShapeLayerView`'s
/// outline.
public enum ShadowStyleSource {
  /// The file declaring `styles`, generated from `source`, spelt by `style`; `castsFromOutlines` when the screens cast
  /// them from `ShapeLayerView`s, which the folder's support file then declares.
  public static func contents(
    _ styles: [ShadowStyleSpec], style: UIKitStyle, castsFromOutlines: Bool, source: String
  ) -> String {
    var writer = SwiftWriter()
    GeneratedSwift.tokenFileHeader(
      source: source, declares: "shadow styles", own: "shadows", modules: ["UIKit"], into: &writer)
    writer.line()
    writer.lines(
      of: """
        /// A drop shadow of one of the design's effect styles, as Core Animation casts it: `radius` is half the design's
        /// blur.
        struct ShadowStyle {
          var color: UIColor
          var opacity: Float
          var offset: CGSize
          var radius: CGFloat
          /// How far the shadow's outline lies outside the view's (a layer's own shadow has none).
          var spread: CGFloat = 0
        }
        """)
    writer.line()
    writer.block("extension ShadowStyle {") { body in
      for (index, spec) in styles.enumerated() {
        if index > 0 { body.line() }
        body.line("/// '\(SwiftLiteral.comment(spec.name))'.")
        let values = spec.shadows.map { value($0, style: style) }
        if values.count == 1, let only = values.first {
          body.line("static let \(spec.member) = \(only)")
        } else {
          body.block("static let \(spec.member) = [", closer: "]") { list in
            for value in values { list.line(value + ",") }
          }
        }
      }
    }
    writer.line()
    writer.lines(
      of: """
        extension CALayer {
          /// Casts `style` from what the layer draws (its spread aside: a layer's own shadow has none).
          func cast(_ style: ShadowStyle) {
            shadowColor = style.color.cgColor
            shadowOpacity = style.opacity
            shadowOffset = style.offset
            shadowRadius = style.radius
          }
        }
        """)
    guard castsFromOutlines else { return writer.text }
    writer.line()
    writer.lines(
      of: """
        extension ShapeLayerView {
          /// Casts `style` from the view's outline, its colour following the appearance.
          func cast(_ style: ShadowStyle) {
            shadowColor = style.color
            shapeLayer.shadowOpacity = style.opacity
            shapeLayer.shadowOffset = style.offset
            shapeLayer.shadowRadius = style.radius
            shadowSpread = style.spread
          }
        }
        """)
    return writer.text
  }

  /// `ShadowStyle(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 4), radius: 2)`.
  private static func value(_ shadow: ShadowSpec, style: UIKitStyle) -> String {
    let offset =
      "CGSize(width: \(SwiftLiteral.number(shadow.offset.x)), height: \(SwiftLiteral.number(shadow.offset.y)))"
    var arguments = [
      "color: \(style.color(shadow.color))", "opacity: \(SwiftLiteral.number(shadow.opacity))", "offset: \(offset)",
      "radius: \(SwiftLiteral.number(shadow.radius))",
    ]
    if shadow.spread != 0 { arguments.append("spread: \(SwiftLiteral.number(shadow.spread))") }
    return "ShadowStyle(\(arguments.joined(separator: ", ")))"
  }
}
