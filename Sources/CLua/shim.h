#ifndef FIGSNAP_CLUA_SHIM_H
#define FIGSNAP_CLUA_SHIM_H

// Lua's C API for figsnap's rule engine, plus what Swift cannot import or must not do itself:
// `static inline` wrappers for function-like macros, and every function that may raise a Lua
// error (which longjmps and must never unwind Swift frames).

#include <lua5.4/lauxlib.h>
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <stdlib.h>
#include <time.h>

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
  return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *clua_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline int clua_isinteger(lua_State *L, int idx) { return lua_isinteger(L, idx); }
static inline void clua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void clua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline int clua_ok(void) { return LUA_OK; }
static inline int clua_errmem(void) { return LUA_ERRMEM; }
static inline int clua_noref(void) { return LUA_NOREF; }

// MARK: - Limits shared with the host

/// What a run may spend, and what it has spent. Lives outside Lua; the state's extra space points
/// at it so the hook, the allocator and the guarded pcall can reach it.
typedef struct clua_limits {
  size_t used;               // bytes allocated now
  size_t peak;               // the most bytes allocated at once
  size_t memory_limit;       // bytes; 0 = unlimited
  long long hook_remaining;  // instructions left in the current hook call
  long long run_remaining;   // instructions left in the run
  double deadline;           // CLOCK_MONOTONIC seconds; 0 = none
  int tripped;               // a CLUA_TRIP_* once a limit is exceeded
  int in_host;               // a host function is running: allow the reserve
  void *host;                // the Swift LuaState
  int return_line;           // where the outermost Lua function last returned; 0 = not seen
  int return_defined;        // the line that function is defined on
} clua_limits;

enum { CLUA_TRIP_NONE = 0, CLUA_TRIP_HOOK = 1, CLUA_TRIP_RUN = 2, CLUA_TRIP_TIME = 3, CLUA_TRIP_MEMORY = 4 };
enum { CLUA_HOOK_STEP = 1000 };

/// Bytes a host function may allocate past the memory limit, so that the Lua API calls it makes
/// never fail (and raise through Swift frames) when a script has used up its memory.
enum { CLUA_HOST_RESERVE = 1 << 20 };

static inline clua_limits *clua_getlimits(lua_State *L) { return *(clua_limits **)lua_getextraspace(L); }

static inline double clua_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static inline const char *clua_trip_message(int trip) {
  switch (trip) {
  case CLUA_TRIP_HOOK: return "instruction budget of the hook call exceeded (an endless loop?)";
  case CLUA_TRIP_RUN: return "instruction budget of the run exceeded";
  case CLUA_TRIP_TIME: return "time limit of the run exceeded";
  case CLUA_TRIP_MEMORY: return "memory limit exceeded";
  default: return "limit exceeded";
  }
}

/// The allocator: refuses growth past the memory limit (Lua then raises a memory error).
static void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  clua_limits *limits = (clua_limits *)ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    limits->used -= old;
    free(ptr);
    return NULL;
  }
  size_t limit = limits->memory_limit + (limits->in_host ? CLUA_HOST_RESERVE : 0);
  if (limits->memory_limit && nsize > old && limits->used + (nsize - old) > limit) {
    limits->tripped = CLUA_TRIP_MEMORY;
    return NULL;
  }
  void *grown = realloc(ptr, nsize);
  if (grown) {
    limits->used = limits->used - old + nsize;
    if (limits->used > limits->peak) limits->peak = limits->used;
  }
  return grown;
}

/// Counts instructions and watches the clock; once a limit is exceeded it raises at every step,
/// so no `pcall` in a script can keep a runaway going.
static void clua_count_hook(lua_State *L, lua_Debug *ar) {
  clua_limits *limits = clua_getlimits(L);
  if (ar->event == LUA_HOOKRET) {
    // The outermost Lua function (the hook the host called) is returning: its line is the answer's origin.
    lua_Debug caller;
    if (!lua_getstack(L, 1, &caller) && lua_getinfo(L, "Sl", ar)) {
      limits->return_line = ar->currentline;
      limits->return_defined = ar->linedefined;
    }
    return;
  }
  limits->hook_remaining -= CLUA_HOOK_STEP;
  limits->run_remaining -= CLUA_HOOK_STEP;
  if (limits->tripped == CLUA_TRIP_NONE) {
    if (limits->hook_remaining <= 0) limits->tripped = CLUA_TRIP_HOOK;
    else if (limits->run_remaining <= 0) limits->tripped = CLUA_TRIP_RUN;
    else if (limits->deadline > 0 && clua_now() > limits->deadline) limits->tripped = CLUA_TRIP_TIME;
  }
  if (limits->tripped != CLUA_TRIP_NONE) {
    // Inside a hook the running function is level 0; luaL_error would look one level too far.
    luaL_where(L, 0);
    lua_pushstring(L, clua_trip_message(limits->tripped));
    lua_concat(L, 2);
    lua_error(L);
  }
}

