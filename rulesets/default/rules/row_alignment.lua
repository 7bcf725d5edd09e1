-- Conventions 6: items of a row whose vertical centres agree align to the row's first item with
-- centerY, instead of each carrying its own top offset.
local layout = require("layout")

local function centered_in_parent(node)
  local parent_middle = node.parent.frame.height / 2
  return math.abs(node.frame.y + node.frame.height / 2 - parent_middle) <= 0.5
end

return {
  summary = "items of a row with agreeing vertical centres align to the row's anchor with centerY",
  vertical = function(node)
    if not layout.in_free_form(node) then return nil end
    local pinning = node.constraints.vertical
    if pinning ~= "TOP" and pinning ~= "SCALE" then return nil end
    local anchor = layout.row_anchor(node)
    if anchor then return { centerY = anchor } end
    if layout.anchors_row(node) and centered_in_parent(node) then return { centerY = "superview" } end
  end,
}
