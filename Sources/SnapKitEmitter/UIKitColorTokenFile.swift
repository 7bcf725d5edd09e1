public import Semantics
import SwiftSource

/// The colour tokens as members of `UIColor`: `UIColor.brandPrimary`, a dynamic colour with a value for each
/// appearance its modes name (Light and Dark), a plain colour where no mode changes it.
public enum UIKitColorTokenFile {
  /// The file declaring `tokens`, generated from `source`.
  public static func contents(_ tokens: [ColorToken], source: String) -> String {
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source) + "colour variables.")
    writer.line("// figsnap regenerates this file: declare your own colours in another file.")
    writer.line()
    writer.line("import UIKit")
    writer.line()
    writer.block("extension UIColor {") { body in
      for (index, token) in tokens.enumerated() {
        if index > 0 { body.line() }
        let appearances = TokenAppearances(token)
        let unshown = appearances.others.map(\.summary)
        for line in TokenDocumentation.lines(name: token.name, description: token.description, unshown: unshown) {
          body.line(line)
        }
        guard let dark = appearances.dark else {
          body.line("static var \(token.symbol): UIColor { \(uiColor(appearances.light)) }")
          continue
        }
        body.block("static var \(token.symbol): UIColor {") { getter in
          getter.block("UIColor { traits in") { provider in
            provider.line("traits.userInterfaceStyle == .dark")
            provider.line("  ? \(uiColor(dark))")
            provider.line("  : \(uiColor(appearances.light))")
          }
        }
      }
    }
    return writer.text
  }

  private static func uiColor(_ value: ColorToken.ModeColor) -> String {
    ColorLiteral.uiColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
}
