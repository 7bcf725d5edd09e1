import Foundation

/// Where both plugins find figsnap: `FIGSNAP` (its path), else the first `figsnap` on `PATH` or in the folders
/// installs use (`scripts/install PREFIX` puts it in `PREFIX/bin`).
///
/// Neither plugin builds figsnap itself: SwiftPM builds a plugin's tool for the host apart from the package's own
/// build, so a package that depended on figsnap's executable compiled figsnap twice. (This file is linked into each
/// plugin's folder: a plugin is one module and can depend on no library.)
enum InstalledFigsnap {
  static func url() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["FIGSNAP"], !path.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw PluginFailure(message: "FIGSNAP is '\(path)', which is not an executable file")
      }
      return URL(fileURLWithPath: path)
    }
    // An app launched from the Dock has a short PATH: the folders installs use are looked in too.
    let home = environment["HOME"] ?? ""
    let usual = ["/opt/homebrew/bin", "/usr/local/bin", home + "/.local/bin", home + "/.mint/bin"]
    for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) + usual {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("figsnap")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw PluginFailure(
      message: "figsnap is not installed: run 'scripts/install PREFIX' in figsnap's checkout and put PREFIX/bin on "
        + "PATH, or set FIGSNAP to the binary's path")
  }
}

/// A reason a plugin cannot run figsnap or make the build's commands.
struct PluginFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
