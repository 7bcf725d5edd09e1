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

  /// `words` in lower camel case: the first in lower case, each other with its first letter in capitals
  /// (`["Submit", "button"]` → `submitButton`).
  public static func lowerCamel(_ words: [String]) -> String {
    words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : upperFirst($0.element) }.joined()
  }

  /// `base`, or `base2`, `base3`, … if it is taken; the name returned is taken from then on.
  ///
  /// A keyword is no name: `let` is `letValue`.
  public static func unique(_ base: String, in taken: inout Set<String>) -> String {
    let base = SwiftIdentifier.isKeyword(base) ? base + "Value" : base
    var name = base
    var number = 2
    while taken.contains(name) {
      name = base + String(number)
      number += 1
    }
    taken.insert(name)
    return name
  }
}
