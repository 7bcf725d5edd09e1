import Foundation
import Pipeline
import TestSupport
import Testing

/// What a control takes from the layers it was drawn with.
@Suite struct ControlTests {
  private func generate(_ children: [String]) throws -> String {
    let screen = FigmaJSON.node("1:1", name: "Sign In", box: (0, 0, 390, 844), children: children)
    let outputs = try ExampleCase.run(bytes: Array(FigmaJSON.file([screen]).utf8), source: "controls.json")
    let code = try required(outputs.files.first?.contents)
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
    return code
  }

  private func field(_ id: String, fill: String, placeholder: String) -> String {
    FigmaJSON.node(
      id, name: "Email Field", box: (24, 200, 342, 52),
      extra: #""fills": [{"type": "SOLID", "color": \#(fill)}], "cornerRadius": 10"#,
      children: [
        FigmaJSON.node(
          id + "1", "TEXT", name: placeholder, box: (40, 214, 200, 24),
          extra:
            #""characters": "\#(placeholder)", "fills": [{"type": "SOLID", "color": {"r": 0.6, "g": 0.6, "b": 0.6, "a": 1}}], "style": {"fontSize": 17, "textAutoResize": "WIDTH_AND_HEIGHT"}"#
        )
      ])
  }

  @Test func whatIsTypedInADarkFieldIsWhite() throws {
    let dark = try generate([field("1:2", fill: #"{"r": 0.11, "g": 0.11, "b": 0.12, "a": 1}"#, placeholder: "Email")])
    verify(dark, contains: "textField.textColor = .white")
    let light = try generate([field("1:2", fill: #"{"r": 0.95, "g": 0.95, "b": 0.97, "a": 1}"#, placeholder: "Email")])
    verify(light, lacks: "textField.textColor", "the platform's label colour, which follows Dark Mode")
  }

  @Test func aButtonWithoutAFillIsPlainNotFilledInItsTitlesColour() throws {
    let button = FigmaJSON.node(
      "1:3", name: "Details Button", box: (24, 300, 120, 44),
      children: [
        FigmaJSON.node(
          "1:4", "TEXT", name: "Details", box: (24, 300, 120, 44),
          extra:
            #""characters": "Details", "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0.5, "b": 0, "a": 1}}], "style": {"fontSize": 17, "textAutoResize": "NONE"}"#
        )
      ])
    let code = try generate([button])
    verify(code, contains: "UIButton.Configuration.plain()")
    verify(code, lacks: "baseBackgroundColor")
  }
}
