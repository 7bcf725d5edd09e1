import LayoutIR
import SwiftSource

/// A small view class the screens' decorations draw with, declared once for every screen of an output folder in its
/// support file (``CodeEmitter/supportFileName``): a shape layer or a gradient layer as a view's backing layer
/// follows Auto Layout with no frame code.
enum SupportView: String, CaseIterable, Comparable {
  case shapeLayerView = "ShapeLayerView"
  case gradientLayerView = "GradientLayerView"

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The declaration.
  func write(into writer: inout SwiftWriter) { writer.lines(of: source) }

  private var source: String {
    switch self {
    case .shapeLayerView:
      """
      /// Draws an outline of its bounds with its shape layer, so the drawing follows Auto Layout: ovals, arcs and rings,
      /// strokes `layer.border*` cannot draw, and a shadow's path.
      final class ShapeLayerView: UIView {
        /// What the view draws in its bounds.
        enum Outline {
          case roundedRect(cornerRadius: CGFloat, corners: UIRectCorner)
          case oval
          /// A sweep of the oval, clockwise from `startAngle` (radians from the positive x axis); `innerRadius` is a
          /// fraction of the outer radius, 0 for a pie.
          case arc(startAngle: CGFloat, endAngle: CGFloat, innerRadius: CGFloat)
          /// A band along each side, as wide as given.
          case edges(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
        }

        override class var layerClass: AnyClass { CAShapeLayer.self }

        var shapeLayer: CAShapeLayer { unsafeDowncast(layer, to: CAShapeLayer.self) }
        var fillColor: UIColor? { didSet { updateColors() } }
        var strokeColor: UIColor? { didSet { updateColors() } }
        var shadowColor: UIColor? { didSet { updateColors() } }
        /// How far inside the bounds the stroke's centre runs: half its width keeps a stroke inside the edge.
        var strokeInset: CGFloat = 0 { didSet { setNeedsLayout() } }
        /// How far the shadow's outline lies outside the bounds.
        var shadowSpread: CGFloat = 0 { didSet { setNeedsLayout() } }
        /// Whether the shadow is cut away inside the outline, so it never shows through a translucent view.
        var castsShadowOutsideOnly = false { didSet { setNeedsLayout() } }
        private let outline: Outline

        init(outline: Outline) {
          self.outline = outline
          super.init(frame: .zero)
          isUserInteractionEnabled = false
          updateColors()
        }

        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
          super.layoutSubviews()
          shapeLayer.path = path(insetBy: strokeInset).cgPath
          shapeLayer.shadowPath = shapeLayer.shadowOpacity > 0 ? path(insetBy: -shadowSpread).cgPath : nil
          layer.mask = castsShadowOutsideOnly ? outsideMask() : nil
        }

        /// A mask that keeps everything around the outline, as far as the shadow reaches, and nothing inside it.
        private func outsideMask() -> CAShapeLayer {
          let offset = shapeLayer.shadowOffset
          let reach = shapeLayer.shadowRadius * 3 + shadowSpread + max(abs(offset.width), abs(offset.height))
          let area = UIBezierPath(rect: bounds.insetBy(dx: -reach, dy: -reach))
          area.append(path(insetBy: 0))
          let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
          // The hole follows the view at once, not in an implicit animation.
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          mask.fillRule = .evenOdd
          mask.path = area.cgPath
          CATransaction.commit()
          return mask
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          updateColors()
        }

        private func updateColors() {
          shapeLayer.fillColor = fillColor?.cgColor
          shapeLayer.strokeColor = strokeColor?.cgColor
          shapeLayer.shadowColor = shadowColor?.cgColor
        }

        /// The outline in the bounds inset by `inset` (outset when negative), its corners following.
        private func path(insetBy inset: CGFloat) -> UIBezierPath {
          let rect = bounds.insetBy(dx: inset, dy: inset)
          switch outline {
          case .roundedRect(let cornerRadius, let corners):
            // Corners follow the inset; square ones stay square.
            let radius = cornerRadius > 0 ? max(cornerRadius - inset, 0) : 0
            return UIBezierPath(
              roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
          case .oval:
            return UIBezierPath(ovalIn: rect)
          case .arc(let startAngle, let endAngle, let innerRadius):
            // Drawn on the unit circle, then stretched over the oval.
            let path = UIBezierPath()
            path.addArc(withCenter: .zero, radius: 1, startAngle: startAngle, endAngle: endAngle, clockwise: true)
            if innerRadius > 0 {
              path.addArc(
                withCenter: .zero, radius: innerRadius, startAngle: endAngle, endAngle: startAngle, clockwise: false)
            } else {
              path.addLine(to: .zero)
            }
            path.close()
            path.apply(CGAffineTransform(scaleX: rect.width / 2, y: rect.height / 2))
            path.apply(CGAffineTransform(translationX: rect.midX, y: rect.midY))
            return path
          case .edges(let top, let left, let bottom, let right):
            let path = UIBezierPath()
            path.append(UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: top)))
            path.append(UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: left, height: rect.height)))
            path.append(
              UIBezierPath(rect: CGRect(x: rect.minX, y: rect.maxY - bottom, width: rect.width, height: bottom)))
            path.append(
              UIBezierPath(rect: CGRect(x: rect.maxX - right, y: rect.minY, width: right, height: rect.height)))
            return path
          }
        }
      }
      """
    case .gradientLayerView:
      """
      /// Draws a gradient with its gradient layer, so the gradient follows Auto Layout.
      final class GradientLayerView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }

        var gradientLayer: CAGradientLayer { unsafeDowncast(layer, to: CAGradientLayer.self) }
        private let colors: [UIColor]

        init(
          type: CAGradientLayerType, colors: [UIColor], locations: [NSNumber], startPoint: CGPoint, endPoint: CGPoint
        ) {
          self.colors = colors
          super.init(frame: .zero)
          isUserInteractionEnabled = false
          gradientLayer.type = type
          gradientLayer.locations = locations
          gradientLayer.startPoint = startPoint
          gradientLayer.endPoint = endPoint
          updateColors()
        }

        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          updateColors()
        }

        private func updateColors() {
          gradientLayer.colors = colors.map(\\.cgColor)
        }
      }
      """
    }
  }
}
