-- What any drawn bar is made of, whichever kind it is: its parts (its children, or those of the one frame that holds
-- them), with its background and layers that draw nothing left out. The navigation and tab bar recognisers and the
-- bars found by name ask these.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local bars = {}

-- How far above the screen's bottom a tab bar may end (floating over the home indicator's 34 pt), found by its shape
-- or by its name.
bars.FLOATING_TAB_GAP = 48

-- A bar's background: a rectangle across it, or a layer as large as the bar with no text and no icon in it (a
-- group of the bar's fill and its home indicator).
local function is_background(child, node)
  local box, bar = child.absolute, node.absolute
  if box.width < bar.width * 0.9 then return false end
  if child.type == "RECTANGLE" then return true end
  if child.type == "TEXT" or box.height < bar.height * 0.8 or #layers.texts(child) > 0 then return false end
  for _, inner in ipairs(structure.shown(child)) do
    if layers.is_icon_like(inner) then return false end
  end
  return true
end

--- Whether the layer draws nothing: a frame, group or instance with no visible layer and no paint of its own (a slot
--- kept for spacing, the strip of a home indicator iOS draws, which the chrome rule took out).
function bars.draws_nothing(layer)
  return layer.type ~= "TEXT" and not structure.shape_types[layer.type] and #structure.shown(layer) == 0
    and not structure.paints(layer) and #layer.fills == 0
end

-- Whether the child is one of the bar's parts: neither its background nor a layer that draws nothing.
local function is_part(child, node)
  return not is_background(child, node) and not bars.draws_nothing(child)
end

--- The one part a wrapper holds (the frame of a bar's items, with a background or a home indicator beside it), or
--- false (once a node).
bars.sole_part = memo.per_node(function(node)
  local kept = nil
  for _, child in ipairs(structure.shown(node)) do
    if is_part(child, node) then
      if kept then return false end
      kept = child
    end
  end
  return kept ~= nil and kept.type ~= "TEXT" and #kept.children > 1 and kept
end)

--- The parts of a bar: its children, or the children of the single frame that holds them (once a node: each of a
--- frame's children asks about it; a list shared by every caller: do not change it). A layer at no opacity (a slot
--- kept for a raised button drawn elsewhere) and a layer that draws nothing are no parts.
bars.parts = memo.per_node(function(node)
  local wrapped = bars.sole_part(node)
  if wrapped then return bars.parts(wrapped) end
  local kept = {}
  for _, child in ipairs(structure.shown(node)) do
    if is_part(child, node) then kept[#kept + 1] = child end
  end
  return kept
end)

return bars
