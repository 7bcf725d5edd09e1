-- Geometry shared by the direction rules: which siblings sit in one row or column, and which
-- one a node follows.
local loose_buttons = require("loose_buttons")
local layout = {}

local TOLERANCE = 0.5
local abs, floor, format = math.abs, math.floor, string.format
local geom_neighbours = snap.geom.neighbours

-- Nodes are shared read-only tables for the whole screen, and reading one of their fields runs
-- a metamethod: what every direction rule asks of a node (or of a screen's `ctx`, or of a list
-- of siblings) is answered once, in tables with weak keys, so a screen's answers go with it.
local function weak() return setmetatable({}, { __mode = "k" }) end
local free_form, insets_of, neighbours_of, column_previous = weak(), weak(), weak(), weak()

--- Whether the node is placed on its own in its parent (not by auto layout).
function layout.in_free_form(node)
  local known = free_form[node]
  if known ~= nil then return known end
  local parent = node.parent
  if parent == nil then
    known = false
  else
    local mode = parent.layout.mode
    known = mode == "NONE" or mode == "GRID" or parent.layout.wrap or node.layout.positioning == "ABSOLUTE"
  end
  free_form[node] = known
  return known
end

--- The screen's safe-area insets: those of the device figsnap derived from the canvas (or the
--- ruleset's `safe_area` entry for the canvas), or zeros.
function layout.safe_area(ctx)
  local insets = insets_of[ctx]
  if insets == nil then
    local key = format("%dx%d", floor(ctx.canvas.width + 0.5), floor(ctx.canvas.height + 0.5))
    local entry = (ctx.options.safe_area and ctx.options.safe_area[key]) or ctx.safe_area
    insets = entry and { top = entry.top or 0, bottom = entry.bottom or 0 } or { top = 0, bottom = 0 }
    insets_of[ctx] = insets
  end
  -- A table of the caller's own, as before.
  return { top = insets.top, bottom = insets.bottom }
end

-- A free-form sibling another can follow: not a layer drawn on a loose button, which figsnap moves into the button.
local function placed_on_its_own(node)
  return layout.in_free_form(node) and not loose_buttons.on_button(node)
end

-- The free-form siblings' neighbours (snap.geom.neighbours), sorted once per parent: a parent
-- with thousands of children is not rescanned for every child.
local function neighbours(node)
  local siblings = node.parent.children
  local found = neighbours_of[siblings]
  if found == nil then
    found = geom_neighbours(siblings, placed_on_its_own)
    neighbours_of[siblings] = found
  end
  return found
end

--- The nearest sibling to the left in the same row (vertical extents overlap), if any.
function layout.previous_in_row(node) return neighbours(node).previous_in_row(node) end

--- The nearest sibling above in the same column (horizontal extents overlap), if any. Asked of
--- a node by both safe_area and column_flow: found once (false for none).
function layout.previous_in_column(node)
  local previous = column_previous[node]
  if previous == nil then
    previous = neighbours(node).previous_in_column(node) or false
    column_previous[node] = previous
  end
  return previous or nil
end

--- The leftmost sibling of the node's row whose vertical centre agrees with it; nil when the
--- node itself is leftmost.
function layout.row_anchor(node) return neighbours(node).row_anchor(node) end

--- Whether a sibling to the right shares the node's row and centre (the node anchors a row).
function layout.anchors_row(node) return neighbours(node).anchors_row(node) end

--- Whether the node spans its parent's width.
function layout.spans_width(node)
  local frame = node.frame
  return abs(frame.x) <= TOLERANCE and abs(frame.width - node.parent.frame.width) <= TOLERANCE
end

return layout
