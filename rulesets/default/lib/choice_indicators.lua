-- The indicator of a choice: the small circle of a radio or square of a checkbox (12 to 32 pt, stroked, or filled
-- with its mark inside it; a component's states drawn one over the other show their top one), and whether what such
-- a box holds is its mark rather than an icon's glyph. The choice and control recognisers ask these.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local choice_indicators = {}

local texts_in, solid, shape_types = layers.texts, layers.solid, structure.shape_types

local box_types = { ELLIPSE = true, RECTANGLE = true, FRAME = true, GROUP = true, INSTANCE = true, COMPONENT = true }

-- Whether the node's visible layers all cover it, to a point, two or more: a component's states one over the other,
-- the top one holding a mark (no photo: an avatar under its ring is none).
local function stacked(node)
  local shown, box = structure.shown(node), node.absolute
  if #shown < 2 or #structure.shown(shown[#shown]) == 0 then return false end
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    if layers.has_image_fill(leaf) then return false end
  end
  for _, layer in ipairs(shown) do
    local part = layer.absolute
    if math.abs(part.x - box.x) > 1 or math.abs(part.y - box.y) > 1 or math.abs(part.width - box.width) > 1
      or math.abs(part.height - box.height) > 1 then
      return false
    end
  end
  return true
end

local top_state_kind

--- What a choice's indicator is: "radio" for a circle, "checkbox" for a square, of 12 to 32 pt, stroked, or filled
--- with a mark inside it; nil for anything else (an icon's frame around a glyph, a drawn star, a photo).
function choice_indicators.kind(candidate)
  local box = candidate.absolute
  if candidate.type == "TEXT" or box.width < 12 or box.width > 32 or math.abs(box.width - box.height) > 1.5 then
    return nil
  end
  -- A component's states drawn one over the other (a step's number under its check): the top one shows.
  if box_types[candidate.type] and not structure.paints(candidate) and stacked(candidate) then
    local shown = structure.shown(candidate)
    return top_state_kind(shown[#shown])
  end
  for _, text in ipairs(texts_in(candidate)) do
    if not layers.is_glyph_text(text) then return nil end
  end
  for _, paint in ipairs(candidate.fills) do
    if paint.visible and paint.type == "IMAGE" then return nil end
  end
  -- Drawn as a box itself, not an icon's frame around a glyph nor a drawn shape (a star): a stroked circle or
  -- square, or a filled one with its mark inside.
  if not box_types[candidate.type] or not structure.paints(candidate) then return nil end
  local stroked = solid(candidate.strokes) ~= nil
  if not stroked and #structure.shown(candidate) == 0 then return nil end
  if #structure.shown(candidate) > 0 and not choice_indicators.mark(candidate, stroked) then return nil end
  local round = candidate.type == "ELLIPSE" or (candidate.corner_radius or 0) >= box.width / 2 - 1
  return round and "radio" or "checkbox"
end

local mark_words = { "check", "checked", "checkmark", "tick", "done", "dot", "mark", "selected", "radio", "checkbox",
  "✓", "✔" }
-- What an icon's glyph in an outlined circle is called ("⊕" before "Add member"): no mark.
local glyph_words = { "plus", "add", "close", "cross", "minus", "arrow", "chevron", "edit", "pen", "pencil", "search",
  "info", "user", "person", "profile", "star", "heart", "camera", "bell", "trash", "delete", "play", "pause" }

--- Whether what a choice's box holds is its mark, not an icon's glyph on a badge ("🔔" on a tinted disc before
--- "Notifications" is no radio) nor one named as another glyph ("plus"): one or two shapes (or an icon font's glyph)
--- that are named as a mark, or a dot centred in it (a radio's), or drawn white on a filled box (a checked box
--- inverts), or anything in a box that is only stroked (an outlined box holds nothing but its mark).
--- `face` is the layer that draws the box (the candidate itself unless told) and `leaves` what it holds.
function choice_indicators.mark(candidate, stroked, face, leaves)
  face, leaves = face or candidate, leaves or structure.visible_leaves(candidate)
  if #leaves == 0 or #leaves > 2 then return #leaves == 0 end
  local box = candidate.absolute
  for _, leaf in ipairs(leaves) do
    if (leaf.type == "TEXT" and not layers.is_glyph_text(leaf)) or layers.has_image_fill(leaf)
      or layers.named(leaf, glyph_words) or (leaf.parent ~= candidate and layers.named(leaf.parent, glyph_words)) then
      return false
    end
  end
  if stroked and solid(face.fills) == nil then return true end
  for _, leaf in ipairs(leaves) do
    local part = leaf.absolute
    local centred = math.abs(part.x + part.width / 2 - box.x - box.width / 2) <= 1
      and math.abs(part.y + part.height / 2 - box.y - box.height / 2) <= 1
    local paint = solid(leaf.fills) or solid(leaf.strokes)
    if layers.named(leaf, mark_words) or layers.named(leaf.parent, mark_words)
      or (centred and structure.rounded(leaf) and part.width <= box.width * 0.7)
      or (paint and structure.whitish(paint)) then
      return true
    end
  end
  return false
end

-- The kind of a component's top state: a box itself (choice_kind), or a group whose first layer is a shape as
-- large as it (its face: a disc, a square) with the mark over it ("step-complete" › a red disc and a white check).
top_state_kind = function(top)
  if structure.paints(top) then return choice_indicators.kind(top) end
  local shown = structure.shown(top)
  local face = shown[1]
  if face == nil or #shown < 2 or not shape_types[face.type] or #face.children > 0 or not structure.paints(face)
    or math.abs(face.absolute.width - top.absolute.width) > 1
    or math.abs(face.absolute.height - top.absolute.height) > 1 then
    return nil
  end
  local leaves = {}
  for index = 2, #shown do
    for _, leaf in ipairs(#shown[index].children == 0 and { shown[index] } or structure.visible_leaves(shown[index])) do
      leaves[#leaves + 1] = leaf
    end
  end
  if not choice_indicators.mark(top, solid(face.strokes) ~= nil, face, leaves) then return nil end
  return structure.rounded(face) and "radio" or "checkbox"
end

-- The first of the node's visible children that is a choice's indicator, and its kind (``indicator``, uncached).
local function find_indicator(node)
  for _, child in ipairs(structure.shown(node)) do
    local kind = choice_indicators.kind(child)
    if kind then return kind, child end
  end
  return nil
end

--- The small round or square layer at the row's leading edge, the indicator of a radio or a checkbox — a circle or a
--- square of 12 to 32 pt that is stroked or filled, with nothing but a mark inside it —: its kind and the layer, or nil.
choice_indicators.indicator = memo.per_node(find_indicator)

return choice_indicators
