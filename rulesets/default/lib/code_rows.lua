-- The row of a one-time code's slots: four to eight equal boxes (each showing at most one character and small marks)
-- or underlines side by side at equal gaps. The controls rule and the number pad of lib/chrome.lua ask it.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local code_rows = {}

local texts_in, shape_types = layers.texts, structure.shape_types

-- A code's slot: a box 24 to 80 pt wide and 36 to 96 pt tall, at least about as tall as wide and no disc, showing at
-- most one character (a digit, a dot, nothing) and small marks (a cursor, a dot); or a line of 24 to 100 pt with
-- nothing in it.
local function code_slot(part)
  local box = part.absolute
  if #part.children == 0 and shape_types[part.type] and box.height <= 2.5 then
    return box.width >= 24 and box.width <= 100 and "line" or nil
  end
  if part.type == "TEXT" or box.width < 24 or box.width > 80 or box.height < 36 or box.height > 96
    or box.height < box.width * 0.8 or not structure.is_box(part) then
    return nil
  end
  -- A disc is a dot or an avatar's place, no slot.
  local disc = part.type == "ELLIPSE" or (part.corner_radius or 0) >= box.width / 2 - 0.5
  if disc and math.abs(box.width - box.height) <= 2 then return nil end
  for _, text in ipairs(texts_in(part)) do
    if text.visible and snap.text.len((text.text.characters:gsub("%s", ""))) > 1 then return nil end
  end
  -- What else it draws is a mark (a cursor, a dot, an underline) or its own background, never a glyph (a tab's icon
  -- in its cell).
  for _, leaf in ipairs(structure.visible_leaves(part)) do
    local place = leaf.absolute
    local mark = math.min(place.width, place.height) <= 4
      or math.max(place.width, place.height) <= math.max(12, box.width * 0.3)
    local background = place.width >= box.width * 0.9 and place.height >= box.height * 0.9
    if leaf.type ~= "TEXT" and not mark and not background then return nil end
  end
  return "box"
end

-- Whether the parts, sorted by their leading edges, stand at equal gaps (within 4 pt).
local function evenly_spaced(parts)
  local sorted = structure.left_to_right(parts)
  local first_gap = nil
  for index = 2, #sorted do
    local before, after = sorted[index - 1].absolute, sorted[index].absolute
    local gap = after.x - (before.x + before.width)
    if gap < -0.5 then return false end
    first_gap = first_gap or gap
    if math.abs(gap - first_gap) > 4 then return false end
  end
  return true
end

local function code_row_of(node)
  local parts = structure.shown(node)
  if #parts < 4 or #parts > 8 or node.type == "TEXT" then return false end
  local kind = code_slot(parts[1])
  if kind == nil then return false end
  for _, part in ipairs(parts) do
    if code_slot(part) ~= kind then return false end
  end
  return structure.equal_row(parts, 2) and evenly_spaced(parts)
end

--- Whether the node is the row of a one-time code: four to eight equal slots side by side at equal gaps, each a box
--- showing at most one character (a digit, a dot) or an empty underline; not one of several such rows (a keypad's).
code_rows.is_code_row = memo.per_node(function(node)
  if not code_row_of(node) then return false end
  if node.parent == nil then return true end
  for _, sibling in ipairs(structure.shown(node.parent)) do
    if sibling ~= node and code_row_of(sibling) then return false end
  end
  return true
end)

return code_rows
