-- figsnap's sandbox prelude: runs first in every fresh Lua state, with a table of host functions,
-- and returns the tables the host needs to seal data. Loaded as the chunk "figsnap".
local host = ...
local type, next, tostring, error, select, setmetatable, getmetatable, rawget, rawset =
  type, next, tostring, error, select, setmetatable, getmetatable, rawget, rawset
local sort, concat = table.sort, table.concat
local G = _G

-- Deterministic iteration: `pairs` visits keys in order (numbers, then strings, then booleans).
local rank = { number = 1, string = 2, boolean = 3 }
local function before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return (rank[ta] or 4) < (rank[tb] or 4) end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return b and not a end
  return false
end

local function sorted_pairs(t)
  local keys, count = {}, 0
  for key in next, t do
    count = count + 1
    keys[count] = key
  end
  sort(keys, before)
  local position = 0
  return function()
    position = position + 1
    local key = keys[position]
    if key ~= nil then return key, t[key] end
  end, t, nil
end

-- Read-only views: an empty table whose metatable reads through to the data behind it. The host gives each view a
-- metatable of its own, whose `__index` is its data table, and these shared metamethods (`__len` only where the data
-- has an array part). `pairs` below reads a view's data itself.
local backing = setmetatable({}, { __mode = "k" })
local nodeids = setmetatable({}, { __mode = "k" })
local sealed = {
  __newindex = function(_, key)
    error("attempt to modify read-only design data (field '" .. tostring(key) .. "')", 2)
  end,
  __len = function(view) return #backing[view] end,
  __metatable = "read-only design data",
}

-- Shared tables (the `snap` module, the libraries, the globals) are frozen once set up: an
-- empty proxy reads through to the data, and every assignment is an error naming the table,
-- so no rule can change what another rule sees.
local frozen = setmetatable({}, { __mode = "k" })
local proxies = setmetatable({}, { __mode = "k" })
local function freeze(value, name)
  if type(value) ~= "table" or backing[value] or frozen[value] then return value end
  if proxies[value] then return proxies[value] end
  local data = {}
  local proxy = setmetatable({}, {
    __index = data,
    __newindex = function(_, key)
      error(name .. " is read-only (field '" .. tostring(key) .. "')", 2)
    end,
    __len = function() return #data end,
    __pairs = function() return sorted_pairs(data) end,
    __metatable = name .. " is read-only",
  })
  proxies[value], frozen[proxy] = proxy, data
  for key, item in next, value do
    data[key] = freeze(item, type(key) == "string" and (name .. "." .. key) or name)
  end
  return proxy
end

local function refused(t)
  return backing[t] ~= nil or frozen[t] ~= nil or t == G
end

local standard_pairs = pairs
pairs = function(t)
  local data = backing[t] or frozen[t]
  if data then return sorted_pairs(data) end
  if type(t) ~= "table" then
    error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2)
  end
  local meta = getmetatable(t)
  if type(meta) == "table" and meta.__pairs then return standard_pairs(t) end
  return sorted_pairs(t)
end

-- Deterministic randomness, and nothing that reaches files, processes or bytecode.
local randomseed = math.randomseed
randomseed(0)
math.randomseed = nil
string.dump = nil
dofile, loadfile, load, collectgarbage = nil, nil, nil, nil

