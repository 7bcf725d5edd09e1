private import CLua

/// One Lua 5.4 interpreter, sandboxed and bounded, for one run.
///
/// The only type that calls Lua's C API (its extensions live in `LuaState+*.swift`).
///
/// Every call into Lua is protected, with a traceback handler; errors are raised only by C code
/// in `shim.h`, so a Lua error never unwinds Swift frames. Not thread-safe: one state per run,
/// confined to one task.
final class LuaState {
  let state: OpaquePointer
  private let limitsPointer: UnsafeMutablePointer<clua_limits>
  var hostFunctions: [(HostCall) -> HostReturn] = []
  /// Registry references the sandbox prelude returned: the read-only machinery.
  var readOnly = SealingTables()
  /// Stops the run from outside when Lua code is stuck where the instruction hook cannot reach.
  let watchdog = Watchdog()

  /// Creates a state with only the safe libraries open.
  init() throws(LuaFailure) {
    limitsPointer = .allocate(capacity: 1)
    limitsPointer.initialize(
      to: clua_limits(
        used: 0, peak: 0, memory_limit: 0, hook_remaining: .max, run_remaining: .max, deadline: 0, tripped: 0,
        in_host: 0, host: nil, return_line: 0, return_defined: 0))
    guard let created = clua_newstate(limitsPointer) else {
      limitsPointer.deallocate()
      throw LuaFailure(message: "cannot create a Lua state (out of memory)")
    }
    state = created
    limitsPointer.pointee.host = Unmanaged.passUnretained(self).toOpaque()
    guard clua_open_safe_libraries(state) == clua_ok() else {
      throw LuaFailure(message: "cannot open Lua's standard libraries")
    }
  }

  deinit {
    watchdog.stop()
    lua_close(state)
    limitsPointer.deallocate()
  }

  // MARK: - Limits

  /// Bytes Lua has allocated.
  var memoryUsed: Int { Int(limitsPointer.pointee.used) }

  /// The most bytes Lua has had allocated at once.
  var peakMemoryUsed: Int { Int(limitsPointer.pointee.peak) }

  /// The rules' memory budget in bytes (0: none), and the cap it gives: an absolute allocation
  /// level, armed only while Lua code runs, so that the host's own pushes (the design data, a
  /// view for a hook) never fail outside a protected call, where Lua could only panic.
  private var memoryBudget = 0
  private var memoryCap: size_t = 0

  /// Caps what Lua code may allocate at `bytes` beyond what is allocated now (0 lifts the cap).
  func limitMemory(toAdditional bytes: Int) {
    memoryBudget = max(bytes, 0)
    rebaseMemoryLimit()
  }

  /// Moves the cap to the budget beyond what is allocated now: after the host has exposed more
  /// design data, which the budget does not pay for.
  func rebaseMemoryLimit() {
    memoryCap = memoryBudget == 0 ? 0 : limitsPointer.pointee.used + size_t(memoryBudget)
  }

  /// Starts the run's budgets: instructions for the whole run and a wall-clock deadline.
  func startRun(instructions: Int, seconds: Double) {
    limitsPointer.pointee.run_remaining = Int64(instructions)
    limitsPointer.pointee.deadline = seconds > 0 ? clua_now() + seconds : 0
    limitsPointer.pointee.tripped = 0
    watchdog.arm(seconds: seconds)
  }

  /// Whether the run's wall-clock deadline has passed: the instruction hook sees it only while Lua code runs, so
  /// the host asks before each call, and the time it spends for the rules counts too.
  var isPastDeadline: Bool {
    let deadline = limitsPointer.pointee.deadline
    return deadline > 0 && clua_now() > deadline
  }

  /// The line where the last call's function returned, when that function is the one defined on `line` (a tail call
  /// returns from the function it called, whose line says nothing about the caller).
  func returnLine(ofFunctionDefinedOn line: Int) -> Int? {
    let returned = limitsPointer.pointee
    return returned.return_line > 0 && Int(returned.return_defined) == line ? Int(returned.return_line) : nil
  }

  /// Gives the next call a fresh per-call instruction budget.
  func startCall(instructions: Int) {
    limitsPointer.pointee.return_line = 0
    limitsPointer.pointee.hook_remaining = Int64(instructions)
    if limitsPointer.pointee.tripped == 1 { limitsPointer.pointee.tripped = 0 }
  }

  private var trippedLimit: LuaFailure.Limit? {
    switch limitsPointer.pointee.tripped {
    case 1: .hookInstructions
    case 2: .runInstructions
    case 3: .time
    case 4: .memory
    default: nil
    }
  }

  // MARK: - Running code

