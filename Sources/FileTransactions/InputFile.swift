public import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc

  /// The C library's `read(2)`, which `InputFile.read` would otherwise hide.
  private let systemRead = Glibc.read
#else
  import Darwin

  /// The C library's `read(2)`, which `InputFile.read` would otherwise hide.
  private let systemRead = Darwin.read
#endif

/// Reads an input file whole, refusing what cannot be read or is larger than a bound, so memory
/// stays bounded.
public enum InputFile {
  /// The largest input read by default: 512 MiB.
  public static let defaultMaxBytes = 512 << 20

  public static func read(_ path: String, maxBytes: Int = defaultMaxBytes) throws(Diagnostic) -> [UInt8] {
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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Diagnostic(.error, "figsnap.input", "cannot be read: \(SystemError())", at: location)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(size, maxBytes) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Diagnostic(.error, "figsnap.input", "cannot be read: \(SystemError())", at: location)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maxBytes else {
        throw Diagnostic(
          .error, "figsnap.input", "the file is larger than \(maxBytes) bytes (raise it with --max-input-mb)",
          at: location)
      }
    }
  }
}
