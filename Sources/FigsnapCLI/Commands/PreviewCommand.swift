import Diagnostics
import FigmaModel
import FileTransactions
import Foundation
import LayoutIR
import Pipeline
import Preview

/// `figsnap preview`: one self-contained HTML page that draws each screen's design and its solved layout at every
/// checked size and direction.
enum PreviewCommand: Command {
  static let name = "preview"
  static let summary = "draw the design and the solved layout at each checked width in one HTML page"
  static let options = OptionSpec(
    flags: [],
    values: DesignInput.values + RulesetInput.values + TargetOption.values + ["--output", "--widths", "--config"],
    repeatable: DesignInput.repeatable, aliases: ["-o": "--output"])
  static let help = """
    Usage: figsnap preview [INPUT] -o preview.html [--widths 375,390,440] [options]

    Plans and solves the layout as 'figsnap check' does, then writes one HTML page, with no
    network use, that draws per screen (and per list cell and component) the design's frames and
    the solved frames at the design size and at each other checked size, left to right and right
    to left, side by side. The safe area is shaded, a view's names and frame show on hover, and
    the views with findings are outlined by severity; the findings are listed under each screen.
    The page is written atomically, and never over a file figsnap did not write. With no INPUT
    the nearest figsnap.json gives the input, target, deployment target, ruleset and screens.

    Options:
      -o, --output FILE  the page to write (required)
      --widths LIST      the other widths to draw (default: the devices check solves at)
      --config FILE      the project config to use when there is no INPUT (default: the nearest)
    \(TargetOption.help)
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap preview examples/order-form/design.json -o preview.html

    """

  /// The command's options, as given.
  struct Options: Sendable {
    var design: DesignOptions
    /// `-o FILE`: the page to write.
    var output: String?
    var widths: String?

    init(_ arguments: ParsedArguments) {
      design = DesignOptions(arguments)
      output = arguments.value("--output")
      widths = arguments.value("--widths")
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    var options = Options(arguments)
    // A config's output folder is where the Swift goes, not the page.
    try ProjectConfig.resolve(&options.design)
    guard let output = options.output else {
      throw UsageError(message: "missing -o FILE.html (the page to write)")
    }
    let sizes = try options.widths.map(CheckCommand.parseWidths)
    var request = try options.design.request(through: .checked, sizes: sizes)
    request.progress = console.stages(of: name)
    let result = try Pipeline.run(request)
    console.endProgress(after: result.tree.screens.count)
    guard let layout = result.layout, let checked = result.checked else { return .success }
    var layerNames: [String: String] = [:]
    for screen in result.tree.screens {
      screen.root.forEachNode { node in layerNames[node.id] = layerNames[node.id] ?? node.name }
    }
    let page = PreviewPage(
      document: layout.document, checked: checked, findings: result.findings, layerNames: layerNames,
      version: CommandLineTool.version)
    let rendered = try page.render()
    try AtomicWriter.write(Array(rendered.html.utf8), to: output, onlyOverFilesStartingWith: PreviewPage.marker)
    console.err(
      "figsnap preview: wrote \(output): \(layout.document.layouts.count) layout(s) in \(rendered.panels) panels; "
        + "\(result.findings.severityCounts)\n")
    return .success
  }
}
