-- Conventions 9 (seed 000, multi-screen strategy): a row of three or more items spaced evenly
-- and centred in its parent (a step indicator, a tab row) would look better distributed on wider
-- screens; figsnap keeps the design's layout and says so, instead of guessing a distribution.
local TOLERANCE = 0.5
local abs, same_row, gap_x = math.abs, snap.geom.same_row, snap.geom.gap_x
local function evenly_spaced_row(children, parent)
  if #children < 3 then return false end
  local items = {}
  for index, child in ipairs(children) do items[index] = { x = child.frame.x, node = child } end
  table.sort(items, function(a, b) return a.x < b.x end) -- each x read once, not per comparison
  for index, item in ipairs(items) do items[index] = item.node end
  local first, last = items[1], items[#items]
  for i = 2, #items do
    if not same_row(items[i - 1], items[i]) then return false end
  end
  local gap = gap_x(items[1], items[2])
  if gap <= 0 then return false end
  for i = 3, #items do
    if abs(gap_x(items[i - 1], items[i]) - gap) > TOLERANCE then return false end
  end
  local left, right = first.frame.x, parent.frame.width - (last.frame.x + last.frame.width)
  return abs(left - right) <= TOLERANCE
end

return {
  summary = "rows of evenly spaced, centred items are noted as candidates for distributed layout",
  container = function(node, ctx)
    if node.layout.mode ~= "NONE" or not evenly_spaced_row(node.children, node) then return nil end
    ctx.report("note", #node.children .. " items spaced evenly and centred: kept at the design's offsets; "
      .. "a UIStackView with .equalSpacing would spread them on wider screens")
  end,
}
