-- A different layout decision from the default: text the design centres in its parent stays
-- centred on every width, instead of keeping its leading offset.
return {
  summary = "text centred in its parent (within 1 pt) is centred with centerX",
  horizontal = function(node)
    if node.type ~= "TEXT" or node.parent == nil or node.parent.layout.mode ~= "NONE" then return nil end
    local middle = node.frame.x + node.frame.width / 2
    if math.abs(middle - node.parent.frame.width / 2) <= 1 and node.frame.x > 0 then
      return { centerX = "superview" }
    end
  end,
}
