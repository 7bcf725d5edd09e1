public import LayoutIR
import SwiftSource

/// The file that declares a design's shadow styles for SwiftUI: a `View` modifier for each style that casts its
/// shadows (`.cardShadow()`).
public enum ShadowModifierSource {
  /// The file declaring `styles`, generated from `source`, spelt by `style`.
  public static func contents(_ styles: [ShadowStyleSpec], style: SwiftUIStyle, source: String) -> String {
    var writer = SwiftWriter()
    GeneratedSwift.tokenFileHeader(
      source: source, declares: "shadow styles", own: "shadows", modules: ["SwiftUI"], into: &writer)
    writer.line()
    writer.block("extension View {") { body in
      for (index, spec) in styles.enumerated() {
        if index > 0 { body.line() }
        let spread = spec.shadows.contains { $0.spread != 0 } ? ", without its spread (SwiftUI's shadow has none)" : ""
        body.line("/// '\(SwiftLiteral.comment(spec.name))'\(spread).")
        body.block("func \(spec.modifier)() -> some View {") { function in
          for (position, shadow) in spec.shadows.enumerated() {
            function.line((position == 0 ? "" : "  .") + style.shadow(shadow))
          }
        }
      }
    }
    return writer.text
  }
}
