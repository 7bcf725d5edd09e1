public import Semantics

/// The file that declares a design's colour tokens, as members of UIKit's `UIColor` or of SwiftUI's `Color`
/// (`UIColor.brandPrimary`, `Color.brandPrimary`): a dynamic colour with a value for each appearance its modes name
/// (Light and Dark), a plain colour where no mode changes it.
public enum ColorTokenSource {
  /// The file declaring `tokens` and the colours of the design's `palette`, generated from `source`, for SwiftUI or
  /// UIKit; tokens kept `inCatalog` are its colour sets, by name (``colorSet(_:)``).
  public static func contents(
    _ tokens: [ColorToken], palette: [PaletteColor] = [], source: String, swiftUI: Bool, inCatalog: Bool = false
  ) -> String {
    let type = swiftUI ? "Color" : "UIColor"
    var writer = SwiftWriter()
    // SwiftUI resolves a UIKit dynamic colour per appearance (`Color(uiColor:)`, iOS 15).
    let modules = swiftUI ? (tokens.isEmpty ? ["SwiftUI"] : ["SwiftUI", "UIKit"]) : ["UIKit"]
    GeneratedSwift.tokenFileHeader(
      source: source, declares: "colour tokens", own: "colours", modules: modules, into: &writer)
    if !tokens.isEmpty {
      writer.line()
      writer.block("extension \(type) {") { body in
        for (index, token) in tokens.enumerated() {
          if index > 0 { body.line() }
          declare(token, swiftUI: swiftUI, inCatalog: inCatalog, into: &body)
        }
      }
    }
    if !palette.isEmpty {
      writer.line()
      writer.line(
        "/// The colours the screens draw more than once that no colour style or variable of the input names, each")
      writer.line(
        "/// named by its hue and lightness. Each is the same in Light and Dark mode, as the input gives it; a style or a"
      )
      writer.line("/// variable of the file (fetched with it, or made in the design) makes it a token of its own.")
      writer.block("extension \(type) {") { body in
        for color in palette {
          let count = color.uses == 1 ? "once" : "\(color.uses) times"
          body.line("/// \(color.color.summary), drawn \(count).")
          body.line("static let \(color.symbol) = \(literal(color.color, swiftUI: swiftUI))")
        }
      }
    }
    guard swiftUI, !(tokens.isEmpty && palette.isEmpty) else { return writer.text }
    // `.foregroundStyle(.brandPrimary)`: a style's leading dot finds a member of ShapeStyle, not of Color.
    writer.line()
    writer.block("extension ShapeStyle where Self == Color {") { body in
      for symbol in tokens.map(\.symbol) + palette.map(\.symbol) {
        body.line("static var \(symbol): Color { Color.\(symbol) }")
      }
    }
    return writer.text
  }

  /// The name of the colour set `token` is in the asset catalogue: its member with `Token` after it, so that the
  /// symbols Xcode generates for the catalogue (`UIColor.brandPrimaryToken`) never redeclare the member.
  public static func colorSetName(_ token: ColorToken) -> String { token.symbol + "Token" }

  /// The colour set `token` is in the asset catalogue (``colorSetName(_:)``), with a value in each appearance it has.
  public static func colorSet(_ token: ColorToken) -> ColorSetSpec {
    let appearances = TokenAppearances(token)
    let shown: [(ColorSetSpec.Appearance, ColorToken.ModeColor?)] = [
      (.any, appearances.light), (.dark, appearances.dark), (.highContrast, appearances.lightHighContrast),
      (.darkHighContrast, appearances.darkHighContrast),
    ]
    var values: [ColorSetSpec.Appearance: ColorSetSpec.Components] = [:]
    for case (let appearance, let value?) in shown {
      values[appearance] = ColorSetSpec.Components(
        red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
    return ColorSetSpec(name: colorSetName(token), token: token.name, values: values)
  }

  /// The declaration of `token`: a dynamic colour where Dark Mode or Increase Contrast shows another value, else a
  /// plain one; a token kept `inCatalog` is its colour set (``colorSetName(_:)``), the same colour where the app's
  /// catalogue lacks the set.
  private static func declare(_ token: ColorToken, swiftUI: Bool, inCatalog: Bool, into body: inout SwiftWriter) {
    let appearances = TokenAppearances(token)
    for line in documentation(token, unshown: appearances.others) { body.line(line) }
    var named = ""
    if inCatalog {
      let set = colorSetName(token)
      body.line("/// The colour set '\(set)' of the asset catalogue, which `figsnap assets` writes.")
      named = "UIColor(named: \(SwiftLiteral.string(set))) ?? "
    }
    guard appearances.isDynamic else {
      let plain = inCatalog ? named + uiColor(appearances.light) : nil
      body.line(
        "static let \(token.symbol) = "
          + (plain.map { swiftUI ? "Color(uiColor: \($0))" : $0 } ?? self.plain(appearances.light, swiftUI: swiftUI)))
      return
    }
    body.block(
      "static let \(token.symbol) = " + (swiftUI ? "Color(uiColor: " : "") + named + "UIColor { traits in",
      closer: swiftUI ? "})" : "}"
    ) { provider in
      let light = appearances.light
      guard appearances.lightHighContrast != nil || appearances.darkHighContrast != nil else {
        provider.line("traits.userInterfaceStyle == .dark")
        provider.line("  ? \(uiColor(appearances.dark ?? light))")
        provider.line("  : \(uiColor(light))")
        return
      }
      // Increase Contrast (iOS 13) picks the high-contrast modes, in each appearance.
      let dark = appearances.dark ?? light
      provider.block("switch (traits.userInterfaceStyle, traits.accessibilityContrast) {") { cases in
        if let darkHighContrast = appearances.darkHighContrast {
          cases.line("case (.dark, .high): return \(uiColor(darkHighContrast))")
        }
        if appearances.dark != nil { cases.line("case (.dark, _): return \(uiColor(dark))") }
        if let lightHighContrast = appearances.lightHighContrast {
          cases.line("case (_, .high): return \(uiColor(lightHighContrast))")
        }
        cases.line("default: return \(uiColor(light))")
      }
    }
  }

  /// A palette colour's literal, the same in every appearance.
  private static func literal(_ color: LiteralColor, swiftUI: Bool) -> String {
    let (red, green, blue, alpha) = color.channels
    return swiftUI
      ? ColorLiteral.color(red: red, green: green, blue: blue, alpha: alpha)
      : ColorLiteral.uiColor(red: red, green: green, blue: blue, alpha: alpha)
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
