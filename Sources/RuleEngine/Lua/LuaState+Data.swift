private import CLua
import JSONText

extension LuaState {
  // MARK: - Building tables

  /// Pushes a new table, sized for `array` elements and `fields` string keys.
  func pushTable(array: Int = 0, fields: Int = 0) {
    lua_createtable(state, Int32(array), Int32(fields))
  }

  /// Pops the value on top and stores it at `key` in the table below it.
  func setField(_ key: String) {
    pushString(key)
    lua_rotate(state, -2, 1)
    lua_rawset(state, -3)
  }

  /// Pops the value on top and stores it at `index` in the table below it.
  func setIndex(_ index: Int) {
    lua_rawseti(state, -2, lua_Integer(index))
  }

  /// Sets `key` in the table on top to a plain value.
  func set(_ key: String, _ value: LuaArgument) {
    push(value)
    setField(key)
  }

  /// Pushes `value` as read-only Lua data: objects and arrays become sealed tables, and a `null` member is left out,
  /// so the IR's JSON form (``LayoutJSON``) is also what rules see.
  func pushSealed(_ value: JSONOutput) {
    switch value {
    case .null: push(.nothing)
    case .bool(let flag): push(.boolean(flag))
    case .number(let number): pushNumber(number)
    case .string(let text): pushString(text)
    case .array(let items):
      pushTable(array: items.count)
      for (position, item) in items.enumerated() {
        pushSealed(item)
        setIndex(position + 1)
      }
      seal()
    case .object(let members):
      pushTable(fields: members.count)
      for key in members.keys.sorted() {
        guard let member = members[key], member != .null else { continue }
        pushSealed(member)
        setField(key)
      }
      seal()
    }
  }

  /// Replaces the table on top with a read-only view of it; with `nodeID`, a view that comes
  /// back to the host as that design node.
  func seal(nodeID: String? = nil) {
    guard let backing = readOnly.backing, let metatable = readOnly.metatable, let nodeIDs = readOnly.nodeIDs else {
      return
    }
    let original = lua_gettop(state)
    lua_createtable(state, 0, 0)
    let proxy = lua_gettop(state)
    // The view's own metatable reads through to the data table itself (not through a function), so a rule's
    // `node.type` costs one table look-up; writing and the length are the shared metamethods (the length only where
    // the data has an array part: an empty view's own length is 0 already). Three or four fields keep it small.
    let isArray = lua_rawlen(state, original) > 0
    lua_createtable(state, 0, isArray ? 4 : 3)
    push(metatable)
    for key in isArray ? ["__newindex", "__metatable", "__len"] : ["__newindex", "__metatable"] {
      lua_getfield(state, -1, key)
      lua_setfield(state, -3, key)
    }
    clua_pop(state, 1)
    lua_pushvalue(state, original)
    lua_setfield(state, -2, "__index")
    lua_setmetatable(state, proxy)
    push(backing)
    lua_pushvalue(state, proxy)
    lua_pushvalue(state, original)
    lua_rawset(state, -3)
    clua_pop(state, 1)
    if let nodeID {
      push(nodeIDs)
      lua_pushvalue(state, proxy)
      pushString(nodeID)
      lua_rawset(state, -3)
      clua_pop(state, 1)
    }
    clua_remove(state, original)
  }

  /// Pushes the table behind a sealed view, for filling after the view was handed out.
  func pushBacking(of view: LuaReference) {
    guard let backing = readOnly.backing else { return lua_pushnil(state) }
    push(backing)
    push(view)
    lua_rawget(state, -2)
    clua_remove(state, -2)
  }

  /// Pops the value on top.
  func pop() { clua_pop(state, 1) }

  // MARK: - Reading values

  /// Reads the value at `index` as data; tables are read to `depth` levels and at most once each.
  func value(at index: Int32, depth: Int = 8) -> LuaValue {
    var seen: Set<UnsafeRawPointer> = []
    return read(lua_absindex(state, index), depth: depth, seen: &seen)
  }

  private func read(_ index: Int32, depth: Int, seen: inout Set<UnsafeRawPointer>) -> LuaValue {
    switch lua_type(state, index) {
    case LUA_TNIL, LUA_TNONE: return .nothing
    case LUA_TBOOLEAN: return .boolean(lua_toboolean(state, index) != 0)
    case LUA_TNUMBER: return .number(lua_tonumberx(state, index, nil))
    case LUA_TSTRING:
      var length = 0
      guard let bytes = lua_tolstring(state, index, &length) else { return .string("") }
      return .string(
        String(decoding: UnsafeRawBufferPointer(start: bytes, count: length).bindMemory(to: UInt8.self), as: UTF8.self))
    case LUA_TTABLE:
      if let node = nodeID(at: index) { return .node(node) }
      guard depth > 0, let pointer = lua_topointer(state, index), seen.insert(pointer).inserted else {
        return .table(LuaTable())
      }
      return .table(readTable(index, depth: depth, seen: &seen))
    case LUA_TFUNCTION: return .function(functionInfo(at: index))
    default: return .other(String(cString: lua_typename(state, lua_type(state, index))))
    }
  }

