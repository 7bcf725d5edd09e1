public import Semantics

/// The file that declares a design's number tokens as constants, one caseless enum per kind: `Spacing.medium`,
/// `Radius.card`, `Size.avatar`, `FontSize.body`, `LineHeight.body`.
public enum LengthTokenSource {
  /// The file declaring `tokens` (those the screens use), generated from `source`, for SwiftUI or UIKit.
  public static func contents(_ tokens: [NumberToken], source: String, swiftUI: Bool) -> String {
    var writer = SwiftWriter()
    GeneratedSwift.tokenFileHeader(
      source: source, declares: "length tokens", own: "lengths", modules: [swiftUI ? "SwiftUI" : "UIKit"],
      into: &writer)
    for kind in NumberToken.Kind.allCases {
      // Smallest first, as a scale reads.
      let members = tokens.filter { $0.kind == kind }.sorted {
        ($0.value, $0.member, $0.name) < ($1.value, $1.member, $1.name)
      }
      guard !members.isEmpty else { continue }
      writer.line()
      writer.line("/// \(summary[kind] ?? "")")
      writer.block("enum \(kind.typeName) {") { body in
        for (index, token) in members.enumerated() {
          if index > 0 { body.line() }
          for line in documentation(token) { body.line(line) }
          body.line("static let \(token.member): CGFloat = \(SwiftLiteral.number(token.value))")
        }
      }
    }
    return writer.text
  }

  private static let summary: [NumberToken.Kind: String] = [
    .spacing: "The room between views and inside containers' edges, from the design's number variables.",
    .radius: "Corner radii, from the design's number variables.",
    .size: "Widths and heights, from the design's number variables.",
    .fontSize: "Font sizes, from the design's number variables.",
    .lineHeight: "Line heights, from the design's number variables.",
  ]

  /// The token's name and description, and the values of the modes the screens are not drawn in.
  private static func documentation(_ token: NumberToken) -> [String] {
    let summary = token.description.isEmpty ? "." : ": " + SwiftLiteral.comment(token.description)
    var lines = ["/// '\(SwiftLiteral.comment(token.name))'" + summary]
    if !token.otherModes.isEmpty {
      let listed = token.otherModes.map { "\($0.mode) \(SwiftLiteral.number($0.value))" }.joined(separator: ", ")
      lines.append("/// In the design's other modes: \(SwiftLiteral.comment(listed)).")
    }
    return lines
  }
}
