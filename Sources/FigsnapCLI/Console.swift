import Foundation
import Pipeline

#if canImport(Glibc)
  import Glibc
#endif

/// Where commands print: results to standard output, diagnostics and progress to standard error.
///
/// Colour only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
struct Console: Sendable {
  /// Whether standard error is a terminal that takes colour.
  let colorsErrors: Bool
  /// Whether standard output is a terminal that takes colour.
  let colorsOutput: Bool

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let allowed = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    colorsErrors = allowed && isatty(2) == 1
    colorsOutput = allowed && isatty(1) == 1
  }

  func out(_ text: String) { StandardStreams.write(text, to: .output) }
  func err(_ text: String) { StandardStreams.write(text, to: .error) }

  /// Printed diagnostics, with the severity coloured on a terminal.
  func findings(_ text: String, toOutput: Bool = false) {
    let colored = (toOutput ? colorsOutput : colorsErrors) ? Self.colored(text) : text
    if toOutput { out(colored) } else { err(colored) }
  }

  /// A progress line on a terminal (rewritten in place); nothing otherwise.
  func progress(_ text: String) {
    guard colorsErrors else { return }
    err("\r\u{1B}[2K" + text)
  }

  /// The pipeline's progress for `command`, shown on a terminal for files of more than five screens.
  func stages(of command: String) -> @Sendable (Pipeline.Stage, Int) -> Void {
    { stage, screens in
      guard screens > Self.manyScreens else { return }
      switch stage {
      case .layout: progress("figsnap \(command): \(screens) screens: asking the ruleset and planning…")
      case .checked: progress("figsnap \(command): \(screens) screens: solving and checking…")
      default: break
      }
    }
  }

  /// Clears the progress line after a run over `screens` screens, when one was shown.
  func endProgress(after screens: Int) { if screens > Self.manyScreens { endProgress() } }

  /// More screens than this show progress.
  static let manyScreens = 5

  /// Clears the progress line.
  func endProgress() {
    guard colorsErrors else { return }
    err("\r\u{1B}[2K")
  }

  private static func colored(_ text: String) -> String {
    var result = text
    for (word, code) in [(": error: ", "31;1"), (": warning: ", "33;1"), (": note: ", "36")] {
      result = result.replacingOccurrences(
        of: word, with: ": \u{1B}[\(code)m\(word.dropFirst(2).dropLast(2))\u{1B}[0m: ")
    }
    return result
  }
}

/// The CLI's exit statuses.
enum ExitStatus: Int32, Sendable, Comparable {
  /// Everything worked; no finding of severity error.
  case success = 0
  /// Findings of severity error remain.
  case findings = 1
  /// A usage, input or configuration problem.
  case usage = 2
}

extension ExitStatus {
  /// Worse is greater: success, then findings, then a usage or input error.
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
