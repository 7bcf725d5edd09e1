-- `snap.test`, the module of a ruleset's Lua unit tests: load a fixture, find nodes, ask one hook of
-- the chain for its decision, compare values with readable failures. Loaded as the chunk "figsnap".
local host, rules, options = ...
local test = {}
local cases = {}

local function describe(value, depth)
  depth = depth or 0
  local kind = type(value)
  if kind == "string" then return string.format("%q", value) end
  if kind ~= "table" then return tostring(value) end
  if value.id and value.type and value.name then return "node " .. value.id .. " '" .. value.name .. "'" end
  if depth > 3 then return "{…}" end
  local parts = {}
  for key, item in pairs(value) do
    parts[#parts + 1] = tostring(key) .. " = " .. describe(item, depth + 1)
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end
test.describe = describe

local function same(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  if (a.id and a.type) or (b.id and b.type) then return false end
  for key, value in pairs(a) do if not same(value, b[key]) then return false end end
  for key in pairs(b) do if a[key] == nil then return false end end
  return true
end

--- Fails unless `actual` equals `expected` (deeply; nodes by identity).
function test.equal(actual, expected, message)
  if not same(actual, expected) then
    error((message and (message .. ": ") or "") .. "expected " .. describe(expected) .. ", got " .. describe(actual), 2)
  end
end

--- Fails unless `value` is truthy.
function test.truthy(value, message)
  if not value then error(message or ("expected a true value, got " .. describe(value)), 2) end
end

--- Registers a named case; a test file without cases is one case itself.
function test.case(name, body) cases[#cases + 1] = { name = name, body = body } end
function test.take_cases()
  local taken = cases
  cases = {}
  return taken
end

local Fixture = {}
Fixture.__index = Fixture

--- A fixture: the first screen (or the one named) of a Figma JSON file, relative to the
--- ruleset's folder. The chain's `skip` hook runs first, as in a real run: the other hooks
--- see the kept tree; skipped nodes stay findable for `skip` tests.
function test.fixture(path, screen)
  local design = host.fixture(path, screen)
  local fixture = setmetatable({ root = design.root, canvas = design.canvas, safe_area = design.safe_area,
                                 nodes = design.nodes, reports = {} }, Fixture)
  local skipped, flattened = {}, {}
  local function walk(node)
    for _, child in ipairs(node.children) do
      local answer = fixture:decide("skip", child)
      if answer == "flatten" then
        flattened[#flattened + 1] = child.id
        walk(child)
      elseif answer and answer ~= false then
        skipped[#skipped + 1] = child.id
      else
        walk(child)
      end
    end
  end
  walk(design.root)
  local kept = host.fixture(path, screen, skipped, flattened)
  fixture.design = design
  fixture.root, fixture.nodes = kept.root, kept.nodes
  return fixture
end

--- The node with this id or name (the first in design order), in the kept tree, else among
--- the skipped nodes.
function Fixture:find(key)
  for _, node in ipairs(self.nodes) do
    if node.id == key or node.name == key then return node end
  end
  for _, node in ipairs(self.design.nodes) do
    if node.id == key or node.name == key then return node end
  end
  error("no node '" .. tostring(key) .. "' in the fixture", 2)
end

--- The chain's decision for `hook` on `node` (or a paint or text table): the first non-nil
--- answer of the rules that define it, and the id of the rule that gave it.
function Fixture:decide(hook, node)
  if hook == "skip" and self.design then
    for _, candidate in ipairs(self.design.nodes) do
      if candidate.id == node.id then node = candidate break end
    end
  end
  local depth, parent = 0, node.parent
  while parent do depth, parent = depth + 1, parent.parent end
  local reports = self.reports
  local ctx = {
    screen = self.root, canvas = self.canvas, safe_area = self.safe_area, options = options, depth = depth,
    hook = hook,
    report = function(severity, message) reports[#reports + 1] = severity .. ": " .. message end,
    log = function() end,
  }
  for _, rule in ipairs(rules) do
    local hook_function = rule.hooks[hook]
    if hook_function then
      local answer = hook_function(node, ctx)
      if answer ~= nil then return answer, rule.id end
    end
  end
  return nil
end

return test
