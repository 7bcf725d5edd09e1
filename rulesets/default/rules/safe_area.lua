-- Seed 000: bottom-stuck buttons, toolbars and tab bars keep to the safe area, and content below
-- the status bar hangs from it — through safeAreaLayoutGuide, never a hard-coded 34 or 44.
local layout = require("layout")

local TOLERANCE = 0.5

return {
  summary = "bottom-stuck elements and the first item below the status bar are pinned to the safe area",
  vertical = function(node, ctx)
    if node.parent ~= ctx.screen or not layout.in_free_form(node) then return nil end
    local insets = layout.safe_area(ctx)
    local box = node.absolute
    local stuck_to_bottom = math.abs(box.y + box.height + insets.bottom - ctx.canvas.height) <= TOLERANCE
    if stuck_to_bottom and box.y > ctx.canvas.height / 2 then return { bottom = "safeArea" } end
    local pinning = node.constraints.vertical
    if insets.top > 0 and box.y >= insets.top - TOLERANCE and (pinning == "TOP" or pinning == "SCALE")
      and box.y < ctx.canvas.height / 2 and layout.previous_in_column(node) == nil then
      return { top = "safeArea" }
    end
  end,
}
