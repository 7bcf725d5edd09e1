import LayoutIR
import Semantics
import SwiftSource

/// The attributes of a text's styled runs, added to an `NSMutableAttributedString` over the whole text's: a label's
/// attributed text and a button's attributed title are written alike.
struct AttributedRuns {
  let style: UIKitStyle
  /// The colour a run's colour falls back on where it is an asset or a token that may be missing.
  let fallbackColor: String

  /// The lines that add each run's attributes to `text` (a local `NSMutableAttributedString`).
  func lines(_ runs: [TextRunSpec], to text: String) -> [String] {
    var lines: [String] = []
    for run in runs {
      let range = "NSRange(location: \(run.location), length: \(run.length))"
      var entries: [String] = []
      if let font = run.font { entries.append(".font: \(style.typedFont(font))") }
      if let runColor = run.color { entries.append(".foregroundColor: \(color(runColor))") }
      if let kern = run.kern, kern != 0 { entries.append(".kern: \(SwiftLiteral.number(kern))") }
      if let decoration = run.decoration { entries.append(Self.decorationEntry(decoration)) }
      if let link = run.link { entries.append(".link: \(SwiftLiteral.string(link))") }
      if !entries.isEmpty {
        lines += ["\(text).addAttributes(", "  ["] + entries.map { "    \($0)," } + ["  ],"]
        lines.append("  range: \(range))")
      }
      // No kerning beyond the font's own: a kern of 0 would turn the font's pair kerning off.
      if run.kern == 0 { lines.append("\(text).removeAttribute(.kern, range: \(range))") }
    }
    return lines
  }

  /// A colour in an attribute dictionary, never an optional: an asset or token that is missing keeps the fallback.
  func color(_ color: ColorValue) -> String {
    switch color {
    case .system, .rgba: style.typedColor(color)
    case .token(let name) where style.symbols.colors.isDeclared(name): style.color(color)
    case .asset, .token: "(\(style.color(color)) as UIColor?) ?? \(fallbackColor)"
    }
  }

  /// The attribute of an underline or a strikethrough.
  static func decorationEntry(_ decoration: TextDecoration) -> String {
    switch decoration {
    case .underline: ".underlineStyle: NSUnderlineStyle.single.rawValue"
    case .strikethrough: ".strikethroughStyle: NSUnderlineStyle.single.rawValue"
    }
  }
}
