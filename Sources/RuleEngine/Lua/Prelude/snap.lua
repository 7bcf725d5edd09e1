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
