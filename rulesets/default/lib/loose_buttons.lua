-- Buttons drawn loose: a shape (a rectangle or a vector, no frame around it) of button height with its title drawn
-- on it and nothing else but small glyphs, read as its title (and value) and whether it is a row; and which layers
-- are drawn on such a button. The controls rule and the layout helpers ask these.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local loose_buttons = {}

local texts_in = layers.texts

-- The layers drawn on those of the parent's loose shapes that `accepts` (as keys).
local function drawn_on_loose_shapes(parent, accepts)
  local found = {}
  for _, shape in ipairs(structure.shown(parent)) do
    if structure.loose_shape(shape) and accepts(shape) then
      for _, layer in ipairs(structure.drawn_on(shape)) do found[layer] = true end
    end
  end
  return found
end

-- The texts drawn on the parent's loose shapes (as keys), worked out once per parent.
local texts_on_shapes = memo.per_node(function(parent)
  return drawn_on_loose_shapes(parent, function() return true end)
end)

-- Whether loose texts (drawn on no shape) stand in the title's column right above and right below the shape: the
-- values of a wheel.
local function between_values(node, title)
  local box, reach = node.absolute, node.absolute.height / 2
  local on_shapes = texts_on_shapes(node.parent)
  local above, below = false, false
  for _, sibling in ipairs(structure.shown(node.parent)) do
    local place = sibling.absolute
    if sibling.type == "TEXT" and not on_shapes[sibling] and math.abs(place.x - title.absolute.x) <= 8 then
      above = above or (place.y + place.height <= box.y + 0.5 and box.y - (place.y + place.height) <= reach)
      below = below or (place.y >= box.y + box.height - 0.5 and place.y - (box.y + box.height) <= reach)
    end
  end
  return above and below
end

local function find_loose_button_title(node)
  if not structure.loose_shape(node) or not structure.is_box(node) or layers.has_image_fill(node) then return nil end
  local box = node.absolute
  if box.height < 28 or box.height > 80 or box.width < box.height * 1.5 then return nil end
  local canvas = structure.canvas(node)
  if box.x <= 0.5 and box.width >= canvas.width - 1 then return nil end
  local titles, glyphs = {}, {}
  local left, right = math.huge, -math.huge
  for _, layer in ipairs(structure.drawn_on(node)) do
    if layer.type == "TEXT" and not layers.is_glyph_text(layer) then
      if not structure.one_line(layer) then return nil end
      titles[#titles + 1] = layer
    elseif #texts_in(layer) > 0 or not layers.is_icon_like(layer) or layer.absolute.width > 24
      or layer.absolute.height > 24 then
      return nil
    else
      glyphs[#glyphs + 1] = layer
    end
    left, right = math.min(left, layer.absolute.x), math.max(right, layer.absolute.x + layer.absolute.width)
  end
  if #titles == 0 or #titles > 2 or (#titles == 2 and not snap.geom.same_row(titles[1], titles[2])) then return nil end
  local title = titles[1]
  if #titles == 2 and titles[2].absolute.x < title.absolute.x then title = titles[2] end
  local centred = #titles == 1
    and math.abs((left + right) / 2 - (box.x + box.width / 2)) <= math.max(8, box.width * 0.08)
  local closed = false
  for _, glyph in ipairs(glyphs) do
    local place = glyph.absolute
    closed = closed or (place.x + place.width >= right - 0.5 and place.x + place.width >= box.x + box.width - 32
      and place.x > title.absolute.x + title.absolute.width)
  end
  if not (centred or closed) or between_values(node, title) or structure.covered(node) then return nil end
  local said = title.text.characters
  for _, text in ipairs(titles) do
    if text ~= title then said = said .. ", " .. text.text.characters end
  end
  return { title = said, row = not centred }
end

local loose_title = memo.per_node(find_loose_button_title)

--- A button drawn loose: a shape (a rectangle or a vector, no frame around it) of button height with its title drawn
--- on it and nothing else but small glyphs, no control of its own (a switch's track drawn on a row): its content
--- centred in it ("Continue", a flag and "EN"), or a title at its leading side, perhaps a value after it, and a glyph
--- closing it at its trailing edge (a chevron: "Weight goal  90 kg ›"), a row. A wheel picker's highlight (loose
--- values right above and below it) and a shape an opaque layer drawn later hides are none. Returns what it says (its
--- title, and its value after a comma) and whether it is a row, or nil (worked out once per node).
function loose_buttons.title(node)
  local known = loose_title(node)
  if not known then return nil end
  return known.title, known.row
end

-- The layers drawn on the parent's loose buttons and rows (as keys), worked out once per parent.
local drawn_on_buttons = memo.per_node(function(parent)
  return drawn_on_loose_shapes(parent, function(shape)
    return structure.paints(shape) and #structure.drawn_on(shape) > 0 and loose_buttons.title(shape)
  end)
end)

--- Whether the node is drawn on a loose button or row (its title, its value, its chevron): figsnap moves a button's
--- into it, and a row's belong to it, so no other view is placed against them.
function loose_buttons.on_button(node)
  local parent = node.parent
  if parent == nil then return false end
  return drawn_on_buttons(parent)[node] == true
end

return loose_buttons
