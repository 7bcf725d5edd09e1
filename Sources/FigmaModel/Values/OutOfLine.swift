/// A value most nodes leave at its default, kept out of line: a node holds a reference (nil while the value is the
/// default) instead of the value's bytes, so a design's nodes take a fraction of the memory (issue 33: a node's
/// properties were over 1 KB, mostly a text's style and an auto layout that most nodes do not have).
///
/// It reads and compares as the value itself; a change copies the value only when another node shares it.
@propertyWrapper
public struct OutOfLine<Value: OutOfLineDefault>: Hashable, Sendable {
  /// The value, changed in place only while one node holds it.
  private final class Storage: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var storage: Storage?

  public init(wrappedValue: Value) {
    storage = wrappedValue == Value.outOfLineDefault ? nil : Storage(wrappedValue)
  }

  public var wrappedValue: Value {
    get { storage?.value ?? Value.outOfLineDefault }
    set { storage = newValue == Value.outOfLineDefault ? nil : Storage(newValue) }
    _modify {
      // Changed in place when this node alone holds it; otherwise (shared, or the default) on a copy of its own.
      let owned: Storage
      if isKnownUniquelyReferenced(&storage), let held = storage {
        owned = held
      } else {
        owned = Storage(wrappedValue)
        storage = owned
      }
      yield &owned.value
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }

  public func hash(into hasher: inout Hasher) { wrappedValue.hash(into: &hasher) }
}

/// A value with the default ``OutOfLine`` leaves out of line.
public protocol OutOfLineDefault: Hashable, Sendable {
  /// The value most nodes have.
  static var outOfLineDefault: Self { get }
}

extension AutoLayout: OutOfLineDefault {
  public static let outOfLineDefault = AutoLayout()
}

extension ItemLayout: OutOfLineDefault {
  public static let outOfLineDefault = ItemLayout()
}

extension Optional: OutOfLineDefault where Wrapped == TextContent {
  public static var outOfLineDefault: Self { nil }
}
