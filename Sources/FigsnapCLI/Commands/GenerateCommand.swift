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
    does. A summary and every diagnostic go to standard error. When an error remains nothing is
    written and the exit status is 1, unless --allow-errors.

    Options:
      -o, --output DIR  the folder for the Swift files (created when missing)
      --allow-errors    write the files even when errors remain (the exit status stays 1)
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
    let diagnostics = validator.findings(result.document, after: design.diagnostics)
    let files = converter.emit(result)
    let blocked = diagnostics.containsError && !arguments.has("--allow-errors")
    console.findings(DiagnosticPrinter.text(diagnostics))
    if let folder = arguments.value("--output") {
      if !blocked { try write(files, to: folder) }
      if !blocked && arguments.all("--screen").isEmpty && arguments.all("--node").isEmpty {
        let header = converter.generatedHeader(source: result.document.source)
        let stale = StaleFiles.find(in: folder, header: header, written: Set(files.map(\.name)))
        console.findings(DiagnosticPrinter.text(stale.map { staleNote($0, in: folder) }))
      }
    } else if files.count == 1, let file = files.first {
      if !blocked { console.out(file.contents) }
    } else if !files.isEmpty {
      throw UsageError(message: "\(files.count) screens: pass -o DIR, or choose one with --screen or --node")
    }
    console.err(
      summary(
        result.document, files: files, diagnostics: diagnostics, written: !blocked, folder: arguments.value("--output"))
    )
    return diagnostics.containsError ? .findings : .success
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

  private static func summary(
    _ document: LayoutDocument, files: [GeneratedFile], diagnostics: [Diagnostic], written: Bool, folder: String?
  ) -> String {
    let views = document.screens.reduce(0) { $0 + $1.views.count }
    let constraints = document.screens.reduce(0) { total, screen in
      total + screen.views.reduce(0) { $0 + $1.constraints.filter { !$0.implicit }.count }
    }
    let skipped = document.screens.reduce(0) { $0 + $1.skipped.count }
    let count = { (severity: Diagnostic.Severity) in diagnostics.filter { $0.severity == severity }.count }
    let verb = written ? "generated" : "did not write (errors remain; --allow-errors writes anyway)"
    let place = folder.map { " into \($0)" } ?? ""
    return "figsnap generate: \(verb) \(files.count) screen(s)\(written ? place : ""): \(views) views, "
      + "\(constraints) constraints, \(skipped) skipped; "
      + "\(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes\n"
  }
}
