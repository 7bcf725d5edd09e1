public import Decisions
import Foundation
public import Pipeline
public import RuleEngine

/// Runs of the pipeline over a file of the package (or an absolute path) with one of the package's rulesets, each made
/// once per test process.
///
/// Many suites read the same run of the same input (its goldens, its generated code's properties, its source maps);
/// a run of a large shared fixture is the slowest thing they do, so each is made once and shared. A test about the
/// run itself (that two runs are byte-identical) calls ``Pipeline/run(_:)`` instead.
public enum PipelineCache {
  /// What a run is of.
  public struct Key: Hashable, Sendable {
    /// The file's path: package-relative, or absolute.
    public var input: String
    /// The input's name in findings and headers.
    public var source: String
    public var ruleset: String
    /// The target over the ruleset's, if any.
    public var target: RulesetOptions.OutputTarget?
    public var through: Pipeline.Stage
  }

  /// The run of `input` (package-relative or absolute), named `source` (the input as given, by default), through
  /// `through`.
  public static func run(
    _ input: String, source: String? = nil, ruleset: String = "default", target: RulesetOptions.OutputTarget? = nil,
    through: Pipeline.Stage = .emitted
  ) throws -> Pipeline.Result {
    let key = Key(input: input, source: source ?? input, ruleset: ruleset, target: target, through: through)
    return try registry.entry(key).value {
      let path = input.hasPrefix("/") ? input : Paths.package(input)
      var request = Pipeline.Request(
        bytes: try Paths.bytes(path), source: key.source, runner: runner(ruleset), through: through)
      request.target = target
      return try Pipeline.run(request)
    }
  }

  /// The package's ruleset `name` (a folder of `rulesets/`, or a path), found as the commands find it from the
  /// package's root.
  public static func runner(_ name: String) -> RuleRunner {
    RuleRunner(
      ruleset: name,
      searchPath: RulesetSearchPath(folders: [Paths.package("rulesets")], workingDirectory: Paths.packageRoot))
  }

  private static let registry = Registry()

  /// The entries by key; an entry is made once, and the runs of different keys go on side by side.
  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    func entry(_ key: Key) -> Entry {
      lock.lock()
      defer { lock.unlock() }
      if let entry = entries[key] { return entry }
      let entry = Entry()
      entries[key] = entry
      return entry
    }
  }

  /// One run: made by the first test that asks, which the others asking wait for.
  private final class Entry: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Result<Pipeline.Result, any Error>?

    func value(_ make: () throws -> Pipeline.Result) throws -> Pipeline.Result {
      lock.lock()
      defer { lock.unlock() }
      let made = self.made ?? Result(catching: make)
      self.made = made
      return try made.get()
    }
  }
}
