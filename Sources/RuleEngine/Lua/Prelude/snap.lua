-- The `snap` helper module rules call (rulesets/README.md lists it), defined as the global `snap`
-- before globals are sealed. Loaded as the chunk "figsnap".
local log, swift_string = ...
local snap = {}

-- Geometry over node boxes in screen coordinates (`node.absolute`).
local geom = {}
local function box(node) return node.absolute end
local function tolerance(value, default) if value == nil then return default end return value end

--- Horizontal gap from `a`'s right edge to `b`'s left edge (negative when they overlap).
function geom.gap_x(a, b)
  local first, second = box(a), box(b)
  return second.x - (first.x + first.width)
end

--- Vertical gap from `a`'s bottom edge to `b`'s top edge.
function geom.gap_y(a, b)
  local first, second = box(a), box(b)
  return second.y - (first.y + first.height)
end

--- Whether the vertical extents overlap: the two sit in one row.
function geom.same_row(a, b)
  local first, second = box(a), box(b)
  return first.y < second.y + second.height and second.y < first.y + first.height
end

--- Whether the horizontal extents overlap: the two sit in one column.
function geom.same_column(a, b)
  local first, second = box(a), box(b)
  return first.x < second.x + second.width and second.x < first.x + first.width
end

--- Whether the boxes overlap.
function geom.overlaps(a, b) return geom.same_row(a, b) and geom.same_column(a, b) end

--- Whether `outer`'s box contains `inner`'s.
function geom.contains(outer, inner)
  local o, i = box(outer), box(inner)
  return i.x >= o.x and i.y >= o.y and i.x + i.width <= o.x + o.width and i.y + i.height <= o.y + o.height
end

--- Whether the centres agree along `axis` ("y" by default) within `within` points (0.5).
function geom.centers_aligned(a, b, axis, within)
  local first, second = box(a), box(b)
  local limit = tolerance(within, 0.5)
  if axis == "x" then
    return math.abs((first.x + first.width / 2) - (second.x + second.width / 2)) <= limit
  end
  return math.abs((first.y + first.height / 2) - (second.y + second.height / 2)) <= limit
end

--- The node's distance from its parent's right edge, in the parent's coordinates.
function geom.right_margin(node)
  if not node.parent then return 0 end
  return node.parent.frame.width - (node.frame.x + node.frame.width)
end

--- The node's distance from its parent's bottom edge.
function geom.bottom_margin(node)
  if not node.parent then return 0 end
  return node.parent.frame.height - (node.frame.y + node.frame.height)
end

-- Neighbours among siblings: the questions the direction rules ask of every free-form child,
-- answered from orders sorted once per list instead of a scan of every sibling per child.
local TOLERANCE = 0.5 -- points within which edges and centres agree
-- Groups and entries the nearest-first sweep looks at before it weighs turning to the siblings
-- that can share the item's row (or column) instead.
local SWEEP_FLOOR = 2
local sort, abs, floor, ln, max = table.sort, math.abs, math.floor, math.log, math.max

-- The class of an extent: 0 under 1 pt, else k for 2^(k-1) <= extent < 2^k. A class keeps a
-- screen-high background apart, so it cuts no look back short among the rows (or columns).
local function extent_class(extent) return extent >= 1 and floor(ln(extent, 2)) + 1 or 0 end

-- An item's box as plain numbers: `index` is its place in the list (0 for an item not in it).
local function entry(item, index)
  local b = item.absolute or item
  local e = { item = item, index = index, x = b.x, y = b.y, right = b.x + b.width, bottom = b.y + b.height,
              middle = b.y + b.height / 2 }
  e.rows, e.columns = extent_class(e.bottom - e.y), extent_class(e.right - e.x)
  return e
end

-- Whether `a` comes before `b` along an axis: by its start, then by its place among its siblings.
-- Following only what comes before keeps every chain acyclic, also for coincident and zero-size
-- items that the tolerance would let follow each other.
local function before(a, b, start)
  if a[start] ~= b[start] then return a[start] < b[start] end
  return a.index < b.index
end

local function earlier(a, b) return a.index < b.index end

