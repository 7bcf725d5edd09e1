public import Semantics

/// What a label's text carries beyond its font, colour and alignment; emitters show it as attributed text.
public struct TextAttributes: Sendable, Hashable {
  /// Letter spacing in points (`.kern`).
  public var kern: Double?
  public var decoration: TextDecoration?
  /// The space after each paragraph, in points.
  public var paragraphSpacing: Double?
  /// The runs styled differently from the rest, in order.
  public var runs: [TextRunSpec] = []

  /// No attributes.
  public init() {}

  /// Whether the text needs no attributes.
  public var isEmpty: Bool { self == TextAttributes() }
}

/// A line drawn with text.
public enum TextDecoration: String, Sendable, Hashable {
  case underline, strikethrough
}

/// A run of text with its own style: its range in UTF-16 units (`NSRange`'s), and what differs.
public struct TextRunSpec: Sendable, Hashable {
  public var location: Int
  public var length: Int
  public var font: FontValue?
  public var color: ColorValue?
  public var kern: Double?
  public var decoration: TextDecoration?
  /// A URL the run links to.
  public var link: String?

  /// Creates a run that differs in nothing yet.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }
}
