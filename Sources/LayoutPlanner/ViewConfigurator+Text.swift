import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics

/// Text beyond font and colour: case, kerning, decoration, paragraph spacing and runs with their own style.
extension ViewConfigurator {
  /// `text` in Figma's text case: upper, lower, or title (each word's first letter capitalised, the rest kept, as
  /// CSS `capitalize` does); small capitals keep the text (reported).
  static func cased(_ text: String, _ textCase: TextStyle.Case) -> String {
    switch textCase {
    case .upper: return text.uppercased()
    case .lower: return text.lowercased()
    case .title:
      var result = ""
      var startsWord = true
      for character in text {
        result += startsWord ? character.uppercased() : String(character)
        startsWord = !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}")
      }
      return result
    case .original, .smallCaps, .smallCapsForced, .unknown: return text
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

  /// The kerning for a letter spacing.
  ///
  /// For a custom font, the design's; for the system font, what the design adds to the tracking SF applies at each
  /// size by itself (Figma applies none, so iOS design kits spell it out: -0.43 at 17 pt), none when that is under
  /// 0.06 pt. A spacing of 0 is a designer's default, not a wish for looser text
  /// than the system's: no kerning.
  static func kern(_ spacing: Double, font: FontValue) -> Double? {
    guard abs(spacing) >= 0.01 else { return nil }
    let size: Double?
    switch font.concrete {
    case .textStyle(let style): size = style.defaultSize
    case .system(let points, _, _, _): size = points
    default: size = nil
    }
    let kern = spacing - (size.map(systemTracking) ?? 0)
    guard abs(kern) >= 0.06 else { return nil }
    return NumberText.rounded(kern)
  }

  /// SF Pro's own tracking at a point size, in points: Apple's tracking table, linear between its sizes.
  static func systemTracking(atSize size: Double) -> Double {
    let table = Self.trackingTable
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.tracking }
    if size >= last.size { return last.tracking }
    for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
      let fraction = (size - lower.size) / (upper.size - lower.size)
      return lower.tracking + fraction * (upper.tracking - lower.tracking)
    }
    return last.tracking
  }

  private static let trackingTable: [(size: Double, tracking: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
    (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
    (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.4), (30, 0.4), (32, 0.41),
    (34, 0.4), (36, 0.37), (40, 0.37), (48, 0.35), (56, 0.3), (64, 0.22), (72, 0.14), (80, 0),
  ]

  private static func decoration(_ value: TextStyle.Decoration) -> TextDecoration? {
    switch value {
    case .underline: .underline
    case .strikethrough: .strikethrough
    case .none, .unknown: nil
    }
  }

  /// A label opens no link (and UILabel draws `.link` text in its own colour): the runs keep their style without
  /// the link, which is reported with its URL.
  static func dropLinks(from attributes: inout TextAttributes, of name: String) -> [Approximation] {
    let links = attributes.runs.compactMap(\.link)
    guard !links.isEmpty else { return [] }
    for index in attributes.runs.indices { attributes.runs[index].link = nil }
    attributes.runs.removeAll { $0.font == nil && $0.color == nil && $0.kern == nil && $0.decoration == nil }
    return [
      Approximation(
        .untranslated, "link",
        "the text '\(name)' links to \(links.joined(separator: ", ")); a UILabel opens no link: make it a UITextView "
          + "or a button")
    ]
  }

  /// What a control does not show of its text's attributes, in words, or nil: a button's configuration (iOS 15)
  /// carries kerning and decoration in its title's attributes, a button's attributed title its styled runs (a link's
  /// coloured words), no other control carries paragraph spacing or styled runs.
  func lostTextAttributes(_ attributes: TextAttributes, role: ViewRole) -> String? {
    let titled = role == .button && tree.options.deploymentMajor >= 15
    var lost: [String] = []
    if attributes.kern != nil, !titled { lost.append("kerning") }
    if attributes.decoration != nil, !titled { lost.append("decoration") }
    if attributes.paragraphSpacing != nil { lost.append("paragraph spacing") }
    if !attributes.runs.isEmpty, role != .button { lost.append("styled runs") }
    guard let last = lost.popLast() else { return nil }
    return lost.isEmpty ? last : lost.joined(separator: ", ") + " or " + last
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
    if text.style.textCase == .smallCaps || text.style.textCase == .smallCapsForced {
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
