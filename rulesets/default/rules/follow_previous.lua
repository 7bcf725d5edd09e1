-- Seed 000 (should_use_leading): lay rows out left to right. An item close to the previous one
-- follows it; only an element really pinned right uses the trailing edge.
local layout = require("layout")

return {
  summary = "in a row, an item under follow_gap from the previous one follows it; else trailing when it sits at the right edge",
  horizontal = function(node, ctx)
    if not layout.in_free_form(node) then return nil end
    local pinning = node.constraints.horizontal
    if pinning ~= "LEFT" and pinning ~= "SCALE" then return nil end -- RIGHT, CENTER, LEFT_RIGHT: as Figma says
    -- A frame that hugs its content only happens to span its parent: stretching it would fight
    -- the content for its width.
    if layout.spans_width(node) and node.layout.sizing.horizontal ~= "HUG" then
      return { leading = "superview", trailing = "superview" }
    end
    local follow_gap = ctx.options.follow_gap or 50
    local previous = layout.previous_in_row(node)
    if previous and snap.geom.gap_x(previous, node) < follow_gap then return { leading = previous } end
    -- Right-attached elements are small ones near the right edge, alone or far from the item before
    -- them (a bar's trailing button, a row's "See all"); a block wider than half its parent, or
    -- one running past the edge, reads from its left.
    local left = node.frame.x
    local right = snap.geom.right_margin(node)
    local narrow = node.frame.width <= node.parent.frame.width / 2
    if narrow and right >= 0 and right < follow_gap and right < left then
      return { trailing = "superview" }
    end
    return { leading = "superview" }
  end,
}
