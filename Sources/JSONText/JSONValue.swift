/// A read-only view of one value in a ``JSONDocument``.
///
/// Cheap to copy.
public struct JSONValue: Sendable {
  /// The document the value belongs to.
  public let document: JSONDocument
  let index: Int

  init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  private var token: JSONToken { document.tape[index] }

  /// The value's type.
  public var kind: JSONKind { token.kind }

  /// The byte offset of the value's first byte in the original input (counting a BOM).
  public var byteOffset: Int { Int(token.start) + document.bomLength }

  /// The value as a string, or nil when it is not one.
  public var string: String? {
    let token = token
    guard token.kind == .string else { return nil }
    let start = Int(token.start) + 1
    let range = start..<(start + Int(token.length))
    return document.bytes.withUnsafeBufferPointer { buffer in
      let slice = UnsafeBufferPointer(rebasing: buffer[range])
      return token.flag ? JSONStringDecoding.unescape(slice) : String(decoding: slice, as: UTF8.self)
    }
  }

  /// The value as a number, or nil when it is not one.
  public var double: Double? {
    let token = token
    guard token.kind == .number else { return nil }
    let start = Int(token.start)
    return document.bytes.withUnsafeBufferPointer { buffer in
      JSONNumberParsing.double(UnsafeBufferPointer(rebasing: buffer[start..<(start + Int(token.length))]))
    }
  }

  /// The value as a boolean, or nil when it is not one.
  public var bool: Bool? { token.kind == .bool ? token.flag : nil }

  /// Whether the value is `null`.
  public var isNull: Bool { token.kind == .null }

  /// The number of elements of an array or members of an object; 0 for scalars.
  public var count: Int { token.kind == .object || token.kind == .array ? Int(token.length) : 0 }

  /// The elements of an array (empty for any other kind).
  public var elements: [JSONValue] {
    guard token.kind == .array else { return [] }
    var result: [JSONValue] = []
    result.reserveCapacity(Int(token.length))
    var child = index + 1
    for _ in 0..<token.length {
      result.append(JSONValue(document: document, index: child))
      child = Int(document.tape[child].next)
    }
    return result
  }

  /// Calls `body` with each member of an object in document order (nothing for other kinds).
  public func forEachMember<E: Error>(_ body: (String, JSONValue) throws(E) -> Void) throws(E) {
    guard token.kind == .object else { return }
    var key = index + 1
    for _ in 0..<token.length {
      let value = key + 1
      let name = JSONValue(document: document, index: key).string ?? ""
      try body(name, JSONValue(document: document, index: value))
      key = Int(document.tape[value].next)
    }
  }

  /// The member named `key` of an object (the last one, if repeated), or nil.
  public subscript(key: String) -> JSONValue? {
    var found: JSONValue?
    forEachMember { name, value in
      if name == key { found = value }
    }
    return found
  }

  /// The member names of an object, in document order.
  public var keys: [String] {
    var names: [String] = []
    forEachMember { name, _ in names.append(name) }
    return names
  }

  /// Where the value sits, as a JSONPath such as `$.document.children[3].name`.
  ///
  /// Found by walking from the root, so it costs O(depth × width): meant for error messages.
  public var path: String { JSONPathFinder(document: document).path(to: index) }
}

extension JSONValue {
  /// The 1-based line and column where the value starts in the original input.
  public var lineAndColumn: (line: Int, column: Int) {
    document.lineAndColumn(of: Int(document.tape[index].start))
  }
}
