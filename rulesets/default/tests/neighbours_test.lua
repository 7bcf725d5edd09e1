-- snap.geom.neighbours, the sorted sweep behind lib/layout.lua's direction questions: its
-- documented answers, and the same answers as a plain scan of every sibling (the quadratic
-- definition it replaces) over pseudo-random rows, columns, grids, ties and zero-size boxes.
local layout = require("layout")

local function box(x, y, width, height) return { x = x, y = y, width = width, height = height } end

snap.test.case("a row: each box follows the one to its left and aligns to the first", function()
  local a, b, c = box(0, 0, 40, 40), box(48, 8, 40, 24), box(96, 0, 40, 40)
  local n = snap.geom.neighbours({ a, b, c })
  snap.test.equal(n.previous_in_row(a), nil)
  snap.test.equal(n.previous_in_row(b), a)
  snap.test.equal(n.previous_in_row(c), b)
  snap.test.equal(n.row_anchor(a), nil, "the leftmost box anchors its row")
  snap.test.equal(n.row_anchor(c), a)
  snap.test.equal(n.anchors_row(a), true)
  snap.test.equal(n.anchors_row(c), false, "nothing to its right")
  snap.test.equal(n.previous_in_column(b), nil)
end)

snap.test.case("a column: each box follows the one above whose extent it overlaps", function()
  local top, middle, offset = box(0, 0, 100, 20), box(0, 30, 100, 20), box(100, 60, 50, 20)
  local n = snap.geom.neighbours({ top, middle, offset })
  snap.test.equal(n.previous_in_column(middle), top)
  snap.test.equal(n.previous_in_column(offset), nil, "touching edges do not overlap")
  snap.test.equal(n.previous_in_row(offset), nil, "different rows")
end)

snap.test.case("an overlap within 0.5 counts, ties go to the first in the list, nothing follows itself", function()
  local left, first, second = box(0, 0, 10, 10), box(9.75, 0, 10, 10), box(9.75, 0, 10, 10)
  local n = snap.geom.neighbours({ left, first, second })
  snap.test.equal(n.previous_in_row(first), left, "overlapping it by 0.25")
  snap.test.equal(n.previous_in_row(second), left, "coincident boxes follow the box to their left, not each other")
  local far = box(9.25, 0, 10, 10)
  snap.test.equal(snap.geom.neighbours({ left, far }).previous_in_row(far), nil, "overlapping it by 0.75")
  local one, two, three = box(0, 0, 10, 10), box(0, 0, 10, 10), box(20, 0, 10, 10)
  local tied = snap.geom.neighbours({ one, two, three })
  snap.test.equal(tied.previous_in_row(three), one, "two equally near: the first in the list")
  snap.test.equal(tied.row_anchor(three), one)
  local a, b = box(5, 5, 0, 0), box(5, 5, 0, 0)
  local points = snap.geom.neighbours({ a, b })
  snap.test.equal(points.previous_in_row(a), nil, "zero-size boxes share no row")
  snap.test.equal(points.previous_in_row(b), nil)
  local thin, other = box(5, 0, 0, 10), box(5, 0, 0, 10)
  local lines = snap.geom.neighbours({ thin, other })
  snap.test.equal(lines.previous_in_row(thin), nil, "a zero-width box never follows a later one")
  snap.test.equal(lines.previous_in_row(other), thin)
  snap.test.equal(lines.row_anchor(other), nil, "a row anchor lies strictly to the left")
end)

snap.test.case("keep chooses the siblings; an item not among them comes first", function()
  local a, b, c = box(0, 0, 10, 10), box(20, 0, 10, 10), box(40, 0, 10, 10)
  local items = { a, b, c }
  local function not_b(item) return item ~= b end
  local n = snap.geom.neighbours(items, not_b)
  snap.test.equal(n.previous_in_row(c), a, "b is not counted")
  snap.test.equal(n.previous_in_row(b), a, "b is asked about all the same")
  local n_all = snap.geom.neighbours(items)
  snap.test.equal(n_all.previous_in_row(c), b, "without keep, every item counts")
  snap.test.equal(n_all.previous_in_row(box(50, 0, 10, 10)), c)
  local line = box(5, 0, 0, 10)
  local lines = snap.geom.neighbours({ line })
  snap.test.equal(lines.previous_in_row(box(5, 0, 0, 10)), nil, "a coincident outsider comes before the line")
end)