-- The entries whose `field` is a number in ascending order of it, ties in their order in
-- `entries`: a counting sort over the distinct values, which C sorts with no comparator to run.
-- An entry whose `field` is NaN is left out: it compares false with everything, so no question
-- could pick it.
local function sorted_by(entries, field)
  local values, places = {}, {}
  for _, e in ipairs(entries) do
    local value = e[field]
    if value == value then
      if places[value] == nil then values[#values + 1] = value end
      places[value] = (places[value] or 0) + 1
    end
  end
  sort(values)
  local place = 1
  for _, value in ipairs(values) do
    place, places[value] = place + places[value], place
  end
  local sorted = {}
  for _, e in ipairs(entries) do
    local value = e[field]
    if value == value then
      sorted[places[value]] = e
      places[value] = places[value] + 1
    end
  end
  return sorted
end

-- The place of the last of `values[low..high]` (ascending) at most `limit`, or below it when
-- `strictly`; low - 1 when there is none.
local function last_up_to(values, limit, strictly, low, high)
  low = low - 1
  while low < high do
    local middle = (low + high + 1) // 2
    local value = values[middle]
    if value < limit or (not strictly and value <= limit) then low = middle else high = middle - 1 end
  end
  return low
end

-- The entries in groups of equal `field` (ascending), each group by its start across the axis
-- (`start` to `finish`): the groups' values and first places, and at each place the start and
-- the largest finish so far in its group (so a look back stops where nothing earlier reaches
-- it); and each group's longest extent.
local function groups_by(entries, field, start, finish)
  local list = sorted_by(sorted_by(entries, start), field)
  local order = { list = list, field = field, start = start, finish = finish, values = {}, firsts = {},
                  starts = {}, reach = {}, longest = {} }
  local group, far = 0, -math.huge
  for at, e in ipairs(list) do
    if at == 1 or e[field] ~= list[at - 1][field] then
      group, far = group + 1, -math.huge
      order.values[group], order.firsts[group], order.longest[group] = e[field], at, 0
    end
    if e[finish] > far then far = e[finish] end
    if e[finish] - e[start] > order.longest[group] then order.longest[group] = e[finish] - e[start] end
    order.starts[at], order.reach[at] = e[start], far
  end
  order.firsts[group + 1] = #list + 1
  return order
end

-- The best by `better`, from `best` on, of the entries of `order`'s group `g` other than `me`
-- that overlap it across the axis and `fit`; and how many entries it looked at.
local function best_in_group(order, g, me, fits, better, best)
  local start, finish, first = order.start, order.finish, order.firsts[g]
  local looked = 0
  for at = last_up_to(order.starts, me[finish], true, first, order.firsts[g + 1] - 1), first, -1 do
    if not (order.reach[at] > me[start]) then break end
    local other = order.list[at]
    looked = looked + 1
    if other[finish] > me[start] and other.item ~= me.item and fits(other) and (best == nil or better(other, best)) then
      best = other
    end
  end
  return best, looked
end

-- Sweeps the groups of `order` from `from` to `to` (by `step`) for the first with an entry
-- that overlaps `me` across and `fits`, and returns that group's first such in list order.
-- Gives up (nil, false) after SWEEP_FLOOR groups and entries that do not, or after
-- `allowance()` of them when that is more: the cost of answering the other way.
local function sweep(order, from, to, step, me, fits, allowance)
  local spent, budget = 0, SWEEP_FLOOR
  for g = from, to, step do
    local found, looked = best_in_group(order, g, me, fits, earlier)
    if found then return found end
    spent = spent + 1 + looked
    if spent > budget then
      if allowance == nil then return nil, false end
      budget, allowance = max(budget, allowance()), nil
      if spent > budget then return nil, false end
    end
  end
  return nil, true
end

-- About how many entries of `classes` (groups by extent class) could overlap `me`: those that
-- start less than their class's longest extent before it.
local function overlap_estimate(classes, me)
  local start, finish, count = classes.start, classes.finish, 0
  for g = 1, #classes.values do
    local first, last = classes.firsts[g], classes.firsts[g + 1] - 1
    local below = last_up_to(classes.starts, me[finish], true, first, last)
    count = count + max(0, below - last_up_to(classes.starts, me[start] - classes.longest[g], false, first, last))
  end
  return count
end

-- The four questions over `items` (those `keep` accepts); each order is built on first use.
local function neighbours_of(items, keep)
  local entries, by_item, built = {}, {}, {}
  for index, item in ipairs(items) do
    if keep == nil or keep(item) then
      local e = entry(item, index)
      entries[#entries + 1] = e
      by_item[item] = e
    end
  end
  local function groups(field, start, finish)
    local by_start = built[field]
    if by_start == nil then
      by_start = {}
      built[field] = by_start
    end
    if by_start[start] == nil then by_start[start] = groups_by(entries, field, start, finish) end
    return by_start[start]
  end
  local function centres()
    if built.centres == nil then
      local list, middles = sorted_by(entries, "middle"), {}
      for at, e in ipairs(list) do middles[at] = e.middle end
      built.centres = { list = list, middles = middles }
    end
    return built.centres
  end
  local function me(item) return by_item[item] or entry(item, 0) end

  -- The nearest entry before `self` along an axis: the largest far edge at most its start +
  -- tolerance among those that overlap it across the axis and come before it; the first in list
  -- order on a tie. Swept from the nearest edge; past the budget, chosen among the entries that
  -- overlap it across (found by extent class).
  local function nearest_before(self, far, start, class, across_start, across_finish)
    local order = groups(far, across_start, across_finish)
    local limit = self[start] + TOLERANCE
    local function fits(other) return before(other, self, start) end
    local function allowance() return overlap_estimate(groups(class, across_start, across_finish), self) end
    local from = last_up_to(order.values, limit, false, 1, #order.values)
    local found, complete = sweep(order, from, 1, -1, self, fits, allowance)
    if found or complete then return found end
    local function nearer(a, b)
      if a[far] ~= b[far] then return a[far] > b[far] end
      return a.index < b.index
    end
    local function fits_far(other) return other[far] <= limit and before(other, self, start) end
    local classes = groups(class, across_start, across_finish)
    for g = 1, #classes.values do found = best_in_group(classes, g, self, fits_far, nearer, found) end
    return found
  end

  -- The leftmost (`toward` -1: rightmost) entry strictly to the left (right) of `self` that
  -- shares its row and centre; the first in list order on a tie. Swept from that end; past the
  -- budget, chosen among the entries whose centres can agree: a window a point wider each side
  -- than the tolerance (so rounding drops none), each checked exactly.
  local function row_end(self, toward)
    local order = groups("x", "y", "bottom")
    local function fits(other)
      local beside = toward == 1 and other.x < self.x or toward == -1 and other.x > self.x
      return beside and abs(other.middle - self.middle) <= TOLERANCE
    end
    local window, first, last -- the entries whose centres can agree, found when needed
    local function open_window()
      window = centres()
      local count = #window.middles
      first = last_up_to(window.middles, self.middle - 1, true, 1, count) + 1
      last = last_up_to(window.middles, self.middle + 1, false, 1, count)
      return last - first + 1
    end
    local from, to = 1, last_up_to(order.values, self.x, true, 1, #order.values)
    if toward == -1 then from, to = #order.values, last_up_to(order.values, self.x, false, 1, #order.values) + 1 end
    local found, complete = sweep(order, from, to, toward, self, fits, open_window)
    if found or complete then return found end
    if window == nil then open_window() end
    local function outer(a, b)
      if a.x ~= b.x then return (a.x < b.x) == (toward == 1) end
      return a.index < b.index
    end
    for at = first, last do
      local other = window.list[at]
      if other.item ~= self.item and other.y < self.bottom and self.y < other.bottom and fits(other)
        and (found == nil or outer(other, found)) then
        found = other
      end
    end
    return found
  end

  local found = {}
  function found.previous_in_row(item)
    local other = nearest_before(me(item), "right", "x", "rows", "y", "bottom")
    return other and other.item
  end
  function found.previous_in_column(item)
    local other = nearest_before(me(item), "bottom", "y", "columns", "x", "right")
    return other and other.item
  end
  function found.row_anchor(item)
    local other = row_end(me(item), 1)
    return other and other.item
  end
  function found.anchors_row(item) return row_end(me(item), -1) ~= nil end
  return found
end

-- Built neighbours per list, then per `keep` function; weak, so a screen's go with it.
local built = setmetatable({}, { __mode = "k" })
local function everything() return true end

--- The neighbours of each of `items` — sibling nodes in sibling order (such as
--- `node.parent.children`) or `{ x, y, width, height }` boxes — among the others, counting only
--- the items `keep(item)` accepts (all when nil). Returns a table of four functions of an item:
---   `previous_in_row(item)`: the nearest item to its left in its row (vertical extents overlap):
---     the largest right edge at most its x + 0.5, the first in list order on a tie;
---   `previous_in_column(item)`: the nearest above in its column (horizontal extents overlap);
---   `row_anchor(item)`: the leftmost item of its row whose vertical centre is within 0.5 of its
---     own (the first on a tie), nil when it is leftmost itself;
---   `anchors_row(item)`: whether an item to its right shares its row and centre.
--- Only an item that comes before along the axis — by x (or y), then by list order — is ever
--- a previous one, so chains never loop. An item not among them is asked about as if it came
--- first in the list. Sorting (O(n log n)) happens once per list and `keep` function: pass the
--- same list and function (a module's local, not a new closure) each time. An answer is a few
--- binary searches in rows, columns and grids; at worst it costs about as many steps as the
--- siblings that could share the item's row or column (or the boxes piled on its own spot).
function geom.neighbours(items, keep)
  local by_keep = built[items]
  if by_keep == nil then
    by_keep = setmetatable({}, { __mode = "k" })
    built[items] = by_keep
  end
  local found = by_keep[keep or everything]
  if found == nil then
    found = neighbours_of(items, keep)
    by_keep[keep or everything] = found
  end
  -- A table of the caller's own: what one rule does to it no other rule sees.
  return { previous_in_row = found.previous_in_row, previous_in_column = found.previous_in_column,
           row_anchor = found.row_anchor, anchors_row = found.anchors_row }
end
snap.geom = geom

-- Colours as `#RRGGBB` strings.
local color = {}

--- `#RRGGBB` of a paint (`paint.hex`), a `{ r, g, b }` table with 0…1 channels, or a hex string.
function color.hex(value)
  if type(value) == "string" then return string.upper(value) end
  if value.hex then return value.hex end
  local function byte(channel) return string.format("%02X", math.floor(channel * 255 + 0.5)) end
  return "#" .. byte(value.r) .. byte(value.g) .. byte(value.b)
end

local function channels(hex)
  local text = color.hex(hex):gsub("#", "")
  return tonumber(text:sub(1, 2), 16), tonumber(text:sub(3, 4), 16), tonumber(text:sub(5, 6), 16)
end

--- Euclidean distance of two colours in 0…255 RGB.
function color.distance(a, b)
  local r1, g1, b1 = channels(a)
  local r2, g2, b2 = channels(b)
  return math.sqrt((r1 - r2) ^ 2 + (g1 - g2) ^ 2 + (b1 - b2) ^ 2)
end

--- The name in `palette` (name → hex) nearest to `value`, and its distance; ties go to the
--- first name in sorted order.
function color.nearest(value, palette)
  local best, distance
  for name, hex in pairs(palette) do
    local d = color.distance(value, hex)
    if distance == nil or d < distance then best, distance = name, d end
  end
  return best, distance
end
snap.color = color

-- UTF-8 aware text helpers.
local text = {}

--- The number of characters (code points) in `s`.
function text.len(s) return utf8.len(s) or #s end

--- Characters `i` to `j` of `s` (1-based, inclusive, negative from the end).
function text.sub(s, i, j)
  local count = text.len(s)
  j = j or count
  if i < 0 then i = count + i + 1 end
  if j < 0 then j = count + j + 1 end
  if i < 1 then i = 1 end
  if j > count then j = count end
  if i > j then return "" end
  local first = utf8.offset(s, i)
  local after = utf8.offset(s, j + 1)
  return s:sub(first, (after or #s + 1) - 1)
end

--- `s` lower-cased (ASCII) without spaces, hyphens, underscores or dots: "Status-Bar" → "statusbar".
function text.normalize(s) return (s:lower():gsub("[%s%-_%.]", "")) end

--- Whether `s` starts with `prefix`.
function text.starts_with(s, prefix) return s:sub(1, #prefix) == prefix end
snap.text = text

-- Lists.
local list = {}
function list.map(items, f)
  local result = {}
  for i = 1, #items do result[i] = f(items[i], i) end
  return result
end
function list.filter(items, keep)
  local result = {}
  for i = 1, #items do if keep(items[i], i) then result[#result + 1] = items[i] end end
  return result
end
function list.find(items, match)
  for i = 1, #items do if match(items[i], i) then return items[i], i end end
  return nil
end
function list.contains(items, value)
  for i = 1, #items do if items[i] == value then return true end end
  return false
end
function list.sorted_keys(t)
  local keys = {}
  for key in pairs(t) do keys[#keys + 1] = key end
  return keys
end
snap.list = list

-- Swift source.
local swift = {}
--- `s` as a Swift string literal, escaped by figsnap: "a\tb" for a tab, \" for a quote.
swift.string = swift_string
snap.swift = swift

snap.log = log
snap.version = 1
return snap
