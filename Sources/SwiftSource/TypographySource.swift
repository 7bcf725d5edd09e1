public import Semantics

/// The file that declares a design's text styles (its Figma text styles) as tokens: `AppTextStyle`, a case a style, and
/// the font of each as `UIFont.app(_:)` in UIKit or `Font.app(_:)` in SwiftUI, which screens use
/// (`label.font = UIFont.app(.headingLarge)`, `.font(.app(.headingLarge))`).
public enum TypographySource {
  /// The file declaring `tokens` and the fonts of the design's `palette`, each with the font expression of the target
  /// (`UIFont` in UIKit, `Font` in SwiftUI), generated from `source`; `bundled` names the fonts the app must bundle
  /// for them (PostScript names, families).
  public static func contents(
    _ tokens: [(token: TextStyleToken, font: String)], palette: [(font: PaletteFont, spelt: String)] = [],
    bundled: [String], source: String, swiftUI: Bool
  ) -> String {
    let type = swiftUI ? "Font" : "UIFont"
    let enumeration = TextStyleToken.typeName
    var writer = SwiftWriter()
    // Where one is missing, its styles fall back to the system font at their size and weight.
    let names = bundled.map(SwiftLiteral.comment).joined(separator: ", ")
    GeneratedSwift.tokenFileHeader(
      source: source, declares: "text style tokens", own: "fonts",
      notes: bundled.isEmpty
        ? [] : ["The fonts to bundle, their files listed under UIAppFonts in Info.plist: \(names)."],
      modules: [swiftUI ? "SwiftUI" : "UIKit"], into: &writer)
    writer.line()
    writer.line(
      palette.isEmpty
        ? "/// The design's text styles." : "/// The design's text styles, and the fonts it draws without one.")
    writer.block("enum \(enumeration): CaseIterable {") { body in
      for (index, entry) in tokens.enumerated() {
        if index > 0 { body.line() }
        let token = entry.token
        body.line("/// '\(SwiftLiteral.comment(token.name))': \(SwiftLiteral.comment(token.summary)).")
        body.line("case \(token.symbol)")
      }
      guard !palette.isEmpty else { return }
      if !tokens.isEmpty { body.line() }
      body.line(
        "// The fonts the screens draw more than once that no text style of the input names: a text style of the")
      body.line("// file (fetched with it, or made in the design) makes each a token of its own.")
      for entry in palette {
        body.line("/// \(SwiftLiteral.comment(summary(of: entry.font.font))), drawn \(entry.font.uses) times.")
        body.line("case \(entry.font.symbol)")
      }
    }
    writer.line()
    writer.block("extension \(type) {") { body in
      body.line(
        palette.isEmpty
          ? "/// The font of one of the design's text styles, which follows the user's text size."
          : "/// The font of one of the design's text styles or of the fonts it draws without one.")
      body.block("static func app(_ style: \(enumeration)) -> \(type) {") { function in
        function.line("switch style {")
        for entry in tokens { function.line("case .\(entry.token.symbol): \(entry.font)") }
        for entry in palette { function.line("case .\(entry.font.symbol): \(entry.spelt)") }
        function.line("}")
      }
    }
    return writer.text
  }

  /// `Lexend 14 pt medium`, `Inter-Bold 15.3 pt`: a palette font as its declaration's comment says it, its size as
  /// the font's expression spells it.
  private static func summary(of font: FontValue) -> String {
    switch font.concrete {
    case .named(let name, let size, _): "\(name) \(SwiftLiteral.number(size)) pt"
    case .family(let name, let size, let weight, let italic, _):
      "\(name) \(SwiftLiteral.number(size)) pt \(weight.rawValue)" + (italic ? " italic" : "")
    case .textStyle, .system, .token, .styleToken, .sizeToken: ""
    }
  }
}