print = function(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  host.log(concat(parts, "\t"))
end

-- `require` reaches only the lib/ folders of the ruleset chain. A module is loaded once per
-- module state (see `fresh_modules`) and shared by every rule, so what it returns is frozen: no
-- rule can change what another rule's `require` gives (a module keeps its state in locals). Its
-- file is read and compiled once; while its chunk runs, the watchdog names the file, and closing
-- `module_done`, however the chunk ends, takes the name back.
local loaded, loading, chunks = {}, {}, {}
local module_done = setmetatable({}, { __close = host.module_done })
require = function(name)
  if type(name) ~= "string" then
    error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
  end
  if loaded[name] ~= nil then return loaded[name] end
  if loading[name] then error("require cycle: module '" .. name .. "' requires itself", 2) end
  local compiled = chunks[name]
  if not compiled then
    local chunk, file_or_problem = host.load_lib(name)
    if not chunk then error(file_or_problem, 2) end
    compiled = { chunk = chunk, file = file_or_problem }
    chunks[name] = compiled
  end
  host.module_running(compiled.file)
  local running <close> = module_done
  loading[name] = true
  local result = compiled.chunk(name)
  loading[name] = nil
  if result == nil then result = true end
  result = freeze(result, "module '" .. name .. "'")
  loaded[name] = result
  return result
end

-- The module state a fresh load leaves, for each screen: no module loaded, `math.random` seeded
-- with 0 (the host runs the rule files again after this).
local function fresh_modules()
  loaded, loading = {}, {}
  randomseed(0)
end

-- Lua calls an `xpcall` message handler where the error is raised, and a limit trips inside the
-- instruction hook, where hooks are off: a loop in a handler could never be stopped. This one
-- calls the handler once the error has unwound, through the guarded `pcall`, which passes a
-- tripped limit on instead of handling it. A handler that fails is given its own error, as Lua
-- does, and after a few tries the error is "error in error handling".
local guarded_pcall = pcall
local function handled(handler, ok, ...)
  if ok then return true, ... end
  local message = ...
  for _ = 1, 10 do
    local fine, result = guarded_pcall(handler, message)
    if fine then return false, result end
    message = result
  end
  return false, "error in error handling"
end
xpcall = function(f, handler, ...)
  if type(handler) ~= "function" then
    error("bad argument #2 to 'xpcall' (function expected, got " .. type(handler) .. ")", 2)
  end
  return handled(handler, guarded_pcall(f, ...))
end

-- Lua runs finalizers with its debug hooks off, so a loop in one could never be stopped:
-- rules get no finalizers.
_G.setmetatable = function(t, mt)
  if type(mt) == "table" and not refused(mt) and rawget(mt, "__gc") ~= nil then
    error("setmetatable: finalizers (__gc) are not allowed in rules", 2)
  end
  return setmetatable(t, mt)
end

-- `rawset` and `rawget` would reach behind a read-only view: not on design data, the snap
-- tables, the libraries or the globals.
_G.rawset = function(t, key, value)
  if refused(t) then error("rawset: cannot modify read-only data (design data, snap, a library or _G)", 2) end
  return rawset(t, key, value)
end
_G.rawget = function(t, key)
  if refused(t) then error("rawget: cannot read behind read-only data (design data, snap, a library or _G)", 2) end
  return rawget(t, key)
end

-- The string metatable is shared by every string: `getmetatable("")` returns this text.
getmetatable("").__metatable = "the string metatable is protected"

-- After setup: no undeclared globals, read or written, and the declared ones (the libraries,
-- `snap`) frozen.
local globals = {}
local function seal_globals()
  for key, value in next, G do globals[key] = value end
  for key in next, globals do G[key] = nil end
  for key, value in next, globals do
    if key ~= "_G" then globals[key] = freeze(value, key) end
  end
  setmetatable(globals, {
    __index = function(_, key) error("undeclared global '" .. tostring(key) .. "'", 2) end,
  })
  setmetatable(G, {
    __newindex = function(_, key)
      if rawget(globals, key) ~= nil then
        error("global '" .. tostring(key) .. "' is read-only (use a local)", 2)
      end
      error("assignment to undeclared global '" .. tostring(key) .. "' (use local)", 2)
    end,
    __index = globals,
    __pairs = function() return sorted_pairs(globals) end,
    __metatable = "sealed globals",
  })
end

-- Adds a frozen field to the frozen `snap` module (for `snap.test`).
local function extend_snap(key, value)
  frozen[rawget(globals, "snap")][key] = freeze(value, "snap." .. key)
end

return { backing = backing, sealed = sealed, nodeids = nodeids, seal_globals = seal_globals,
         sorted_pairs = sorted_pairs, extend_snap = extend_snap, fresh_modules = fresh_modules }