snap.test.case("the table returned is the caller's own", function()
  local a, b = box(0, 0, 10, 10), box(20, 0, 10, 10)
  local items = { a, b }
  local mine = snap.geom.neighbours(items)
  mine.previous_in_row = function() return "changed" end
  snap.test.equal(snap.geom.neighbours(items).previous_in_row(b), a)
end)

-- The reference: the definitions, as a scan of every sibling for every question.
local TOLERANCE = 0.5

local function entries(items, keep)
  local list = {}
  for index, item in ipairs(items) do
    if keep == nil or keep(item) then
      local b = item.absolute or item
      list[#list + 1] = { item = item, index = index, x = b.x, y = b.y, right = b.x + b.width,
                          bottom = b.y + b.height, middle = b.y + b.height / 2 }
    end
  end
  return list
end

local function entry_of(list, item)
  for _, e in ipairs(list) do if e.item == item then return e end end
  local b = item.absolute or item
  return { item = item, index = 0, x = b.x, y = b.y, right = b.x + b.width, bottom = b.y + b.height,
           middle = b.y + b.height / 2 }
end

local function before(a, b, start)
  if a[start] ~= b[start] then return a[start] < b[start] end
  return a.index < b.index
end
local function same_row(a, b) return a.y < b.bottom and b.y < a.bottom end
local function same_column(a, b) return a.x < b.right and b.x < a.right end

local reference = {}
function reference.previous_in_row(list, me)
  local best
  for _, other in ipairs(list) do
    if other.item ~= me.item and same_row(other, me) and other.right <= me.x + TOLERANCE and before(other, me, "x") then
      if best == nil or other.right > best.right then best = other end
    end
  end
  return best and best.item
end
function reference.previous_in_column(list, me)
  local best
  for _, other in ipairs(list) do
    if other.item ~= me.item and same_column(other, me) and other.bottom <= me.y + TOLERANCE and before(other, me, "y") then
      if best == nil or other.bottom > best.bottom then best = other end
    end
  end
  return best and best.item
end
function reference.row_anchor(list, me)
  local anchor
  for _, other in ipairs(list) do
    if other.item ~= me.item and same_row(other, me) and math.abs(other.middle - me.middle) <= TOLERANCE
      and other.x < me.x and (anchor == nil or other.x < anchor.x) then
      anchor = other
    end
  end
  return anchor and anchor.item
end
function reference.anchors_row(list, me)
  for _, other in ipairs(list) do
    if other.item ~= me.item and same_row(other, me) and math.abs(other.middle - me.middle) <= TOLERANCE
      and other.x > me.x then
      return true
    end
  end
  return false
end
local QUESTIONS = { "previous_in_row", "previous_in_column", "row_anchor", "anchors_row" }

