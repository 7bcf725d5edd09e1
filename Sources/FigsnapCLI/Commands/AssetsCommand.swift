import AssetCatalog
import Diagnostics
import FigmaAPI
import Foundation
import LayoutIR

/// `figsnap assets`: downloads the images of an asset manifest from the Figma API into an asset catalog.
enum AssetsCommand: Command {
  static let name = "assets"
  static let summary = "download a manifest's images from Figma, and write its colour sets, into an .xcassets catalog"
  static let options = OptionSpec(
    flags: ["--prune", "--dry-run"], values: ["--file", "--output", "--format", "--fonts"] + ClientOptions.values,
    aliases: ["-o": "--output"], maxPositionals: 1)
  static let help = """
    Usage: figsnap assets MANIFEST --file KEY -o CATALOG.xcassets [--format pdf|svg] [--fonts DIR] [options]

    Downloads the images that an asset manifest lists (the assets.json figsnap generate writes
    beside the Swift) from the Figma file KEY into an asset catalog, one NAME.imageset folder per
    asset with its Contents.json. Vector icons are exported as PDF (SVG with --format svg) and keep
    their vectors; pictures are an image fill's original file, or the node rendered as PNG at 1x,
    2x and 3x; template icons get template-rendering-intent. SF Symbols need nothing: they are
    skipped. The token comes from FIGMA_TOKEN or --token, as for fetch.

    Each image set is written whole (staged, then renamed into place, under a lock of CATALOG
    kept outside it); one whose files would not change is left untouched, and one that
    figsnap did not write (its Contents.json has no "author": "figsnap") is never overwritten.
    figsnap's image sets that the manifest no longer lists are named on standard error as stale,
    and deleted only with --prune. A line per asset and the counts go to standard output. The exit
    status is 1 when an asset could not be rendered or downloaded (the others are still written),
    2 on a usage, input or API error.

    Where the ruleset keeps colour tokens in the catalog (options.color_tokens = "catalog"),
    the manifest lists them too: each is written as NAME.colorset with its light, dark and
    high-contrast values, from the manifest alone (a manifest of colours and SF Symbols needs
    no token), kept, reported stale and pruned as image sets are.

    The manifest also lists the fonts the screens draw that iOS does not ship. They are printed
    last; with --fonts DIR, the font files of DIR that provide them are printed as the UIAppFonts
    entry of Info.plist, and a font no file provides is a warning (its texts would fall back to
    the system font).

    Options:
      --file KEY          the file key from the Figma URL (figma.com/design/KEY/…)
      -o, --output DIR    the asset catalog: a folder ending in .xcassets (created when missing)
      --format F          pdf (default) or svg, for vector icons
      --fonts DIR         the folder of the app's font files, checked against the fonts the
                          screens draw
      --prune             delete figsnap's image sets that the manifest no longer lists
      --dry-run           print the requests and image sets a run would make; nothing is
                          downloaded or written, and no token is needed
    \(ClientOptions.help)

    Examples:
      FIGMA_TOKEN=… figsnap assets Screens/assets.json --file AbC123 -o App/Assets.xcassets
      figsnap assets assets.json --file AbC123 -o Assets.xcassets --format svg --dry-run

    """

  /// The command's options, as given.
  struct Options: Sendable {
    /// The asset manifest: the positional argument.
    var manifest: String?
    var file: String?
    /// `-o CATALOG`.
    var output: String?
    var format: String?
    var dryRun = false
    var prune = false
    /// `--fonts DIR`: the app's font files.
    var fonts: String?
    /// Writes the colour sets alone, downloading nothing (an offline `sync`): the image sets stay as they are.
    var colorsOnly = false
    var client: ClientOptions

    /// The images `manifest` lists, exported from `file` into `output` through the API `client` names.
    init(manifest: String, file: String, output: String, client: ClientOptions) {
      self.manifest = manifest
      self.file = file
      self.output = output
      self.client = client
    }

    init(_ arguments: ParsedArguments) {
      manifest = arguments.positionals.first
      file = arguments.value("--file")
      output = arguments.value("--output")
      format = arguments.value("--format")
      dryRun = arguments.has("--dry-run")
      prune = arguments.has("--prune")
      fonts = arguments.value("--fonts")
      client = ClientOptions(arguments)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    try await run(Options(arguments), console: console)
  }

