import CLua
import Testing

@Suite struct LuaSmokeTests {
  @Test func runsALineOfLua() throws {
    let state = try #require(luaL_newstate())
    defer { lua_close(state) }
    luaL_openlibs(state)
    let status = luaL_loadstring(state, "return 6 * 7 .. ' from ' .. _VERSION")
    #expect(status == LUA_OK)
    #expect(clua_pcall(state, 0, 1, 0) == LUA_OK)
    let text = String(cString: try #require(clua_tostring(state, -1)))
    #expect(text == "42 from Lua 5.4")
  }
}
