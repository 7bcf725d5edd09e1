import Foundation
import PackagePlugin

/// `swift package figsnap …`: runs the installed figsnap (`InstalledFigsnap`) in the package's folder with the arguments
/// given, so that a bare `swift package --allow-writing-to-package-directory figsnap generate` uses the package's
/// `figsnap.json`.
@main
struct FigsnapCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try InstalledFigsnap.url()
    process.arguments = arguments.isEmpty ? ["help"] : arguments
    process.currentDirectoryURL = context.package.directoryURL
    // The rulesets of the plugin's own checkout are found through FIGSNAP_RULESETS, after the folders the user put
    // there.
    var environment = ProcessInfo.processInfo.environment
    let bundled = Self.figsnapPackage.appendingPathComponent("rulesets").path
    environment["FIGSNAP_RULESETS"] = [environment["FIGSNAP_RULESETS"], bundled].compactMap { $0 }.joined(
      separator: ":")
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // figsnap has said what went wrong on standard error; the plugin only passes its status on.
      Diagnostics.error("figsnap \(process.arguments?.first ?? "") exited with status \(process.terminationStatus)")
      throw CommandFailure(status: process.terminationStatus)
    }
  }

  /// The folder of figsnap's package, which holds this plugin's source.
  private static let figsnapPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// figsnap's non-zero exit status, which makes `swift package` fail too.
struct CommandFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "figsnap exited with status \(status)" }
}
