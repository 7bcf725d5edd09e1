import Decisions
import Diagnostics
import FigmaModel
import Foundation
import JSONText
import LayoutIR
import Pipeline
import RuleEngine
import Semantics
import SnapKitEmitter
import TestSupport
import Validation

/// One example of `examples/`: its input and what every stage makes of it, with the default
/// ruleset.
struct ExampleCase: CustomStringConvertible, Sendable {
  let name: String
  var folder: String { Paths.package("examples/\(name)") }
  var input: String { "examples/\(name)/design.json" }
  var description: String { name }

  static var all: [ExampleCase] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.package("examples"))) ?? []
    return names.filter { FileManager.default.fileExists(atPath: Paths.package("examples/\($0)/design.json")) }.sorted()
      .map(ExampleCase.init)
  }

  /// Every stage's output.
  struct Outputs: Equatable {
    var tree: String
    var decisions: String
    var ir: String
    var irJSON: String
    var diagnostics: String
    var files: [GeneratedFile]

    /// What the folder's screens share, empty when they share nothing.
    ///
    /// Its support file (the views and font helpers the screens call) and its colour and text style tokens: a screen
    /// type-checks with them.
    var support: String {
      files.filter { Self.shared.contains($0.name) }.map(\.contents).joined(separator: "\n")
    }

    /// The files the screens of a folder share.
    private static let shared = [CodeEmitter.supportFileName, ColorToken.fileName, TextStyleToken.fileName]
  }

  /// Every design the repository and the shared fixtures hold: the examples, the default ruleset's cases and, when
  /// `../shared` is beside the checkout, the shared fixtures; package-relative or absolute paths.
  static var allInputs: [String] {
    let cases = (try? FileManager.default.contentsOfDirectory(atPath: Paths.package("rulesets/default/tests"))) ?? []
    return all.map(\.input)
      + cases.sorted().map { "rulesets/default/tests/\($0)/input.json" }.filter {
        FileManager.default.fileExists(atPath: Paths.package($0))
      }
      + Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 }
  }

  /// Every stage's output, made afresh.
  func run() throws -> Outputs {
    try Self.run(bytes: try Paths.bytes(Paths.package(input)), source: input)
  }

  /// Every stage's output, from the runs ``PipelineCache`` shares.
  var outputs: Outputs {
    get throws { try Self.outputs(of: input) }
  }

  /// Reads a design and lays it out with one of the repository's rulesets.
  static func layout(bytes: [UInt8], source: String, ruleset: String = "default") throws -> (
    DesignResult, LayoutResult
  ) {
    let converter = Converter()
    let design = try converter.loadDesign(bytes, source: source)
    return (design, try converter.layout(design.tree, with: PipelineCache.runner(ruleset)))
  }

  /// The design tree and layout of the file `input` (package-relative or absolute) with the default ruleset, from the
  /// run ``PipelineCache`` shares.
  static func layout(of input: String) throws -> (tree: DesignTree, layout: LayoutResult) {
    let result = try PipelineCache.run(input)
    guard let layout = result.layout else {
      throw Diagnostic(.error, "test", "no layout", at: SourceLocation(file: input))
    }
    return (result.tree, layout)
  }

  /// Runs every stage over a design with one of the repository's rulesets, as the commands do: `figsnap ir --json`
  /// (the layout with what reading and planning found) and `figsnap generate` (everything, checked and emitted).
  static func run(bytes: [UInt8], source: String, ruleset: String = "default", validate: Bool = true) throws -> Outputs
  {
    func run(through stage: Pipeline.Stage) throws -> Pipeline.Result {
      try Pipeline.run(
        Pipeline.Request(bytes: bytes, source: source, runner: PipelineCache.runner(ruleset), through: stage))
    }
    let planned = try run(through: .layout)
    return try Outputs(planned: planned, full: validate ? try run(through: .emitted) : nil, source: source)
  }

  /// ``run(bytes:source:ruleset:validate:)`` of the file `input` (package-relative or absolute), from the runs
  /// ``PipelineCache`` shares.
  static func outputs(
    of input: String, source: String? = nil, ruleset: String = "default", validate: Bool = true
  ) throws -> Outputs {
    func run(through stage: Pipeline.Stage) throws -> Pipeline.Result {
      try PipelineCache.run(input, source: source, ruleset: ruleset, through: stage)
    }
    let planned = try run(through: .layout)
    return try Outputs(planned: planned, full: validate ? try run(through: .emitted) : nil, source: source ?? input)
  }
}

extension ExampleCase.Outputs {
  /// The outputs of a run through its layout and, when checked and emitted, of the full run.
  init(planned: Pipeline.Result, full: Pipeline.Result?, source: String) throws {
    guard let layout = (full ?? planned).layout, var document = planned.layout?.document else {
      throw Diagnostic(.error, "test", "no layout", at: SourceLocation(file: source))
    }
    document.diagnostics = planned.findings
    self.init(
      tree: TreeDumper.dump((full ?? planned).tree), decisions: RuledTreeDumper.dump(layout.ruled),
      ir: LayoutDump.dump(layout.document),
      irJSON: LayoutJSON.json(document).rendered(),
      diagnostics: DiagnosticPrinter.text((full ?? planned).findings),
      files: full?.files ?? Converter().emit(layout))
  }
}
