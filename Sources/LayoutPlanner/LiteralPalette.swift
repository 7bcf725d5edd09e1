public import Diagnostics
public import LayoutIR
public import Semantics
import SwiftSource

/// The palette of a planned design (issue 30): the literal colours its screens draw more than once, which no colour
/// style, variable or rule names, each named by hue and lightness (``PaletteColor``) so the screens say `green660`
/// where they said `UIColor(red: 0.18, green: 0.49, blue: 0.196, alpha: 1)` over and over; and the custom fonts they
/// draw more than once without a text style, each a case of the typography (``PaletteFont``).
///
/// White and black are no entries: every target spells them by the platform's own names. Nor are system fonts: the
/// platform names them too.
public enum LiteralPalette {
  /// The fewest times a colour is drawn to be named.
  public static let minimumUses = 2

  /// The palette of `document`, no name one of `tokens`' symbols, and the note that tells the team about it (nil when
  /// the palette is empty).
  public static func palette(of document: LayoutDocument, tokens: [ColorToken]) -> (
    palette: [PaletteColor], note: Diagnostic?
  ) {
    var uses: [LiteralColor: Int] = [:]
    document.forEachStyle { style in
      guard case .color(let color) = style, let literal = LiteralColor(color), literal.fixedSystemName == nil else {
        return
      }
      // A colour at any opacity is one entry: the screens draw it translucent with its opacity.
      uses[literal.opaque, default: 0] += 1
    }
    let repeated = uses.filter { $0.value >= minimumUses }
    let palette = PaletteColor.palette(repeated, taken: Set(tokens.map(\.symbol)))
    guard !palette.isEmpty else { return ([], nil) }
    let listed = mostUsed(palette.map { ($0.symbol, $0.uses, "\($0.symbol) \($0.color.summary)") })
    let text =
      "\(palette.count) colour(s) the screens draw more than once are named by no colour style or variable of the "
      + "input; they are named by hue and lightness in \(ColorToken.fileName) (\(listed)), the same in Light and "
      + "Dark mode. Give figsnap the file's styles and variables where the design has them (figma.styles and "
      + "figma.variables notes say so), else name them in the design or in the ruleset's colour rules, to make them "
      + "tokens; options.palette = false writes them as literals"
    let note = Diagnostic(.note, "palette_color", "\(text)", at: SourceLocation(file: document.source))
    return (palette, note)
  }

  /// The custom fonts of `document` drawn more than once, each named by its family (or PostScript name), size, weight
  /// and slant (`lexendMedium14`, `interBold15Point3`), no name one of `tokens`' cases; and the note that tells the
  /// team about them (nil when there are none).
  public static func fonts(of document: LayoutDocument, tokens: [TextStyleToken]) -> (
    palette: [PaletteFont], note: Diagnostic?
  ) {
    var uses: [FontValue: Int] = [:]
    document.forEachStyle { style in
      guard case .font(let font) = style, PaletteFont.isCandidate(font) else { return }
      uses[font, default: 0] += 1
    }
    var taken = Set(tokens.map(\.symbol))
    let named = uses.filter { $0.value >= minimumUses }.map { font, count in
      (name: caseName(font), font: font, count: count)
    }
    // Two fonts of one name (a family at a weight and the PostScript name of that weight) in a stable order: the
    // second gets a word.
    let ordered = named.sorted { first, second in
      first.name != second.name
        ? PaletteColor.naturalOrder(first.name, second.name)
        : String(describing: first.font) < String(describing: second.font)
    }
    let palette = ordered.map { entry -> PaletteFont in
      // A number after a name that ends in a size would read as the size: a name taken gets a word.
      var symbol = entry.name
      while !taken.insert(symbol).inserted { symbol += "Font" }
      return PaletteFont(symbol: symbol, font: entry.font, uses: entry.count)
    }
    guard !palette.isEmpty else { return ([], nil) }
    let listed = mostUsed(palette.map { ($0.symbol, $0.uses, $0.symbol) })
    let text =
      "\(palette.count) custom font(s) the screens draw more than once are named by no text style of the input; they "
      + "are cases of \(TextStyleToken.typeName) in \(TextStyleToken.fileName) (\(listed)). Give figsnap the file's "
      + "text styles where the design has them (a figma.styles note says so), else name them in the design, to make "
      + "them tokens; options.palette = false writes each font where it is drawn"
    return (palette, Diagnostic(.note, "palette_font", "\(text)", at: SourceLocation(file: document.source)))
  }

  /// The five entries drawn most, each `text ×uses`, and `…` when there are more: `green660 #2E7D32 ×14, …`.
  private static func mostUsed(_ entries: [(symbol: String, uses: Int, text: String)]) -> String {
    let most = entries.sorted { $0.uses != $1.uses ? $0.uses > $1.uses : $0.symbol < $1.symbol }.prefix(5)
    return most.map { "\($0.text) ×\($0.uses)" }.joined(separator: ", ") + (entries.count > most.count ? ", …" : "")
  }

  /// `lexendMedium14`, `interBold15Point3`, `poppinsRegular16`, `lexendSemiboldItalic12`: the family (or the
  /// PostScript name, which says the weight), the weight and slant, the size to a tenth of a point; `Fixed` after a
  /// font that does not follow the user's text size.
  private static func caseName(_ font: FontValue) -> String {
    let words: [String]
    switch font.concrete {
    case .named(let name, let size, let scaled):
      words = NameWords.words(name) + points(size) + (scaled ? [] : ["fixed"])
    case .family(let name, let size, let weight, let italic, let scaled):
      let style = [weight.rawValue] + (italic ? ["italic"] : [])
      words = NameWords.words(name) + style + points(size) + (scaled ? [] : ["fixed"])
    case .textStyle, .system, .token, .styleToken, .sizeToken: words = ["font"]
    }
    let name = SwiftName.lowerCamel(words.map { $0.lowercased() })
    return name.first?.isLetter == true && SwiftIdentifier.isMember(name) ? name : "font" + SwiftName.upperFirst(name)
  }

  /// The words of a size to a tenth of a point: `14`, `15 point 3`.
  private static func points(_ size: Double) -> [String] {
    let tenths = Int((size * 10).rounded())
    return tenths % 10 == 0 ? [String(tenths / 10)] : [String(tenths / 10), "point", String(tenths % 10)]
  }
}
