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
  static let summary = "write a design's colour variables or styles as UIColor or Color members, Light and Dark"
  static let options = OptionSpec(
    flags: ["--include-hidden"], values: ["--target", "--output"], aliases: ["-o": "--output"])
  static let help = """
    Usage: figsnap tokens VARIABLES.json|DESIGN.json [--target uikit|swiftui] [-o FOLDER]

    Declares a design's colours as members of UIColor (uikit, the default) or of SwiftUI's
    Color: `UIColor.brandPrimary`. From what Figma's variables API returns (GET
    /v1/files/:key/variables/local or /published, with or without its {status, error, meta}
    envelope), every colour variable: aliases followed across collections, a theme's Light and
    Dark modes one dynamic colour that follows the appearance, other modes listed in its comment,
    its codeSyntax.iOS as its name (else its path: `Alias/background/default` is
    `aliasBackgroundDefault`); the variables hidden from publishing (the primitives the others
    alias) only with --include-hidden. From a design file, every solid colour style, in the colour the
    screens' layers paint it (the most used where they differ, with a warning).

    A cycle of aliases or a value of another type is an error naming the variable's line, and
    nothing is written; an alias of a library's variable the response does not hold is a warning.
    With -o, ColorTokens.swift is written into FOLDER, atomically and never over a file figsnap
    did not write; without it the Swift is printed.

    Options:
      --target T        uikit (default) or swiftui
      -o, --output DIR  the folder to write ColorTokens.swift into
      --include-hidden  also the variables hidden from publishing

    Examples:
      figsnap tokens variables.json -o Sources/App/Generated
      figsnap tokens design.json --target swiftui

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard let input = arguments.positionals.first else {
      throw UsageError(message: "missing VARIABLES.json (what the variables API returned)")
    }
    let target = try TargetOption(arguments).outputTarget() ?? .uikit
    let bytes = try InputFile.read(input)
    let (tokens, findings) = try ColorTokens.tokens(
      from: bytes, source: input, includingHidden: arguments.has("--include-hidden"))
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
