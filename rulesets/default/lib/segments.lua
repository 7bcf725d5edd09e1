-- A choice of one drawn as parts side by side: segments, chips, or titles with one underlined. The parts of such a
-- choice are segments, no buttons of their own. What tells the selected part (one drawn apart) is shared with the
-- options of a column (lib/choices.lua).
local layers = require("layers")
local structure = require("structure")
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local word_texts = layers.word_texts

local shape_types, is_box = structure.shape_types, structure.is_box

-- A part of a segmented control: one text, on nothing but a box as large as the part.
local function text_on_box(part)
  if #texts_in(part) ~= 1 then return false end
  local function plain(parent)
    for _, child in ipairs(structure.shown(parent)) do
      if child.type ~= "TEXT" then
        if #child.children == 0 then
          if child.absolute.width < part.absolute.width * 0.8 then return false end
        elseif not plain(child) then
          return false
        end
      end
    end
    return true
  end
  return plain(part)
end

-- Whether exactly one of the parts is drawn apart from the others, which all look alike: the selected one.
local function one_apart(parts, look)
  local counts, looks = {}, {}
  for index, part in ipairs(parts) do
    looks[index] = look(part)
    counts[looks[index]] = (counts[looks[index]] or 0) + 1
  end
  local apart = nil
  for index, key in ipairs(looks) do
    if counts[key] == 1 then
      if apart then return nil end
      apart = index
    elseif counts[key] ~= #parts - 1 then
      return nil
    end
  end
  return apart
end

-- Of two parts, whether exactly one is filled: the selected one (two alike say nothing of which is chosen).
local function one_filled(parts)
  local filled = 0
  for _, part in ipairs(parts) do
    if structure.fill_of(part) ~= nil then filled = filled + 1 end
  end
  return filled == 1
end

-- Of two parts, whether the unfilled one shows its title in a pale grey, as a choice not taken does (a Cancel beside
-- a Save keeps a title that reads).
local function one_greyed(parts)
  for _, part in ipairs(parts) do
    local texts = texts_in(part)
    local paint = #texts == 1 and solid(texts[1].fills)
    if structure.fill_of(part) == nil and paint and structure.greyish(paint) and paint.alpha >= 0.6
      and structure.lightness(paint) >= 0.6 then
      return true
    end
  end
  return false
end

-- The gradient a part is filled with (its own, or that of the one box it wraps), or nil.
local function gradient_of(part)
  for _, paint in ipairs(part.fills) do
    if paint.visible and paint.type:find("^GRADIENT") then return paint end
  end
  local shown = structure.shown(part)
  if #shown == 1 and shown[1].type ~= "TEXT" then return gradient_of(shown[1]) end
  return nil
end

-- How a part is filled: its colour, a gradient (a selected pill in a brand's gradient), or nothing.
local function fill_key(part)
  local paint = structure.fill_of(part)
  if paint then return paint.hex .. "@" .. paint.alpha end
  local gradient = gradient_of(part)
  return gradient and ("gradient@" .. gradient.type) or "none"
end

-- What a chip shows: its fill and its border (the selected one is filled, or filled another colour).
local function chip_key(part)
  local stroke = solid(part.strokes)
  return fill_key(part) .. "|" .. (stroke and stroke.hex or "none")
end

-- Words that call a two-way choice what it is (a "Görünüm Toggle" of Light and Dark, a gender selector).
local two_way_words = { "toggle", "switch", "selector", "switcher", "picker", "tabs", "segment", "segmented",
  "seçici", "переключатель", "seletor", "토글", "切换" }

-- Whether four parts or more run past their frame's edge: a scrolling row of filters (chips of their own widths,
-- "Belleville", "Sault Ste. Marie", …), each a button, is no choice of one that fits its place.
local function runs_past(node, parts)
  if #parts < 4 then return false end
  local frame = node.absolute
  for _, part in ipairs(parts) do
    local box = part.absolute
    if box.x < frame.x - 1 or box.x + box.width > frame.x + frame.width + 1 then return true end
  end
  return false
end

