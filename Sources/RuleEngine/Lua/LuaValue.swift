/// A value read out of Lua: plain data only.
///
/// Design nodes come back as their ids.
public enum LuaValue: Hashable, Sendable {
  case nothing
  case boolean(Bool)
  case number(Double)
  case string(String)
  case table(LuaTable)
  /// A design node (a read-only node table), by its Figma id.
  case node(String)
  /// A function, by where it is defined.
  case function(LuaFunctionInfo)
  /// Any other type, by name (userdata, thread).
  case other(String)

  /// The Lua type name, as `type()` would say it (`"node"` for design nodes).
  public var typeName: String {
    switch self {
    case .nothing: "nil"
    case .boolean: "boolean"
    case .number: "number"
    case .string: "string"
    case .table: "table"
    case .node: "node"
    case .function: "function"
    case .other(let name): name
    }
  }

  /// The string, when the value is one.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The table, when the value is one.
  public var table: LuaTable? {
    if case .table(let table) = self { return table }
    return nil
  }
}

/// A Lua table read as data: its array part (1…n) and its string-keyed fields.
public struct LuaTable: Hashable, Sendable {
  /// Values at 1…n, in order.
  public var array: [LuaValue] = []
  /// Values at string keys.
  public var fields: [String: LuaValue] = [:]
  /// Keys that are neither 1…n nor strings, described (`true`, `2.5`, `table`).
  public var otherKeys: [String] = []

  /// Creates a table.
  public init(array: [LuaValue] = [], fields: [String: LuaValue] = [:]) {
    self.array = array
    self.fields = fields
  }

  /// The field at `key`, or `.nothing`.
  public subscript(key: String) -> LuaValue { fields[key] ?? .nothing }
}

/// Where a Lua function is defined.
public struct LuaFunctionInfo: Hashable, Sendable {
  /// The chunk name without its `@` (a path), or `[C]` for host functions.
  public var source: String
  /// The line of the `function` keyword, or 0.
  public var line: Int
}

/// A value the host passes into Lua.
public enum LuaArgument: Sendable {
  case nothing
  case boolean(Bool)
  case number(Double)
  case string(String)
  case reference(LuaReference)
}

/// A handle on a value kept alive in the registry.
public struct LuaReference: Hashable, Sendable {
  let id: Int32
}
