-- Geometry shared by the direction rules: which siblings sit in one row or column, and which
-- one a node follows.
local layout = {}

local TOLERANCE = 0.5

--- Whether the node is placed on its own in its parent (not by auto layout).
function layout.in_free_form(node)
  local parent = node.parent
  if parent == nil then return false end
  local mode = parent.layout.mode
  return mode == "NONE" or mode == "GRID" or parent.layout.wrap or node.layout.positioning == "ABSOLUTE"
end

--- The screen's safe-area insets: those of the device figsnap derived from the canvas (or the
--- ruleset's `safe_area` entry for the canvas), or zeros.
function layout.safe_area(ctx)
  local key = string.format("%dx%d", math.floor(ctx.canvas.width + 0.5), math.floor(ctx.canvas.height + 0.5))
  local entry = (ctx.options.safe_area and ctx.options.safe_area[key]) or ctx.safe_area
  if not entry then return { top = 0, bottom = 0 } end
  return { top = entry.top or 0, bottom = entry.bottom or 0 }
end

-- The free-form children of each parent as plain numbers, read once per parent (a parent with
-- thousands of children would otherwise be rescanned, field by field, for every child).
local cache = setmetatable({}, { __mode = "k" })

local function boxes(parent)
  local found = cache[parent]
  if found then return found end
  found = { by_node = {} }
  for index, child in ipairs(parent.children) do
    if layout.in_free_form(child) then
      local box = child.absolute
      local entry = { node = child, index = index, x = box.x, y = box.y, right = box.x + box.width,
                      bottom = box.y + box.height, middle = box.y + box.height / 2 }
      found[#found + 1] = entry
      found.by_node[child] = entry
    end
  end
  cache[parent] = found
  return found
end

local function box_of(node)
  local known = boxes(node.parent).by_node[node]
  if known then return known end
  local a = node.absolute
  return { node = node, index = 0, x = a.x, y = a.y, right = a.x + a.width, bottom = a.y + a.height,
           middle = a.y + a.height / 2 }
end

-- Whether `a` comes before `b` along an axis: by its start, then by its place among its siblings.
-- Following only what comes before keeps every chain acyclic, also for coincident and zero-size
-- nodes that the tolerance would let follow each other.
local function before(a, b, start)
  if a[start] ~= b[start] then return a[start] < b[start] end
  return a.index < b.index
end

local function same_row(a, b) return a.y < b.bottom and b.y < a.bottom end
local function same_column(a, b) return a.x < b.right and b.x < a.right end

--- The nearest sibling to the left in the same row (vertical extents overlap), if any.
function layout.previous_in_row(node)
  local me, best = box_of(node), nil
  for _, other in ipairs(boxes(node.parent)) do
    if other.node ~= node and same_row(other, me) and other.right <= me.x + TOLERANCE and before(other, me, "x") then
      if best == nil or other.right > best.right then best = other end
    end
  end
  return best and best.node
end

--- The nearest sibling above in the same column (horizontal extents overlap), if any.
function layout.previous_in_column(node)
  local me, best = box_of(node), nil
  for _, other in ipairs(boxes(node.parent)) do
    if other.node ~= node and same_column(other, me) and other.bottom <= me.y + TOLERANCE and before(other, me, "y") then
      if best == nil or other.bottom > best.bottom then best = other end
    end
  end
  return best and best.node
end

--- The leftmost sibling of the node's row whose vertical centre agrees with it; nil when the
--- node itself is leftmost.
function layout.row_anchor(node)
  local me, anchor = box_of(node), nil
  for _, other in ipairs(boxes(node.parent)) do
    if other.node ~= node and same_row(other, me) and math.abs(other.middle - me.middle) <= TOLERANCE
      and other.x < me.x and (anchor == nil or other.x < anchor.x) then
      anchor = other
    end
  end
  return anchor and anchor.node
end

--- Whether a sibling to the right shares the node's row and centre (the node anchors a row).
function layout.anchors_row(node)
  local me = box_of(node)
  for _, other in ipairs(boxes(node.parent)) do
    if other.node ~= node and same_row(other, me) and math.abs(other.middle - me.middle) <= TOLERANCE
      and other.x > me.x then
      return true
    end
  end
  return false
end

--- Whether the node spans its parent's width.
function layout.spans_width(node)
  return math.abs(node.frame.x) <= TOLERANCE and math.abs(node.frame.width - node.parent.frame.width) <= TOLERANCE
end

return layout
