/// Small spelling helpers for generated names.
enum SwiftName {
  /// `word` with its first letter in capitals: `rows` → `Rows`.
  static func upperFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
