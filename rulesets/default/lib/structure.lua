-- What a node's drawing says it is, whatever it is called: a box, a title, a screen-level bar,
-- a row of equal parts. The control and chrome rules ask these; a name is evidence, the
-- structure decides.
local layers = require("layers")
local memo = require("memo")
local structure = {}

local texts_in, solid = layers.texts, layers.solid

local shape_types = { RECTANGLE = true, ELLIPSE = true, VECTOR = true, LINE = true, STAR = true,
  REGULAR_POLYGON = true, BOOLEAN_OPERATION = true }
structure.shape_types = shape_types

-- Nodes are shared read-only tables for the whole screen: what is found of one is found once (a frame of thousands
-- of children is asked about by each of them).
local shown_cache = setmetatable({}, { __mode = "k" })

--- The node's visible children (a list shared by every caller: do not change it).
function structure.shown(node)
  local cached = shown_cache[node]
  if cached then return cached end
  local kept = {}
  for _, child in ipairs(node.children) do
    if child.visible and child.opacity > 0.01 then kept[#kept + 1] = child end
  end
  shown_cache[node] = kept
  return kept
end

-- A paint that draws a surface: a colour or a gradient (an image is a picture, not a box).
local function surface(paints)
  for _, paint in ipairs(paints) do
    if paint.visible and (paint.type == "SOLID" or paint.type:find("^GRADIENT")) then return paint end
  end
  return nil
end

--- Whether the node paints something of its own: a visible fill (a colour or a gradient) or stroke.
function structure.paints(node)
  return surface(node.fills) ~= nil or solid(node.strokes) ~= nil
end

--- A box: a fill, a border, or a shape behind everything else as large as the node.
function structure.is_box(node)
  if structure.paints(node) then return true end
  -- The first layer, or the one shape a group or frame of its own holds ("Background" › "Rectangle 8").
  local first = node.children[1] and structure.unwrap(node.children[1])
  return first ~= nil and shape_types[first.type] and structure.paints(first)
    and first.absolute.width >= node.absolute.width * 0.9 and first.absolute.height >= node.absolute.height * 0.9
end

--- The node's one text when it shows nothing else: a TEXT, or frames that hold only it.
function structure.only_text(node)
  if node.type == "TEXT" then return node end
  if shape_types[node.type] or structure.paints(node) then return nil end
  local shown = structure.shown(node)
  if #shown ~= 1 then return nil end
  return structure.only_text(shown[1])
end

--- The layer a wrapper shows: the node, or the one visible layer inside frames that paint nothing themselves.
function structure.unwrap(node)
  while node.type ~= "TEXT" and not shape_types[node.type] and not structure.paints(node) do
    local shown = structure.shown(node)
    if #shown ~= 1 then break end
    node = shown[1]
  end
  return node
end

--- Whether the node shows a picture: an image fill on it or on the one layer it wraps (an avatar's photo in its
--- clipping circle). A photo is content, an `image`, not an icon a person taps.
function structure.photo(node)
  return node.type ~= "TEXT" and layers.has_image_fill(structure.unwrap(node))
end

--- Whether the text is one line: no line break, and not much taller than its font.
function structure.one_line(text)
  local size = text.text.font_size or 16
  return not text.text.characters:find("\n", 1, true) and text.absolute.height <= size * 1.9 + 2
end

--- Whether `inner`'s centre lies within `slack` points of `outer`'s along x (8 pt or 8%).
function structure.centred_x(outer, inner, slack)
  local o, i = outer.absolute, inner.absolute
  local limit = slack or math.max(8, o.width * 0.08)
  return math.abs((o.x + o.width / 2) - (i.x + i.width / 2)) <= limit
end

--- Whether the text reads as centred in the node: a text box centred in it and aligned to its centre, or one
--- narrower than the node centred in it.
function structure.text_centred(node, text)
  if text.text.align == "CENTER" then return structure.centred_x(node, text) end
  return text.absolute.width < node.absolute.width * 0.8 and structure.centred_x(node, text, 4)
end

--- The box around every visible layer below the node (the node's own when it has none).
function structure.content_box(node)
  local left, top, right, bottom = math.huge, math.huge, -math.huge, -math.huge
  local function visit(parent)
    for _, child in ipairs(structure.shown(parent)) do
      local drawn = child.type == "TEXT" or shape_types[child.type] or #child.children == 0
      if drawn and not (structure.paints(child) and child.absolute.width >= node.absolute.width * 0.9) then
        local box = child.absolute
        left, top = math.min(left, box.x), math.min(top, box.y)
        right, bottom = math.max(right, box.x + box.width), math.max(bottom, box.y + box.height)
      else
        visit(child)
      end
    end
  end
  visit(node)
  if left == math.huge then return node.absolute end
  return { x = left, y = top, width = right - left, height = bottom - top }
end

--- The size of the node's screen: its root's box (the canvas every `absolute` box is measured in).
function structure.canvas(node)
  while node.parent ~= nil do node = node.parent end
  return node.absolute
end

--- Whether the node fills the screen: the screen itself, or a frame as large as it around the content.
local function fills_screen(node, ctx)
  local box = node.absolute
  return box.x <= 0.5 and box.y <= 0.5 and math.abs(box.width - ctx.canvas.width) <= 1
    and box.height >= ctx.canvas.height * 0.9
end

--- Whether the node sits at the screen's own level: a child of the screen, or of frames as large as the screen that
--- only wrap its content (web captures and scroll wrappers add them).
function structure.at_screen_level(node, ctx)
  local parent = node.parent
  while parent ~= nil and parent ~= ctx.screen do
    if not fills_screen(parent, ctx) then return false end
    parent = parent.parent
  end
  return parent == ctx.screen
end

--- Whether the node spans the screen's width.
function structure.full_width(node, ctx)
  return node.absolute.width >= ctx.canvas.width * 0.9 and node.absolute.x <= ctx.canvas.width * 0.05
end

--- The paint's red, green and blue, each from 0 to 1.
local function channels(paint)
  return tonumber(paint.hex:sub(2, 3), 16) / 255, tonumber(paint.hex:sub(4, 5), 16) / 255,
    tonumber(paint.hex:sub(6, 7), 16) / 255
end

--- The paint's lightness from 0 (black) to 1 (white): the mean of its strongest and weakest channel.
function structure.lightness(paint)
  local r, g, b = channels(paint)
  return (math.max(r, g, b) + math.min(r, g, b)) / 2
end

--- Whether the paint is nearly white in every channel (a background, not a colour).
function structure.whitish(paint)
  local r, g, b = channels(paint)
  return math.min(r, g, b) >= 0xE6 / 255
end

--- Whether the paint is a neutral grey of middle lightness, the colour placeholders are drawn in.
function structure.greyish(paint)
  if paint == nil or paint.hex == nil then return false end
  local r, g, b = channels(paint)
  local high, low = math.max(r, g, b), math.min(r, g, b)
  local light = (high + low) / 2
  return high - low <= 0.22 and light >= 0.28 and light <= 0.86 or (paint.alpha or 1) <= 0.6
end

--- Whether the parts lie side by side in one row, each about as wide and as tall as the first.
function structure.equal_row(parts, slack)
  local first = parts[1]
  if first == nil then return false end
  slack = slack or 2
  for _, part in ipairs(parts) do
    local box = part.absolute
    if math.abs(box.width - first.absolute.width) > slack or math.abs(box.height - first.absolute.height) > slack then
      return false
    end
    if not snap.geom.same_row(first, part) then return false end
  end
  return true
end

--- The fill a part shows: its own, or that of the one box it wraps.
function structure.fill_of(node)
  local paint = solid(node.fills)
  if paint then return paint end
  local shown = structure.shown(node)
  if #shown == 1 and shown[1].type ~= "TEXT" then return structure.fill_of(shown[1]) end
  return nil
end

local box_types = { ELLIPSE = true, RECTANGLE = true, FRAME = true, GROUP = true, INSTANCE = true, COMPONENT = true }

--- The small round or square layer at the row's leading edge, the indicator of a radio or a checkbox: a circle or a
--- square of 12 to 32 pt that is stroked or filled, with nothing but a mark inside it.
structure.choice_indicator = memo.per_node(function(node) return structure.find_choice_indicator(node) end)

--- Whether the layer is rounded to half its height or more: a pill, or a circle (an ellipse).
function structure.rounded(node)
  return node.type == "ELLIPSE" or (node.corner_radius or 0) >= math.min(node.absolute.width, node.absolute.height) / 2 - 1
end

--- Whether the node is a shape with nothing below it: a rectangle, an ellipse or a vector drawn loose.
function structure.loose_shape(node)
  return shape_types[node.type] ~= nil and #node.children == 0
end

local on_cache = setmetatable({}, { __mode = "k" })

--- The visible siblings drawn after the shape `node` (above it) whose boxes lie inside its box: what a designer
--- drew on a loose shape (a knob on a track, a title on a row). Worked out once per parent, for its loose shapes.
function structure.drawn_on(node)
  local parent = node.parent
  if parent == nil then return {} end
  local found = on_cache[parent]
  if found == nil then
    found = {}
    local shown = structure.shown(parent)
    -- A frame of hundreds of loose layers is a drawing, not a form: nothing is looked for on them.
    if #shown <= 300 then
      for index, shape in ipairs(shown) do
        if structure.loose_shape(shape) and structure.paints(shape) then
          local on = {}
          for later = index + 1, #shown do
            if snap.geom.contains(shape, shown[later]) then on[#on + 1] = shown[later] end
          end
          found[shape] = on
        end
      end
    end
    on_cache[parent] = found
  end
  return found[node] or {}
end

--- The visible layers below the node that draw something (texts, shapes, childless frames), depth first, hidden
--- subtrees left out (a list shared by every caller: do not change it).
local leaves_cache = setmetatable({}, { __mode = "k" })
function structure.visible_leaves(node)
  local cached = leaves_cache[node]
  if cached then return cached end
  local found = {}
  for _, child in ipairs(structure.shown(node)) do
    if #child.children == 0 then
      found[#found + 1] = child
    else
      for _, leaf in ipairs(structure.visible_leaves(child)) do found[#found + 1] = leaf end
    end
  end
  leaves_cache[node] = found
  return found
end

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
function structure.choice_kind(candidate)
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
  if #structure.shown(candidate) > 0 and not structure.choice_mark(candidate, stroked) then return nil end
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
function structure.choice_mark(candidate, stroked, face, leaves)
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
  if structure.paints(top) then return structure.choice_kind(top) end
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
  if not structure.choice_mark(top, solid(face.strokes) ~= nil, face, leaves) then return nil end
  return structure.rounded(face) and "radio" or "checkbox"
end

--- ``choice_indicator``, uncached.
function structure.find_choice_indicator(node)
  for _, child in ipairs(structure.shown(node)) do
    local kind = structure.choice_kind(child)
    if kind then return kind, child end
  end
  return nil
end

-- Whether a layer paints all of its box opaque: its own fill, or, for a group or a frame with none, its first layer as
-- large as it, filled (a tab bar drawn as a group of its white rectangle and its items, an instance of its frame).
local function opaque(layer)
  local fill = solid(layer.fills)
  if fill then return fill.alpha >= 0.99 end
  local first = structure.shown(layer)[1]
  if first == nil or first.type == "TEXT" or first.opacity < 0.99 then return false end
  local box, back = layer.absolute, first.absolute
  fill = solid(first.fills)
  return fill ~= nil and fill.alpha >= 0.99 and back.width >= box.width - 0.5 and back.height >= box.height - 0.5
end

--- Whether a later sibling hides the node: drawn after it (above it), as large as it or larger, and opaque (a sheet
--- over the screen's own button, a card over what it covers) — or a later sibling of a frame around it (a tab bar over
--- the feed). What shows of the node is what counts: a layer running past the bottom of a screen that clips is cut
--- there (a button under a tab bar, its rest below the screen's edge).
function structure.covered(node)
  local parent = node.parent
  if parent == nil then return false end
  local box = node.absolute
  local screen = node
  while screen.parent ~= nil do screen = screen.parent end
  if screen.clips then
    local bottom = math.min(box.y + box.height, screen.absolute.y + screen.absolute.height)
    box = { x = box.x, y = box.y, width = box.width, height = math.max(bottom - box.y, 0) }
  end
  -- Drawn after it: a later sibling of it or of a frame around it (a tab bar over the feed a card's chips lie in).
  local shown = { absolute = box }
  local layer = node
  while layer.parent ~= nil do
    local after = false
    for _, sibling in ipairs(structure.shown(layer.parent)) do
      if after and snap.geom.contains(sibling, shown) and sibling.opacity >= 0.99 and opaque(sibling) then
        return true
      end
      after = after or sibling == layer
    end
    layer = layer.parent
  end
  return false
end

-- The texts drawn on the parent's loose shapes (as keys), worked out once per parent.
local texts_on_shapes = memo.per_node(function(parent)
  local found = {}
  for _, shape in ipairs(structure.shown(parent)) do
    if structure.loose_shape(shape) then
      for _, layer in ipairs(structure.drawn_on(shape)) do found[layer] = true end
    end
  end
  return found
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

local loose_title_cache = setmetatable({}, { __mode = "k" })

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

--- A button drawn loose: a shape (a rectangle or a vector, no frame around it) of button height with its title drawn
--- on it and nothing else but small glyphs, no control of its own (a switch's track drawn on a row): its content
--- centred in it ("Continue", a flag and "EN"), or a title at its leading side, perhaps a value after it, and a glyph
--- closing it at its trailing edge (a chevron: "Weight goal  90 kg ›"), a row. A wheel picker's highlight (loose
--- values right above and below it) and a shape an opaque layer drawn later hides are none. Returns what it says (its
--- title, and its value after a comma) and whether it is a row, or nil (worked out once per node).
function structure.loose_button_title(node)
  local known = loose_title_cache[node]
  if known == nil then
    known = find_loose_button_title(node) or false
    loose_title_cache[node] = known
  end
  if not known then return nil end
  return known.title, known.row
end

--- Whether the node is drawn on a loose button or row (its title, its value, its chevron): figsnap moves a button's
--- into it, and a row's belong to it, so no other view is placed against them. Worked out once per parent.
local on_buttons_cache = setmetatable({}, { __mode = "k" })
function structure.on_loose_button(node)
  local parent = node.parent
  if parent == nil then return false end
  local found = on_buttons_cache[parent]
  if found == nil then
    found = {}
    for _, shape in ipairs(structure.shown(parent)) do
      if structure.loose_shape(shape) and structure.paints(shape) and #structure.drawn_on(shape) > 0
        and structure.loose_button_title(shape) then
        for _, layer in ipairs(structure.drawn_on(shape)) do found[layer] = true end
      end
    end
    on_buttons_cache[parent] = found
  end
  return found[node] == true
end

local clipped_cache = setmetatable({}, { __mode = "k" })

-- Whether two boxes share no point.
local function apart(a, b)
  return a.x >= b.x + b.width or b.x >= a.x + a.width or a.y >= b.y + b.height or b.y >= a.y + a.height
end

--- Whether the node is clipped away: it lies wholly outside a frame above it that clips its content (a dropdown's
--- menu outside its closed trigger), so nothing of it is drawn.
function structure.clipped_away(node)
  local known = clipped_cache[node]
  if known ~= nil then return known end
  known = false
  local above = node.parent
  while above ~= nil and not known do
    known = above.clips == true and apart(node.absolute, above.absolute)
    above = above.parent
  end
  clipped_cache[node] = known
  return known
end

-- A code's slot: a box 24 to 80 pt wide and 36 to 96 pt tall, at least about as tall as wide and no disc, showing at most one character (a digit, a
-- dot, nothing) and small marks (a cursor, a dot); or a line of 24 to 100 pt with nothing in it.
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
  local sorted = {}
  for index, part in ipairs(parts) do sorted[index] = { part = part, index = index } end
  table.sort(sorted, function(a, b)
    if a.part.absolute.x ~= b.part.absolute.x then return a.part.absolute.x < b.part.absolute.x end
    return a.index < b.index
  end)
  local first_gap = nil
  for index = 2, #sorted do
    local before, after = sorted[index - 1].part.absolute, sorted[index].part.absolute
    local gap = after.x - (before.x + before.width)
    if gap < -0.5 then return false end
    first_gap = first_gap or gap
    if math.abs(gap - first_gap) > 4 then return false end
  end
  return true
end

local code_cache = setmetatable({}, { __mode = "k" })
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
function structure.code_row(node)
  local cached = code_cache[node]
  if cached == nil then
    cached = code_row_of(node)
    if cached and node.parent ~= nil then
      for _, sibling in ipairs(structure.shown(node.parent)) do
        if sibling ~= node and code_row_of(sibling) then cached = false end
      end
    end
    code_cache[node] = cached
  end
  return cached
end

return structure
