import Foundation

/// figsnap's own Lua — the sandbox prelude, the `snap` module and `snap.test` — kept as `.lua` files in the package
/// (`Sources/RuleEngine/Lua/Prelude/`), where Lua authors and tools can read them, and shipped beside the binary as its
/// resources.
///
/// Read once per process, from the resources beside the executable, else from the source tree of a development
/// build; missing, they are an error that says where figsnap looked, never a crash.
enum BundledLua {
  /// One of the files.
  enum Chunk: String, CaseIterable, Sendable {
    case sandboxPrelude = "sandbox_prelude"
    case snap
    case snapTest = "snap_test"
  }

  /// The text of `chunk`.
  static func source(_ chunk: Chunk) throws(LuaFailure) -> String {
    guard let source = sources[chunk] else { throw missing(chunk) }
    return source
  }

  private static let sources: [Chunk: String] = {
    var found: [Chunk: String] = [:]
    for chunk in Chunk.allCases {
      for folder in folders {
        if let data = FileManager.default.contents(atPath: folder + "/" + chunk.rawValue + ".lua") {
          found[chunk] = String(decoding: data, as: UTF8.self)
          break
        }
      }
    }
    return found
  }()

  /// Where the files may be: `share/figsnap/lua` beside the executable's prefix (where `scripts/install` puts them),
  /// the resource bundle SwiftPM puts beside the executable (`.resources` on Linux, `.bundle` on Apple systems), then
  /// this source tree.
  private static let folders: [String] = {
    let executable = Bundle.main.executableURL?.resolvingSymlinksInPath()
    let prefix = executable?.deletingLastPathComponent().deletingLastPathComponent()
    return [
      prefix?.appendingPathComponent("share/figsnap/lua").path,
      Bundle.main.bundleURL.appendingPathComponent("figsnap_RuleEngine.resources/Prelude").path,
      Bundle.main.bundleURL.appendingPathComponent("figsnap_RuleEngine.bundle/Contents/Resources/Prelude").path,
      Bundle.main.bundleURL.appendingPathComponent("figsnap_RuleEngine.bundle/Prelude").path,
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Prelude").path,
    ].compactMap { $0 }
  }()

  private static func missing(_ chunk: Chunk) -> LuaFailure {
    LuaFailure(
      message:
        "figsnap's own Lua '\(chunk.rawValue).lua' is missing (looked in \(folders.joined(separator: " and "))); "
        + "reinstall figsnap with its resources")
  }
}
