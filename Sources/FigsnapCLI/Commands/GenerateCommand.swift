import Diagnostics
import FigmaModel
import FileTransactions
import Foundation
import LayoutIR
import Pipeline
import Ruling
import Semantics
import Validation

/// `figsnap generate`: one Swift file per screen.
enum GenerateCommand: Command {
  static let name = "generate"
  static let summary = "write SnapKit or SwiftUI code for each screen of a design"
  static let options = OptionSpec(
    flags: ["--allow-errors", "--prune", "--stats"] + FindingDisplay.flags,
    values: DesignInput.values + RulesetInput.values + FindingDisplay.values + TargetOption.values + [
      "--output", "--report", "--config", "--lock", "--manifest",
    ],
    repeatable: DesignInput.repeatable, aliases: ["-o": "--output"])
  static let help = """
    Usage: figsnap generate [INPUT] [-o DIR] [--target uikit|swiftui] [--node ID | --screen NAME]...
                            [--ruleset NAME|PATH]

    Reads the design, asks the ruleset, plans the constraints and writes one Swift file per
    screen (a UIView subclass laid out with SnapKit, or with --target swiftui a SwiftUI View with
    its drawn bars as navigation and tab modifiers) into DIR, or to standard output when there
    is one screen and no -o. A run's files go into DIR all at once (staged, then moved into
    place, under a lock of DIR kept outside it); a file that figsnap did not generate is never
    overwritten, and what a killed run left is completed or removed by the next. Before
    writing, the layout is solved and checked as 'figsnap check' does. The errors and warnings
    and a summary (a line per screen when there are several, counting its notes and what the code
    does not draw exactly) go to standard error. A screen with an error is not written, and is
    listed with its errors; the others are. The exit status is 1 when an error remains;
    --allow-errors writes every screen.

    With no INPUT, the nearest figsnap.json (in the current folder or a parent; 'figsnap init
    --project' writes one) gives the input, output folder, target, ruleset and screens or nodes,
    its paths relative to its own folder; options on the command line win over it. --config FILE
    names the config instead (for build plugins, which cannot choose their working folder).

    Options:
      -o, --output DIR  the folder for the Swift files (created when missing)
      --allow-errors    write the screens that have errors too (the exit status stays 1)
      --config FILE     the project config to use when there is no INPUT (default: the nearest)
      --lock FILE       the lock file to hold instead of DIR's own (in $XDG_RUNTIME_DIR/figsnap or
                        $TMPDIR/figsnap-UID), as a build plugin keeps it in its work folder
      --manifest FILE   where the asset manifest goes instead of DIR/assets.json, likewise
      --prune           delete the files of DIR that this input generated before and makes no
                        more (a renamed or removed screen), instead of naming them
      --report FILE     write a per-screen report of what is not drawn or drawn differently, and of
                        every finding: Markdown, or JSON when FILE ends in .json; when it ends in
                        .sarif, the run's findings as SARIF 2.1.0, at the Swift lines just written
      --stats           print what each stage cost (wall and CPU seconds, peak memory) and what
                        the rules cost (hook calls, the costliest rules) to standard error
    \(TargetOption.help)
    \(FindingDisplay.help)
    \(DesignInput.help)
    \(RulesetInput.help)

    Examples:
      figsnap generate examples/order-form/design.json
      figsnap generate examples/settings-list/design.json --target swiftui
      figsnap generate design.json -o Sources/Screens --ruleset rulesets/acme

    """

  /// The command's options, as given.
  struct Options: Sendable {
    var design = DesignOptions()
    var display = FindingDisplay.Options()
    /// `-o DIR`.
    var output: String?
    /// `--report FILE`.
    var report: String?
    /// `--lock FILE`.
    var lock: String?
    /// `--manifest FILE`.
    var manifest: String?
    var prune = false
    var allowErrors = false
    /// `--stats`.
    var stats = false

    /// A bare `figsnap generate`: everything from the project config.
    init() {}

