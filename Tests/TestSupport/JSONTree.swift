public import JSONText

/// A parsed response as a tree of values that tests can walk, change and render again.
public enum JSONTree {
  /// One step from a container to a member or element.
  public enum Step: Sendable, Hashable {
    case member(String)
    case element(Int)
  }

  /// `value` as a tree of outputs.
  public static func output(_ value: JSONValue) -> JSONOutput {
    switch value.kind {
    case .object:
      var members: [String: JSONOutput] = [:]
      value.forEachMember { key, member in members[key] = output(member) }
      return .object(members)
    case .array: return .array(value.elements.map(output))
    case .string: return .string(value.string ?? "")
    case .number: return .number(value.double ?? 0)
    case .bool: return .bool(value.bool ?? false)
    case .null: return .null
    }
  }

  /// `tree` with the value at `path` replaced by `value` (nil removes an object member).
  public static func replacing(_ tree: JSONOutput, at path: ArraySlice<Step>, with value: JSONOutput?) -> JSONOutput {
    guard let step = path.first else { return value ?? .null }
    switch (tree, step) {
    case (.object(var members), .member(let key)):
      if path.count == 1, value == nil {
        members[key] = nil
      } else {
        members[key] = replacing(members[key] ?? .null, at: path.dropFirst(), with: value)
      }
      return .object(members)
    case (.array(var items), .element(let position)) where items.indices.contains(position):
      items[position] = replacing(items[position], at: path.dropFirst(), with: value)
      return .array(items)
    default:
      return tree
    }
  }

  /// A JSONPath for a failure message.
  public static func describe(_ path: [Step]) -> String {
    path.reduce("$") { text, step in
      switch step {
      case .member(let key): text + "." + key
      case .element(let position): text + "[\(position)]"
      }
    }
  }

  /// The JSON type of a value, to pick a different one.
  public static func kind(_ value: JSONOutput) -> Int {
    switch value {
    case .null: 0
    case .bool: 1
    case .number: 2
    case .string: 3
    case .array: 4
    case .object: 5
    }
  }

  /// Every value in `tree` with its path, depth first, members in key order.
  public static func values(in tree: JSONOutput) -> [(path: [Step], value: JSONOutput)] {
    var found: [(path: [Step], value: JSONOutput)] = []
    var path: [Step] = []
    collect(tree, path: &path, into: &found)
    return found
  }

  private static func collect(
    _ tree: JSONOutput, path: inout [Step], into found: inout [(path: [Step], value: JSONOutput)]
  ) {
    found.append((path, tree))
    switch tree {
    case .object(let members):
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        path.append(.member(key))
        collect(member, path: &path, into: &found)
        path.removeLast()
      }
    case .array(let items):
      for (position, item) in items.enumerated() {
        path.append(.element(position))
        collect(item, path: &path, into: &found)
        path.removeLast()
      }
    default:
      break
    }
  }
}
