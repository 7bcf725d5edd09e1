import Diagnostics
import FigmaModel
import Foundation
import JSONText
import LayoutIR
import Pipeline
import RuleEngine
import Validation

/// `figsnap check`: solves the planned constraints and reports what would go wrong.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "solve the planned layout and report ambiguity, conflicts, drift and lint findings"
  static let options = OptionSpec(
    flags: ["--stats"] + FindingDisplay.flags,
    values: DesignInput.values + RulesetInput.values + FindingDisplay.values + TargetOption.values + [
      "--format", "--widths", "--generated", "--config",
    ],
    repeatable: DesignInput.repeatable)
  static let help = """
    Usage: figsnap check [INPUT] [--format text|json|sarif] [--widths 375,390,440] [--generated DIR] [options]

    Plans the layout, then solves the constraints it would print, as Auto Layout would read
    them: at the design's size (every view within 0.5 pt of the design), and at each device the
    app runs on, left to right and right to left: for iOS 16 and later 375×667, 375×812,
    390×844, 393×852, 402×874, 430×932 and 440×956 (320×568 too before iOS 16), the iPads for a
    screen drawn wider than a phone. A view that collapses, leaves its parent or overlaps a new
    sibling on a phone is an error; the text output ends with each screen's device matrix.
    Reports ambiguous and conflicting constraints, drift from the design, and the convention lints (magic
    multipliers, hard-coded safe-area insets, pins on stack subviews, touch targets, the spacing
    grid, unmapped colours, point-size fonts). With --target swiftui it also lays the SwiftUI out
    with a model of SwiftUI's stack layout and reports where it leaves the design
    (swiftui.layout_drift). Exit status 1 when an error remains.

    With --generated DIR (the folder 'figsnap generate -o DIR' wrote), a finding about a view
    names the line of DIR's Swift that declares or constrains it, first, as Xcode shows it; a
    file that differs from what the input generates now is not used. With no INPUT, the nearest
    figsnap.json gives the input, target, ruleset and screens, and its output folder is DIR.

    Options:
      --format F        text (default, Xcode-style lines), json, or sarif (SARIF 2.1.0)
      --widths LIST     the other widths to check instead of the devices (a width below 600 is a phone's)
      --stats           print what each stage cost (wall and CPU seconds, peak memory), the number
                        of constraints and the time spent solving them
      --generated DIR   the folder of the generated Swift, for the lines findings name
      --config FILE     the project config to use when there is no INPUT (default: the nearest)
    \(TargetOption.help)
    \(FindingDisplay.help)
    \(DesignInput.help)
    \(RulesetInput.help)

    The ruleset grades checks with `severity = { touch_target = "error", spacing_grid = "off" }`.

    Examples:
      figsnap check examples/order-form/design.json
      figsnap check design.json --format sarif > figsnap.sarif
      figsnap check design.json --generated Sources/Screens

    """

  /// The command's options, as given.
  struct Options: Sendable {
    var design: DesignOptions
    var display: FindingDisplay.Options
    var format: String?
    var widths: String?
    /// `--generated DIR`.
    var generated: String?
    var stats: Bool

    init(_ arguments: ParsedArguments) {
      design = DesignOptions(arguments)
      display = FindingDisplay.Options(arguments)
      format = arguments.value("--format")
      widths = arguments.value("--widths")
      generated = arguments.value("--generated")
      stats = arguments.has("--stats")
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    var options = Options(arguments)
    if let folder = try ProjectConfig.resolve(&options.design), options.generated == nil { options.generated = folder }
    let workingDirectory = FileManager.default.currentDirectoryPath
    let format = options.format ?? "text"
    guard ["text", "json", "sarif"].contains(format) else {
      throw UsageError(message: "--format takes text, json or sarif")
    }
    let display = try FindingDisplay(options.display, defaultMinimum: .note)
    let sizes = try options.widths.map(parseWidths)
    let generated = options.generated
    let runner = try options.design.ruleset.runner()
    var request = try options.design.design.request(
      through: generated == nil ? .checked : .emitted, runner: runner, sizes: sizes)
    request.target = try options.design.target.outputTarget()
    request.deploymentTarget = try options.design.target.checkedDeploymentTarget()
    request.progress = console.stages(of: name)
    let result = try Pipeline.run(request)
    console.endProgress(after: result.tree.screens.count)
    var grouped = result.byScreen
    if let generated, let source = result.layout?.document.source {
      grouped = located(grouped, files: result.files, folder: generated, source: source)
    }
    let findings = grouped.all
    let screens = result.layout?.document.screens ?? []
    if options.stats {
      let constraints = screens.reduce(0) { total, screen in
        total + screen.views.reduce(0) { $0 + $1.constraints.count }
      }
      let elapsed = result.validationTime
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      console.err(
        RunStatistics.stagesText(result.stageCosts)
          + "stats: \(constraints) constraints in \(screens.count) screen(s) validated in \(NumberText.format(seconds)) s\n"
      )
    }
    switch format {
    case "json":
      // Version 2 of this form; version 1 was the bare array of findings.
      let object = JSONOutput.object([
        "version": .number(2), "findings": .array(findings.map(DiagnosticPrinter.jsonValue)),
        "counts": FindingCounts.json(findings), "devices": DeviceTable.json(result.checked?.devices ?? []),
      ])
      console.out(object.rendered())
    case "sarif":
      let catalog = FindingCatalog(ruleset: try? runner.describe())
      console.out(
        DiagnosticPrinter.sarif(
          findings, version: CommandLineTool.version, ruleIDs: catalog.ids, rule: catalog.rule, root: workingDirectory,
          absolutePath: RulesetSearchPath.standard().absolute))
    default:
      let text =
        grouped.screens.count > 1 ? byScreen(grouped, display) : DiagnosticPrinter.text(display.shown(findings))
      console.findings(text, toOutput: true)
      if display.minimum < .error { console.out(DeviceTable.text(result.checked?.devices ?? [])) }
      let failing = grouped.screens.filter { $0.findings.containsError }.count
      let failed = grouped.screens.count > 1 ? " (\(failing) with errors)" : ""
      let approximations = ApproximationCounts.summary(findings).map { "; \($0)" } ?? ""
      let hidden = display.hiddenSummary(findings).map { "\n  \($0)" } ?? ""
      console.err(
        "figsnap check: \(screens.count) screen(s)\(failed); \(findings.severityCounts)\(approximations)\(hidden)\n")
    }
    return findings.containsError ? .findings : .success
  }

  /// `grouped` with each finding about a view of a file in `folder` located at its Swift line; only the files that
  /// hold what the input generates now count, and a note says how many others differ.
  private static func located(_ grouped: ScreenFindings, files: [GeneratedFile], folder: String, source: String)
    -> ScreenFindings
  {
    let current = files.filter { file in
      (try? String(contentsOfFile: folder + "/" + file.name, encoding: .utf8)) == file.contents
    }
    var located = grouped
    let locate = { (findings: [Diagnostic]) in
      GeneratedLocations.locate(findings, in: current, folder: folder, source: source)
    }
    located.file = locate(grouped.file)
    located.screens = grouped.screens.map { ($0.screen, locate($0.findings)) }
    let differing = files.count - current.count
    if differing > 0 {
      located.file.append(
        Diagnostic(
          .note, "figsnap.generated",
          """
          \(differing) of the \(files.count) Swift files this input generates are missing here or differ (a screen \
          with errors is not written, and a file changed by hand or by a formatter is not what figsnap wrote); \
          findings about their views name the design
          """,
          at: SourceLocation(file: folder)))
    }
    return located
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
            "--widths takes numbers from \(NumberText.format(NumericOption.width.lowerBound)) to \(NumberText.format(NumericOption.width.upperBound)) separated by commas, such as 375,390,440"
        )
      }
      return Size(width: width, height: DeviceCatalog.height(forWidth: width) ?? 844)
    }
  }
}
