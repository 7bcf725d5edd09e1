/// The font families iOS ships: a design's text in one of them needs no font file in the app.
public enum BuiltInFonts {
  /// Whether the family or PostScript name `name` (`Helvetica Neue`, `HelveticaNeue-Bold`) is one iOS ships.
  ///
  /// So is the system font's (`SF Pro Text`, `New York`), which a design names and iOS draws without a file; and a
  /// PostScript name without its dash (`HelveticaNeueBold`) is its family's.
  public static func contains(_ name: String) -> Bool {
    let family = key(name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name)
    if families.contains(family) || systemPrefixes.contains(where: { family.hasPrefix($0) }) { return true }
    return families.contains { known in family.hasPrefix(known) && isStyle(family.dropFirst(known.count)) }
  }

  /// Whether `rest` is only style words: `bold`, `lightitalic`, `condensedbold`.
  private static func isStyle(_ rest: Substring) -> Bool {
    var rest = rest
    while !rest.isEmpty {
      guard let word = styleWords.first(where: { rest.hasPrefix($0) }) else { return false }
      rest = rest.dropFirst(word.count)
    }
    return true
  }

  /// The words a PostScript name's style is made of, the longest first.
  private static let styleWords = [
    "ultralight", "extralight", "condensed", "extrabold", "ultrabold", "demibold", "semibold", "oblique", "regular",
    "italic", "medium", "heavy", "black", "light", "roman", "thin", "bold", "book",
  ]

  /// `Helvetica Neue` → `helveticaneue`, `Lexend-Medium` → `lexendmedium`: a font's family or PostScript name as every
  /// spelling of it compares, letters and digits without case.
  public static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The system font's families, by the beginning of their keys.
  private static let systemPrefixes = ["sfpro", "sfcompact", "sfmono", "sfui", "newyork", "sanfrancisco"]

  /// The families of the fonts installed with iOS, as Apple lists them, by key.
  private static let families: Set<String> = Set(
    [
      "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
      "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
      "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
      "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
      "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
      "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
      "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans",
      "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
      "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo",
      "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada",
      "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK",
      "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "Symbol",
      "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
    ].map(key))
}
