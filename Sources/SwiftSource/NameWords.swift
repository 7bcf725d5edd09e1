import Foundation

/// The ASCII words of a layer's name, for Swift identifiers and asset names.
///
/// Letters outside ASCII are spelt in Latin first: a Cyrillic look-alike inside a Latin word is the
/// Latin letter it imitates (`Сalorie`, with a Cyrillic `С`, is `Calorie`), accents are dropped
/// (`Histórico` → `Historico`, `Aralığı` → `Araligi`), and other scripts are transliterated (`Главный` → `Glavnyj`,
/// `确认` → `que ren`). An apostrophe inside a word does not split it (`Don't` → `Dont`).
public enum NameWords {
  /// The words of `name`: "Submit Button" → ["Submit", "Button"], "searchIcon" → ["search", "Icon"].
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    let scalars = Array(latin(String(untagged(name))).unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if isApostrophe(scalar), !current.isEmpty, index + 1 < scalars.count, isLetter(scalars[index + 1]) {
        continue
      }
      guard isLetter(scalar) || ("0"..."9").contains(scalar) else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      let isUpper = ("A"..."Z").contains(scalar)
      if isUpper && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousWasLower = !isUpper
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `name` without a leading tag in brackets before its words ("[m3:button] Button" is "Button", "[row] Rectangle 1"
  /// is "Rectangle 1"): a design kit's or a team's note of what kind of layer it is, which names none.
  static func untagged(_ name: String) -> Substring {
    guard name.first == "[", let close = name.firstIndex(of: "]") else { return Substring(name) }
    let tag = name[name.index(after: name.startIndex)..<close]
    let rest = name[name.index(after: close)...].drop { $0 == " " }
    guard !tag.isEmpty, !tag.contains(" "), !rest.isEmpty, rest.startIndex > name.index(after: close) else {
      return Substring(name)
    }
    return rest
  }

  /// Whether `word` is one Figma names layers with by default ("Frame", "Group", "Rectangle", a number) or one that
  /// says as little ("Container", "Wrapper"): a name of such words says nothing of what the layer is for.
  public static func isFigmaDefault(_ word: String) -> Bool {
    word.allSatisfy(\.isNumber) || figmaDefaultWords.contains(word.lowercased())
  }

  private static let figmaDefaultWords: Set<String> = [
    "frame", "group", "rectangle", "rect", "vector", "ellipse", "line", "polygon", "star", "union", "subtract",
    "intersect", "exclude", "component", "instance", "layer", "shape", "path", "copy", "auto", "layout", "container",
    "wrapper", "content", "box", "div", "section", "item", "element", "label", "text",
  ]

  /// `name` in ASCII where it can be: look-alikes replaced, then transliterated, then accents stripped.
  public static func latin(_ name: String) -> String {
    guard !name.unicodeScalars.allSatisfy(\.isASCII) else { return name }
    return spelt.spelling(of: name, made: transliterated)
  }

  /// The names ``latin(_:)`` has spelt, each spelt once: ICU builds its two transliterators anew on every call, which
  /// cost more than the rest of naming a view (a name is asked for again by each step that names or describes it).
  private static let spelt = Spellings()

  /// Spellings of names, shared by the threads that plan screens side by side; emptied when it holds many (a run
  /// names a design's views, and a long-lived process many designs').
  private final class Spellings: @unchecked Sendable {
    private static let capacity = 1 << 16
    private let lock = NSLock()
    private var spellings: [String: String] = [:]

    func spelling(of name: String, made make: (String) -> String) -> String {
      if let known = lock.withLock({ spellings[name] }) { return known }
      let made = make(name)
      lock.withLock {
        if spellings.count >= Self.capacity { spellings.removeAll(keepingCapacity: true) }
        spellings[name] = made
      }
      return made
    }
  }

  /// `name`, which holds letters outside ASCII, spelt in ASCII where it can be.
  private static func transliterated(_ name: String) -> String {
    let unconfused = name.split(separator: " ", omittingEmptySubsequences: false).map(replacingLookAlikes)
      .joined(separator: " ")
    let latinLetters = unconfused.applyingTransform(.toLatin, reverse: false) ?? unconfused
    let stripped = latinLetters.applyingTransform(.stripDiacritics, reverse: false) ?? latinLetters
    return stripped.unicodeScalars.map { ownLetters[$0] ?? String($0) }.joined()
  }

  /// Latin letters of their own that no accent-stripping turns into ASCII (Turkish `ı` in `Aralığı`, Nordic `ø`,
  /// German `ß`), as their readers spell them in ASCII.
  private static let ownLetters: [Unicode.Scalar: String] = [
    "ı": "i", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "đ": "d", "Đ": "D", "ł": "l",
    "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ħ": "h", "Ħ": "H",
  ]

  /// A word that mixes Latin letters with Cyrillic or Greek ones that look the same, with the Latin ones.
  private static func replacingLookAlikes(_ word: Substring) -> String {
    let hasLatin = word.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
    guard hasLatin else { return String(word) }
    var result = ""
    for scalar in word.unicodeScalars {
      if let latin = lookAlikes[scalar] {
        result.unicodeScalars.append(latin)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      ("АВЕКМНОРСТХУаеорсхуіјѕԁ", "ABEKMHOPCTXYaeopcxyijsd"), ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαοινυ", "ABEZHIKMNOPTYXaoivu"),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (foreign, latin) in pairs {
      for (from, to) in zip(foreign.unicodeScalars, latin.unicodeScalars) { table[from] = to }
    }
    return table
  }()

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.properties.isAlphabetic
  }

  private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "'" || scalar == "\u{2019}"
  }
}
