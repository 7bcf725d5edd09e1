/// One `figsnap` subcommand.
protocol Command: Sendable {
  /// The word that selects it: `inspect`.
  static var name: String { get }
  /// One line for `figsnap help`.
  static var summary: String { get }
  /// The full `--help` text: usage, options, examples.
  static var help: String { get }
  /// The options it accepts (`--help` is added by the dispatcher).
  static var options: OptionSpec { get }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus
}
