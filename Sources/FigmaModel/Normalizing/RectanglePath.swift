/// Whether SVG path data (`fillGeometry`) draws only the rectangle of a node's own box: a vector a designer drew as a
/// box is a rectangle, which a view draws itself, not an image.
///
/// Only straight segments count (`M`, `L`, `H`, `V`, `Z`, absolute): four corners of the box, each once, in order
/// round it.
enum RectanglePath {
  static func isRectangle(_ path: String, width: Double, height: Double) -> Bool {
    guard width > 0, height > 0, let points = corners(of: path) else { return false }
    var unique = points
    if let first = unique.first, let last = unique.last, unique.count > 1, close(first, last) { unique.removeLast() }
    let box = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
    guard unique.count == 4, unique.allSatisfy({ point in box.contains { close($0, point) } }),
      box.allSatisfy({ corner in unique.contains { close($0, corner) } })
    else { return false }
    // Round the box, not across it: each step changes one coordinate.
    return unique.indices.allSatisfy { index in
      let next = unique[(index + 1) % unique.count]
      let point = unique[index]
      return abs(point.0 - next.0) < tolerance || abs(point.1 - next.1) < tolerance
    }
  }

  private static let tolerance = 0.01

  private static func close(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
    abs(a.0 - b.0) < tolerance && abs(a.1 - b.1) < tolerance
  }

  /// The points a path of straight segments visits; nil for any other command or more than one subpath.
  private static func corners(of path: String) -> [(Double, Double)]? {
    var tokens: [String] = []
    var number = ""
    for character in path {
      let exponent = character == "-" && number.last == "e"
      if character.isNumber || character == "." || (character == "-" && number.isEmpty) || character == "e" || exponent
      {
        number.append(character)
        continue
      }
      if !number.isEmpty {
        tokens.append(number)
        number = ""
      }
      if character == "-" {
        number = "-"
      } else if character.isLetter {
        tokens.append(String(character))
      }
    }
    if !number.isEmpty { tokens.append(number) }
    var points: [(Double, Double)] = []
    var current = (0.0, 0.0)
    var index = 0
    var moves = 0
    func value() -> Double? {
      guard index < tokens.count, let parsed = Double(tokens[index]) else { return nil }
      index += 1
      return parsed
    }
    var command = ""
    while index < tokens.count {
      if Double(tokens[index]) == nil {
        command = tokens[index]
        index += 1
      }
      switch command {
      case "M", "L":
        if command == "M" { moves += 1 }
        guard moves <= 1, let x = value(), let y = value() else { return nil }
        current = (x, y)
      case "H":
        guard let x = value() else { return nil }
        current.0 = x
      case "V":
        guard let y = value() else { return nil }
        current.1 = y
      case "Z", "z":
        // A closed path ends here; numbers after it are another path.
        if index < tokens.count, Double(tokens[index]) != nil { return nil }
        continue
      default:
        return nil
      }
      points.append(current)
    }
    return points
  }
}
