import Foundation

/// Swift files in an output folder that figsnap generated from the same input on an earlier run,
/// for a screen the input no longer has.
enum StaleFiles {
  /// The names of the `.swift` files in `folder` that begin with `header` and are not in `written`, sorted.
  static func find(in folder: String, header: String, written: Set<String>) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let expected = Data(header.utf8)
    return names.filter { name in
      guard name.hasSuffix(".swift"), !written.contains(name),
        let handle = FileHandle(forReadingAtPath: folder + "/" + name)
      else { return false }
      defer { try? handle.close() }
      return (try? handle.read(upToCount: expected.count)) == expected
    }.sorted()
  }
}
