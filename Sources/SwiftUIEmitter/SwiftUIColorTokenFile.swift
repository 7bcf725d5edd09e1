public import Semantics
import SwiftSource

/// The colour tokens as members of SwiftUI's `Color`: `Color.brandPrimary`, a dynamic colour with a value for each
/// appearance its modes name (Light and Dark), a plain colour where no mode changes it.
public enum SwiftUIColorTokenFile {
  /// The file declaring `tokens`, generated from `source`.
  public static func contents(_ tokens: [ColorToken], source: String) -> String {
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source) + "colour variables.")
    writer.line("// figsnap regenerates this file: declare your own colours in another file.")
    writer.line()
    writer.line("import SwiftUI")
    writer.line("import UIKit")
    writer.line()
    writer.block("extension Color {") { body in
      for (index, token) in tokens.enumerated() {
        if index > 0 { body.line() }
        let appearances = TokenAppearances(token)
        let unshown = appearances.others.map(\.summary)
        for line in TokenDocumentation.lines(name: token.name, description: token.description, unshown: unshown) {
          body.line(line)
        }
        guard let dark = appearances.dark else {
          body.line("static var \(token.symbol): Color { \(literal(appearances.light)) }")
          continue
        }
        // SwiftUI resolves a UIKit dynamic colour per appearance.
        body.block("static var \(token.symbol): Color {") { getter in
          getter.block("Color(UIColor { traits in", closer: "})") { provider in
            provider.line("traits.userInterfaceStyle == .dark")
            provider.line("  ? \(uiColor(dark))")
            provider.line("  : \(uiColor(appearances.light))")
          }
        }
      }
    }
    return writer.text
  }

  /// `Color(red:green:blue:opacity:)` of one mode's value.
  private static func literal(_ value: ColorToken.ModeColor) -> String {
    ColorLiteral.color(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }

  /// `UIColor(red:green:blue:alpha:)` of one mode's value.
  private static func uiColor(_ value: ColorToken.ModeColor) -> String {
    ColorLiteral.uiColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
}
