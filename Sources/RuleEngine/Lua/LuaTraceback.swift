/// Splits a Lua error with its traceback into a ``LuaFailure``, dropping the frames of host and
/// C code so that what remains points into the ruleset.
enum LuaTraceback {
  static func failure(from text: String, limit: LuaFailure.Limit?) -> LuaFailure {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let marker = parts.firstIndex(of: "stack traceback:") else {
      return LuaFailure(message: text, traceback: [], limit: limit)
    }
    let message = parts[..<marker].joined(separator: "\n")
    let frames = parts[(marker + 1)...]
      .map { $0.trimmingPrefix("\t").description }
      .filter { frame in
        !frame.hasPrefix("[C]") && !frame.hasPrefix("figsnap:") && !frame.hasPrefix("(...tail calls...)")
          && !frame.isEmpty
      }
    return LuaFailure(message: message, traceback: Array(frames), limit: limit)
  }
}
