import LayoutIR
import Semantics
import SwiftSource

/// A layer's border colour is a `CGColor`, which does not follow Dark Mode: views whose border is a platform colour,
/// an asset or a token set it again when the colour appearance changes.
struct TraitChangeDeclaration {
  let views: [ViewSpec]
  /// The root view's own properties, when the root is a view of the class (not a cell's content view).
  var root: ViewProperties?
  let style: UIKitStyle
  let deploymentMajor: Int
  /// Calls that set colours again after the assignments: a component showing its variant's.
  var reapplied: [String] = []

  /// The assignments to repeat, one per view with a colour that can change.
  private var assignments: [String] {
    rootAssignment
      + views.compactMap { view in
        // A shape or stroke view draws the border in its own colours, which it updates itself.
        let drawnByDecoration = view.properties.decoration.shape != nil || view.properties.decoration.stroke != nil
        guard view.uikit?.initializer == nil, !drawnByDecoration, let color = view.properties.borderColor,
          Self.followsAppearance(color)
        else {
          return nil
        }
        // A button built from a configuration strokes with a UIColor, which follows by itself.
        if ControlDeclaration.usesConfiguration(view, deploymentMajor: deploymentMajor) { return nil }
        return "\(view.name).layer.borderColor = \(style.cgColor(color))"
      }
  }

  private var rootAssignment: [String] {
    guard let root, root.decoration.shape == nil, root.decoration.stroke == nil, let color = root.borderColor,
      Self.followsAppearance(color)
    else { return [] }
    return ["layer.borderColor = \(style.cgColor(color))"]
  }

  /// Whether the class needs the override.
  var isNeeded: Bool { deploymentMajor >= 13 && !(assignments + reapplied).isEmpty }

  func write(into writer: inout SwiftWriter) {
    writer.block("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {") { body in
      body.line("super.traitCollectionDidChange(previousTraitCollection)")
      body.line(
        "guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }")
      for line in assignments + reapplied { body.line(line) }
    }
  }

  private static func followsAppearance(_ color: ColorValue) -> Bool {
    if case .rgba = color { return false }
    return true
  }
}
