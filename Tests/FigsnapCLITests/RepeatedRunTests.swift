import Foundation
import Pipeline
import TestSupport
import Testing

/// The same input and ruleset give byte-identical standard output, standard error and files, run
/// after run: `generate` on every example and shared fixture, and every other command that prints the pipeline's
/// results on every one up to 1.5 MB, twice — once on one thread (`FIGSNAP_JOBS=1`), so screens ruled, solved and
/// emitted in parallel are proved to give what a sequential run gives. (The two files of 3 MB and more are generated
/// once, on one thread, and compared with the run on every core the other suites share.)
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

  /// `generate` on one thread writes the Swift the pipeline makes on every core (the run the other suites share); on
  /// the files up to 1.5 MB, a second `generate` on every core also writes the same standard error and manifest.
  @Test(arguments: inputs)
  func generateWritesTheSameFilesTwice(input: String) throws {
    let folder = NSTemporaryDirectory() + "figsnap-repeat-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sequential = try generate(input, into: folder + "/a", environment: ["FIGSNAP_JOBS": "1"])
    verify(!sequential.files.isEmpty || input.contains("fileNodes"), "\(input) wrote nothing")
    let parallel = try PipelineCache.run(input).files.filter { $0.name.hasSuffix(".swift") }
    verify(
      sequential.files.filter { $0.key.hasSuffix(".swift") },
      equals: Dictionary(
        uniqueKeysWithValues: parallel.map { ($0.name, $0.contents) }), "\(input): the Swift differs")
    guard Paths.isModest(input) else { return }
    let again = try generate(input, into: folder + "/b", environment: [:])
    verify(again.stderr, equals: sequential.stderr, "\(input): standard error differs")
    verify(again.files == sequential.files, "\(input): the files differ")
  }

  /// What `figsnap generate input -o output` printed on standard error (the folder spelt OUT) and wrote.
  private func generate(_ input: String, into output: String, environment: [String: String]) throws -> (
    stderr: String, files: [String: String]
  ) {
    let result = try ProcessRunner.figsnap(
      ["generate", input, "-o", output, "--allow-errors"], environment: environment)
    verify(result.status != 2, "\(input): \(result.stderr)")
    var files: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] {
      files[name] = try String(contentsOfFile: output + "/" + name, encoding: .utf8)
    }
    return (result.stderr.replacingOccurrences(of: output, with: "OUT"), files)
  }

  @Test func aJobsValueOutOfRangeIsAUsageError() throws {
    let result = try ProcessRunner.figsnap(
      ["check", "examples/order-form/design.json"], environment: ["FIGSNAP_JOBS": "0"])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "FIGSNAP_JOBS takes")
  }
}
