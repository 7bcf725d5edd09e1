import Foundation

/// Swift files in an output folder that figsnap generated from the same input on an earlier run,
/// for a screen the input no longer has.
public enum StaleFiles {
  /// The names of the `.swift` files in `folder` that begin with `header` and are not in `written`, sorted.
  public static func find(in folder: String, header: String, written: Set<String>) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { name in
      name.hasSuffix(".swift") && !written.contains(name) && FileHead.file(folder + "/" + name, startsWith: header)
    }.sorted()
  }
}
