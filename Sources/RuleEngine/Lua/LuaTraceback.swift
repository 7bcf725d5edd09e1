import Diagnostics

/// Splits a Lua error with its traceback into a ``LuaFailure``, dropping the frames of host and
/// C code so that what remains points into the ruleset.
enum LuaTraceback {
  /// The chunk name of figsnap's own Lua code (the prelude, `snap`, `snap.test`).
  static let internalChunk = "figsnap"

  /// The `file:line` a traceback frame (`rules/x.lua:4: in function <rules/x.lua:3>`) points at, unless it is
  /// figsnap's own code.
  static func location(ofFrame frame: String) -> SourceLocation? {
    let parts = frame.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let line = Int(parts[1]), !parts[0].isEmpty, parts[0] != internalChunk,
      parts[2].hasPrefix(" in ")
    else { return nil }
    return SourceLocation(file: String(parts[0]), line: line)
  }

  static func failure(from text: String, limit: LuaFailure.Limit?) -> LuaFailure {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let marker = parts.firstIndex(of: "stack traceback:") else {
      return LuaFailure(message: text, traceback: [], limit: limit)
    }
    let message = parts[..<marker].joined(separator: "\n")
    let frames = parts[(marker + 1)...]
      .map { $0.trimmingPrefix("\t").description }
      .filter { frame in
        !frame.hasPrefix("[C]") && !frame.hasPrefix(internalChunk + ":") && !frame.hasPrefix("(...tail calls...)")
          && !frame.isEmpty
      }
    return LuaFailure(message: message, traceback: Array(frames), limit: limit)
  }
}