    init(_ arguments: ParsedArguments) {
      design = DesignOptions(arguments)
      display = FindingDisplay.Options(arguments)
      output = arguments.value("--output")
      report = arguments.value("--report")
      lock = arguments.value("--lock")
      manifest = arguments.value("--manifest")
      prune = arguments.has("--prune")
      allowErrors = arguments.has("--allow-errors")
      stats = arguments.has("--stats")
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    try await run(Options(arguments), console: console)
  }

  static func run(_ options: Options, console: Console) async throws -> ExitStatus {
    var options = options
    if let folder = try ProjectConfig.resolve(&options.design), options.output == nil { options.output = folder }
    let folderOptions = [
      ("--lock", options.lock != nil), ("--manifest", options.manifest != nil), ("--prune", options.prune),
    ]
    if options.output == nil, let option = folderOptions.first(where: \.1)?.0 {
      throw UsageError(message: "\(option) is about the output folder: it needs -o DIR")
    }
    let display = try FindingDisplay(options.display, defaultMinimum: .warning)
    let reportPath = try options.report.map(GenerateReport.checkedPath)
    var request = try options.design.request(through: .emitted)
    request.progress = console.stages(of: name)
    let result = try Pipeline.run(request)
    console.endProgress(after: result.tree.screens.count)
    if options.stats {
      console.err(
        RunStatistics.stagesText(result.stageCosts)
          + (result.decisions.map { RunStatistics.rulesText($0.statistics) } ?? ""))
    }
    guard let layout = result.layout else { return .success }
    let files = result.files
    let folder = options.output
    let screenNames = Dictionary(result.tree.screens.map { ($0.root.id, $0.root.name) }) { first, _ in first }
    let collisions = folder.map { CaseCollisions.find(in: files, screens: screenNames, folder: $0) } ?? []
    let findings = ScreenFindings(result.findings + collisions, tree: result.tree)
    let allowErrors = options.allowErrors
    // Names that collide by case are never written, --allow-errors or not: one would silently replace the other.
    let colliding = CaseCollisions.names(in: files)
    // A component's class is written with any screen that shows it and is written; what the screens share (the
    // tokens, the support views) with any screen.
    var users = Self.screensUsingComponents(layout.document)
    for file in files where file.screen.isEmpty { users[file.name] = layout.document.screens.map(\.node) }
    let writable = files.filter { file in
      !colliding.contains(file.name)
        && (allowErrors || (users[file.name] ?? [file.screen]).contains(where: findings.isClean))
    }
    var unwritten: Set<String> = []
    // Once the files are written, a finding about a view of one names the view's Swift line.
    var located = findings.all
    if let folder {
      let outcome = try writeFolder(
        folder, files: files, writing: writable, layout: layout, options: options, console: console)
      if !outcome.refused {
        located = GeneratedLocations.locate(located, in: writable, folder: folder, source: layout.document.source)
      }
      console.findings(DiagnosticPrinter.text(display.shown(located)))
      console.findings(DiagnosticPrinter.text(outcome.diagnostics))
      if outcome.refused { return .usage }
      // A file that could not be written is that file's error; the others were written.
      unwritten = Set(
        outcome.diagnostics.filter { $0.severity == .error }.map {
          URL(fileURLWithPath: $0.location.file).lastPathComponent
        })
    } else {
      console.findings(DiagnosticPrinter.text(display.shown(findings.all)))
      // One screen is printed with the colour tokens it uses, after it.
      let screenFiles = files.filter { !$0.screen.isEmpty }
      if screenFiles.count == 1 {
        for file in writable { console.out(file.contents) }
      } else if !screenFiles.isEmpty {
        throw UsageError(message: "\(screenFiles.count) screens: pass -o DIR, or choose one with --screen or --node")
      }
    }
    // The screens' and components' files are counted; the colour tokens they share are written with them.
    let summary = GenerateSummary(
      document: layout.document, files: files.filter { !$0.screen.isEmpty }, findings: findings)
    let written = Set(writable.filter { !$0.screen.isEmpty }.map(\.name)).subtracting(unwritten)
    if let reportPath, SARIFReport.names(reportPath) {
      try SARIFReport.write(located, runner: request.runner, to: reportPath)
    } else if let reportPath {
      try GenerateReport(summary: summary, written: written).write(to: reportPath)
    }
    console.err(summary.text(written: written, folder: folder, hidden: display.hiddenSummary(findings.all)))
    return findings.all.containsError || !unwritten.isEmpty ? .findings : .success
  }

