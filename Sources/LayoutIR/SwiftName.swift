/// Small spelling helpers for generated names, shared by the emitters.
public enum SwiftName {
  /// `word` with its first letter in capitals: `rows` → `Rows`.
  public static func upperFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// `word` with its first letter in lower case: `Rows` → `rows`.
  public static func lowerFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.lowercased() + word.dropFirst()
  }
}
