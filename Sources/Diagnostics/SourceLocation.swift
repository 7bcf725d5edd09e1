/// A place in a file: a path relative to the working directory, and an optional 1-based line
/// and column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it, or relative to the ruleset root.
  public var file: String
  /// The 1-based line, if known.
  public var line: Int?
  /// The 1-based column, if known.
  public var column: Int?

  /// Creates a location.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file`, `file:12` or `file:12:5`.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }
}

/// A design node named in a diagnostic: its Figma id and layer name.
public struct NodeRef: Hashable, Sendable, CustomStringConvertible {
  /// The Figma node id, such as `1:23`.
  public var id: String
  /// The layer name.
  public var name: String

  /// Creates a reference.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  /// `node 1:23 'Name'`, with the name on one line.
  public var description: String {
    let flat = name.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "node \(id) '\(flat)'"
  }

  /// Orders Figma ids numerically part by part (`1:9` before `1:10`), then as text.
  public static func idPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.split(whereSeparator: { !$0.isNumber })
    let right = rhs.split(whereSeparator: { !$0.isNumber })
    for (a, b) in zip(left, right) where a != b {
      if let x = Int(a), let y = Int(b), x != y { return x < y }
      return a < b
    }
    if left.count != right.count { return left.count < right.count }
    return lhs < rhs
  }
}
