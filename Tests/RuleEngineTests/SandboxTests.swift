import Diagnostics
import FigmaModel
import RuleEngine
import Ruling
import TestSupport
import Testing

/// Hostile scripts: each ends in a clear diagnostic, the process survives, and the next run works.
@Suite struct SandboxTests {
  private let fixture: RulesetFixture
  private let tight = RuleLimitOverrides(instructionsPerHook: 200_000, memoryMB: 8)

  init() throws { fixture = try RulesetFixture() }

  /// Writes ruleset `hostile` with one rule whose `view` hook runs `body`, and runs it.
  private func runView(_ body: String, limits: RuleLimitOverrides? = nil) throws -> Result<RuleRun, Diagnostic> {
    let source = "return {\n  summary = \"hostile\",\n  view = function(node, ctx)\n\(body)\n  end,\n}\n"
    try fixture.write("hostile", rules: [("attack", source)])
    let result = fixture.run("hostile", on: RuleDesigns.row, limits: limits ?? tight)
    #expect(throws: Never.self) { try fixture.runner("default").run(on: RuleDesigns.row) }
    return result
  }

  /// The first error of a run that completed.
  private func firstError(_ result: Result<RuleRun, Diagnostic>) -> Diagnostic? {
    guard case .success(let run) = result else { return nil }
    return run.diagnostics.sorted().first { $0.severity == .error }
  }

  /// Issue 10: a finalizer runs with Lua's hooks off, so a loop in one hung `lua_close` for good.
  @Test func cannotSetAFinalizer() throws {
    let error = try required(
      firstError(try runView("    setmetatable({}, { __gc = function() while true do end end })")))
    verify(error.message, equals: "setmetatable: finalizers (__gc) are not allowed in rules")
    verify(error.location, equals: SourceLocation(file: "rulesets/hostile/rules/attack.lua", line: 4))
  }

  @Test func cannotReadFiles() throws {
    let error = try required(firstError(try runView("    local f = io.open('/etc/passwd')")))
    verify(error.message, equals: "undeclared global 'io'")
    verify(error.location, equals: SourceLocation(file: "rulesets/hostile/rules/attack.lua", line: 4))
    verify(error.ruleID, equals: "attack")
  }

  @Test func cannotRunCommands() throws {
    verify(
      firstError(try runView("    os.execute('touch /tmp/figsnap-pwned')"))?.message, equals: "undeclared global 'os'")
  }

  @Test func cannotLoadBytecodeOrCode() throws {
    verify(
      firstError(try runView("    return string.dump(function() end)"))?.message,
      equals: "attempt to call a nil value (field 'dump')")
    verify(firstError(try runView("    return load('return 1')"))?.message, equals: "undeclared global 'load'")
    verify(firstError(try runView("    return dofile('/etc/passwd')"))?.message, equals: "undeclared global 'dofile'")
  }

  @Test func requireReachesOnlyTheRulesetLibraries() throws {
    let outside = try required(firstError(try runView("    require('os')")))
    verify(outside.message.hasPrefix("module 'os' not found in rulesets/hostile/lib"))
    let climbing = try required(firstError(try runView("    require('../../../etc/passwd')")))
    verify(
      climbing.message, equals: "module name '../../../etc/passwd' may hold only letters, digits, '_', '-' and '.'")
  }

  @Test func endsAnEndlessLoop() throws {
    guard case .failure(let error) = try runView("    while true do end") else {
      Issue.record("the loop was not stopped")
      return
    }
    verify(error.message.hasPrefix("instruction budget of the hook call exceeded (an endless loop?)"))
    verify(error.location, equals: SourceLocation(file: "rulesets/hostile/rules/attack.lua", line: 4))
    verify(error.description.hasSuffix("(hook view, node 12:1 'Row')"))
  }

  @Test func endsAnEndlessLoopHiddenInsidePcall() throws {
    let body = "    while true do pcall(function() while true do end end) end"
    guard case .failure(let error) = try runView(body) else {
      Issue.record("pcall kept the loop alive")
      return
    }
    verify(error.message.hasPrefix("instruction budget of the hook call exceeded"))
    let xpcall = "    while true do xpcall(function() while true do end end, function(m) return m end) end"
    guard case .failure = try runView(xpcall) else {
      Issue.record("xpcall kept the loop alive")
      return
    }
  }

  /// Issue 27, item 7: a loop in an `xpcall` message handler is counted.
  ///
  /// Lua calls the handler where the error is raised, and a limit trips inside the instruction hook, where hooks are
  /// off, so a loop in the handler ran until the watchdog. Here the handler's loop ends by itself (after about a
  /// second) and says so; counted, it never gets that far.
  @Test(arguments: ["error('boom')", "while true do end"])
  func anXpcallHandlerIsCounted(_ failing: String) throws {
    let handler = "function(m) for i = 1, 2e8 do end return 'the handler ran to its end' end"
    let body = "    xpcall(function() \(failing) end,\n      \(handler))"
    guard case .failure(let error) = try runView(body) else {
      Issue.record("the handler's loop was not stopped")
      return
    }
    verify(error.message.hasPrefix("instruction budget of the hook call exceeded (an endless loop?)"), "\(error)")
    // Where the loop tripped: the handler's line, or the failing function's.
    let line = failing.hasPrefix("while") ? 4 : 5
    verify(error.location, equals: SourceLocation(file: "rulesets/hostile/rules/attack.lua", line: line))
    verify(error.description.hasSuffix("(hook view, node 12:1 'Row')"))
  }

