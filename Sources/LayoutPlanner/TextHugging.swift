import FigmaModel

extension DesignNode {
  /// Whether a text layer is as wide as its text: Figma sizes it so (`WIDTH_AND_HEIGHT`), or its fixed box is one
  /// line as wide as the text measured (``isMeasuredLine``).
  ///
  /// Such a label has no width of its own: it hugs its text, and grows with it at a larger text size or in a longer
  /// translation instead of cutting it.
  var hugsItsTextWidth: Bool {
    guard let text = properties.text else { return false }
    return text.style.autoResize == .widthAndHeight || isMeasuredLine
  }

  /// Whether a text layer in a box of fixed size is one line exactly as wide as its text measured: a width nobody
  /// types (200.84), one line high, no line break, nothing asked to truncate.
  ///
  /// The box was the text's own size frozen (a web page captured into Figma, a hugging text made fixed in a frame);
  /// a box a designer drew has whole points.
  var isMeasuredLine: Bool {
    guard let text = properties.text, text.style.autoResize == .none, text.style.truncation == .disabled,
      text.style.maxLines == nil, !text.characters.contains(where: \.isNewline)
    else { return false }
    let typed = abs(frame.width - frame.width.rounded()) <= 0.01
    return !typed && text.style.isOneLine(height: frame.height)
  }
}

extension TextStyle {
  /// The height of one line of the text: the design's, else its font's own.
  var oneLineHeight: Double { lineHeightPx ?? fontSize * ViewConfigurator.naturalLineHeightRatio }

  /// Whether a box of `height` holds one line of the text and no more than a point besides.
  func isOneLine(height: Double) -> Bool { height <= oneLineHeight + 1 }
}
