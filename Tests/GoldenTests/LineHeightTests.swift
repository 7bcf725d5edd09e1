import Foundation
import Pipeline
import TestSupport
import Testing

/// A line height a designer set becomes a paragraph style (AUTOLAYOUT §5); Figma's "auto" line
/// height and one UIKit would make anyway do not.
@Suite struct LineHeightTests {
  private static func text(_ id: String, _ name: String, y: Double, lineHeight: Double, unit: String) -> String {
    FigmaJSON.node(
      id, "TEXT", name: name, box: (16, y, 200, 48),
      extra:
        #""characters": "Two lines of text", "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}], "#
        + #""style": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "textAutoResize": "HEIGHT", "#
        + #""lineHeightPx": \#(lineHeight), "lineHeightUnit": "\#(unit)"}"#)
  }

  private static let design = FigmaJSON.file([
    FigmaJSON.node(
      "1:1", name: "Reading", box: (0, 0, 375, 812),
      children: [
        text("1:2", "Loose", y: 100, lineHeight: 24, unit: "PIXELS"),
        text("1:3", "Auto", y: 200, lineHeight: 19.36, unit: "INTRINSIC_%"),
        text("1:4", "Natural", y: 300, lineHeight: 19, unit: "PIXELS"),
      ])
  ])

  @Test func aSetLineHeightBecomesAParagraphStyle() throws {
    let outputs = try ExampleCase.run(bytes: Array(Self.design.utf8), source: "reading.json")
    let ir = outputs.ir
    verify(ir, contains: "lineHeight = 24", "\(ir)")
    verify(ir, lacks: "lineHeight = 19", "auto and natural line heights are left to UIKit")
    verify(outputs.irJSON, contains: #""lineHeight": 24"#)
    let code = try required(outputs.files.first?.contents)
    // At the user's text size, by the metrics of the font's text style (16 pt: callout), one call of the support
    // file's helper, which keeps it a multiple of the font's own line height: a fixed height would stay 24 pt when the
    // text size changes while the screen is shown.
    let call = "label.applyTextAttributes(lineHeight: UIFontMetrics(forTextStyle: .callout).scaledValue(for: 24))"
    verify(code.components(separatedBy: call).count, equals: 2, "\(code)")
    verify(!code.contains("minimumLineHeight") && !code.contains("NSMutableParagraphStyle"))
    verify(outputs.support, contains: "let multiple = lineHeight / font.lineHeight")
    let problems = try SwiftTypeChecker.problems(inSource: code + outputs.support)
    verify(problems, equals: nil, "\(problems ?? "")")
  }
}