-- Of two chips, whether one is drawn selected: their boxes drawn unlike, one title in a colour and the other in a grey
-- ("Доставка" in green on a tint beside "Самовывоз" in grey on grey). A Cancel beside an OK keeps titles that read.
local function one_titled_apart(parts)
  local first, second = texts_in(parts[1])[1], texts_in(parts[2])[1]
  local first_paint, second_paint = first and solid(first.fills), second and solid(second.fills)
  return first_paint and second_paint and chip_key(parts[1]) ~= chip_key(parts[2])
    and structure.greyish(first_paint) ~= structure.greyish(second_paint)
end

-- Chips: two to five boxes of one height in a row, unequal widths allowed, each one text, close together (up to
-- 16 pt apart), one filled apart from the others, which all look alike: one choice of a few (a period, a sort
-- order), all inside their frame (runs_past). Two of them are a choice only when one title is greyed
-- (one_titled_apart): two buttons side by side (Cancel and OK) look the same.
local function looks_like_chips(node)
  if node.type == "TEXT" or shape_types[node.type] or node.absolute.height > 64 then return false end
  local parts = structure.shown(node)
  if #parts < 2 or #parts > 5 or runs_past(node, parts) then return false end
  local first = parts[1].absolute
  for index, part in ipairs(parts) do
    local box = part.absolute
    if part.type == "TEXT" or not is_box(part) or #word_texts(part) ~= 1 or not text_on_box(part)
      or math.abs(box.height - first.height) > 2 or box.height < 24 or not snap.geom.same_row(parts[1], part) then
      return false
    end
    if index > 1 then
      local gap = box.x - (parts[index - 1].absolute.x + parts[index - 1].absolute.width)
      if gap < -0.5 or gap > 16 then return false end
    end
  end
  if #parts == 2 then return one_titled_apart(parts) end
  return one_apart(parts, chip_key) ~= nil
end

-- The thin layers below the node that paint (a line or a bar 4 pt tall at most, 8 pt wide or more): underlines.
local function underlines(node)
  local found = {}
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local box = leaf.absolute
    if leaf.type ~= "TEXT" and box.height <= 4 and box.width >= 8 and structure.paints(leaf) then
      found[#found + 1] = leaf
    end
  end
  return found
end

local function text_key(text)
  local paint = solid(text.fills)
  return paint and (paint.hex .. "@" .. paint.alpha * text.opacity) or "none"
end

-- The title a line underlines: the one whose centre lies over the line, coloured apart from the others (of two,
-- coloured unlike the other), or nil.
local function underlined(titles, line)
  local over = nil
  for index, title in ipairs(titles) do
    local centre = title.absolute.x + title.absolute.width / 2
    if centre >= line.x and centre <= line.x + line.width then
      if over then return nil end
      over = index
    end
  end
  if over == nil then return nil end
  if #titles == 2 then return text_key(titles[1]) ~= text_key(titles[2]) and over or nil end
  return one_apart(titles, text_key) == over and over or nil
end

-- Tabs whose underline is drawn loose beside their row, in the row's frame (a line up to 6 pt thick across one
-- tab's share of the screen under "Favourited | Viewed"): a line just below the row (within 32 pt), under the one
-- title coloured apart and no wider than one tab's share of the frame; short titles (up to three words: a label and
-- its value are no tabs).
local function loose_underline(node, titles)
  local frame = node.parent
  if frame == nil then return false end
  for _, title in ipairs(titles) do
    if #layers.words(title.text.characters) > 3 then return false end
  end
  local row, share = node.absolute, frame.absolute.width / #titles + 1
  local found = nil
  for _, sibling in ipairs(structure.shown(frame)) do
    local box = sibling.absolute
    if sibling ~= node and #sibling.children == 0 and sibling.type ~= "TEXT" and box.height <= 6 and box.width >= 8
      and box.width <= share and structure.paints(sibling) and box.y >= row.y + row.height - 1
      and box.y - (row.y + row.height) <= 32 and box.x < row.x + row.width and box.x + box.width > row.x then
      if found then return false end
      found = box
    end
  end
  return found ~= nil and underlined(titles, found) ~= nil
end

