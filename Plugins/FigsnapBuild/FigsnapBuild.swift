import Foundation
import PackagePlugin

/// Regenerates a target's screens on every build: `figsnap generate --config TARGET/figsnap.json` into the plugin's
/// work folder, whose Swift files the target then compiles.
///
/// A prebuild command, because the files a design makes (one per screen) are known only once figsnap has read it;
/// SwiftPM runs prebuild commands with an installed executable, so figsnap is found through `FIGSNAP` (its path) or
/// `PATH` (`scripts/install PREFIX` puts it in `PREFIX/bin`). The committed JSON and config are the inputs: nothing is
/// fetched during a build.
@main
struct FigsnapBuild: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let config = target.directoryURL.appendingPathComponent("figsnap.json")
    guard FileManager.default.fileExists(atPath: config.path) else {
      throw BuildFailure(
        message: "target '\(target.name)' has no figsnap.json: the FigsnapBuild plugin generates the screens it names "
          + "('figsnap init --project \(target.directoryURL.path)' writes one)")
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Screens")
    // The lock and the asset manifest stay outside the output folder: every file in it is an input of the build.
    let lock = context.pluginWorkDirectoryURL.appendingPathComponent("figsnap.lock")
    let manifest = context.pluginWorkDirectoryURL.appendingPathComponent("assets.json")
    return [
      .prebuildCommand(
        displayName: "figsnap: generating the screens of \(target.name)",
        executable: try Self.figsnap(),
        arguments: [
          "generate", "--config", config.path, "--output", output.path, "--lock", lock.path, "--manifest",
          manifest.path,
        ],
        environment: [:],
        outputFilesDirectory: output)
    ]
  }

  /// The installed figsnap: `FIGSNAP`, else the first `figsnap` on `PATH`.
  private static func figsnap() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["FIGSNAP"], !path.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw BuildFailure(message: "FIGSNAP is '\(path)', which is not an executable file")
      }
      return URL(fileURLWithPath: path)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("figsnap")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw BuildFailure(
      message: "figsnap is not installed: run 'scripts/install PREFIX' in figsnap's checkout and put PREFIX/bin on "
        + "PATH, or set FIGSNAP to the binary's path")
  }
}

/// A reason the plugin cannot make the build's commands.
struct BuildFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
