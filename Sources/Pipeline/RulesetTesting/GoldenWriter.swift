import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a golden file whole (a temporary file, then a rename), and says why it could not in words a user can act
/// on ("permission denied"), where Foundation's error would name only its domain and code.
enum GoldenWriter {
  /// Writes `text` to `path`; nil on success, else the reason.
  static func write(_ text: String, to path: String) -> String? {
    let temporary = path + ".figsnap-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return reason(errno) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else {
        let failure = errno
        close(descriptor)
        unlink(temporary)
        return reason(failure)
      }
      written += count
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let failure = errno
      unlink(temporary)
      return reason(failure)
    }
    return nil
  }

  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return (text.first?.lowercased() ?? "") + text.dropFirst()
  }
}
