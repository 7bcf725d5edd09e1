#ifndef FIGSNAP_CLUA_SHIM_H
#define FIGSNAP_CLUA_SHIM_H

// Lua's C API, plus `static inline` wrappers for what Swift cannot import: function-like macros
// and LUA_REGISTRYINDEX. The wrappers never reuse a macro's name.

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
  return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *clua_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline lua_Number clua_tonumber(lua_State *L, int idx) { return lua_tonumber(L, idx); }
static inline lua_Integer clua_tointeger(lua_State *L, int idx) { return lua_tointeger(L, idx); }
static inline int clua_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void clua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void clua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void clua_replace(lua_State *L, int idx) { lua_replace(L, idx); }

#endif
