import Diagnostics
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
    for chunk in Chunk.allCases { found[chunk] = ShippedFiles.text(chunk.rawValue + ".lua", in: folders) }
    return found
  }()

  /// Where the files may be: `share/figsnap/lua`, the target's resource bundle, then this source tree.
  private static let folders = ShippedFiles.folders(
    share: "lua", target: "RuleEngine", resources: "Prelude",
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Prelude"))

  private static func missing(_ chunk: Chunk) -> LuaFailure {
    LuaFailure(
      message:
        "figsnap's own Lua '\(chunk.rawValue).lua' is missing (looked in \(folders.joined(separator: " and "))); "
        + "reinstall figsnap with its resources")
  }
}
