import Concurrency
public import Decisions
public import Diagnostics
import FigmaModel
import Foundation
import LayoutIR
import RuleEngine
import Validation

/// One result of `figsnap test`: a Lua unit test or a fixture case.
public struct RulesetTestResult: Sendable, Hashable {
  /// `unit` or `case`.
  public var kind: String
  /// The test's name: `tests/direction_test.lua › icon follows`, or `tests/stepper-row`.
  public var name: String
  /// Why it failed, with a unified diff for golden mismatches; nil when it passed.
  public var failure: String?
  /// What a case generated, per target, when the run keeps it (``RulesetTestRun/keepsGenerated``); empty otherwise,
  /// and for a case that could not run.
  public var generated: [RulesetCaseFiles] = []
}

/// The files a fixture case generated for one target: what `figsnap test --output` writes, to be compiled.
public struct RulesetCaseFiles: Sendable, Hashable {
  public var target: RulesetOptions.OutputTarget
  public var files: [GeneratedFile]
}

/// Runs a ruleset's tests: its Lua unit tests, then every fixture case (`tests/<case>/input.json`).
///
/// A case is compared with its whole-file goldens (`expected.swift` for UIKit, `expected.swiftui.swift` for SwiftUI,
/// and `expected.ir.txt` and `expected.diagnostics.txt`, both of the UIKit run, when present) and with the lines its
/// `expect.txt` states (``LineExpectations``). A case with an `expect.txt` needs no whole-file golden; those it has
/// are still compared.
///
/// `--update` rewrites the whole-file goldens a case has (and writes a missing `expected.swift` only for a case without
/// an `expect.txt`); it never rewrites an `expect.txt`, and a stated line that fails still fails the case.
///
/// Each case runs twice in fresh Lua states and must come out byte-identical.
public struct RulesetTestRun: Sendable {
  /// The ruleset's folder.
  public var folder: String
  /// Folders of other rulesets, for `extends`.
  public var searchFolders: [String]
  /// Rewrite goldens instead of comparing.
  public var update = false
  /// Only tests whose name contains this.
  public var filter: String?
  /// Each case's result keeps the files it generated.
  public var keepsGenerated = false

  /// Creates a run.
  public init(folder: String, searchFolders: [String], update: Bool = false, filter: String? = nil) {
    self.folder = folder
    self.searchFolders = searchFolders
    self.update = update
    self.filter = filter
  }

  /// Paths in messages and goldens are relative to the ruleset's folder, wherever figsnap runs.
  private var searchPath: RulesetSearchPath { RulesetSearchPath(folders: searchFolders, workingDirectory: folder) }

  /// Every result, unit tests first.
  ///
  /// - Throws: a diagnostic when the ruleset cannot be loaded.
  public func run() throws(Diagnostic) -> [RulesetTestResult] {
    let units = try RulesetUnitTests(folder: folder, searchPath: searchPath).run(filter: filter)
    let results = units.map { unit in
      RulesetTestResult(
        kind: "unit", name: unit.name == unit.file ? unit.file : "\(unit.file) › \(unit.name)", failure: unit.failure)
    }
    // The cases run side by side, one per core; their results in the cases' order.
    let chosen = cases.filter { name in filter.map { name.contains($0) } ?? true }
    return results + chosen.concurrentMap { runCase($0) }
  }

