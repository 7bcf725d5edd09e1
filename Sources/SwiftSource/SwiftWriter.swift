/// Owns indentation and line breaks of generated Swift; callers never write `"\n"` or leading
/// spaces themselves.
public struct SwiftWriter: Sendable {
  public private(set) var text = ""
  /// Where the views of the file are, as ``mark(_:_:)`` recorded them.
  public private(set) var sourceMap = SwiftSourceMap()
  private var depth = 0
  /// How many lines the writer has written.
  public private(set) var lineCount = 0

  /// An empty file.
  public init() {}

  /// Appends one line at the current depth (an empty line when `line` is empty).
  ///
  /// A line is one line whatever it holds: a line break or other control character in it (which only text from the
  /// design or a rule can bring, since literals are escaped) is a space, so no text can start a line of code.
  ///
  /// A line longer than ``lineLimit`` at its depth is broken where Swift reads it the same (``SwiftLineBreaker``).
  ///
  /// With `hangingClose`, a call broken inside its brackets closes them on a line of its own at this depth: a SwiftUI
  /// view whose modifiers follow at the same depth.
  public mutating func line(_ line: String = "", hangingClose: Bool = false) {
    let line = SwiftLiteral.comment(line)
    guard !line.isEmpty else {
      text += "\n"
      lineCount += 1
      return
    }
    let indentation = String(repeating: "  ", count: depth)
    let parts = SwiftLineBreaker.lines(
      line, indent: indentation.count, limit: Self.lineLimit, hangingClose: hangingClose)
    for part in parts {
      text += indentation + part + "\n"
      lineCount += 1
    }
  }

  /// The longest line a team's style allows, in columns; the writer breaks its own long lines before it.
  public static let lineLimit = 120

  /// Whether `line` fits in ``lineLimit`` columns at the current depth.
  public func fits(_ line: String) -> Bool { depth * 2 + line.count <= Self.lineLimit }

  /// Whether ``line(_:hangingClose:)`` would print `line` on several lines, closing its call on a line of its own.
  public func breaksWithHangingClose(_ line: String) -> Bool {
    !fits(line) && SwiftLineBreaker.lines(line, indent: depth * 2, limit: Self.lineLimit, hangingClose: true).count > 1
  }

  /// Appends each line of `source` (a declaration written as one multi-line string) at the current depth.
  public mutating func lines(of source: String) {
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
  }

  /// Records that the next line declares or constrains `node`'s view, at the current depth.
  public mutating func mark(_ node: String, _ kind: SwiftSourceMap.Kind) {
    sourceMap.record(node, kind, at: SwiftSourceMap.Position(line: lineCount + 1, column: depth * 2 + 1))
  }

  /// The text and its source map.
  public var source: SwiftSource { SwiftSource(contents: text, sourceMap: sourceMap) }

  /// Appends `opener`, the indented body, and `closer` (none when nil, for an `if` whose
  /// `} else {` follows).
  public mutating func block(_ opener: String, closer: String? = "}", _ body: (inout SwiftWriter) -> Void) {
    line(opener)
    depth += 1
    body(&self)
    depth -= 1
    if let closer { line(closer) }
  }

  /// Appends the lines of `body` one level deeper, with no lines around them (a SwiftUI view's modifiers).
  public mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}
