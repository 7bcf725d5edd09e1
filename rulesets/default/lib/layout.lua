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

-- The free-form siblings' neighbours (snap.geom.neighbours), sorted once per parent: a parent
-- with thousands of children is not rescanned for every child.
local function neighbours(node) return snap.geom.neighbours(node.parent.children, layout.in_free_form) end

--- The nearest sibling to the left in the same row (vertical extents overlap), if any.
function layout.previous_in_row(node) return neighbours(node).previous_in_row(node) end

--- The nearest sibling above in the same column (horizontal extents overlap), if any.
function layout.previous_in_column(node) return neighbours(node).previous_in_column(node) end

--- The leftmost sibling of the node's row whose vertical centre agrees with it; nil when the
--- node itself is leftmost.
function layout.row_anchor(node) return neighbours(node).row_anchor(node) end

--- Whether a sibling to the right shares the node's row and centre (the node anchors a row).
function layout.anchors_row(node) return neighbours(node).anchors_row(node) end

--- Whether the node spans its parent's width.
function layout.spans_width(node)
  return math.abs(node.frame.x) <= TOLERANCE and math.abs(node.frame.width - node.parent.frame.width) <= TOLERANCE
end

return layout
