import Decisions
import Diagnostics
import Foundation
import JSONText
import Pipeline
import RuleEngine

/// `figsnap test`: a ruleset's Lua unit tests and fixture cases.
enum TestCommand: Command {
  static let name = "test"
  static let summary = "run a ruleset's Lua unit tests and fixture cases"
  static let options = OptionSpec(
    flags: ["--update"], values: ["--filter", "--format", "--output"], maxPositionals: 64)
  static let help = """
    Usage: figsnap test [RULESET...] [--update] [--filter PATTERN] [--format text|json|junit]
                        [--output DIR]

    For each ruleset (a folder or a name on the search path; the current folder when none is
    given), runs its Lua unit tests (tests/*_test.lua, with snap.test) and its fixture cases:
    each tests/<case>/input.json is generated, checked and compared with expected.swift and
    expected.swiftui.swift, and with expected.ir.txt and expected.diagnostics.txt when they
    exist, printing a unified diff for each mismatch. A case with an expect.txt is checked
    against the lines it states per output ([uikit], [swiftui], [diagnostics], [ir]; in order,
    ~ for a line containing the text, ! for a line that must not appear) and needs no
    whole-file golden. Every case runs twice in fresh Lua states and must be byte-identical.
    A missing expected.swift of a case without an expect.txt fails and is written beside the
    case as expected.swift.new.

    Options:
      --update          rewrite the whole-file goldens from the current output (never an
                        expect.txt)
      --filter PATTERN  only tests whose name contains PATTERN
      --format F        text (default), json, or junit (JUnit XML for CI)
      --output DIR      also write what each case generated, to compile it:
                        DIR/RULESET/CASE/uikit and DIR/RULESET/CASE/swiftui (RULESET is
                        the ruleset's folder name); never over a file figsnap did not write

    Exit status: 0 when everything passes, 1 when a test fails, 2 when a ruleset or a fixture
    cannot be loaded, or --output cannot write a case's files.

    Examples:
      figsnap test rulesets/acme
      figsnap test rulesets/acme --filter stepper --update
      figsnap test rulesets/acme --output .build/cases && swiftc -typecheck ...

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let format = arguments.value("--format") ?? "text"
    guard ["text", "json", "junit"].contains(format) else {
      throw UsageError(message: "--format takes text, json or junit")
    }
    let update = arguments.has("--update")
    let filter = arguments.value("--filter")
    let output = arguments.value("--output")
    let standard = RulesetSearchPath.standard()
    let references = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    var suites: [(ruleset: String, results: [RulesetTestResult])] = []
    var unwritten = false
    for reference in references {
      let folder = try standard.locate(reference)
      let parent = (folder as NSString).deletingLastPathComponent
      var run = RulesetTestRun(
        folder: folder, searchFolders: standard.folders + [parent], update: update, filter: filter)
      run.keepsGenerated = output != nil
      let results = try run.run()
      suites.append((standard.display(folder), results))
      if let output {
        let folderName = (folder as NSString).lastPathComponent
        unwritten = try !writeGenerated(results, into: output + "/" + folderName, console: console) || unwritten
      }
    }
    let results = suites.flatMap(\.results)
    let failed = results.filter { $0.failure != nil }.count
    switch format {
    case "json": console.out(TestReport.json(suites))
    case "junit": console.out(TestReport.junit(suites))
    default: console.out(TestReport.text(suites))
    }
    console.out(format == "text" ? "\(results.count - failed) passed, \(failed) failed\n" : "")
    return unwritten ? .usage : failed > 0 ? .findings : .success
  }
}

extension TestCommand {
  /// Writes each case's files into `folder/CASE/TARGET`, dropping the files an earlier run wrote there that the
  /// case no longer makes; false (after printing why) when a file figsnap did not write stood in the way.
  private static func writeGenerated(_ results: [RulesetTestResult], into folder: String, console: Console) throws
    -> Bool
  {
    var findings: [Diagnostic] = []
    var refused = false
    for result in results where result.kind == "case" {
      let caseName = String(result.name.dropFirst("tests/".count))
      for generated in result.generated {
        let header = Converter().generatedHeader(source: "\(result.name)/input.json")
        let outcome = try OutputFolder.update(
          folder + "/" + caseName + "/" + generated.target.rawValue, writing: generated.files,
          stale: (header, generated.files), prune: true, lock: nil, command: name, console: console)
        // A deleted stale file is routine here: only what went wrong is shown.
        findings += outcome.diagnostics.filter { $0.severity != .note }
        refused = refused || outcome.refused
      }
    }
    console.findings(DiagnosticPrinter.text(findings))
    return !refused && !findings.contains { $0.severity == .error }
  }
}

/// How `figsnap test` prints its results.
enum TestReport {
  static func text(_ suites: [(ruleset: String, results: [RulesetTestResult])]) -> String {
    var text = ""
    for suite in suites {
      text += "ruleset \(suite.ruleset)\n"
      for result in suite.results {
        text += "  \(result.failure == nil ? "ok  " : "FAIL") \(result.kind) \(result.name)\n"
        if let failure = result.failure {
          text +=
            failure.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
            .joined(separator: "\n") + "\n"
        }
      }
    }
    return text
  }

  static func json(_ suites: [(ruleset: String, results: [RulesetTestResult])]) -> String {
    JSONOutput.array(
      suites.flatMap { suite in
        suite.results.map { result in
          JSONOutput.object([
            "ruleset": .string(suite.ruleset), "kind": .string(result.kind), "name": .string(result.name),
            "passed": .bool(result.failure == nil), "failure": .optional(result.failure.map(JSONOutput.string)),
          ])
        }
      }
    ).rendered()
  }

  static func junit(_ suites: [(ruleset: String, results: [RulesetTestResult])]) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
    for suite in suites {
      let failures = suite.results.filter { $0.failure != nil }.count
      xml +=
        "  <testsuite name=\"\(escape(suite.ruleset))\" tests=\"\(suite.results.count)\" failures=\"\(failures)\">\n"
      for result in suite.results {
        xml += "    <testcase classname=\"\(escape(suite.ruleset)).\(result.kind)\" name=\"\(escape(result.name))\""
        if let failure = result.failure {
          let first = failure.split(separator: "\n").first.map(String.init) ?? failure
          xml += ">\n      <failure message=\"\(escape(first))\">\(escape(failure))</failure>\n    </testcase>\n"
        } else {
          xml += "/>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