  private func readTable(_ index: Int32, depth: Int, seen: inout Set<UnsafeRawPointer>) -> LuaTable {
    var table = LuaTable()
    let source = sealedBacking(of: index) ?? index
    var integers: [Int: LuaValue] = [:]
    lua_pushnil(state)
    while lua_next(state, source) != 0 {
      let value = read(lua_gettop(state), depth: depth - 1, seen: &seen)
      switch lua_type(state, -2) {
      case LUA_TSTRING:
        if case .string(let key) = read(lua_gettop(state) - 1, depth: 0, seen: &seen) { table.fields[key] = value }
      case LUA_TNUMBER where clua_isinteger(state, -2) != 0:
        integers[Int(lua_tointegerx(state, -2, nil))] = value
      default:
        table.otherKeys.append(describeKey(at: lua_gettop(state) - 1))
      }
      clua_pop(state, 1)
    }
    if source != index { lua_settop(state, source - 1) }
    var position = 1
    while let value = integers.removeValue(forKey: position) {
      table.array.append(value)
      position += 1
    }
    table.otherKeys += integers.keys.sorted().map(String.init)
    table.otherKeys.sort()
    return table
  }

  /// Pushes the backing table of a sealed view at `index` and returns its index, or nil.
  private func sealedBacking(of index: Int32) -> Int32? {
    guard let backing = readOnly.backing else { return nil }
    if pushRawEntry(of: backing, keyAt: index) == LUA_TTABLE { return lua_gettop(state) }
    clua_pop(state, 1)
    return nil
  }

  private func nodeID(at index: Int32) -> String? {
    guard let nodeIDs = readOnly.nodeIDs else { return nil }
    defer { clua_pop(state, 1) }
    guard pushRawEntry(of: nodeIDs, keyAt: index) == LUA_TSTRING, let raw = clua_tostring(state, -1) else { return nil }
    return String(cString: raw)
  }

  /// Pushes `table[key]` without metamethods, the key being the value at `index` (an absolute
  /// index), and returns its Lua type.
  private func pushRawEntry(of table: LuaReference, keyAt index: Int32) -> Int32 {
    push(table)
    lua_pushvalue(state, index)
    lua_rawget(state, -2)
    clua_remove(state, -2)
    return lua_type(state, -1)
  }

  private func describeKey(at index: Int32) -> String {
    switch lua_type(state, index) {
    case LUA_TNUMBER: return String(describing: lua_tonumberx(state, index, nil))
    case LUA_TBOOLEAN: return lua_toboolean(state, index) != 0 ? "true" : "false"
    default: return String(cString: lua_typename(state, lua_type(state, index)))
    }
  }

  /// Where the function at `index` is defined.
  func functionInfo(at index: Int32) -> LuaFunctionInfo {
    var record = lua_Debug()
    lua_pushvalue(state, index)
    guard lua_getinfo(state, ">S", &record) != 0 else { return LuaFunctionInfo(source: "?", line: 0) }
    var source = withUnsafeBytes(of: record.short_src) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if let chunk = record.source {
      let full = String(cString: chunk)
      if full.hasPrefix("@") { source = String(full.dropFirst()) }
    }
    return LuaFunctionInfo(source: source, line: Int(record.linedefined))
  }

  /// Where the function held by `reference` is defined.
  func functionInfo(of reference: LuaReference) -> LuaFunctionInfo {
    push(reference)
    defer { clua_pop(state, 1) }
    return functionInfo(at: -1)
  }

  /// Pushes field `key` of the table behind `reference` and keeps it as a reference, if it is a
  /// function (nil when `reference` holds no table).
  func functionField(_ key: String, of reference: LuaReference) -> LuaReference? {
    push(reference)
    guard lua_type(state, -1) == LUA_TTABLE else {
      clua_pop(state, 1)
      return nil
    }
    pushString(key)
    lua_rawget(state, -2)
    clua_remove(state, -2)
    guard lua_type(state, -1) == LUA_TFUNCTION else {
      clua_pop(state, 1)
      return nil
    }
    return makeReference()
  }
}

extension LuaState {
  /// Reads the value held by `reference` as data.
  func value(of reference: LuaReference, depth: Int = 8) -> LuaValue {
    push(reference)
    defer { pop() }
    return value(at: -1, depth: depth)
  }

  /// Keeps field `key` of the table held by `table` as a reference, unless it is nil.
  func reference(toField key: String, of table: LuaReference) -> LuaReference? {
    push(table)
    pushString(key)
    let found = rawGetKeepingValue()
    guard found else { return nil }
    return makeReference()
  }
}
