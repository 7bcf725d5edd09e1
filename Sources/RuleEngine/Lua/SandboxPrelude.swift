/// The Lua code that turns a fresh state into the ruleset sandbox.
///
/// It runs first, as the chunk `figsnap`, with a table of host functions, and returns the tables the host needs to seal
/// data.
enum SandboxPrelude {
  static let source = #"""
    local host = ...
    local type, next, tostring, error, select, setmetatable, getmetatable =
      type, next, tostring, error, select, setmetatable, getmetatable
    local sort, concat = table.sort, table.concat

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

    -- Read-only views: an empty table whose metatable reads through to the data behind it.
    local backing = setmetatable({}, { __mode = "k" })
    local nodeids = setmetatable({}, { __mode = "k" })
    local sealed = {
      __index = function(view, key) return backing[view][key] end,
      __newindex = function(_, key)
        error("attempt to modify read-only design data (field '" .. tostring(key) .. "')", 2)
      end,
      __len = function(view) return #backing[view] end,
      __pairs = function(view) return sorted_pairs(backing[view]) end,
      __metatable = "read-only design data",
    }

    local standard_pairs = pairs
    pairs = function(t)
      local data = backing[t]
      if data then return sorted_pairs(data) end
      if type(t) ~= "table" then
        error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2)
      end
      local meta = getmetatable(t)
      if type(meta) == "table" and meta.__pairs then return standard_pairs(t) end
      return sorted_pairs(t)
    end

    -- Deterministic randomness, and nothing that reaches files, processes or bytecode.
    math.randomseed(0)
    math.randomseed = nil
    string.dump = nil
    dofile, loadfile, load, collectgarbage = nil, nil, nil, nil

    print = function(...)
      local parts = {}
      for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
      host.log(concat(parts, "\t"))
    end

    -- `require` reaches only the lib/ folders of the ruleset chain.
    local loaded, loading = {}, {}
    require = function(name)
      if type(name) ~= "string" then
        error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
      end
      if loaded[name] ~= nil then return loaded[name] end
      if loading[name] then error("require cycle: module '" .. name .. "' requires itself", 2) end
      local chunk, problem = host.load_lib(name)
      if not chunk then error(problem, 2) end
      loading[name] = true
      local result = chunk(name)
      loading[name] = nil
      if result == nil then result = true end
      loaded[name] = result
      return result
    end

    -- Lua runs finalizers with its debug hooks off, so a loop in one could never be stopped:
    -- rules get no finalizers.
    _G.setmetatable = function(t, mt)
      if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
        error("setmetatable: finalizers (__gc) are not allowed in rules", 2)
      end
      return setmetatable(t, mt)
    end

    -- After setup: no undeclared globals, read or written.
    local function seal_globals()
      setmetatable(_G, {
        __newindex = function(_, key)
          error("assignment to undeclared global '" .. tostring(key) .. "' (use local)", 2)
        end,
        __index = function(_, key) error("undeclared global '" .. tostring(key) .. "'", 2) end,
        __metatable = "sealed globals",
      })
    end

    return { backing = backing, sealed = sealed, nodeids = nodeids, seal_globals = seal_globals,
             sorted_pairs = sorted_pairs }
    """#
}
