import SwiftSource
import TestSupport
import Testing

/// Generated lines stay within the team's 120 columns where Swift reads a broken line the same: inside a call's or a
/// literal's brackets, a one-line closure on lines of its own, a comment at its spaces; never inside a string.
@Suite struct SwiftWriterLineBreakingTests {
  private func written(_ line: String, depth: Int = 2) -> String {
    var writer = SwiftWriter()
    func nest(_ level: Int, _ writer: inout SwiftWriter) {
      if level == 0 { writer.line(line) } else { writer.indented { nest(level - 1, &$0) } }
    }
    nest(depth, &writer)
    return writer.text
  }

  @Test func aShortLineStaysWhole() {
    verify(written("label.text = \"Hello\""), equals: "    label.text = \"Hello\"\n")
  }

  @Test func aLongCallTakesItsArgumentsOnTheNextLine() {
    let line =
      "configuration.titleTextAttributesTransformer = .title(font: UIFont.scaled(family: \"Lexend\", size: 11, "
      + "weight: .medium, relativeTo: .caption2))"
    verify(
      written(line),
      equals: """
            configuration.titleTextAttributesTransformer = .title(
              font: UIFont.scaled(family: "Lexend", size: 11, weight: .medium, relativeTo: .caption2))

        """)
  }

  @Test func argumentsThatDoNotFitOnOneLineTakeOneEachAndBreakInsideThemselves() {
    let colors = (0..<4).map { "Color(red: 0.\($0)49, green: 0.306, blue: 0.118)" }
    let line = "LinearGradient(colors: [\(colors.joined(separator: ", "))], startPoint: .top, endPoint: .bottom)"
    verify(
      written(line),
      equals: """
            LinearGradient(
              colors: [
                Color(red: 0.049, green: 0.306, blue: 0.118),
                Color(red: 0.149, green: 0.306, blue: 0.118),
                Color(red: 0.249, green: 0.306, blue: 0.118),
                Color(red: 0.349, green: 0.306, blue: 0.118)],
              startPoint: .top,
              endPoint: .bottom)

        """)
  }

  @Test func commasAndBracketsInsideAStringAreNotBrokenAt() {
    let line = "label.text = \"" + String(repeating: "a, (b) [c] ", count: 12) + "\""
    verify(written(line), equals: "    " + line + "\n")
  }

  @Test func aOneLineClosureBreaksAfterItsParameters() {
    let line =
      "configuration.imageColorTransformer = UIConfigurationColorTransformer { color in UIColor(red: 0.42, green: "
      + "0.447, blue: 0.502, alpha: 1) }"
    verify(
      written(line),
      equals: """
            configuration.imageColorTransformer = UIConfigurationColorTransformer { color in
              UIColor(red: 0.42, green: 0.447, blue: 0.502, alpha: 1)
            }

        """)
  }

  @Test func aCommentBreaksBetweenWordsAndAFilesFirstLineNever() {
    let words = Array(repeating: "word", count: 40).joined(separator: " ")
    let comment = written("// TODO: " + words)
    verify(comment.split(separator: "\n").allSatisfy { $0.count <= SwiftWriter.lineLimit && $0.hasPrefix("    // ") })
    let header = GeneratedSwift.header(source: "designs/" + words.replacing(" ", with: "-") + ".json")
    verify(written(header, depth: 0), equals: header + "\n")
  }
}
