/// A text style of the team's design system (a Figma text style) by name, with the Swift name screens use for it
/// (`UIFont.app(.headingLarge)`, `.font(.app(.headingLarge))`) and what the design sets besides the font.
public struct TextStyleToken: Sendable, Hashable {
  /// The design's name, grouped by slashes: `Heading/Large`.
  public var name: String
  /// The case of ``typeName`` that names it: `headingLarge`.
  public var symbol: String
  /// How the design draws it, for the declaration's comment: `Inter SemiBold 30 pt, line height 36 pt`.
  public var summary: String
  /// The number variable (by id) its texts bind their font size to, where they do.
  public var fontSizeVariable: String?

  /// Creates a token.
  public init(name: String, symbol: String, summary: String, fontSizeVariable: String? = nil) {
    self.name = name
    self.symbol = symbol
    self.summary = summary
    self.fontSizeVariable = fontSizeVariable
  }

  /// The name of the file that declares a design's text style tokens, in either target.
  public static let fileName = "TypographyTokens.swift"
  /// The enumeration of the text styles, whose font `UIFont.app(_:)` and SwiftUI's `Font.app(_:)` give.
  public static let typeName = "AppTextStyle"

  /// How UIKit's screens spell the token: `UIFont.app(.headingLarge)`.
  public var uikitSymbol: String { "UIFont.app(.\(symbol))" }
  /// How SwiftUI's screens spell it where a `Font` is expected: `.app(.headingLarge)`.
  public var swiftUISymbol: String { ".app(.\(symbol))" }
}
