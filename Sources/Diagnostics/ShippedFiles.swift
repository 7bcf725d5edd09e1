public import Foundation

/// Where figsnap finds the files it ships beside its binary (its Lua, the preview page): `share/figsnap/<share>` beside
/// the executable's prefix (where `scripts/install` puts them), the resource bundle SwiftPM puts beside the executable
/// (`.resources` on Linux, `.bundle` on Apple systems), then the source tree of a development build.
public enum ShippedFiles {
  /// The folders to look in, in order: `share` under the install prefix, `resources` (a folder of the target's
  /// resources, or "") in the bundle of target `target`, then `source` (a folder of the source tree).
  public static func folders(share: String, target: String, resources: String, source: URL) -> [String] {
    let executable = Bundle.main.executableURL?.resolvingSymlinksInPath()
    let prefix = executable?.deletingLastPathComponent().deletingLastPathComponent()
    let inside = resources.isEmpty ? "" : "/" + resources
    let bundle = Bundle.main.bundleURL
    return [
      prefix?.appendingPathComponent("share/figsnap/" + share).path,
      bundle.appendingPathComponent("figsnap_\(target).resources" + inside).path,
      bundle.appendingPathComponent("figsnap_\(target).bundle/Contents/Resources" + inside).path,
      bundle.appendingPathComponent("figsnap_\(target).bundle" + inside).path,
      source.path,
    ].compactMap { $0 }
  }

  /// The text of the first `name` in `folders`, or nil.
  public static func text(_ name: String, in folders: [String]) -> String? {
    for folder in folders {
      if let data = FileManager.default.contents(atPath: folder + "/" + name) {
        return String(decoding: data, as: UTF8.self)
      }
    }
    return nil
  }
}
