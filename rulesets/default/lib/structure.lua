-- What a node's drawing says it is, whatever it is called: a box, a title, a screen-level bar,
-- a row of equal parts, what is drawn on a loose shape, what a later layer covers. The control
-- and chrome rules ask these; a name is evidence, the structure decides. Recognisers built on
-- them live in their own modules: lib/choice_indicators.lua (a radio's or checkbox's box),
-- lib/loose_buttons.lua (a button drawn loose), lib/code_rows.lua (a one-time code's slots).
local layers = require("layers")
local structure = {}

local solid = layers.solid

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

--- Whether the node fills the screen: the screen itself, or a frame as large as it around the content — or the page's
--- column from its top, centred between equal side margins (a captured web page's `max-width` container).
local function fills_screen(node, ctx)
  local box = node.absolute
  if box.y > 0.5 or box.height < ctx.canvas.height * 0.9 then return false end
  if box.x <= 0.5 and math.abs(box.width - ctx.canvas.width) <= 1 then return true end
  local trailing = ctx.canvas.width - box.x - box.width
  return box.width >= ctx.canvas.width * 0.85 and box.x >= 0 and math.abs(box.x - trailing) <= 1
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

--- The layers of the list from left to right, by their leading edges (a new list; layers at the same x keep the
--- list's order).
function structure.left_to_right(list)
  local sorted = {}
  for index, layer in ipairs(list) do sorted[index] = { layer = layer, index = index } end
  table.sort(sorted, function(a, b)
    if a.layer.absolute.x ~= b.layer.absolute.x then return a.layer.absolute.x < b.layer.absolute.x end
    return a.index < b.index
  end)
  for index, entry in ipairs(sorted) do sorted[index] = entry.layer end
  return sorted
end

--- The fill a part shows: its own, or that of the one box it wraps.
function structure.fill_of(node)
  local paint = solid(node.fills)
  if paint then return paint end
  local shown = structure.shown(node)
  if #shown == 1 and shown[1].type ~= "TEXT" then return structure.fill_of(shown[1]) end
  return nil
end

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

-- Moved to modules of their own (the names lib/structure.lua documented for team rulesets keep working): the
-- recogniser is looked up when it is asked, so that module may require this one.
function structure.choice_indicator(node) return require("choice_indicators").indicator(node) end
function structure.choice_kind(candidate) return require("choice_indicators").kind(candidate) end
function structure.choice_mark(...) return require("choice_indicators").mark(...) end
function structure.code_row(node) return require("code_rows").is_code_row(node) end

return structure
