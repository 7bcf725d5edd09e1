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

  /// `id`, then the node it stands for with each `#` suffix taken off: a view figsnap adds (`1:2#content`) and a
  /// renamed duplicate (`1:5#2`) are at their node's place in the design.
  public static func designIDs(of id: String) -> [Substring] {
    var ids = [Substring(id)]
    while let cut = ids[ids.count - 1].lastIndex(of: "#") { ids.append(ids[ids.count - 1][..<cut]) }
    return ids
  }

  /// Orders Figma ids numerically part by part (`1:9` before `1:10`), then as text.
  public static func idPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    // Sorting findings compares ids many times: ASCII ids are compared in place, without splitting them.
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in asciiIDPrecedes(left, right) }
    }
    if let fast = fast ?? nil, let order = fast { return order }
    let left = lhs.split(whereSeparator: { !$0.isNumber })
    let right = rhs.split(whereSeparator: { !$0.isNumber })
    for (a, b) in zip(left, right) where a != b {
      if let x = Int(a), let y = Int(b), x != y { return x < y }
      return a < b
    }
    if left.count != right.count { return left.count < right.count }
    return lhs < rhs
  }

  /// ``idPrecedes(_:_:)`` of two ASCII ids whose digit runs fit an `Int`; nil for any other.
  private static func asciiIDPrecedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool?
  {
    guard !left.contains(where: { $0 >= 0x80 }), !right.contains(where: { $0 >= 0x80 }) else { return nil }
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// The next run of digits at or after `start`.
    func run(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
      guard let first = bytes[start...].firstIndex(where: isDigit) else { return nil }
      let end = bytes[first...].firstIndex { !isDigit($0) } ?? bytes.count
      return first..<end
    }
    var i = 0
    var j = 0
    while true {
      switch (run(left, from: i), run(right, from: j)) {
      case (nil, nil): return left.lexicographicallyPrecedes(right)
      case (nil, _): return true
      case (_, nil): return false
      case (let a?, let b?):
        let (x, y) = (left[a], right[b])
        if !x.elementsEqual(y) {
          guard x.count <= 18, y.count <= 18 else { return nil }
          let value = { (digits: Slice<UnsafeBufferPointer<UInt8>>) in digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
          if value(x) != value(y) { return value(x) < value(y) }
          return x.lexicographicallyPrecedes(y)
        }
        (i, j) = (a.upperBound, b.upperBound)
      }
    }
  }
}
