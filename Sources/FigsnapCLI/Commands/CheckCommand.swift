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
    flags: ["--stats"] + FindingDisplay.flags,
    values: DesignInput.values + RulesetInput.values + FindingDisplay.values + TargetOption.values + [
      "--format", "--widths",
    ],
    repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap check INPUT [--format text|json|sarif] [--widths 320,390,768] [options]

    Plans the layout, then solves the constraints it would print, as Auto Layout would read
    them: at the design's size (every view within 0.5 pt of the design), and at other widths in
    left-to-right and right-to-left. Reports ambiguous and conflicting constraints, drift from
    the design, views that collapse or escape at other widths, and the convention lints (magic
    multipliers, hard-coded safe-area insets, pins on stack subviews, touch targets, the spacing
    grid, unmapped colours, point-size fonts). With --target swiftui it also lays the SwiftUI out
    with a model of SwiftUI's stack layout and reports where it leaves the design
    (swiftui.layout_drift). Exit status 1 when an error remains.

    Options:
      --format F        text (default, Xcode-style lines), json, or sarif (SARIF 2.1.0)
      --widths LIST     the other widths to check (default 320,390,430,768)
      --stats           print the number of constraints and the time spent solving them
    \(TargetOption.help)
    \(FindingDisplay.help)
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
    let display = try FindingDisplay(arguments, defaultMinimum: .note)
    let sizes = try arguments.value("--widths").map(parseWidths)
    var request = try DesignInput.request(
      arguments, through: .checked, runner: try RulesetInput.runner(arguments), sizes: sizes)
    request.target = try TargetOption.target(arguments)
    request.progress = console.stages(of: name)
    let result = try Pipeline.run(request)
    console.endProgress(after: result.tree.screens.count)
    let grouped = result.byScreen
    let findings = grouped.all
    let screens = result.layout?.document.screens ?? []
    if arguments.has("--stats") {
      let constraints = screens.reduce(0) { total, screen in
        total + screen.views.reduce(0) { $0 + $1.constraints.count }
      }
      let elapsed = result.validationTime
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      console.err(
        "stats: \(constraints) constraints in \(screens.count) screen(s) validated in \(NumberText.format(seconds)) s\n"
      )
    }
    switch format {
    case "json":
      // Version 2 of this form; version 1 was the bare array of findings.
      let object = JSONOutput.object([
        "version": .number(2), "findings": .array(findings.map(DiagnosticPrinter.jsonValue)),
        "counts": FindingCounts.json(findings),
      ])
      console.out(object.rendered())
    case "sarif":
      console.out(
        DiagnosticPrinter.sarif(findings, version: CommandLineTool.version, rules: Pipeline.findingSummaries))
    default:
      let text =
        grouped.screens.count > 1 ? byScreen(grouped, display) : DiagnosticPrinter.text(display.shown(findings))
      console.findings(text, toOutput: true)
      let failing = grouped.screens.filter { $0.findings.containsError }.count
      let failed = grouped.screens.count > 1 ? " (\(failing) with errors)" : ""
      let approximations = ApproximationCounts.summary(findings).map { "; \($0)" } ?? ""
      let hidden = display.hiddenSummary(findings).map { "\n  \($0)" } ?? ""
      console.err(
        "figsnap check: \(screens.count) screen(s)\(failed); \(findings.severityCounts)\(approximations)\(hidden)\n")
    }
    return findings.containsError ? .findings : .success
  }

  /// The findings about the whole file, then each screen's under a line that names it.
  private static func byScreen(_ grouped: ScreenFindings, _ display: FindingDisplay) -> String {
    var text = DiagnosticPrinter.text(display.shown(grouped.file))
    for (screen, found) in grouped.screens where !found.isEmpty {
      text +=
        "== screen '\(screen.name)' (\(screen.id)): \(found.severityCounts)\n"
        + DiagnosticPrinter.text(display.shown(found))
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
