private import CLua

/// A call of a host function: its arguments as data, and where it was called from.
struct HostCall {
  var arguments: [LuaValue]
  /// `chunk:line:` of the calling Lua code, or empty.
  var caller: String

  /// The caller's position as a location, when it has one.
  var callerPosition: (file: String, line: Int)? {
    LuaFailure(message: caller + " ").position.map { ($0.file, $0.line) }
  }
}

/// What a host function gives back to Lua.
enum HostReturn {
  /// These values.
  case values([LuaArgument])
  /// The compiled chunk of `source`, named `name`, and the name (for `require`).
  case chunk(source: String, name: String)
  /// An error, raised in Lua at the caller's position.
  case failure(String)
  /// A value the host built with the stack API and kept as a reference (released after).
  case built(LuaReference)
}

extension LuaState {
  /// Pushes a function that runs `body` in Swift with its arguments read as data.
  ///
  /// `body` must not call back into Lua. Its failure is raised by C code, never by Swift.
  func pushHostFunction(_ body: @escaping (HostCall) -> HostReturn) {
    hostFunctions.append(body)
    clua_push_host_function(state, hostFunctionEntry, lua_Integer(hostFunctions.count - 1))
  }

  fileprivate func runHostFunction() -> Int32 {
    let tag = Int(clua_host_tag(state))
    let count = lua_gettop(state)
    let arguments = count == 0 ? [] : (1...count).map { value(at: $0, depth: 4) }
    guard hostFunctions.indices.contains(tag) else { return 0 }
    luaL_where(state, 1)
    let caller = (clua_tostring(state, -1)).map { String(cString: $0) } ?? ""
    pop()
    switch hostFunctions[tag](HostCall(arguments: arguments, caller: caller)) {
    case .values(let values):
      for value in values { push(value) }
      return Int32(values.count)
    case .chunk(let source, let name):
      var status: Int32 = 0
      source.utf8CString.withUnsafeBufferPointer { buffer in
        status = clua_load_text(state, buffer.baseAddress, buffer.count - 1, "@" + name)
      }
      guard status == clua_ok() else { return -1 }
      pushString(name)
      return 2
    case .built(let reference):
      push(reference)
      release(reference)
      return 1
    case .failure(let message):
      luaL_where(state, 1)
      pushString(message)
      lua_concat(state, 2)
      return -1
    }
  }
}

/// The C entry of every host function: finds the `LuaState` and runs the Swift body.
private func hostFunctionEntry(_ state: OpaquePointer?) -> Int32 {
  guard let state, let host = clua_getlimits(state)?.pointee.host else { return 0 }
  return Unmanaged<LuaState>.fromOpaque(host).takeUnretainedValue().runHostFunction()
}
