public import Diagnostics
import FigmaModel
import Foundation

/// One Lua unit test of a ruleset, passed or failed.
public struct UnitTestResult: Sendable, Hashable {
  /// The test file, relative to the ruleset folder: `tests/direction_test.lua`.
  public var file: String
  /// The case's name, or the file's when it registers no cases.
  public var name: String
  /// Why it failed (`file:line: message`), or nil.
  public var failure: String?
}

/// Runs a ruleset's Lua unit tests (`tests/*_test.lua`) in a fresh sandbox with the chain loaded
/// and `snap.test` installed.
public struct RulesetUnitTests: Sendable {
  /// The ruleset's folder.
  public var folder: String
  public var searchPath: RulesetSearchPath

  /// Creates a runner for the ruleset in `folder`.
  public init(folder: String, searchPath: RulesetSearchPath) {
    self.folder = folder
    self.searchPath = searchPath
  }

  /// The test files, sorted.
  public var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/tests")) ?? []
    return names.filter { $0.hasSuffix("_test.lua") }.sorted().map { "tests/" + $0 }
  }

  /// Runs every case of every test file whose path or case name contains `filter`.
  ///
  /// - Throws: a diagnostic when the ruleset cannot be loaded.
  public func run(filter: String? = nil) throws(Diagnostic) -> [UnitTestResult] {
    let files = files
    guard !files.isEmpty else { return [] }
    let sandbox = try LuaSandbox(journal: RunJournal())
    let loaded = try RulesetLoader(searchPath: searchPath, sandbox: sandbox).load(
      folder, overrides: RuleLimitOverrides())
    sandbox.start(loaded.limits)
    let module = try TestModuleInstaller(sandbox: sandbox, loaded: loaded, folder: folder).install()
    var results: [UnitTestResult] = []
    for file in files {
      results += run(file, sandbox: sandbox, module: module, filter: filter)
    }
    return results
  }

  private func run(_ file: String, sandbox: LuaSandbox, module: LuaReference, filter: String?) -> [UnitTestResult] {
    let state = sandbox.state
    do {
      _ = try sandbox.evaluateKeeping(file, in: folder, shownAs: file)
    } catch {
      _ = try? takeCases(state, module)
      return [UnitTestResult(file: file, name: file, failure: error.description)]
    }
    let cases = (try? takeCases(state, module)) ?? []
    if cases.isEmpty {
      guard filter.map({ file.contains($0) }) ?? true else { return [] }
      return [UnitTestResult(file: file, name: file, failure: nil)]
    }
    var results: [UnitTestResult] = []
    for testCase in cases where filter.map({ file.contains($0) || testCase.name.contains($0) }) ?? true {
      state.watchdog.describe(
        Watchdog.Call(
          rule: "test", location: SourceLocation(file: file), scope: "test \(TerminalText.sanitized(testCase.name))"))
      state.startCall(instructions: RuleLimits.standard.instructionsPerHook)
      do {
        _ = try state.call(testCase.body)
        results.append(UnitTestResult(file: file, name: TerminalText.sanitized(testCase.name), failure: nil))
      } catch {
        // Placed and sanitised as a hook's error is: at the real frame, no control characters.
        let failure = LuaSandbox.diagnostic(error, ruleID: "test", fallback: SourceLocation(file: file))
        results.append(
          UnitTestResult(
            file: file, name: TerminalText.sanitized(testCase.name), failure: "\(failure.location): \(failure.message)")
        )
      }
    }
    return results
  }

  private func takeCases(_ state: LuaState, _ module: LuaReference) throws(LuaFailure) -> [(
    name: String, body: LuaReference
  )] {
    guard let take = state.reference(toField: "take_cases", of: module) else { return [] }
    let list = try state.callKeepingResult(take)
    var cases: [(name: String, body: LuaReference)] = []
    for entry in state.references(inArray: list) {
      let name = state.value(of: entry, depth: 1).table?["name"].string ?? "case"
      if let body = state.reference(toField: "body", of: entry) { cases.append((name, body)) }
    }
    return cases
  }
}