  static func run(_ options: Options, console: Console) async throws -> ExitStatus {
    guard let path = options.manifest else {
      throw UsageError(message: "missing the asset manifest (the assets.json that figsnap generate writes)")
    }
    guard let file = options.file, !file.isEmpty else { throw UsageError(message: "missing --file KEY") }
    let key = try FigmaIdentifier.fileKey.checked(file, option: "--file")
    guard let catalog = options.output else {
      throw UsageError(message: "missing -o CATALOG.xcassets (the asset catalog to write into)")
    }
    let trimmed = catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog
    guard trimmed.hasSuffix(".xcassets"), trimmed.count > ".xcassets".count else {
      throw UsageError(message: "-o takes an asset catalog, a folder ending in .xcassets, not '\(catalog)'")
    }
    var isFolder: ObjCBool = false
    if let fonts = options.fonts,
      !FileManager.default.fileExists(atPath: fonts, isDirectory: &isFolder) || !isFolder.boolValue
    {
      throw UsageError(message: "--fonts takes the folder of the app's font files, not '\(fonts)'")
    }
    let format = try vectorFormat(options.format)
    let dryRun = options.dryRun
    let manifest = try ExportManifestReader.read(path)
    let imageSets = manifest.assets.filter { $0.kind != .symbol }
    // Only images are downloaded: a manifest of colour sets and symbols needs no token.
    let needsToken = !dryRun && !imageSets.isEmpty && !options.colorsOnly
    let token = try needsToken ? options.client.token() : options.client.tokenOption ?? ""
    let client = try options.client.client(token: token, prefix: "figsnap \(name)")
    let writer = AssetCatalogWriter(catalog: trimmed)
    // Colour sets are made from the manifest alone; image sets are downloaded.
    let colorSets = manifest.colors.map(CatalogSet.color)
    let folders = imageSets.map { CatalogSet.folderName($0.name) } + colorSets.map(\.folderName)
    let foreign = Set(folders.filter(writer.isForeign))
    let exported =
      options.colorsOnly ? [] : imageSets.filter { !foreign.contains(CatalogSet.folderName($0.name)) }
    let colors = colorSets.filter { !foreign.contains($0.folderName) }
    let requests = ImageRequests(fileKey: key, assets: exported, vectorFormat: format)
    console.findings(DiagnosticPrinter.text(foreign.sorted().map { foreignWarning($0, in: trimmed) }))
    let keeping = Set(folders)
    if dryRun {
      console.out(requestLines(requests, client: client))
      let stale = writer.stale(keeping: keeping)
      console.err(staleLines(stale))
      var report = AssetsReport(
        dryRun: manifest.assets, exported: Set(exported.map(\.name)), vectorFormat: format, stale: stale)
      report.addDryRun(colorSets, foreign: foreign)
      console.out(report.text(dryRun: true))
      reportFonts(manifest.fonts, folder: options.fonts, console: console)
      return .success
    }
    let downloader = AssetDownloader(client: client, vectorFormat: format)
    let collected = try await downloader.imageSets(for: exported, requests: requests)
    console.findings(DiagnosticPrinter.text(collected.warnings))
    let prune = options.prune
    let update = try AssetCatalogUpdate.apply(
      Array(collected.sets.values) + colors, keeping: keeping, prune: prune, writer: writer,
      waiting: { console.err("figsnap assets: waiting for another run into \(writer.catalog) to finish\n") })
    let raced = update.outcomes.filter { $0.value == .foreign }.keys.sorted()
    console.findings(DiagnosticPrinter.text(raced.map { foreignWarning($0, in: trimmed) }))
    if !prune { console.err(staleLines(update.stale)) }
    var report = AssetsReport(
      assets: options.colorsOnly ? [] : manifest.assets, sets: collected.sets, foreign: foreign, update: update,
      pruned: prune)
    report.add(colorSets, foreign: foreign, update: update)
    console.out(report.text())
    reportFonts(manifest.fonts, folder: options.fonts, console: console)
    return report.hasFailures ? .findings : .success
  }

  /// The fonts to bundle; with the app's font folder, the `UIAppFonts` entry of the files that provide them, and a
  /// warning for each font none provides.
  private static func reportFonts(_ fonts: [String], folder: String?, console: Console) {
    guard !fonts.isEmpty else { return }
    console.out("fonts to bundle: \(fonts.joined(separator: ", "))\n")
    guard let folder else {
      console.out("  (--fonts DIR finds their files and prints the UIAppFonts entry of Info.plist)\n")
      return
    }
    let files = FontFiles(fonts, in: folder)
    console.findings(DiagnosticPrinter.text(files.warnings(folder: folder)))
    guard !files.appFonts.isEmpty else { return }
    console.out("UIAppFonts (Info.plist):\n  <key>UIAppFonts</key>\n  <array>\n")
    for file in files.appFonts {
      let escaped = file.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      console.out("    <string>\(escaped)</string>\n")
    }
    console.out("  </array>\n")
  }

  /// `--format`: `pdf` (the default) or `svg`.
  private static func vectorFormat(_ text: String?) throws -> ExportFormat {
    let name = text ?? ExportFormat.pdf.rawValue
    guard let format = ExportFormat(rawValue: name), format != .png else {
      throw UsageError(message: "--format takes pdf or svg, not '\(name)'")
    }
    return format
  }

  /// A `GET URL` line per API request a run would make, for `--dry-run`.
  private static func requestLines(_ requests: ImageRequests, client: FigmaClient) -> String {
    var paths = requests.renders.map { (requests.renderPath, $0.query) }
    if requests.needsImageFills { paths.append((requests.imageFillsPath, [])) }
    return paths.map { entry in
      let address = client.apiURL(entry.0, query: entry.1)?.absoluteString ?? entry.0.joined(separator: "/")
      return "GET " + client.redactor.redact(address) + "\n"
    }
    .joined()
  }

  /// A `stale:` line per set figsnap wrote that the manifest no longer lists, by folder.
  private static func staleLines(_ folders: [String]) -> String {
    folders.map { "stale: \($0) (not in the manifest; delete it if nothing uses it)\n" }.joined()
  }

  /// The warning that the set in `folder` is not figsnap's, so it is left alone.
  private static func foreignWarning(_ folder: String, in catalog: String) -> Diagnostic {
    Diagnostic(
      .warning, "figsnap.output",
      "was not written by figsnap (its Contents.json has no \"author\": \"figsnap\"); not overwriting it",
      at: SourceLocation(file: catalog + "/" + folder))
  }
}
