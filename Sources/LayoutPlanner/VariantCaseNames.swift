import LayoutIR
import SwiftSource

/// The Swift enum cases of a component set's variants, from their Figma names.
enum VariantCaseNames {
  /// A variant component's name as its properties: `State=Success, Size=Large` → (State, Success), (Size, Large); a
  /// part with no `=` is a value of no property.
  static func properties(of name: String) -> [(property: String, value: String)] {
    name.split(separator: ",").map { part in
      let pair = part.split(separator: "=", maxSplits: 1).map { trimmed(String($0)) }
      return pair.count == 2 ? (pair[0], pair[1]) : ("", pair.first ?? "")
    }
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// The enum case of each variant: the values of its properties that differ between variants (`State=Success,
  /// Size=Large` → `success` where only the state differs), as Swift identifiers, unique.
  static func names(_ names: [String]) -> [String] {
    let properties = names.map(Self.properties)
    let keys = Set(properties.flatMap { $0.map(\.0) })
    let differing = keys.filter { key in Set(properties.map { $0.first { $0.0 == key }?.1 ?? "" }).count > 1 }
    var taken: Set<String> = []
    return properties.enumerated().map { index, pairs in
      let words = pairs.filter { differing.contains($0.0) || differing.isEmpty }.flatMap { NameWords.words($0.1) }
      var name =
        words.isEmpty
        ? "variant\(index + 1)"
        : SwiftName.lowerCamel(words)
      if name.first?.isNumber ?? true || ReservedNames.contains(name, in: .view) { name = "variant" + name }
      return ComponentParameters.unique(name, &taken)
    }
  }
}
