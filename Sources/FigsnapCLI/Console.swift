import Foundation

/// Where commands print: results to standard output, diagnostics and progress to standard error.
struct Console: Sendable {
  func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// The CLI's exit statuses.
enum ExitStatus: Int32, Sendable {
  /// Everything worked; no finding of severity error.
  case success = 0
  /// Findings of severity error remain.
  case findings = 1
  /// A usage, input or configuration problem.
  case usage = 2
}
