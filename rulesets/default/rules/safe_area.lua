-- Seed 000: bottom-stuck buttons, toolbars and tab bars keep to the safe area, and content below
-- the status bar hangs from it — through safeAreaLayoutGuide, never a hard-coded 34 or 44.
local layout = require("layout")

local TOLERANCE = 0.5

return {
  summary = "bottom-stuck or bottom-pinned elements and the first item below the status bar are pinned to the safe area",
  vertical = function(node, ctx)
    if node.parent ~= ctx.screen or not layout.in_free_form(node) then return nil end
    local insets = layout.safe_area(ctx)
    local box, canvas_height = node.absolute, ctx.canvas.height
    local top, height, pinning = box.y, box.height, node.constraints.vertical
    local above_bottom = canvas_height - (top + height) -- from the screen's bottom edge
    local stuck_to_bottom = math.abs(above_bottom - insets.bottom) <= TOLERANCE
    -- Anything Figma keeps at a distance from the bottom, above the home indicator, keeps that
    -- distance from the safe area: a caption 16 pt above it is bottom.offset(-16) from the guide,
    -- never the root's bottom inset by 34 + 16.
    local hangs_from_bottom = pinning == "BOTTOM" and insets.bottom > 0 and above_bottom >= insets.bottom - TOLERANCE
    if (stuck_to_bottom or hangs_from_bottom) and top > canvas_height / 2 then return { bottom = "safeArea" } end
    -- The top inset is the room the design left for the status bar, or 0 for a design drawn
    -- for the safe area alone; either way the first item of a column hangs from the safe area.
    -- A background as tall as the screen stays on the screen's edges.
    local has_safe_area = ctx.device ~= nil or insets.top > 0
    if has_safe_area and top >= insets.top - TOLERANCE and (pinning == "TOP" or pinning == "SCALE")
      and top < canvas_height / 2 and height < canvas_height - TOLERANCE
      and layout.previous_in_column(node) == nil then
      return { top = "safeArea" }
    end
  end,
}
