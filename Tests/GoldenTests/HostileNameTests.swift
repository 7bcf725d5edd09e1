import Foundation
import Pipeline
import TestSupport
import Testing

/// Issue 10: generated Swift that did not compile while figsnap exited 0.
@Suite struct HostileNameTests {
  private static let text = #""style": {"fontFamily": "SF Pro Text", "fontSize": 17, "fontWeight": 400}"#
  private static let fill = #""fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]"#
  private static let tabAndQuote = #"a\tb \"c\""#

  private static var design: String {
    let label = FigmaJSON.node(
      "2:2", "TEXT", name: "Title", box: (16, 60, 200, 24), extra: #""characters": "Hello", \#(text), \#(fill)"#)
    let icon = FigmaJSON.node("3:2", "VECTOR", name: "Icon", box: (16, 60, 24, 24), extra: fill)
    let note = FigmaJSON.node(
      "4:2", "TEXT", name: "Note", box: (16, 60, 200, 24),
      extra: #""characters": "\#(tabAndQuote)", \#(text), \#(fill)"#)
    let buttonLabel = FigmaJSON.node(
      "I4:3;10:6", "TEXT", name: "Label", box: (150, 720, 60, 22),
      extra: #""characters": "\#(tabAndQuote)", \#(text), \#(fill)"#)
    let button = FigmaJSON.node(
      "4:3", "INSTANCE", name: "Submit Button", box: (16, 700, 343, 56),
      extra:
        #""componentId": "10:5", "componentProperties": {"Label#1:0": {"type": "TEXT", "value": "\#(tabAndQuote)"}}"#,
      children: [buttonLabel])
    return FigmaJSON.file(
      [
        FigmaJSON.node("2:1", name: "UIView", box: (0, 0, 375, 812), children: [label]),
        FigmaJSON.node("3:1", name: "UIImageView", box: (500, 0, 375, 812), children: [icon]),
        FigmaJSON.node("4:1", name: "Form", box: (1000, 0, 375, 812), children: [note, button]),
      ],
      extra: #"""
        "components": {"10:5": {"key": "a5", "name": "State=Default", "description": "", "componentSetId": "10:7"}},
        "componentSets": {"10:7": {"key": "a7", "name": "Button/Primary", "description": ""}}
        """#)
  }

  @Test func screensNamedAfterUIKitTypesAndATabbedLabelTypeCheck() throws {
    let outputs = try ExampleCase.run(bytes: Array(Self.design.utf8), source: "hostile.json", ruleset: "example-team")
    let sources = outputs.files.map(\.contents)
    verify(sources.contains { $0.contains("class UIViewScreen: UIView {") }, "\(outputs.files.map(\.name))")
    verify(sources.contains { $0.contains("class UIImageViewScreen: UIView {") })
    verify(sources.contains { $0.contains(#"PrimaryButton(title: "a\tb \"c\"")"#) }, "\(sources)")
    verify(sources.contains { $0.contains(#"label.text = "a\tb \"c\"""#) })
    let folder = NSTemporaryDirectory() + "figsnap-hostile-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths = [Paths.package("rulesets/example-team/support/Theme.swift")]
    for file in outputs.files {
      let path = folder + "/" + file.name
      try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let problems = try SwiftTypeChecker.problems(inFiles: paths)
    verify(problems, equals: nil, "\(problems ?? "")")
  }
}
