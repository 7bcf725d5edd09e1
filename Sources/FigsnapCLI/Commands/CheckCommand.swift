import Diagnostics
import FigmaModel
import Foundation
import JSONText
import LayoutIR
import Pipeline
import Validation

/// `figsnap check`: solves the planned constraints and reports what would go wrong.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "solve the planned layout and report ambiguity, conflicts, drift and lint findings"
  static let options = OptionSpec(
    flags: ["--stats"], values: DesignInput.values + RulesetInput.values + ["--format", "--widths"],
    repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap check INPUT [--format text|json|sarif] [--widths 320,390,768] [options]

    Plans the layout, then solves the constraints it would print, as Auto Layout would read
    them: at the design's size (every view within 0.5 pt of the design), and at other widths in
    left-to-right and right-to-left. Reports ambiguous and conflicting constraints, drift from
    the design, views that collapse or escape at other widths, and the convention lints (magic
    multipliers, hard-coded safe-area insets, pins on stack subviews, touch targets, the spacing
    grid, unmapped colours, point-size fonts). Exit status 1 when an error remains.

    Options:
      --format F        text (default, Xcode-style lines), json, or sarif (SARIF 2.1.0)
      --widths LIST     the other widths to check (default 320,390,430,768)
      --stats           print the number of constraints and the time spent solving them
    \(DesignInput.help)
    \(RulesetInput.help)

    The ruleset grades checks with `severity = { touch_target = "error", spacing_grid = "off" }`.

    Examples:
      figsnap check examples/order-form/design.json
      figsnap check design.json --format sarif > figsnap.sarif

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let format = arguments.value("--format") ?? "text"
    guard ["text", "json", "sarif"].contains(format) else {
      throw UsageError(message: "--format takes text, json or sarif")
    }
    let sizes = try arguments.value("--widths").map(parseWidths)
    let design = try DesignInput.load(arguments, command: name)
    let converter = Converter()
    let result = try converter.layout(design.tree, with: try RulesetInput.runner(arguments))
    let validator = converter.validator(for: result, sizes: sizes)
    if result.document.screens.count > 5 {
      console.progress("figsnap check: solving \(result.document.screens.count) screens…")
    }
    let clock = ContinuousClock()
    let started = clock.now
    let checked = validator.validate(result.document)
    let elapsed = clock.now - started
    if result.document.screens.count > 5 { console.endProgress() }
    let grouped = ScreenFindings(
      validator.grade(design.diagnostics + result.document.diagnostics + checked), tree: design.tree)
    let findings = grouped.all
    if arguments.has("--stats") {
      let constraints = result.document.screens.reduce(0) { total, screen in
        total + screen.views.reduce(0) { $0 + $1.constraints.count }
      }
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let screens = result.document.screens.count
      console.err(
        "stats: \(constraints) constraints in \(screens) screen(s) validated in \(NumberText.format(seconds)) s\n")
    }
    switch format {
    case "json": console.out(DiagnosticPrinter.json(findings))
    case "sarif":
      var rules = Dictionary(
        allChecks.map { (type(of: $0).id, type(of: $0).summary) }, uniquingKeysWith: { first, _ in first })
      rules["unmapped_color"] = "colours no rule maps, written as literals"
      rules["point_size_font"] = "text styles no rule maps, written as point sizes"
      console.out(DiagnosticPrinter.sarif(findings, version: CommandLineTool.version, rules: rules))
    default:
      console.findings(grouped.screens.count > 1 ? byScreen(grouped) : DiagnosticPrinter.text(findings), toOutput: true)
      let failing = grouped.screens.filter { $0.findings.containsError }.count
      let failed = grouped.screens.count > 1 ? " (\(failing) with errors)" : ""
      console.err(
        "figsnap check: \(result.document.screens.count) screen(s)\(failed); \(findings.severityCounts)\n")
    }
    return findings.containsError ? .findings : .success
  }

  /// The findings about the whole file, then each screen's under a line that names it.
  private static func byScreen(_ grouped: ScreenFindings) -> String {
    var text = DiagnosticPrinter.text(grouped.file)
    for (screen, found) in grouped.screens where !found.isEmpty {
      text += "== screen '\(screen.name)' (\(screen.id)): \(found.severityCounts)\n" + DiagnosticPrinter.text(found)
    }
    return text
  }

  static func parseWidths(_ text: String) throws -> [Size] {
    try text.split(separator: ",").map { part in
      guard let width = CheckedNumber.finite(part.trimmingCharacters(in: .whitespaces), in: NumericOption.width) else {
        throw UsageError(
          message:
            "--widths takes numbers from \(NumberText.format(NumericOption.width.lowerBound)) to \(NumberText.format(NumericOption.width.upperBound)) separated by commas, such as 320,390,768"
        )
      }
      return Size(width: width, height: DeviceCatalog.height(forWidth: width) ?? 844)
    }
  }
}