  /// The fixture cases: folders of `tests/` holding an `input.json`, sorted.
  public var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/tests")) ?? []
    return names.sorted().filter { FileManager.default.fileExists(atPath: folder + "/tests/\($0)/input.json") }
      .map { "tests/" + $0 }
  }

  private func runCase(_ name: String) -> RulesetTestResult {
    do {
      let first = try outputs(name)
      let second = try outputs(name)
      guard first == second else {
        return RulesetTestResult(
          kind: "case", name: name, failure: "two runs in fresh Lua states differ (not deterministic)")
      }
      var problems: [String] = []
      // A case with an `expect.txt` states the lines it is about; its whole-file goldens are optional.
      let expectFile = "\(name)/\(LineExpectations.fileName)"
      var expectations: LineExpectations?
      let linesCase: Bool
      switch read(expectFile) {
      case .absent: linesCase = false
      case .refused(let reason):
        return RulesetTestResult(
          kind: "case", name: name, failure: "\(expectFile) \(reason); it is neither read nor written")
      case .text(let text):
        linesCase = true
        do {
          expectations = try LineExpectations(parsing: text, file: expectFile)
        } catch {
          problems.append(error.description)
        }
      }
      for (file, text, required) in [
        ("expected.swift", first.swift, true), ("expected.swiftui.swift", first.swiftUI, true),
        ("expected.ir.txt", first.ir, false),
        ("expected.diagnostics.txt", first.diagnostics, false),
      ] {
        if let problem = compare(text, golden: "\(name)/\(file)", required: required && !linesCase) {
          problems.append(problem)
        }
      }
      if let expectations {
        let failed = LineExpectations.Output.allCases.flatMap { output in
          expectations.problems(output, in: first.text(of: output), file: expectFile)
        }
        problems += failed
        // `--update` accepts whole-file output; the stated lines are an author's claim, never rewritten.
        if update, !failed.isEmpty {
          problems.append("--update does not rewrite \(expectFile): its lines are stated by hand; edit them")
        }
      }
      // A golden that differs is easier to judge beside what the rules and checks said about the case.
      if !problems.isEmpty, !first.diagnostics.isEmpty, !update {
        problems.append("the case's findings:\n" + first.diagnostics)
      }
      let generated =
        keepsGenerated
        ? [
          RulesetCaseFiles(target: .uikit, files: first.uikitFiles),
          RulesetCaseFiles(target: .swiftui, files: first.swiftUIFiles),
        ] : []
      return RulesetTestResult(
        kind: "case", name: name, failure: problems.isEmpty ? nil : problems.joined(separator: "\n"),
        generated: generated)
    } catch {
      return RulesetTestResult(kind: "case", name: name, failure: error.description)
    }
  }

  private enum CaseFile {
    case text(String)
    case absent
    case refused(String)
  }

  /// A file of the ruleset, never through a link that leaves it.
  private func read(_ relative: String) -> CaseFile {
    switch ConfinedPath.resolve(relative, inside: folder) {
    case .success(let real):
      return FileManager.default.contents(atPath: real).map { .text(String(decoding: $0, as: UTF8.self)) } ?? .absent
    case .failure(.unreadable): return .absent
    case .failure(let refusal): return .refused(refusal.reason)
    }
  }

  private struct Outputs: Equatable {
    var uikitFiles: [GeneratedFile]
    var swiftUIFiles: [GeneratedFile]
    var ir: String
    var diagnostics: String

    var swift: String { uikitFiles.map(\.contents).joined(separator: "\n") }
    var swiftUI: String { swiftUIFiles.map(\.contents).joined(separator: "\n") }

    func text(of output: LineExpectations.Output) -> String {
      switch output {
      case .uikit: swift
      case .swiftui: swiftUI
      case .diagnostics: diagnostics
      case .ir: ir
      }
    }
  }

  private func outputs(_ name: String) throws(Diagnostic) -> Outputs {
    let relative = "\(name)/input.json"
    let data: Data
    switch ConfinedPath.resolve(relative, inside: folder) {
    case .success(let path):
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw Diagnostic(.error, "figsnap.test", "cannot read the input", at: SourceLocation(file: relative))
      }
      data = contents
    case .failure(let refusal):
      // A case's files are the ruleset's: one that a link takes outside it is never read.
      throw Diagnostic(.error, "figsnap.test", "the input \(refusal.reason)", at: SourceLocation(file: relative))
    }
    // The file's variables, when the case has them beside its input.
    let variablesPath = "\(name)/variables.json"
    var variables: (bytes: [UInt8], source: String)?
    if case .success(let path) = ConfinedPath.resolve(variablesPath, inside: folder),
      let contents = FileManager.default.contents(atPath: path)
    {
      variables = ([UInt8](contents), variablesPath)
    }
    func run(_ target: RulesetOptions.OutputTarget) throws(Diagnostic) -> Pipeline.Result {
      var request = Pipeline.Request(
        bytes: [UInt8](data), source: "\(name)/input.json",
        runner: RuleRunner(ruleset: folder, searchPath: searchPath), through: .emitted)
      request.target = target
      request.variables = variables
      return try Pipeline.run(request)
    }
    let result = try run(.uikit)
    let swiftUI = try run(.swiftui)
    return Outputs(
      uikitFiles: result.files, swiftUIFiles: swiftUI.files,
      ir: result.layout.map { LayoutDump.dump($0.document) } ?? "", diagnostics: DiagnosticPrinter.text(result.findings)
    )
  }

  /// Nil when the golden matches; else the problem, with a diff.
  ///
  /// Writes goldens when updating, and a missing required golden beside the case as `.new`.
  private func compare(_ actual: String, golden relative: String, required: Bool) -> String? {
    let path = folder + "/" + relative
    let expected: String?
    switch ConfinedPath.resolve(relative, inside: folder) {
    case .success(let real):
      expected = FileManager.default.contents(atPath: real).map { String(decoding: $0, as: UTF8.self) }
    case .failure(.unreadable): expected = nil
    case .failure(let refusal):
      // Never read, never written through: a golden a link takes outside the ruleset.
      return "\(relative) \(refusal.reason); it is neither read nor written"
    }
    if update, expected != nil || required {
      guard expected != actual else { return nil }
      return GoldenWriter.write(actual, to: path).map { "cannot update \(relative): \($0)" }
    }
    guard let expected else {
      guard required else { return nil }
      if let problem = GoldenWriter.write(actual, to: path + ".new") {
        return "\(relative) is missing, and \(relative).new cannot be written: \(problem)"
      }
      return "\(relative) is missing; wrote \(relative).new for review (or run with --update)"
    }
    guard expected != actual else { return nil }
    return "\(relative) differs:\n" + UnifiedDiff.diff(expected, actual, oldName: relative, newName: "actual")
  }
}
