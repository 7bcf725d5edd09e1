public import LayoutIR
import SwiftSource

/// The file that declares a design's shadow styles for UIKit: `ShadowToken`, the shadows of each style (an array,
/// whatever their number), and `applyShadow(_:)`, which casts one from a layer's content or from a `ShapeLayerView`'s
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
        struct ShadowToken {
          var color: UIColor
          var opacity: Float
          var offset: CGSize
          var radius: CGFloat
          /// How far the shadow's outline lies outside the view's (a layer's own shadow has none).
          var spread: CGFloat = 0
        }
        """)
    writer.line()
    writer.block("extension ShadowToken {") { body in
      for (index, spec) in styles.enumerated() {
        if index > 0 { body.line() }
        body.line("/// '\(SwiftLiteral.comment(spec.name))'.")
        body.block("static let \(spec.member): [ShadowToken] = [", closer: "]") { list in
          for shadow in spec.shadows { list.line(value(shadow, style: style) + ",") }
        }
      }
    }
    writer.line()
    writer.lines(
      of: """
        extension CALayer {
          /// Casts `shadow` from what the layer draws (its spread aside: a layer's own shadow has none). A layer takes a
          /// `CGColor`: the colour is the one of the appearance at the call.
          func applyShadow(_ shadow: ShadowToken) {
            shadowColor = shadow.color.cgColor
            shadowOpacity = shadow.opacity
            shadowOffset = shadow.offset
            shadowRadius = shadow.radius
          }
        }
        """)
    guard castsFromOutlines else { return writer.text }
    writer.line()
    writer.lines(
      of: """
        extension ShapeLayerView {
          /// Casts `shadow` from the view's outline, its colour following the appearance.
          func applyShadow(_ shadow: ShadowToken) {
            shadowColor = shadow.color
            shapeLayer.shadowOpacity = shadow.opacity
            shapeLayer.shadowOffset = shadow.offset
            shapeLayer.shadowRadius = shadow.radius
            shadowSpread = shadow.spread
          }
        }
        """)
    return writer.text
  }

  /// `ShadowToken(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 4), radius: 2)`.
  private static func value(_ shadow: ShadowSpec, style: UIKitStyle) -> String {
    let offset =
      "CGSize(width: \(SwiftLiteral.number(shadow.offset.x)), height: \(SwiftLiteral.number(shadow.offset.y)))"
    var arguments = [
      "color: \(style.color(shadow.color))", "opacity: \(SwiftLiteral.number(shadow.opacity))", "offset: \(offset)",
      "radius: \(SwiftLiteral.number(shadow.radius))",
    ]
    if shadow.spread != 0 { arguments.append("spread: \(SwiftLiteral.number(shadow.spread))") }
    return "ShadowToken(\(arguments.joined(separator: ", ")))"
  }
}
