import Diagnostics
import FigmaModel
import Foundation
import LayoutIR
import Pipeline
import Validation

/// `figsnap generate`: one Swift file per screen.
enum GenerateCommand: Command {
  static let name = "generate"
  static let summary = "write SnapKit code for each screen of a design"
  static let options = OptionSpec(
    flags: ["--allow-errors"], values: DesignInput.values + RulesetInput.values + ["--output"],
    repeatable: DesignInput.repeatable, aliases: ["-o": "--output"])
  static let help = """
    Usage: figsnap generate INPUT [-o DIR] [--node ID | --screen NAME]... [--ruleset NAME|PATH]

    Reads the design, asks the ruleset, plans the constraints and writes one Swift file per
    screen (a UIView subclass laid out with SnapKit) into DIR, or to standard output when there
    is one screen and no -o. Files are written atomically; a file that figsnap did not generate
    is never overwritten. Before writing, the layout is solved and checked as 'figsnap check'
    does. Every diagnostic and a summary (a line per screen when there are several) go to
    standard error. A screen with an error is not written, and is listed with its errors; the
    others are. The exit status is 1 when an error remains; --allow-errors writes every screen.

    Options:
      -o, --output DIR  the folder for the Swift files (created when missing)
      --allow-errors    write the screens that have errors too (the exit status stays 1)
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap generate examples/order-form/design.json
      figsnap generate design.json -o Sources/Screens --ruleset rulesets/acme

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let design = try DesignInput.load(arguments, command: name)
    let converter = Converter()
    let many = design.tree.screens.count > 5
    if many {
      console.progress("figsnap generate: \(design.tree.screens.count) screens: asking the ruleset and planning…")
    }
    let result = try converter.layout(design.tree, with: try RulesetInput.runner(arguments))
    if many { console.progress("figsnap generate: \(design.tree.screens.count) screens: solving and checking…") }
    defer { if many { console.endProgress() } }
    let validator = converter.validator(for: result)
    let findings = ScreenFindings(validator.findings(result.document, after: design.diagnostics), tree: design.tree)
    let files = converter.emit(result)
    let allowErrors = arguments.has("--allow-errors")
    let writable = files.filter { allowErrors || findings.isClean($0.screen) }
    console.findings(DiagnosticPrinter.text(findings.all))
    let folder = arguments.value("--output")
    if let folder {
      if !writable.isEmpty { try write(writable, to: folder) }
      if arguments.all("--screen").isEmpty && arguments.all("--node").isEmpty {
        // A screen held back by its errors still belongs to the input: its earlier file is not stale.
        let header = converter.generatedHeader(source: result.document.source)
        let stale = StaleFiles.find(in: folder, header: header, written: Set(files.map(\.name)))
        console.findings(DiagnosticPrinter.text(stale.map { staleNote($0, in: folder) }))
      }
    } else if files.count == 1, let file = files.first {
      if !writable.isEmpty { console.out(file.contents) }
    } else if !files.isEmpty {
      throw UsageError(message: "\(files.count) screens: pass -o DIR, or choose one with --screen or --node")
    }
    let summary = GenerateSummary(document: result.document, files: files, findings: findings)
    console.err(summary.text(written: Set(writable.map(\.name)), folder: folder))
    return findings.all.containsError ? .findings : .success
  }

  private static func write(_ files: [GeneratedFile], to folder: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(
        .error, "figsnap.output", "cannot create the folder: \(error.localizedDescription)",
        at: SourceLocation(file: folder))
    }
    for file in files {
      try AtomicWriter.write(
        file.contents, to: folder + "/" + file.name, onlyOverFilesStartingWith: Converter.generatedMarker)
    }
  }

  private static func staleNote(_ name: String, in folder: String) -> Diagnostic {
    Diagnostic(
      .note, "figsnap.stale",
      "was generated from this input, but no screen of it makes this file now; delete it if the screen is gone",
      at: SourceLocation(file: folder + "/" + name))
  }
}
