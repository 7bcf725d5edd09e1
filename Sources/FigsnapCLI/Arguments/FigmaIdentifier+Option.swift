import FigmaAPI

extension FigmaIdentifier {
  /// `text`, the value of `option`, when it is an identifier of this kind; else a usage error that shows it quoted and
  /// escaped.
  func checked(_ text: String, option: String) throws(UsageError) -> String {
    guard accepts(text) else {
      throw UsageError(message: "\(option) \(text.debugDescription) is not a Figma \(rawValue) (\(shape))")
    }
    return text
  }
}
