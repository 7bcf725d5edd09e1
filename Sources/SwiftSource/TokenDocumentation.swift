/// The documentation comment of a design token's declaration: its name in the design, its description, and the modes
/// no appearance of the system shows.
public enum TokenDocumentation {
  /// `///` lines; every part from the design is comment text (``SwiftLiteral/comment(_:)``), on one line.
  ///
  /// - Parameter unshown: each mode no appearance shows, with its value: `Wireframe #E1E1E1`.
  public static func lines(name: String, description: String, unshown: [String]) -> [String] {
    let summary = description.isEmpty ? "." : ": " + SwiftLiteral.comment(description)
    var lines = ["/// '\(SwiftLiteral.comment(name))'" + summary]
    if !unshown.isEmpty {
      lines.append(
        "/// Not shown by an appearance of the system: \(SwiftLiteral.comment(unshown.joined(separator: ", "))).")
    }
    return lines
  }
}
