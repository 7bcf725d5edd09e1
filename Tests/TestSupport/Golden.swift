import Foundation
public import Testing

/// Compares text with a golden file.
///
/// `UPDATE_GOLDENS=1 swift test` rewrites the golden and still fails, so a recording run is never mistaken for a
/// passing one; a missing golden is written and fails too.
public enum Golden {
  /// Whether this run records goldens.
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

  /// Checks `actual` against the file at `path`.
  public static func check(
    _ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = try? String(contentsOfFile: path, encoding: .utf8)
    if expected == actual { return }
    if isRecording || expected == nil {
      do {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("could not write golden \(path): \(error)", sourceLocation: sourceLocation)
        return
      }
      let verb = expected == nil ? "was missing; recorded" : "recorded"
      Issue.record("golden \(relative(path)) \(verb); check it and run again", sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      "\(relative(path)) differs (UPDATE_GOLDENS=1 to record):\n\(TextDiff.firstDifference(expected ?? "", actual))",
      sourceLocation: sourceLocation)
  }

  private static func relative(_ path: String) -> String {
    path.hasPrefix(Paths.packageRoot + "/") ? String(path.dropFirst(Paths.packageRoot.count + 1)) : path
  }
}

/// A readable first difference between two texts.
public enum TextDiff {
  /// The first differing line with a little context, both sides labelled.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common: Int = min(left.count, right.count)
    let index: Int = (0..<common).first { (line: Int) -> Bool in left[line] != right[line] } ?? common
    var text = "first difference at line \(index + 1) (expected \(left.count) lines, got \(right.count)):\n"
    for line in max(0, index - 2)..<index where line < left.count { text += "   \(left[line])\n" }
    if index < left.count { text += "-  \(left[index])\n" }
    if index < right.count { text += "+  \(right[index])\n" }
    return text
  }
}