/// Creates a state whose allocations are counted against `limits`, with the count hook set.
static inline lua_State *clua_newstate(clua_limits *limits) {
  lua_State *L = lua_newstate(clua_alloc, limits);
  if (L == NULL) return NULL;
  *(clua_limits **)lua_getextraspace(L) = limits;
  lua_sethook(L, clua_count_hook, LUA_MASKCOUNT | LUA_MASKRET, CLUA_HOOK_STEP);
  return L;
}

// MARK: - Guarded pcall

// `xpcall` is the sandbox prelude's: it calls the handler through this `pcall`, so the handler is counted.

/// `pcall(f, ...)` for scripts: as the standard one, except that once a limit has tripped the
/// error is passed on instead of caught.
static int clua_guarded_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  int status = lua_pcall(L, lua_gettop(L) - 2, LUA_MULTRET, 0);
  if (status != LUA_OK) {
    if (clua_getlimits(L)->tripped != CLUA_TRIP_NONE) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
  }
  return lua_gettop(L);
}

// MARK: - Host functions

/// A host function written in Swift. It returns how many results it pushed, or -1 after pushing
/// an error message, which the trampoline then raises: Swift itself never raises.
typedef int (*clua_host_function)(lua_State *L);

static int clua_trampoline(lua_State *L) {
  clua_host_function function = (clua_host_function)lua_touserdata(L, lua_upvalueindex(1));
  clua_limits *limits = clua_getlimits(L);
  limits->in_host = 1;
  int results = function(L);
  limits->in_host = 0;
  if (results < 0) return lua_error(L);
  return results;
}

/// Pushes `function` as a Lua function whose second upvalue is the integer `tag`.
static inline lua_Integer clua_host_tag(lua_State *L) { return lua_tointeger(L, lua_upvalueindex(2)); }

static inline void clua_push_host_function(lua_State *L, clua_host_function function, lua_Integer tag) {
  lua_pushlightuserdata(L, (void *)function);
  lua_pushinteger(L, tag);
  lua_pushcclosure(L, clua_trampoline, 2);
}

/// The traceback message handler for protected calls; it keeps non-string errors as they are.
static int clua_traceback_handler(lua_State *L) {
  if (lua_type(L, 1) == LUA_TSTRING) {
    luaL_traceback(L, L, lua_tostring(L, 1), 1);
    return 1;
  }
  if (lua_type(L, 1) == LUA_TTABLE && luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
    luaL_traceback(L, L, lua_tostring(L, -1), 1);
    return 1;
  }
  lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  luaL_traceback(L, L, lua_tostring(L, -1), 1);
  return 1;
}

/// Loads text (never binary) as a chunk; leaves the function or an error message on the stack.
static inline int clua_load_text(lua_State *L, const char *text, size_t length, const char *name) {
  return luaL_loadbufferx(L, text, length, name, "t");
}

/// Opens a standard library under its global name inside a protected call.
static int clua_open_library(lua_State *L) {
  lua_CFunction opener = (lua_CFunction)lua_touserdata(L, 1);
  const char *name = lua_tostring(L, 2);
  luaL_requiref(L, name, opener, 1);
  return 0;
}

static inline int clua_open_safe_libraries(lua_State *L) {
  static const struct { const char *name; lua_CFunction opener; } libraries[] = {
    {"_G", luaopen_base}, {"string", luaopen_string}, {"table", luaopen_table},
    {"math", luaopen_math}, {"utf8", luaopen_utf8},
  };
  for (size_t i = 0; i < sizeof(libraries) / sizeof(libraries[0]); i++) {
    lua_pushcfunction(L, clua_open_library);
    lua_pushlightuserdata(L, (void *)libraries[i].opener);
    lua_pushstring(L, libraries[i].name);
    int status = lua_pcall(L, 2, 0, 0);
    if (status != LUA_OK) return status;
  }
  lua_pushcfunction(L, clua_guarded_pcall);
  lua_setglobal(L, "pcall");
  return LUA_OK;
}

#endif
