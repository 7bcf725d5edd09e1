import Synchronization

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Writes to standard output and standard error, and remembers the first write that failed (a full disk, a closed
/// descriptor) so that the command ends with an error instead of a trap or silently lost output.
enum StandardStreams {
  /// One of the two streams.
  enum Stream: Sendable {
    case output, error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    var name: String { self == .output ? "standard output" : "standard error" }
  }

  /// The first failed write: the stream and why.
  private static let firstFailure = Mutex<(stream: Stream, reason: String)?>(nil)

  /// Writes all of `text` to `stream`, retrying after interruptions and short writes.
  static func write(_ text: String, to stream: Stream) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemWrite(stream.descriptor, start + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
        firstFailure.withLock { failure in
          if failure == nil { failure = (stream, reason) }
        }
        return
      }
    }
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  /// Why the first failed write failed (`cannot write to standard output: No space left on device`), if one did.
  static var failure: String? {
    firstFailure.withLock { failure in failure.map { "cannot write to \($0.stream.name): \($0.reason)" } }
  }
}
