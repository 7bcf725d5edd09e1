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

--- The safe-area insets the options give for the screen's canvas, or zeros.
function layout.safe_area(ctx)
  local key = string.format("%dx%d", math.floor(ctx.canvas.width + 0.5), math.floor(ctx.canvas.height + 0.5))
  local entry = ctx.options.safe_area and ctx.options.safe_area[key]
  if not entry then return { top = 0, bottom = 0 } end
  return { top = entry.top or 0, bottom = entry.bottom or 0 }
end

local function siblings(node)
  local found = {}
  for _, other in ipairs(node.parent.children) do
    if other ~= node and layout.in_free_form(other) then found[#found + 1] = other end
  end
  return found
end

--- The nearest sibling to the left in the same row (vertical extents overlap), if any.
function layout.previous_in_row(node)
  local best
  for _, other in ipairs(siblings(node)) do
    local right = other.absolute.x + other.absolute.width
    if snap.geom.same_row(other, node) and right <= node.absolute.x + TOLERANCE then
      if best == nil or right > best.absolute.x + best.absolute.width then best = other end
    end
  end
  return best
end

--- The nearest sibling above in the same column (horizontal extents overlap), if any.
function layout.previous_in_column(node)
  local best
  for _, other in ipairs(siblings(node)) do
    local bottom = other.absolute.y + other.absolute.height
    if snap.geom.same_column(other, node) and bottom <= node.absolute.y + TOLERANCE then
      if best == nil or bottom > best.absolute.y + best.absolute.height then best = other end
    end
  end
  return best
end

--- The leftmost sibling of the node's row whose vertical centre agrees with it; nil when the
--- node itself is leftmost.
function layout.row_anchor(node)
  local anchor
  for _, other in ipairs(siblings(node)) do
    if snap.geom.same_row(other, node) and snap.geom.centers_aligned(other, node, "y", TOLERANCE)
      and other.absolute.x < node.absolute.x and (anchor == nil or other.absolute.x < anchor.absolute.x) then
      anchor = other
    end
  end
  return anchor
end

--- Whether a sibling to the right shares the node's row and centre (the node anchors a row).
function layout.anchors_row(node)
  for _, other in ipairs(siblings(node)) do
    if snap.geom.same_row(other, node) and snap.geom.centers_aligned(other, node, "y", TOLERANCE)
      and other.absolute.x > node.absolute.x then
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
