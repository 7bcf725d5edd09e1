-- TEXT becomes a label; vector art becomes an image view, and a group, frame or instance drawn
-- only of vectors one image view of its own size, its paths not views of their own (an icon up
-- to 64 pt, an illustration above); a standalone line is a hairline view, a vector that draws its
-- own box (is_box, with geometry=paths) a view;
-- image fills become image views; everything else stays the host's plain UIView. An icon whose
-- name the SF Symbols table knows (lib/symbols.lua) is that symbol.
local symbols = require("symbols")
local layers = require("layers")

-- A layer named like a button is one (or wraps one): tapping it does something, it is no drawing.
local button_words = { "button", "btn", "cta" }

local has_image_fill = layers.has_image_fill

local vector_types = { VECTOR = true, STAR = true, REGULAR_POLYGON = true, LINE = true, ELLIPSE = true }
local container_types = { GROUP = true, FRAME = true, INSTANCE = true, COMPONENT = true, BOOLEAN_OPERATION = true }
-- Inside art, a component is an asset of its own (a sheet of icon components is no one image).
local inner_container_types = { GROUP = true, FRAME = true, INSTANCE = true, BOOLEAN_OPERATION = true }

-- Whether every visible node below `node` is vector geometry, and some of it is drawn paths (a
-- vector, a boolean operation, a star, a polygon): circles and lines alone UIKit draws itself.
local drawn_types = { VECTOR = true, STAR = true, REGULAR_POLYGON = true, BOOLEAN_OPERATION = true }
local function only_vectors(node)
  local found, drawn = false, false
  for _, child in ipairs(node.children) do
    if child.visible then
      if vector_types[child.type] then
        found = true
        drawn = drawn or drawn_types[child.type] ~= nil
      elseif inner_container_types[child.type] and #child.children > 0 and not layers.named(child, button_words) then
        local inner, inner_drawn = only_vectors(child)
        if not inner then return false end
        found = true
        drawn = drawn or inner_drawn or child.type == "BOOLEAN_OPERATION"
      else
        return false
      end
    end
  end
  return found, drawn
end

local function is_small(node) return node.absolute.width <= 64 and node.absolute.height <= 64 end

-- Whether a frame or instance below the node paints a box of its own around its vectors (a tab's cell, a key): the
-- node lays out views, each with its glyph, rather than drawing one picture.
local function holds_boxes(node)
  for _, child in ipairs(node.children) do
    if child.visible and (child.type == "FRAME" or child.type == "INSTANCE") then
      for _, paint in ipairs(child.fills) do if paint.visible then return true end end
      for _, paint in ipairs(child.strokes) do if paint.visible then return true end end
      if holds_boxes(child) then return true end
    end
  end
  return false
end

-- Vector art drawn by a container of vectors, itself painting nothing around it; a large frame
-- laid out by auto layout is a layout of shapes, not one drawing.
local function is_art(node)
  if not container_types[node.type] or layers.named(node, button_words) then return false end
  local vectors, drawn = only_vectors(node)
  if not vectors or not (drawn or node.type == "BOOLEAN_OPERATION") then return false end
  if not is_small(node) and (node.layout.mode ~= "NONE" or holds_boxes(node)) then return false end
  -- A filled or stroked frame around its art is a view with an icon in it, not an icon.
  if node.type ~= "BOOLEAN_OPERATION" then
    for _, paint in ipairs(node.fills) do if paint.visible then return false end end
    for _, paint in ipairs(node.strokes) do if paint.visible then return false end end
  end
  return true
end

-- Whether nothing below the node draws: every layer in it a frame, group or instance the file left empty.
local function nothing_drawn(node)
  for _, paint in ipairs(node.fills) do if paint.visible then return false end end
  for _, paint in ipairs(node.strokes) do if paint.visible then return false end end
  for _, child in ipairs(node.children) do
    if child.visible and (not container_types[child.type] or not nothing_drawn(child)) then return false end
  end
  return true
end

-- An instance of an icon's size and shape whose layers the file leaves out (a response cut at a depth): its
-- component draws a glyph, an icon, not an empty view. (One that paints a box of its own is a view.)
local function cut_icon(node)
  local box = node.absolute
  if node.type ~= "INSTANCE" or not nothing_drawn(node) then return false end
  if math.max(box.width, box.height) > 48 or math.min(box.width, box.height) < 8
    or math.max(box.width, box.height) > math.min(box.width, box.height) * 1.5 then
    return false
  end
  return true
end

local function image_view(node, role, ctx)
  local view = { class = "UIImageView", role = role }
  if role == "icon" then view.symbol = symbols.lookup(node, ctx.options.sf_symbols) end
  return view
end

return {
  summary = "TEXT → UILabel, vector art and icons → one UIImageView each (an SF Symbol where one matches), "
    .. "lines → hairline views, image fills → UIImageView",
  view = function(node, ctx)
    if node.type == "TEXT" then return { class = "UILabel", role = "label" } end
    if node.parent and is_art(node) then return image_view(node, is_small(node) and "icon" or "image", ctx) end
    if node.parent and cut_icon(node) then return image_view(node, "icon", ctx) end
    -- A line on its own is a hairline: a view filled with its stroke's colour.
    if node.type == "LINE" then return nil end
    -- A vector whose only path is its own box is a box: a view filled with its colour.
    if node.type ~= "ELLIPSE" and vector_types[node.type] and not node.is_box then
      return image_view(node, is_small(node) and "icon" or "image", ctx)
    end
    if has_image_fill(node) then return { class = "UIImageView", role = "image" } end
  end,
}
