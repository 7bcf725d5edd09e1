public import LayoutIR
import SwiftSource

/// The file that declares a design's shadow styles for SwiftUI: a `View` modifier for each style that casts its
/// shadows (`.cardShadow()`).
public enum ShadowModifierSource {
  /// The file declaring `styles`, generated from `source`, spelt by `style`.
  public static func contents(_ styles: [ShadowStyleSpec], style: SwiftUIStyle, source: String) -> String {
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source) + "shadow styles.")
    writer.line("// figsnap regenerates this file: declare your own shadows in another file.")
    writer.line()
    writer.line("import SwiftUI")
    writer.line()
    writer.block("extension View {") { body in
      for (index, spec) in styles.enumerated() {
        if index > 0 { body.line() }
        let spread = spec.shadows.contains { $0.spread != 0 } ? ", without its spread (SwiftUI's shadow has none)" : ""
        body.line("/// '\(SwiftLiteral.comment(spec.name))'\(spread).")
        body.block("func \(spec.member)() -> some View {") { function in
          for (position, shadow) in spec.shadows.enumerated() {
            function.line((position == 0 ? "" : "  .") + style.shadow(shadow))
          }
        }
      }
    }
    return writer.text
  }
}