  /// Compiles text (never bytecode) as a chunk named `name` and leaves it as a reference.
  func load(_ source: String, name: String) throws(LuaFailure) -> LuaReference {
    var status: Int32 = 0
    source.utf8CString.withUnsafeBufferPointer { buffer in
      status = clua_load_text(state, buffer.baseAddress, buffer.count - 1, "@" + name)
    }
    guard status == clua_ok() else { throw popFailure(status: status) }
    return makeReference()
  }

  /// Calls `function` with `arguments` in protected mode and returns its first result as data.
  func call(_ function: LuaReference, _ arguments: [LuaArgument] = []) throws(LuaFailure) -> LuaValue {
    let base = lua_gettop(state)
    defer { lua_settop(state, base) }
    try callLeavingResult(function, arguments)
    return value(at: -1)
  }

  /// Calls `function` and keeps its first result as a reference (for tables and functions that
  /// must stay in Lua).
  func callKeepingResult(_ function: LuaReference, _ arguments: [LuaArgument] = []) throws(LuaFailure)
    -> LuaReference
  {
    let base = lua_gettop(state)
    try callLeavingResult(function, arguments)
    let reference = makeReference()
    lua_settop(state, base)
    return reference
  }

  private func callLeavingResult(_ function: LuaReference, _ arguments: [LuaArgument]) throws(LuaFailure) {
    lua_pushcclosure(state, clua_traceback_handler, 0)
    let handler = lua_gettop(state)
    push(function)
    for argument in arguments { push(argument) }
    let outer = limitsPointer.pointee.memory_limit
    limitsPointer.pointee.memory_limit = memoryCap
    watchdog.enter()
    let status = clua_pcall(state, Int32(arguments.count), 1, handler)
    watchdog.leave()
    limitsPointer.pointee.memory_limit = outer
    guard status == clua_ok() else { throw popFailure(status: status) }
  }

  /// Pops the error on the stack and turns it into a failure, noting a tripped limit.
  private func popFailure(status: Int32) -> LuaFailure {
    var text = "unknown Lua error"
    if lua_type(state, -1) == LUA_TSTRING, let raw = clua_tostring(state, -1) {
      text = String(cString: raw)
    } else if status == clua_errmem() {
      text = "not enough memory"
    }
    clua_pop(state, 1)
    let limit = status == clua_errmem() ? .memory : trippedLimit
    return LuaTraceback.failure(from: text, limit: limit)
  }

  // MARK: - References

  /// Pops the value on top of the stack into the registry.
  func makeReference() -> LuaReference {
    LuaReference(id: luaL_ref(state, clua_registryindex()))
  }

  /// Lets the registry forget a reference.
  func release(_ reference: LuaReference) {
    luaL_unref(state, clua_registryindex(), reference.id)
  }

  func push(_ reference: LuaReference) {
    lua_rawgeti(state, clua_registryindex(), lua_Integer(reference.id))
  }

  /// Makes `reference` hold what `other` holds, and releases `other`.
  func replace(_ reference: LuaReference, with other: LuaReference) {
    push(other)
    lua_rawseti(state, clua_registryindex(), lua_Integer(reference.id))
    release(other)
  }

  func push(_ argument: LuaArgument) {
    switch argument {
    case .nothing: lua_pushnil(state)
    case .boolean(let flag): lua_pushboolean(state, flag ? 1 : 0)
    case .number(let number): pushNumber(number)
    case .string(let text): pushString(text)
    case .reference(let reference): push(reference)
    }
  }

  func pushNumber(_ number: Double) {
    if number.rounded() == number, abs(number) < 9e15 {
      lua_pushinteger(state, lua_Integer(number))
    } else {
      lua_pushnumber(state, number)
    }
  }

  func pushString(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        _ = lua_pushlstring(state, chars.baseAddress, chars.count)
      }
    }
  }

  /// Sets global `name` to the value of `reference`.
  func setGlobal(_ name: String, to reference: LuaReference) {
    push(reference)
    lua_setglobal(state, name)
  }
}

/// Registry references to the tables that make data read-only (see the sandbox prelude).
struct SealingTables {
  var backing: LuaReference?
  var metatable: LuaReference?
  var nodeIDs: LuaReference?
}

extension LuaState {
  /// With a table and a key on the stack, leaves the raw value (and returns true), or leaves
  /// nothing when it is nil.
  func rawGetKeepingValue() -> Bool {
    lua_rawget(state, -2)
    clua_remove(state, -2)
    if lua_type(state, -1) == LUA_TNIL {
      clua_pop(state, 1)
      return false
    }
    return true
  }
}

extension LuaState {
  /// References to the values at 1…n of the table held by `table`.
  func references(inArray table: LuaReference) -> [LuaReference] {
    push(table)
    defer { clua_pop(state, 1) }
    var result: [LuaReference] = []
    var index: lua_Integer = 1
    while lua_rawgeti(state, -1, index) != LUA_TNIL {
      result.append(makeReference())
      index += 1
    }
    clua_pop(state, 1)
    return result
  }
}
