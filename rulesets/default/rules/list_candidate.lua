-- Seeds 001 and 004: a run of sibling instances of one component stacked vertically is a list,
-- not a stack of rows: report it as a UICollectionView candidate.
local MIN_RUN = 3

return {
  summary = "three or more stacked instances of one component are reported as a UICollectionView list",
  container = function(node, ctx)
    local run, component, first = 0, nil, nil
    local function flush()
      if run >= MIN_RUN then
        ctx.report("note", run .. " stacked instances of '" .. component .. "' from '" .. first
          .. "' look like a list: consider a UICollectionView with a list layout")
      end
    end
    for _, child in ipairs(node.children) do
      local name = child.component and (child.component.set_name or child.component.name)
      local previous = child.prev
      if name and name == component and previous and snap.geom.same_column(previous, child) then
        run = run + 1
      else
        flush()
        run, component, first = name and 1 or 0, name, child.name
      end
    end
    flush()
  end,
}
