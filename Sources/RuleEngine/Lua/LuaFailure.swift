/// Why a call into Lua failed.
public struct LuaFailure: Error, Hashable, Sendable {
  /// Which limit stopped the script, when one did.
  public enum Limit: String, Sendable {
    case hookInstructions, runInstructions, time, memory
  }

  /// The error message, usually `chunk:line: text`.
  public var message: String
  /// The traceback lines below the message, host frames removed.
  public var traceback: [String]
  /// The limit that was hit, if any.
  public var limit: Limit?

  /// Creates a failure.
  public init(message: String, traceback: [String] = [], limit: Limit? = nil) {
    self.message = message
    self.traceback = traceback
    self.limit = limit
  }

  /// The message split into its `chunk:line:` position and the rest, when it has one.
  public var position: (file: String, line: Int, text: String)? {
    let parts = message.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let line = Int(parts[1]), !parts[0].isEmpty, !parts[0].contains(" ") else { return nil }
    return (String(parts[0]), line, parts[2].trimmingPrefix(" ").description)
  }
}
