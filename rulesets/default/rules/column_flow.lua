-- Seed 000: lay columns out top to bottom. An item right below another follows it.
local layout = require("layout")

return {
  summary = "in a column, an item under follow_gap below the previous one follows its bottom",
  vertical = function(node, ctx)
    if not layout.in_free_form(node) then return nil end
    local pinning = node.constraints.vertical
    if pinning ~= "TOP" and pinning ~= "SCALE" then return nil end
    local previous = layout.previous_in_column(node)
    if previous and snap.geom.gap_y(previous, node) < (ctx.options.follow_gap or 50) then
      return { top = previous }
    end
  end,
}
