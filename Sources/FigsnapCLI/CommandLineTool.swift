import Concurrency
import Diagnostics
import FileTransactions
import Foundation
import LayoutIR
import Pipeline

/// figsnap's command-line entry point: picks the command, parses its options, runs it, and maps every outcome to an
/// exit status.
///
/// Nothing below it exits the process.
public enum CommandLineTool {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  static let commands: [any Command.Type] = [
    GenerateCommand.self, CheckCommand.self, IRCommand.self, InspectCommand.self, RulesCommand.self, TestCommand.self,
    InitCommand.self, ExplainCommand.self, FetchCommand.self, AssetsCommand.self, SyncCommand.self,
    PreviewCommand.self, TokensCommand.self,
  ]

  /// Runs figsnap with `arguments` (including the program name) and returns the exit status.
  ///
  /// The command runs on ``DeepStackExecutor``'s thread: the pipeline recurses as deep as the design nests.
  public static func main(_ arguments: [String]) async -> Int32 {
    let status = await withTaskExecutorPreference(DeepStackExecutor.shared) { await run(arguments) }
    // Output that did not reach its stream is an error of the run, whatever the command made of it.
    guard let failure = StandardStreams.failure else { return status }
    StandardStreams.write("figsnap: \(failure)\n", to: .error)
    return max(status, ExitStatus.usage.rawValue)
  }

  private static func run(_ arguments: [String]) async -> Int32 {
    let console = Console()
    var words = Array(arguments.dropFirst())
    guard let first = words.first else {
      console.err(overview)
      return ExitStatus.usage.rawValue
    }
    words.removeFirst()
    switch first {
    case "--version", "version":
      console.out("figsnap \(version)\n")
      return ExitStatus.success.rawValue
    case "--help", "-h", "help":
      return help(for: words.first, console: console).rawValue
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let hint = Suggestion.closest(to: first, in: commands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""
      console.err("figsnap: unknown command '\(first)'\(hint)\nRun 'figsnap help' for the list of commands.\n")
      return ExitStatus.usage.rawValue
    }
    if words.contains("--help") || words.contains("-h") {
      console.out(command.help)
      return ExitStatus.success.rawValue
    }
    return await run(command, words, console: console).rawValue
  }

  private static func run(_ command: any Command.Type, _ words: [String], console: Console) async -> ExitStatus {
    do {
      if let jobs = ProcessInfo.processInfo.environment["FIGSNAP_JOBS"] {
        ConcurrentWork.limit = try NumericOption.whole(jobs, "FIGSNAP_JOBS", in: NumericOption.jobs)
      }
      let parsed = try ArgumentParser.parse(words, spec: command.options, command: command.name)
      return try await command.run(parsed, console: console)
    } catch let error as UsageError {
      console.err("figsnap \(command.name): \(error.message)\nRun 'figsnap \(command.name) --help' for usage.\n")
      return .usage
    } catch let diagnostic as Diagnostic {
      console.findings(DiagnosticPrinter.text([diagnostic]))
      return .usage
    } catch {
      // Only figsnap's own errors get here by design; never print a Foundation error's text.
      let reason = (error as? SystemError).map(\.description) ?? "an unexpected internal error"
      console.err("figsnap \(command.name): \(reason)\n")
      return .usage
    }
  }

  private static func help(for name: String?, console: Console) -> ExitStatus {
    guard let name else {
      console.out(overview)
      return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      console.err("figsnap help: unknown command '\(name)'\n")
      return .usage
    }
    console.out(command.help)
    return .success
  }

  static var overview: String {
    var text = """
      figsnap \(version) — turns Figma designs into UIKit code laid out with SnapKit, or into SwiftUI.

      Usage: figsnap <command> [options]

      Commands:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += """

      Run 'figsnap <command> --help' for a command's options and examples.
      Exit status: 0 success, 1 findings of severity error remain, 2 usage or input error.

      """
    return text
  }
}
