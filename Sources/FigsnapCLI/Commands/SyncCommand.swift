import AssetCatalog
import Foundation
import LayoutIR

/// `figsnap sync`: the project config's whole round trip, fetch, generate and assets, in one command.
enum SyncCommand: Command {
  static let name = "sync"
  static let summary = "fetch the project's design, generate its Swift and export its images, as figsnap.json says"
  static let options = OptionSpec(
    flags: ["--offline"], values: ["--config"] + ClientOptions.values, maxPositionals: 0)
  static let help = """
    Usage: figsnap sync [--config FILE] [--offline] [options]

    Does what the project config (the nearest figsnap.json, or --config FILE) describes, in order:

      1. fetch: downloads its "figma" file (or nodes, at a version) over its "input", atomically,
         after checking that the response is a Figma file, and the file's variables over its
         "variables" when it names one (where Figma refuses them, a note);
      2. generate: writes the Swift of its screens into its "output", as a bare 'figsnap
         generate' does (its findings and summary on standard error);
      3. assets: exports the images the generated Swift shows (the output's assets.json) into
         its "assets" catalog, and writes the colour sets it lists.

    A step the config does not call for is skipped, and says so. --offline skips fetch and
    the images: it generates from the JSON already there, and writes only the colour sets. A failed fetch stops the run before the
    input changes; the exit status is the worst of the steps' (2 on a usage, input or API error,
    1 when error findings remain or an image could not be exported).

    Options:
      --config FILE       the project config (default: the nearest figsnap.json)
      --offline           generate only, from the input as it is
    \(ClientOptions.help)

    Examples:
      FIGMA_TOKEN=… figsnap sync
      figsnap sync --offline

    """

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let workingDirectory = FileManager.default.currentDirectoryPath
    let named = arguments.value("--config")
    guard let config = try ProjectConfig.locate(named, workingDirectory: workingDirectory) else {
      throw UsageError(
        message: "no \(ProjectConfig.fileName) here or in a parent folder ('figsnap init --project' writes one)")
    }
    guard config.output != nil else {
      throw UsageError(
        message: "\(config.file) names no \"output\" folder: sync writes the screens' Swift there")
    }
    let relative = { (path: String) in ProjectConfig.relative(path, to: workingDirectory) }
    let offline = arguments.has("--offline")
    let client = ClientOptions(arguments)

    if let figma = config.figma, !offline {
      console.err("figsnap sync: fetch \(figma.file) → \(relative(config.input))\n")
      let fetch = FetchCommand.Options(
        file: figma.file, nodes: figma.nodes, version: figma.version, output: relative(config.input),
        variables: config.variables.map(relative), client: client)
      let status = try await FetchCommand.run(fetch, console: console)
      if status != .success { return status }
    } else {
      console.err("figsnap sync: fetch skipped (\(offline ? "--offline" : "the config names no \"figma\" file"))\n")
    }

    console.err("figsnap sync: generate\n")
    var generate = GenerateCommand.Options()
    generate.design.config = config.file
    var worst = try await GenerateCommand.run(generate, console: console)
    if worst == .usage { return worst }

    let manifest = config.output.map { $0 + "/" + AssetManifest.fileName }
    switch (config.assets, config.figma, manifest) {
    case (let catalog?, let figma?, let manifest?) where !offline && FileManager.default.fileExists(atPath: manifest):
      console.err("figsnap sync: assets → \(relative(catalog))\n")
      let assets = AssetsCommand.Options(
        manifest: relative(manifest), file: figma.file, output: relative(catalog), client: client)
      let status = try await AssetsCommand.run(assets, console: console)
      worst = max(worst, status)
    case (let catalog?, let figma?, let manifest?)
    where offline && (try? ExportManifestReader.read(manifest))?.colors.isEmpty == false:
      // Colour sets come from the manifest alone: offline, they are written and the images left as they are.
      console.err("figsnap sync: assets → \(relative(catalog)) (colour sets only: --offline)\n")
      var assets = AssetsCommand.Options(
        manifest: relative(manifest), file: figma.file, output: relative(catalog), client: client)
      assets.colorsOnly = true
      worst = max(worst, try await AssetsCommand.run(assets, console: console))
    default:
      let reason =
        offline
        ? "--offline"
        : config.assets == nil
          ? "the config names no \"assets\" catalog"
          : config.figma == nil
            ? "the config names no \"figma\" file to export from" : "the generated Swift shows no image"
      console.err("figsnap sync: assets skipped (\(reason))\n")
    }
    return worst
  }
}