  @Test func xpcallStillHandlesErrors() throws {
    let body = """
          local ok, message = xpcall(function() error("boom", 0) end, function(m) return "handled " .. m end)
          local nested, again = xpcall(error, function(m)
            if m == "first" then error("second", 0) end
            return "then " .. m
          end, "first", 0)
          local fine, a, b = xpcall(function(x, y) return x + y, "two" end, print, 1, 2)
          error(table.concat({ tostring(ok), message, tostring(nested), again, tostring(fine), a, b }, ", "), 0)
      """
    let error = try required(firstError(try runView(body)))
    verify(error.message, equals: "false, handled boom, false, then second, true, 3, two")
  }

  @Test func reportsUnboundedRecursion() throws {
    let body = "    local function f(n) return f(n + 1) + 1 end\n    return f(1)"
    let error = try required(firstError(try runView(body, limits: RuleLimitOverrides())))
    verify(error.message, contains: "stack overflow")
  }

  @Test func stopsAMemoryBombEvenInsidePcall() throws {
    let bomb = "    local t = {}\n    for i = 1, 1e8 do t[i] = string.rep('x', 64) .. i end"
    let limits = RuleLimitOverrides(instructionsPerHook: 1_000_000_000, memoryMB: 8)
    guard case .failure(let error) = try runView(bomb, limits: limits) else {
      Issue.record("the memory bomb was not stopped")
      return
    }
    verify(error.message, equals: "memory limit of 8 MiB exceeded (raise limits.memory_mb or --lua-memory-mb)")
    let wrapped = "    pcall(function()\n\(bomb)\n    end)\n    return { name = 'survived' }"
    guard case .failure = try runView(wrapped, limits: limits) else {
      Issue.record("pcall swallowed the memory limit")
      return
    }
  }

  @Test func reportsThePeakOfLuaMemoryNotWhatIsLeft() throws {
    let hungry = "    local t = {}\n    for i = 1, 50000 do t[i] = string.rep('x', 64) .. i end\n    t = nil"
    let limits = RuleLimitOverrides(instructionsPerHook: 1_000_000_000, memoryMB: 64)
    guard case .success(let run) = try runView(hungry, limits: limits) else {
      Issue.record("a 4 MiB table stayed under a 64 MiB limit and should have run")
      return
    }
    verify(run.statistics.luaPeakMemoryBytes > 4 << 20, "\(run.statistics.luaPeakMemoryBytes) bytes")
  }

  @Test func stopsAtTheTimeLimit() throws {
    let limits = RuleLimitOverrides(instructionsPerHook: 1_000_000_000_000, seconds: 1)
    guard case .failure(let error) = try runView("    while true do end", limits: limits) else {
      Issue.record("the time limit did not stop the loop")
      return
    }
    verify(error.message.hasPrefix("time limit of the run exceeded"))
  }

  @Test func designDataIsReadOnly() throws {
    let direct = try required(firstError(try runView("    node.name = 'x'")))
    verify(direct.message, equals: "attempt to modify read-only design data (field 'name')")
    verify(direct.location.line, equals: 4)
    let nested = try required(firstError(try runView("    node.frame.x = 1")))
    verify(nested.message, equals: "attempt to modify read-only design data (field 'x')")
    let insert = try required(firstError(try runView("    table.insert(node.children, 1)")))
    verify(insert.message, contains: "read-only design data")
  }

  /// Issue 33: a view reads through to its data table (one look-up, no Lua call), and that table stays out of reach:
  /// its metatable is hidden, raw access is refused, and length and `pairs` see the data.
  @Test func theDataBehindAViewIsOutOfReach() throws {
    let checks = """
          assert(getmetatable(node) == "read-only design data", "metatable " .. tostring(getmetatable(node)))
          assert(getmetatable(node.frame) == "read-only design data")
          assert(not pcall(rawget, node, "name") and not pcall(rawset, node.frame, "x", 1))
          assert(next(node) == nil, "a view holds nothing of its own")
          assert(node.__index == nil and node.frame.__index == nil, "no metamethod is a field")
          local count = 0
          for _ in ipairs(node.children) do count = count + 1 end
          assert(#node.children == count, #node.children .. " children, " .. count .. " by ipairs")
          local keys = {}
          for key in pairs(node.frame) do keys[#keys + 1] = key end
          assert(table.concat(keys, ",") == "height,width,x,y", table.concat(keys, ","))
          if #node.children == 0 then assert(#node.children == 0) end
          error("all held")
      """
    let error = try required(firstError(try runView(checks)))
    verify(error.message, equals: "all held", "\(error.message)")
  }

  @Test func globalsMustBeDeclared() throws {
    let error = try required(firstError(try runView("    counter = 1")))
    verify(error.message, equals: "assignment to undeclared global 'counter' (use local)")
  }

  @Test func reportsATableRaisedAsAnError() throws {
    let error = try required(firstError(try runView("    error({ code = 42 })")))
    verify(error.message, equals: "(error object is a table value)")
    // The line of the `error` call, from the traceback (it was the hook's line before issue 10, item 7).
    verify(error.location, equals: SourceLocation(file: "rulesets/hostile/rules/attack.lua", line: 4))
  }
}
