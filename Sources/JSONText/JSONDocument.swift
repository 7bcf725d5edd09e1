import Synchronization

/// A parsed JSON text: the input bytes plus a flat tape of tokens, one per value.
///
/// The parser is iterative, so nesting depth costs heap, never stack, and it is bounded by
/// ``JSONLimits/maxDepth``. Scalars are decoded lazily from the bytes when read, which keeps
/// parsing fast and memory near 16 bytes per value on top of the input.
public final class JSONDocument: Sendable {
  /// The input bytes, without a leading UTF-8 byte-order mark.
  public let bytes: [UInt8]
  let tape: [JSONToken]
  /// How many bytes of byte-order mark were dropped from the front of the input.
  public let bomLength: Int

  /// Parses `bytes`, accepting and skipping a leading UTF-8 byte-order mark.
  public init(bytes input: [UInt8], limits: JSONLimits = .standard) throws(JSONSyntaxError) {
    let hasBOM = input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
    let body = hasBOM ? Array(input[3...]) : input
    bomLength = hasBOM ? 3 : 0
    bytes = body
    guard body.count <= limits.maxBytes else {
      throw JSONSyntaxError(.tooLarge(limit: limits.maxBytes), offset: 0, in: body)
    }
    tape = try body.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> [JSONToken] in
      var parser = JSONTapeParser(buffer, limits: limits)
      return try parser.parse()
    }
  }

  /// Line and column at every ``TextCheckpoints/spacing``-th byte, made on the first position asked for.
  private let checkpoints = Mutex<TextCheckpoints?>(nil)

  /// The top-level value.
  public var root: JSONValue { JSONValue(document: self, index: 0) }

  /// The 1-based line and column of byte `offset`, in time bounded by the checkpoint spacing (a position per node
  /// of a large one-line response would otherwise rescan the input from its start each time).
  func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    let index = checkpoints.withLock { checkpoints in
      if let checkpoints { return checkpoints }
      let made = TextCheckpoints(bytes)
      checkpoints = made
      return made
    }
    return index.lineAndColumn(of: offset, in: bytes)
  }
}

/// Bounds that keep hostile input from exhausting the machine.
public struct JSONLimits: Sendable, Hashable {
  /// The deepest nesting of arrays and objects accepted.
  public var maxDepth: Int
  /// The largest input accepted, in bytes (offsets are 32-bit).
  public var maxBytes: Int

  /// 512 levels and 2 GiB.
  public static let standard = JSONLimits(maxDepth: 512, maxBytes: 2_000_000_000)

  /// Creates limits.
  public init(maxDepth: Int, maxBytes: Int) {
    self.maxDepth = maxDepth
    self.maxBytes = maxBytes
  }
}

/// The type of a JSON value.
public enum JSONKind: UInt8, Sendable {
  case object, array, string, number, bool, null

  /// How the kind reads in a message: "an object", "a string".
  public var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// One value on the tape.
///
/// Containers record how many members they have and where the tape continues after them, so a reader skips a subtree in
/// one step.
struct JSONToken {
  var kind: JSONKind
  /// For strings: the contents contain an escape.
  ///
  /// For booleans: the value.
  var flag: Bool
  /// Byte offset of the value's first byte (for strings, of the opening quote).
  var start: UInt32
  /// For strings and numbers, the byte length of the contents; for containers, the member count.
  var length: UInt32
  /// Tape index just past this value's subtree.
  var next: UInt32
}