  /// Writes `files` (the `writing` ones of the run's `files`) and the asset manifest into `folder`, as one update.
  ///
  /// - Returns: what to print, and whether a file figsnap did not generate stopped the write (nothing written).
  private static func writeFolder(
    _ folder: String, files: [GeneratedFile], writing: [GeneratedFile], layout: LayoutResult,
    options: Options, console: Console
  ) throws -> (diagnostics: [Diagnostic], refused: Bool) {
    // A screen held back by its errors still belongs to the input: its earlier file is not stale.
    let selected = !options.design.design.screens.isEmpty || !options.design.design.nodes.isEmpty
    let stale = selected ? nil : (header: Converter().generatedHeader(source: layout.document.source), files: files)
    // What the screens share (the tokens, the support views) is made from the screens of the run: one of some screens
    // would drop what the others use, so it leaves the folder's as they are.
    var writing = writing
    if selected {
      let shared = Set(
        writing.filter { $0.screen.isEmpty && FileManager.default.fileExists(atPath: folder + "/" + $0.name) }.map(
          \.name))
      if !shared.isEmpty {
        writing.removeAll { shared.contains($0.name) }
        console.err(
          "figsnap generate: \(shared.sorted().joined(separator: ", ")) left as they were (this run covers some "
            + "screens, and the others use them too); generate without --screen or --node to update them\n")
      }
    }
    // The manifest lists every image the run's Swift shows, for `figsnap assets`; one from an earlier run is
    // brought up to date even when no image is left. A run of some screens lists only theirs: it leaves the
    // manifest of the whole input as it is.
    let manifest = Converter().assetManifest(layout)
    let manifestPath = options.manifest
    let hasManifest = FileManager.default.fileExists(atPath: manifestPath ?? folder + "/" + manifest.name)
    let needsNone = layout.document.assets.isEmpty && layout.document.fontsToBundle.isEmpty
    let manifests = selected || (needsNone && !hasManifest) ? [] : [manifest]
    if selected, !layout.document.assets.isEmpty {
      console.err(
        "figsnap generate: \(manifestPath ?? manifest.name) left as it was (this run covers some screens); generate "
          + "without --screen or --node to update it\n")
    }
    if let manifestPath, !manifests.isEmpty, FileManager.default.fileExists(atPath: manifestPath),
      !FileHead.file(manifestPath, startsWith: AssetManifest.marker)
    {
      // Refused before anything is written, as a file of the folder would be.
      let refusal = Diagnostic(
        .error, "figsnap.output", "exists and was not generated by figsnap; nothing was written",
        at: SourceLocation(file: manifestPath))
      return ([refusal], true)
    }
    let update = try OutputFolder.update(
      folder, writing: writing + (manifestPath == nil ? manifests : []), stale: stale,
      prune: options.prune, lock: options.lock, command: name, console: console)
    if !update.refused, let manifestPath, let manifest = manifests.first {
      try AtomicWriter.write(
        Array(manifest.contents.utf8), to: manifestPath, onlyOverFilesStartingWith: AssetManifest.marker)
    }
    return update
  }

  /// The screens that show each component, by the name of the component's file.
  private static func screensUsingComponents(_ document: LayoutDocument) -> [String: [String]] {
    var users: [String: [String]] = [:]
    for component in document.components {
      let screens = document.screens.filter { screen in
        screen.withCells.contains { layout in
          layout.views.contains { $0.component?.className == component.className }
        }
      }
      if !screens.isEmpty { users[component.className + ".swift"] = screens.map(\.node) }
    }
    return users
  }
}
