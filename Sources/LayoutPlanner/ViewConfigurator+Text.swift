import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// Text beyond font and colour: case, kerning, decoration, paragraph spacing and runs with their own style.
extension ViewConfigurator {
  /// `text` in Figma's text case: upper, lower, or title (each word's first letter capitalised, the rest kept, as
  /// CSS `capitalize` does); small capitals keep the text (reported).
  static func cased(_ text: String, _ textCase: String) -> String {
    switch textCase {
    case "UPPER": return text.uppercased()
    case "LOWER": return text.lowercased()
    case "TITLE":
      var result = ""
      var startsWord = true
      for character in text {
        result += startsWord ? character.uppercased() : String(character)
        startsWord = !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}")
      }
      return result
    default: return text
    }
  }

  /// The attributes of `text`: kerning, decoration, paragraph spacing, and its runs where they differ from the base.
  mutating func attributes(of text: TextContent) -> TextAttributes {
    let style = text.style
    var attributes = TextAttributes()
    let baseFont = font(for: style, styleName: text.styleName)
    attributes.kern = Self.kern(style.letterSpacing, font: baseFont)
    attributes.decoration = Self.decoration(style.textDecoration)
    if style.paragraphSpacing > 0, text.characters.contains(where: \.isNewline) {
      attributes.paragraphSpacing = NumberText.rounded(style.paragraphSpacing)
    }
    let shown = Self.cased(text.characters, style.textCase)
    // A case change that changes the length ("ß" → "SS") moves the runs: they are reported, not misplaced.
    guard shown.utf16.count == text.characters.utf16.count else { return attributes }
    let length = shown.utf16.count
    for run in text.runs where run.location < length {
      var spec = TextRunSpec(location: run.location, length: min(run.length, length - run.location))
      let runStyle = style.applying(run.style)
      let font = self.font(for: runStyle, styleName: nil)
      if font != baseFont { spec.font = font }
      if let fill = run.style.fills?.topSolid { spec.color = color(fill, usage: .text) }
      if runStyle.letterSpacing != style.letterSpacing {
        spec.kern = Self.kern(runStyle.letterSpacing, font: font) ?? 0
      }
      if runStyle.textDecoration != style.textDecoration {
        spec.decoration = Self.decoration(runStyle.textDecoration)
      }
      spec.link = run.style.link
      if spec.font != nil || spec.color != nil || spec.kern != nil || spec.decoration != nil || spec.link != nil {
        attributes.runs.append(spec)
      }
    }
    return attributes
  }

  /// The kerning for a letter spacing: none for the system font within half a point of 0, which is the tracking SF
  /// applies at each size by itself (iOS design kits spell it out: -0.41 at 17 pt); the spacing otherwise.
  static func kern(_ spacing: Double, font: FontValue) -> Double? {
    let systemTracking: Bool
    switch font {
    case .textStyle, .system: systemTracking = abs(spacing) <= 0.5
    default: systemTracking = false
    }
    guard abs(spacing) >= 0.01, !systemTracking else { return nil }
    return NumberText.rounded(spacing)
  }

  private static func decoration(_ value: String) -> TextDecoration? {
    switch value {
    case "UNDERLINE": .underline
    case "STRIKETHROUGH": .strikethrough
    default: nil
    }
  }

  /// What the code does not draw of a text node exactly.
  func textApproximations(_ design: DesignNode) -> [Approximation] {
    guard let text = design.text else { return [] }
    let name = flat(design.name)
    var found: [Approximation] = []
    let fills = design.appearance.fills.filter(\.visible)
    if fills.topSolid == nil, let paint = fills.last {
      found.append(
        .init(
          .approximated, "text_fill",
          "the \(kindName(paint)) fill of the text '\(name)' is drawn in its first colour"))
    }
    if text.style.textCase.hasPrefix("SMALL_CAPS") {
      found.append(.init(.untranslated, "small_caps", "the small capitals of '\(name)' are drawn as typed"))
    }
    let shown = Self.cased(text.characters, text.style.textCase)
    if !text.runs.isEmpty, shown.utf16.count != text.characters.utf16.count {
      found.append(
        .init(
          .untranslated, "text_runs", "the styled runs of '\(name)' are not drawn: its text case changes its length"))
    }
    for run in text.runs where run.style.fills.map({ !$0.isEmpty && $0.topSolid == nil }) ?? false {
      found.append(
        .init(
          .approximated, "text_fill", "a run of '\(name)' with a gradient or image fill is drawn in the base colour"))
    }
    return found
  }
}
