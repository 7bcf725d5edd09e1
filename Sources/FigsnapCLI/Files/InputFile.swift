import Diagnostics
import Foundation

/// Reads an input file whole, refusing what cannot be read or is larger than a bound, so memory
/// stays bounded.
enum InputFile {
  /// The largest input read by default: 512 MiB.
  static let defaultMaxBytes = 512 << 20

  static func read(_ path: String, maxBytes: Int = defaultMaxBytes) throws(Diagnostic) -> [UInt8] {
    let location = SourceLocation(file: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Diagnostic(.error, "figsnap.input", "no such file", at: location)
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(.error, "figsnap.input", "is a directory, not a Figma JSON file", at: location)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maxBytes else {
      throw Diagnostic(
        .error, "figsnap.input",
        "the file is \(size) bytes; figsnap reads at most \(maxBytes) (raise it with --max-input-mb)", at: location)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Diagnostic(.error, "figsnap.input", "cannot be read (permission denied?)", at: location)
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
      guard data.count <= maxBytes else {
        throw Diagnostic(
          .error, "figsnap.input", "the file is larger than \(maxBytes) bytes (raise it with --max-input-mb)",
          at: location)
      }
      return [UInt8](data)
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw Diagnostic(.error, "figsnap.input", "cannot be read: \(error.localizedDescription)", at: location)
    }
  }
}
