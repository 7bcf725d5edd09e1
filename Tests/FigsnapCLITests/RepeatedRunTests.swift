import Foundation
import TestSupport
import Testing

/// The same input and ruleset give byte-identical standard output, standard error and files, run
/// after run: `generate` on every example and shared fixture, and every other command that prints the pipeline's
/// results on every one up to 1.5 MB, twice — the second time on one thread (`FIGSNAP_JOBS=1`), so screens ruled,
/// solved and emitted in parallel are proved to give what a sequential run gives. (The two files of 3 MB and more go
/// through the whole pipeline twice in `generate`; `check`, `ir` and `inspect` print what that run made.)
@Suite struct RepeatedRunTests {
  static var inputs: [String] {
    let examples = ((try? FileManager.default.contentsOfDirectory(atPath: Paths.package("examples"))) ?? []).sorted()
      .map { "examples/\($0)/design.json" }
      .filter { FileManager.default.fileExists(atPath: Paths.package($0)) }
    return examples + Paths.sharedFixtureFiles.map { Paths.sharedFixtures + "/" + $0 }
  }

  @Test(arguments: inputs.filter(Paths.isModest))
  func everyCommandPrintsTheSameTwice(input: String) throws {
    // `check`'s text is the printer `generate` writes its findings with, compared run after run below.
    for command in [["check", "--format", "sarif"], ["ir", "--json"], ["inspect", "--json"]] {
      let first = try ProcessRunner.figsnap(command + [input])
      let second = try ProcessRunner.figsnap(command + [input], environment: ["FIGSNAP_JOBS": "1"])
      verify(first.status, equals: second.status, "\(command) \(input)")
      verify(first.stdout, equals: second.stdout, "\(command) \(input): standard output differs")
      verify(first.stderr, equals: second.stderr, "\(command) \(input): standard error differs")
      verify(!first.stdout.isEmpty, "\(command) \(input) printed nothing")
    }
  }

  @Test(arguments: inputs)
  func generateWritesTheSameFilesTwice(input: String) throws {
    let folder = NSTemporaryDirectory() + "figsnap-repeat-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var runs: [(stderr: String, files: [String: String])] = []
    for (run, jobs) in [("a", [:]), ("b", ["FIGSNAP_JOBS": "1"])] {
      let output = folder + "/" + run
      let result = try ProcessRunner.figsnap(["generate", input, "-o", output, "--allow-errors"], environment: jobs)
      verify(result.status != 2, "\(input): \(result.stderr)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
      var files: [String: String] = [:]
      for name in names { files[name] = try String(contentsOfFile: output + "/" + name, encoding: .utf8) }
      runs.append((result.stderr.replacingOccurrences(of: output, with: "OUT"), files))
    }
    verify(runs[0].stderr, equals: runs[1].stderr, "\(input): standard error differs")
    verify(runs[0].files, equals: runs[1].files, "\(input): the files differ")
    verify(!runs[0].files.isEmpty || input.contains("fileNodes"), "\(input) wrote nothing")
  }

  @Test func aJobsValueOutOfRangeIsAUsageError() throws {
    let result = try ProcessRunner.figsnap(
      ["check", "examples/order-form/design.json"], environment: ["FIGSNAP_JOBS": "0"])
    verify(result.status, equals: 2)
    verify(result.stderr.contains("FIGSNAP_JOBS takes"))
  }
}
