import Foundation
import PackagePlugin

/// Regenerates a target's screens on every build: `figsnap generate --config TARGET/figsnap.json` into the plugin's
/// work folder, whose Swift files the target then compiles.
///
/// A prebuild command, because the files a design makes (one per screen) are known only once figsnap has read it;
/// SwiftPM runs prebuild commands with an installed executable (`InstalledFigsnap`). The committed JSON and config are
/// the inputs: nothing is fetched during a build.
@main
struct FigsnapBuild: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let config = target.directoryURL.appendingPathComponent("figsnap.json")
    guard FileManager.default.fileExists(atPath: config.path) else {
      throw PluginFailure(
        message: "target '\(target.name)' has no figsnap.json: the FigsnapBuild plugin generates the screens it names; "
          + "add one beside the target's sources naming its \"input\" (the design's JSON) and no \"output\" (the "
          + "plugin chooses the folder), and exclude both files from the target")
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Screens")
    // The lock and the asset manifest stay outside the output folder: every file in it is an input of the build.
    let lock = context.pluginWorkDirectoryURL.appendingPathComponent("figsnap.lock")
    let manifest = context.pluginWorkDirectoryURL.appendingPathComponent("assets.json")
    return [
      .prebuildCommand(
        displayName: "figsnap: generating the screens of \(target.name)",
        executable: try InstalledFigsnap.url(),
        arguments: [
          // The build compiles every file of the folder: one of a screen that is gone must go too.
          "generate", "--config", config.path, "--output", output.path, "--lock", lock.path, "--manifest",
          manifest.path, "--prune",
        ],
        // A team's rulesets named by name are found through FIGSNAP_RULESETS, as outside the build.
        environment: ProcessInfo.processInfo.environment["FIGSNAP_RULESETS"].map { ["FIGSNAP_RULESETS": $0] } ?? [:],
        outputFilesDirectory: output)
    ]
  }
}