-- A linear congruential generator (Numerical Recipes' constants), so every run draws the same.
local function generator(seed)
  local state = seed
  return function(count) -- a whole number from 0 to count - 1
    state = (1664525 * state + 1013904223) % 4294967296
    return state * count // 4294967296
  end
end

local function name_of(items, item)
  if type(item) ~= "table" then return tostring(item) end
  for index, candidate in ipairs(items) do if candidate == item then return "#" .. index end end
  return "an outsider"
end

-- Every question about every item (and a few outsiders), by the helper and by the reference.
local function agree(label, items, keep, outsiders)
  local n, list = snap.geom.neighbours(items, keep), entries(items, keep)
  local asked = {}
  for _, item in ipairs(items) do asked[#asked + 1] = item end
  for _, item in ipairs(outsiders or {}) do asked[#asked + 1] = item end
  for _, item in ipairs(asked) do
    local me = entry_of(list, item)
    for _, question in ipairs(QUESTIONS) do
      local got, expected = n[question](item), reference[question](list, me)
      if got ~= expected then
        error(string.format("%s: %s(%s) is %s, expected %s", label, question, name_of(items, item),
          name_of(items, got), name_of(items, expected)), 0)
      end
    end
  end
end

-- Layouts: coordinates on a coarse lattice with offsets around the tolerance, so ties,
-- coincident boxes, touching edges and near-misses are common.
local NUDGES = { 0, 0, 0, 0.25, 0.5, -0.5, 0.75 }
local function nudge(draw) return NUDGES[draw(#NUDGES) + 1] end
local function size(draw)
  local pick = draw(8)
  if pick == 0 then return 0 end -- zero-size on this axis
  return 4 * pick + nudge(draw)
end

local layouts = {}
function layouts.scatter(draw, count)
  local items = {}
  for i = 1, count do items[i] = box(draw(12) * 4 + nudge(draw), draw(12) * 4 + nudge(draw), size(draw), size(draw)) end
  return items
end
function layouts.rows(draw, count, per_row)
  local items = {}
  per_row = per_row or 2 + draw(6)
  for i = 1, count do
    local column, row = (i - 1) % per_row, (i - 1) // per_row
    local height = 10 + draw(3) * 4
    items[i] = box(column * 12 + nudge(draw), row * 20 + (20 - height) / 2 + nudge(draw), 10 + nudge(draw), height)
  end
  return items
end
function layouts.column(draw, count)
  local items = {}
  for i = 1, count do items[i] = box(draw(3) * 8 + nudge(draw), (i - 1) * 10 + nudge(draw), 40 + draw(3) * 8, 8 + draw(3)) end
  return items
end
function layouts.grid(draw, count, columns)
  local items = {}
  columns = columns or 3 + draw(10)
  for i = 1, count do
    items[i] = box(((i - 1) % columns) * 10 + nudge(draw), ((i - 1) // columns) * 10 + nudge(draw), 8, 8)
  end
  return items
end
function layouts.shuffled_grid(draw, count)
  local items = layouts.grid(draw, count)
  for i = #items, 2, -1 do
    local j = draw(i) + 1
    items[i], items[j] = items[j], items[i]
  end
  return items
end
function layouts.chat(draw, count)
  local items = {}
  for i = 1, count do
    local width = 40 + draw(20) * 4
    local x = i % 2 == 0 and 16 or 200 - width % 7
    items[i] = box(x, (i - 1) * 12 + nudge(draw), width, 10 + draw(2) * 4)
  end
  return items
end
function layouts.coincident(draw, count)
  local items, shapes = {}, {}
  for i = 1, 5 do shapes[i] = box(draw(3) * 5, draw(3) * 5, draw(3) * 5, draw(3) * 5) end
  for i = 1, count do
    local shape = shapes[draw(#shapes) + 1]
    items[i] = box(shape.x, shape.y, shape.width, shape.height)
  end
  return items
end
function layouts.background(draw, count) -- a full-size backdrop over a grid of rows
  local items = layouts.rows(draw, count - 1)
  table.insert(items, draw(#items + 1) + 1, box(0, 0, 400, 400))
  return items
end

local ORDER = { "scatter", "rows", "column", "grid", "shuffled_grid", "chat", "coincident", "background" }
for _, kind in ipairs(ORDER) do
  snap.test.case("neighbours agree with a scan of every sibling: " .. kind, function()
    for seed = 1, 6 do
      local draw = generator(seed * 7919 + #kind)
      local items = layouts[kind](draw, 20 + draw(90))
      local outsiders = { box(draw(40), draw(40), draw(12), draw(12)), box(items[1].x, items[1].y, items[1].width, items[1].height) }
      agree(kind .. " seed " .. seed, items, nil, outsiders)
      local function most(item) return (item.x + item.y) % 3 ~= 0 end -- about two in three
      agree(kind .. " seed " .. seed .. " (kept)", items, most, outsiders)
    end
  end)
end

-- Long rows and columns: past a few candidates the helper looks at a row's members instead.
local LONG = {
  { "one long row", "rows", 200 }, { "rows of three", "rows", 3 }, { "a tall grid of three", "grid", 3 },
  { "a wide grid of forty", "grid", 40 }, { "a long chat", "chat" },
}
for _, long in ipairs(LONG) do
  snap.test.case("neighbours agree with a scan of every sibling: " .. long[1], function()
    agree(long[1], layouts[long[2]](generator(4242), 200, long[3]))
  end)
end

-- lib/layout.lua asks the same questions of each parent's free-form children: its answers on
-- the fixtures equal the reference's.
local FIXTURES = { "order-form", "coincident-lines", "login", "sections", "steps", "lists", "controls", "sheet",
                   "drawn-bars", "checkboxes", "mixed-runs", "text-alignment" }
snap.test.case("lib/layout.lua answers as a scan of every free-form sibling on the fixtures", function()
  for _, name in ipairs(FIXTURES) do
    local fx = snap.test.fixture("tests/" .. name .. "/input.json")
    for _, node in ipairs(fx.nodes) do
      if node.parent then
        local list = entries(node.parent.children, layout.in_free_form)
        local me = entry_of(list, node)
        for _, question in ipairs(QUESTIONS) do
          snap.test.equal(layout[question](node), reference[question](list, me), name .. " " .. question .. " of " .. node.id)
        end
      end
    end
  end
end)
