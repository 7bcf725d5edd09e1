/// Finds the JSONPath of a tape index by descending from the root through the container whose
/// subtree holds it.
struct JSONPathFinder {
  let document: JSONDocument

  func path(to target: Int) -> String {
    var path = "$"
    var current = 0
    while current != target {
      let token = document.tape[current]
      var child = current + 1
      var found = false
      for position in 0..<Int(token.length) {
        let valueIndex = token.kind == .object ? child + 1 : child
        let end = Int(document.tape[valueIndex].next)
        if target >= child && target < end {
          if token.kind == .object {
            let key = JSONValue(document: document, index: child).string ?? ""
            path += Self.component(key)
          } else {
            path += "[\(position)]"
          }
          current = valueIndex
          found = true
          break
        }
        child = end
      }
      if !found || target < current { break }
    }
    return path
  }

  private static func component(_ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
      }
    if plain { return "." + key }
    let escaped = key.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
    return "['\(escaped)']"
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
