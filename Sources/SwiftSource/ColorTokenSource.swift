public import Semantics

/// The file that declares a design's colour tokens, as members of UIKit's `UIColor` or of SwiftUI's `Color`
/// (`UIColor.brandPrimary`, `Color.brandPrimary`): a dynamic colour with a value for each appearance its modes name
/// (Light and Dark), a plain colour where no mode changes it.
public enum ColorTokenSource {
  /// The file declaring `tokens`, generated from `source`, for SwiftUI or UIKit.
  public static func contents(_ tokens: [ColorToken], source: String, swiftUI: Bool) -> String {
    let type = swiftUI ? "Color" : "UIColor"
    var writer = SwiftWriter()
    writer.line(GeneratedSwift.header(source: source) + "colour tokens.")
    writer.line("// figsnap regenerates this file: declare your own colours in another file.")
    writer.line()
    // SwiftUI resolves a UIKit dynamic colour per appearance (`Color(uiColor:)`, iOS 15).
    for module in swiftUI ? ["SwiftUI", "UIKit"] : ["UIKit"] { writer.line("import \(module)") }
    writer.line()
    writer.block("extension \(type) {") { body in
      for (index, token) in tokens.enumerated() {
        if index > 0 { body.line() }
        let appearances = TokenAppearances(token)
        for line in documentation(token, unshown: appearances.others) { body.line(line) }
        guard let dark = appearances.dark else {
          body.line("static let \(token.symbol) = \(plain(appearances.light, swiftUI: swiftUI))")
          continue
        }
        body.block(
          "static let \(token.symbol) = " + (swiftUI ? "Color(uiColor: UIColor { traits in" : "UIColor { traits in"),
          closer: swiftUI ? "})" : "}"
        ) { provider in
          provider.line("traits.userInterfaceStyle == .dark")
          provider.line("  ? \(uiColor(dark))")
          provider.line("  : \(uiColor(appearances.light))")
        }
      }
    }
    guard swiftUI, !tokens.isEmpty else { return writer.text }
    // `.foregroundStyle(.brandPrimary)`: a style's leading dot finds a member of ShapeStyle, not of Color.
    writer.line()
    writer.block("extension ShapeStyle where Self == Color {") { body in
      for token in tokens { body.line("static var \(token.symbol): Color { Color.\(token.symbol) }") }
    }
    return writer.text
  }

  /// Its name in the design, its description, and the modes no appearance of the system shows, as comment text.
  private static func documentation(_ token: ColorToken, unshown: [ColorToken.ModeColor]) -> [String] {
    let summary = token.description.isEmpty ? "." : ": " + SwiftLiteral.comment(token.description)
    var lines = ["/// '\(SwiftLiteral.comment(token.name))'" + summary]
    if !unshown.isEmpty {
      let listed = SwiftLiteral.comment(unshown.map(\.summary).joined(separator: ", "))
      lines.append("/// Not shown by an appearance of the system: \(listed).")
    }
    return lines
  }

  /// A colour no mode changes: the system colour it is, which follows Dark Mode (a design's `#F2F2F7` is
  /// `systemGray6`), else its literal.
  private static func plain(_ value: ColorToken.ModeColor, swiftUI: Bool) -> String {
    if value.alpha == 1, let system = SystemColors.name(red: value.red, green: value.green, blue: value.blue) {
      return swiftUI ? "Color(uiColor: .\(system))" : "UIColor.\(system)"
    }
    return swiftUI
      ? ColorLiteral.color(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha) : uiColor(value)
  }

  private static func uiColor(_ value: ColorToken.ModeColor) -> String {
    ColorLiteral.uiColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
}