-- Tabs drawn as texts: two to six titles in a row, one underlined and coloured apart from the others, which all look
-- alike: a line under it alone, about as wide, or the indicator across its share of the row on a line under them all
-- (the track, as wide as the row or nearly).
local function looks_like_underlined_tabs(node)
  if node.type == "TEXT" or shape_types[node.type] or node.absolute.height > 64 then return false end
  local titles = {}
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    -- An icon font's glyph would be lost in a segment: such tabs stay views.
    if leaf.type == "TEXT" and layers.is_glyph_text(leaf) then return false end
    if leaf.type == "TEXT" then titles[#titles + 1] = leaf end
  end
  if #titles < 2 or #titles > 6 then return false end
  -- Each title is a part of its own: the node's child, or in a child that holds no other title.
  local parts = {}
  for _, title in ipairs(titles) do
    local part = title
    while part.parent ~= node do part = part.parent end
    if parts[part] or not structure.one_line(title) or not snap.geom.same_row(titles[1], title) then return false end
    parts[part] = true
  end
  local lines, track = {}, false
  for _, line in ipairs(underlines(node)) do
    if line.absolute.width >= node.absolute.width * 0.9 then track = true else lines[#lines + 1] = line end
  end
  if #lines > 1 then return false end
  if #lines == 0 then return not track and loose_underline(node, titles) end
  local line = lines[1].absolute
  local apart = underlined(titles, line)
  if apart == nil then return false end
  local title = titles[apart].absolute
  local below = line.y >= title.y + title.height - 1 and line.y - (title.y + title.height) <= 16
  local wide = track and node.absolute.width / #titles + 1 or title.width * 1.5 + 16
  return below and line.width <= wide
end

-- Segments: two to five equal parts side by side filling the node, each one text, one drawn apart (selected); three
-- or more, or two on a track of their own or named as a two-way choice (two buttons side by side are no segmented
-- control).
local function looks_like_segmented(node)
  if node.type == "TEXT" or shape_types[node.type] then return false end
  if named(node, { "segmented", "segment", "segmentedcontrol" }) then
    local titled = 0
    for _, child in ipairs(node.children) do
      if #texts_in(child) == 1 or child.type == "TEXT" then titled = titled + 1 end
    end
    if titled >= 2 then return true end
  end
  if node.absolute.height > 64 then return false end
  local parts, width = {}, 0
  for _, child in ipairs(structure.shown(node)) do
    if not (shape_types[child.type] and child.absolute.width >= node.absolute.width * 0.9) then
      parts[#parts + 1] = child
      width = width + child.absolute.width
    end
  end
  if #parts < 2 or #parts > 5
    or (#parts == 2 and not is_box(node) and not named(node, two_way_words) and not one_greyed(parts)) then
    return false
  end
  if width < node.absolute.width * 0.8 or not structure.equal_row(parts, 3) then return false end
  for _, part in ipairs(parts) do
    if part.type == "TEXT" or not text_on_box(part) then return false end
  end
  if #parts == 2 then return one_filled(parts) end
  return one_apart(parts, fill_key) ~= nil
end

-- A choice of one drawn as segments, chips or underlined titles.
local function looks_like_segments(node)
  return looks_like_segmented(node) or looks_like_chips(node) or looks_like_underlined_tabs(node)
end

-- Whether the node is a part of a choice of one drawn as segments, chips or underlined titles: a segment, no button of
-- its own (when the choice's frame scrolls, figsnap asks its parts). Worked out once per parent.
local segments_cache = setmetatable({}, { __mode = "k" })
local function segment_part(node)
  local parent = node.parent
  if parent == nil or parent.parent == nil then return false end
  local known = segments_cache[parent]
  if known == nil then
    -- Four parts or more that run past the frame's edge (it scrolls) are a scrolling row of filters: buttons.
    known = looks_like_segments(parent) and not runs_past(parent, structure.shown(parent))
    segments_cache[parent] = known
  end
  return known
end

return {
  one_apart = one_apart,
  fill_key = fill_key,
  chip_key = chip_key,
  text_on_box = text_on_box,
  text_key = text_key,
  looks_like_segmented = looks_like_segmented,
  looks_like_chips = looks_like_chips,
  looks_like_underlined_tabs = looks_like_underlined_tabs,
  looks_like_segments = looks_like_segments,
  segment_part = segment_part,
}
