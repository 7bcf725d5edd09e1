-- Seed 000: bottom-stuck buttons, toolbars and tab bars keep to the safe area, and top bars
-- start below the status bar — through safeAreaLayoutGuide, never a hard-coded 34 or 44.
local layout = require("layout")

local TOLERANCE = 0.5

return {
  summary = "bottom-stuck elements and top bars are pinned to the safe area, not to hard-coded insets",
  vertical = function(node, ctx)
    if node.parent ~= ctx.screen or node.layout.positioning ~= "AUTO" and ctx.screen.layout.mode ~= "NONE" then
      return nil
    end
    local insets = layout.safe_area(ctx)
    local box = node.absolute
    if math.abs(box.y + box.height + insets.bottom - ctx.canvas.height) <= TOLERANCE
      and box.y > ctx.canvas.height / 2 then
      return { bottom = "safeArea" }
    end
    if insets.top > 0 and math.abs(box.y - insets.top) <= TOLERANCE then return { top = "safeArea" } end
  end,
}
