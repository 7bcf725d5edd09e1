import Concurrency
import Foundation
import LayoutIR
import Pipeline
import RuleEngine
import SwiftSource
import Validation

/// What one fuzz input goes through: everything `figsnap generate` does, in memory.
///
/// A thrown `Diagnostic` is a correct answer to a bad input; a crash, a trap, a hang, or generated Swift that fails
/// `GeneratedSwiftAudit` (a comment a text ended, a keyword or SDK type as a name) is a finding.
enum FuzzPipeline {
  /// The package root: `FIGSNAP_ROOT` when set (`scripts/fuzz` sets it), else found from this file's path.
  static let root: String = {
    if let root = ProcessInfo.processInfo.environment["FIGSNAP_ROOT"], !root.isEmpty { return root }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The repository's default ruleset.
  ///
  /// The runner is only where to find it: each run loads the ruleset into a fresh Lua state (`RuleRunner.start()`),
  /// as `figsnap generate` does, so no state leaks between inputs.
  static let runner = RuleRunner(
    ruleset: "default", searchPath: RulesetSearchPath(folders: [root + "/rulesets"], workingDirectory: root))

  /// Reads, rules, plans, validates and emits `bytes`.
  static func run(_ bytes: [UInt8]) {
    let converter = Converter()
    let design: DesignResult
    do {
      design = try converter.loadDesign(bytes, source: "fuzz.json")
    } catch {
      return
    }
    let result: LayoutResult
    do {
      result = try converter.layout(design.tree, with: runner)
    } catch {
      return
    }
    let validator = converter.validator(for: result)
    let findings = validator.findings(result.document, after: design.diagnostics)
    // Both targets from the one layout; what either writes must pass the audit, or the input is a finding.
    let files = converter.emit(result) + converter.emitSwiftUI(result).files
    for file in files where file.name.hasSuffix(".swift") {
      let problems = GeneratedSwiftAudit.problems(in: file.contents)
      if !problems.isEmpty { fatalError("unsound Swift in \(file.name): \(problems.prefix(3))") }
    }
    // Keeps the work observable, so none of it is optimised away.
    if findings.count + files.reduce(0, { $0 + $1.contents.utf8.count }) < 0 { fatalError("unreachable") }
  }
}

/// libFuzzer's entry point: one input, as the bytes of a Figma response (`data` may be null when `size` is 0).
///
/// The input runs on a thread with the stack the CLI gives its commands (`DeepStackExecutor`), so that a stack
/// overflow found here is one the CLI would hit too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    FuzzPipeline.run(bytes)
    done.signal()
  }
  thread.stackSize = DeepStackExecutor.stackBytes
  thread.start()
  done.wait()
  return 0
}
