-- The planned constraints plus `height == planned + 10`, required, for each of the first
-- `options.conflicts` views that have a fixed height: one conflict each.
local added = 0

return {
  summary = "adds a second, conflicting required height to views with a fixed height",
  constraints = function(view, ctx)
    if added >= (ctx.options.conflicts or 2500) then return nil end
    local fixed
    for _, c in ipairs(view.constraints) do
      if c.attribute == "height" and c.target == nil and c.relation == "equal" and c.priority >= 1000 then
        fixed = c
        break
      end
    end
    if fixed == nil then return nil end
    added = added + 1
    local list = {}
    for _, c in ipairs(view.constraints) do list[#list + 1] = c end
    list[#list + 1] = { attribute = "height", relation = "equal", constant = fixed.constant + 10 }
    return list
  end,
}
