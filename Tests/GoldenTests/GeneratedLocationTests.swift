import Decisions
import Diagnostics
import Foundation
import LayoutIR
import Pipeline
import SwiftSource
import TestSupport
import Testing

/// The generated files' source maps, on real inputs: every view of a UIKit file is declared and constrained at the
/// line its map names, every SwiftUI view's expression starts at its line, and the findings about emitted views name
/// those lines.
@Suite struct GeneratedLocationTests {
  static var inputs: [String] {
    ExampleCase.all.map(\.input) + Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 }
  }

  static func run(_ input: String, target: RulesetOptions.OutputTarget) throws -> Pipeline.Result {
    try PipelineRun.emitted(input, target: target)
  }

  /// A file's lines, split once however many are read.
  struct Lines {
    private let lines: [Substring]

    init(_ contents: String) { lines = contents.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The text of 1-based `line`, empty past the end.
    subscript(_ line: Int) -> Substring { line >= 1 && line <= lines.count ? lines[line - 1] : "" }
  }

  @Test(arguments: inputs)
  func everyUIKitViewIsDeclaredAndConstrainedWhereTheMapSays(input: String) throws {
    let result = try Self.run(input, target: .uikit)
    let layouts = try required(result.layout).document.layouts
    let byNode = Dictionary(layouts.flatMap(\.views).map { ($0.node, $0) }) { first, _ in first }
    var declared = 0
    for file in result.files where file.name.hasSuffix(".swift") {
      let lines = Lines(file.contents)
      for layout in layouts {
        for view in layout.views {
          guard let position = file.sourceMap.position(of: view.node, .declaration) else { continue }
          declared += 1
          let text = lines[position.line].dropFirst(position.column - 1)
          let name = try required(byNode[view.node]).name
          // A component's own file declares its node as the class; a screen that shows it, as a property.
          let isComponentRoot = layouts.contains { $0.node == view.node && text.contains("class \($0.className):") }
          // An empty frame that only keeps room in a stack is said where the stack's custom spacing is set.
          let isSpacing = text.contains(".setCustomSpacing(") && !file.contents.contains("let \(name)")
          verify(
            text.hasPrefix("private let \(name)") || text.hasPrefix("let \(name)") || isComponentRoot || isSpacing,
            "\(file.name):\(position.line): \(text) is not the declaration of \(name)")
          if let constraints = file.sourceMap.position(of: view.node, .constraints) {
            let line = lines[constraints.line].dropFirst(constraints.column - 1)
            verify(line.hasPrefix("\(name).snp.makeConstraints {"), "\(file.name):\(constraints.line): \(line)")
          }
        }
      }
    }
    // Every view of every screen, cell and component is declared in one of the files (a layout guide too).
    for layout in layouts {
      for view in layout.views {
        verify(
          result.files.contains { $0.sourceMap.position(of: view.node, .declaration) != nil },
          "\(view.node) '\(view.name)' is declared in no file")
      }
    }
    verify(declared > 0 || layouts.allSatisfy(\.views.isEmpty))
  }

  @Test(arguments: inputs)
  func everySwiftUIViewStartsAtItsLine(input: String) throws {
    let result = try Self.run(input, target: .swiftui)
    var marked = 0
    for file in result.files where file.name.hasSuffix(".swift") {
      let lines = Lines(file.contents)
      for layout in try required(result.layout).document.layouts {
        for node in [layout.node] + layout.views.map(\.node) {
          guard let position = file.sourceMap.position(of: node, .declaration) else { continue }
          marked += 1
          let text = lines[position.line]
          // The column is the first character of the line: the view's expression, its property or its struct.
          verify(text.prefix(position.column - 1).allSatisfy { $0 == " " }, "\(file.name):\(position.line): \(text)")
          verify(text.count >= position.column && text.dropFirst(position.column - 1).first != " ")
          // Never the bare use of a view held in a property: the property declares it.
          let code = text.dropFirst(position.column - 1)
          verify(
            !code.allSatisfy { $0.isLetter || $0.isNumber }, "\(file.name):\(position.line): \(code) is a use")
        }
      }
    }
    verify(marked > 0)
  }

  @Test(arguments: inputs)
  func findingsAboutEmittedViewsNameTheirSwiftLine(input: String) throws {
    for target in RulesetOptions.OutputTarget.allCases {
      let result = try Self.run(input, target: target)
      let source = try required(result.layout).document.source
      let located = GeneratedLocations.locate(result.findings, in: result.files, folder: "Screens", source: source)
      let views = result.layout?.document.layouts.flatMap(\.views).map(\.node) ?? []
      let emitted = Set(
        views.filter { node in result.files.contains { $0.sourceMap.position(of: node, .declaration) != nil } })
      var linesByFile: [String: Lines] = [:]
      for finding in located {
        guard let node = finding.node?.id, emitted.contains(node) else { continue }
        let generated = try required(finding.generated, "\(finding) names no Swift line")
        verify(generated.file.hasPrefix("Screens/") && generated.file.hasSuffix(".swift"))
        verify(finding.notes.first?.location, equals: finding.location, "the first note names where it was")
        let file = try required(result.files.first { "Screens/" + $0.name == generated.file })
        let lines = linesByFile[file.name] ?? Lines(file.contents)
        linesByFile[file.name] = lines
        verify(!lines[try required(generated.line)].isEmpty)
      }
    }
  }
}
