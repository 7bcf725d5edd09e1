import Decisions
import Diagnostics
import FileTransactions
import Foundation
import Pipeline
import Semantics
import SwiftSource

/// `figsnap tokens`: the colour variables of a Figma file as Swift, one dynamic colour per variable.
enum TokensCommand: Command {
  static let name = "tokens"
  static let summary = "write a file's colour variables as UIColor or Color members, with Light and Dark values"
  static let options = OptionSpec(
    flags: [], values: ["--target", "--output"], aliases: ["-o": "--output"])
  static let help = """
    Usage: figsnap tokens VARIABLES.json [--target uikit|swiftui] [-o FOLDER]

    Reads what Figma's variables API returns (GET /v1/files/:key/variables/local or /published,
    with or without its {status, error, meta} envelope) and declares every colour variable as a
    member of UIColor (uikit, the default) or of SwiftUI's Color: `UIColor.brandPrimary`. Aliases
    are followed across collections; a variable whose theme has Light and Dark modes becomes one
    dynamic colour that follows the appearance, a variable no mode changes a plain colour; other
    modes are listed in its comment. A variable's codeSyntax.iOS is its Swift name; otherwise the
    name comes from its path (`Alias/background/default` is `aliasBackgroundDefault`).

    A cycle of aliases, an alias to a missing variable or a value of another type is an error
    naming the variable's line, and nothing is written. With -o, ColorTokens.swift is written
    into FOLDER, atomically and never over a file figsnap did not write; without it the Swift is
    printed.

    Options:
      --target T        uikit (default) or swiftui
      -o, --output DIR  the folder to write ColorTokens.swift into

    Examples:
      figsnap tokens variables.json -o Sources/App/Generated
      figsnap tokens variables.json --target swiftui

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard let input = arguments.positionals.first else {
      throw UsageError(message: "missing VARIABLES.json (what the variables API returned)")
    }
    let target = try TargetOption(arguments).outputTarget() ?? .uikit
    let bytes = try InputFile.read(input)
    let (tokens, findings) = try ColorTokens.tokens(fromVariables: bytes, source: input)
    console.findings(DiagnosticPrinter.text(findings))
    guard !findings.containsError else {
      console.err("figsnap tokens: nothing written: \(findings.severityCounts)\n")
      return .findings
    }
    let contents = ColorTokenSource.contents(tokens, source: input, swiftUI: target == .swiftui)
    guard let folder = arguments.value("--output") else {
      console.out(contents)
      return .success
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = (folder as NSString).appendingPathComponent(ColorToken.fileName)
    try AtomicWriter.write(contents, to: path, onlyOverFilesStartingWith: GeneratedSwift.marker)
    console.err("figsnap tokens: wrote \(path): \(tokens.count) colour token(s); \(findings.severityCounts)\n")
    return .success
  }
}
