import SwiftSource

/// The font and text helpers of an output folder's support file (``CodeEmitter/supportFileName``): a font that follows
/// the user's text size is one short call (`UIFont.scaled(family: "Lexend", size: 11, weight: .medium, relativeTo:
/// .caption2)`) instead of its metrics, descriptor and fallback spelt out at every label, a button's title font is one
/// line instead of a transformer closure, and a label's line height and kerning one line instead of a paragraph style
/// and an attributed string.
enum SupportFont: CaseIterable {
  /// `UIFont.scaledSystem(size:weight:italic:relativeTo:)`, `UIFont.scaled(_:size:weight:relativeTo:)` and
  /// `UIFont.scaled(family:size:weight:italic:relativeTo:)`.
  case scaledFonts
  /// `UIConfigurationTextAttributesTransformer.title(font:kern:underline:strikethrough:)`.
  case titleTransformer
  /// `UILabel.applyTextAttributes(lineHeight:kern:underline:strikethrough:)`.
  case labelAttributes

  /// How a generated file calls the helper: the support file declares it when a file does.
  var call: String {
    switch self {
    case .scaledFonts: "UIFont.scaled"
    case .titleTransformer: "TextAttributesTransformer = .title("
    case .labelAttributes: "applyTextAttributes("
    }
  }

  /// The helpers `contents` (generated files) call.
  static func used(in contents: [String]) -> [SupportFont] {
    allCases.filter { helper in contents.contains { $0.contains(helper.call) } }
  }

  /// The declaration.
  func write(into writer: inout SwiftWriter) { writer.lines(of: source) }

  private var source: String {
    switch self {
    case .scaledFonts:
      """
      extension UIFont {
        /// The system font at `size` and `weight`, which grows and shrinks with the user's text size as `style` does.
        static func scaledSystem(
          size: CGFloat, weight: UIFont.Weight = .regular, italic: Bool = false, relativeTo style: UIFont.TextStyle
        ) -> UIFont {
          var font = UIFont.systemFont(ofSize: size, weight: weight)
          // The italic trait joins the weight's own (a bold font stays bold).
          let traits = font.fontDescriptor.symbolicTraits.union(.traitItalic)
          if italic, let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
            font = UIFont(descriptor: descriptor, size: size)
          }
          return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
        }

        /// The font named `name` at `size`, scaled as `style` is; the system font at `weight` where the app does not
        /// bundle it.
        static func scaled(
          _ name: String, size: CGFloat, weight: UIFont.Weight = .regular, relativeTo style: UIFont.TextStyle
        ) -> UIFont {
          let font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size, weight: weight)
          return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
        }

        /// The face of `family` at `weight` (italic where asked) and `size`, scaled as `style` is; the system font
        /// at `weight` where the app does not bundle the family.
        static func scaled(
          family: String, size: CGFloat, weight: UIFont.Weight = .regular, italic: Bool = false,
          relativeTo style: UIFont.TextStyle
        ) -> UIFont {
          guard UIFont.familyNames.contains(family) else {
            return scaledSystem(size: size, weight: weight, italic: italic, relativeTo: style)
          }
          var traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
          if italic { traits[.symbolic] = UIFontDescriptor.SymbolicTraits.traitItalic.rawValue }
          let descriptor = UIFontDescriptor(fontAttributes: [.family: family, .traits: traits])
          return UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont(descriptor: descriptor, size: size))
        }
      }
      """
    case .titleTransformer:
      """
      extension UIConfigurationTextAttributesTransformer {
        /// A button title in `font` (read at each update, so that it follows the user's text size), kerned by `kern`
        /// and underlined or struck through where asked; its other attributes as the configuration sets them.
        static func title(
          font: @escaping @autoclosure () -> UIFont, kern: CGFloat? = nil, underline: Bool = false,
          strikethrough: Bool = false
        ) -> UIConfigurationTextAttributesTransformer {
          UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = font()
            if let kern { outgoing.kern = kern }
            if underline { outgoing.underlineStyle = .single }
            if strikethrough { outgoing.strikethroughStyle = .single }
            return outgoing
          }
        }
      }
      """
    case .labelAttributes:
      """
      extension UILabel {
        /// Draws the label's text in its font, colour, alignment and line breaks with its lines `lineHeight` points
        /// apart, its letters `kern` points apart, underlined or struck through where asked. The line height is a
        /// multiple of the font's own, so that it grows with the font when the user's text size changes (the label
        /// scales the font of its attributed text, not a paragraph's fixed heights); a single line keeps at least its
        /// font's own, which does not cut its glyphs.
        func applyTextAttributes(
          lineHeight: CGFloat? = nil, kern: CGFloat? = nil, underline: Bool = false, strikethrough: Bool = false
        ) {
          // An attributed text takes its alignment and line breaks from its paragraph style, not from the label.
          let paragraph = NSMutableParagraphStyle()
          paragraph.alignment = textAlignment
          paragraph.lineBreakMode = lineBreakMode
          if let lineHeight {
            let multiple = lineHeight / font.lineHeight
            paragraph.lineHeightMultiple = numberOfLines == 1 ? max(1, multiple) : multiple
          }
          var attributes: [NSAttributedString.Key: Any] = [
            .font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph,
          ]
          if let kern { attributes[.kern] = kern }
          if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
          if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
          attributedText = NSAttributedString(string: text ?? "", attributes: attributes)
        }
      }
      """
    }
  }
}
