-- The parts of a navigation bar drawn by hand, and what each is: a button (an icon of touch size, a text at the bar's
-- edge, a chevron at its leading edge that goes back), a badge, a title, a decoration (a step indicator, a logo's
-- mark), a group of parts side by side that is opened. The navigation bar recogniser asks what a top bar holds.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")
local bars = require("bars")

local top_bar_parts = {}

local texts_in, is_icon_like = layers.texts, layers.is_icon_like
local only_text = structure.only_text

-- A logo's mark: a drawing with a part painted in a gradient, its background aside (icons are drawn in one colour).
local function logo_mark(item)
  local box = item.absolute
  for _, leaf in ipairs(structure.visible_leaves(item)) do
    local part = leaf.absolute
    local background = part.width >= box.width * 0.9 and part.height >= box.height * 0.9
    for _, paint in ipairs(leaf.fills) do
      if not background and paint.visible and paint.type:find("^GRADIENT") then return true end
    end
  end
  return false
end

-- A bar's icon that is a button: a touch target of 24 pt or more, or a layer named like a button — the item, or a
-- frame it wraps (web captures wrap a button in its margin).
local function is_bar_button(item)
  -- An avatar's photo at the bar's edge is the bar's picture (an image), not one of its icons; nor is a logo's mark.
  if structure.photo(item) or logo_mark(item) then return false end
  local level = item
  while level ~= nil do
    -- An empty frame only makes room: it draws no icon.
    local draws = level.type ~= "FRAME" or #structure.shown(level) > 0 or structure.paints(level)
    if draws and is_icon_like(level) and (math.max(level.absolute.width, level.absolute.height) >= 24
      or layers.named(level, { "button", "btn", "back", "close", "menu" })) then
      return true
    end
    local shown = structure.shown(level)
    level = (#shown == 1 and shown[1].type ~= "TEXT") and shown[1] or nil
  end
  return false
end

--- A badge, an avatar's initials or a language pill at a bar's edge: a painted box of touch size with up to three
--- characters ("30", "En"), a glyph beside them perhaps.
function top_bar_parts.is_badge(item)
  local box = item.absolute
  if item.type == "TEXT" or box.width > 64 or box.height > 48 or box.width < 24 then return false end
  if not structure.is_box(structure.unwrap(item)) then return false end
  local texts = texts_in(item)
  return #texts == 1 and snap.text.len(texts[1].text.characters) <= 3
end

local is_badge = top_bar_parts.is_badge

-- A glyph: a small layer with no words, about as wide as tall (the pills of a step indicator are no glyphs).
local function is_glyph(node)
  local box = node.absolute
  return is_icon_like(node) and math.min(box.width, box.height) >= math.max(box.width, box.height) * 0.5
end

-- A drawing with no words in a bar, no taller than a glyph: a step indicator, a logo's mark.
local function is_decoration(item)
  return item.type ~= "TEXT" and item.absolute.height <= 24 and #texts_in(item) == 0
end

-- Whether a layer lies mostly under another: half of its area or more.
local function mostly_under(lower, upper)
  local a, b = lower.absolute, upper.absolute
  local width = math.min(a.x + a.width, b.x + b.width) - math.max(a.x, b.x)
  local height = math.min(a.y + a.height, b.y + b.height) - math.max(a.y, b.y)
  if width <= 0 or height <= 0 then return false end
  return width * height >= 0.5 * a.width * a.height
end

--- A wordmark: a drawing wider than tall, of a title's height, with no words in it.
function top_bar_parts.wordmark(item)
  local box = item.absolute
  return item.type ~= "TEXT" and #texts_in(item) == 0 and box.height <= 48 and box.width >= box.height * 1.5
end

-- Whether the layers lie side by side with no room between them (a wordmark's letters, drawn as pieces).
local function packed(shown)
  local sorted = structure.left_to_right(shown)
  for index = 2, #sorted do
    local before, after = sorted[index - 1].absolute, sorted[index].absolute
    if after.x - (before.x + before.width) > 4 then return false end
  end
  return true
end

local wordmark = top_bar_parts.wordmark

--- A group of a bar's parts that paints nothing: icons and texts side by side (a back button and the title, a logo
--- and the app's name, the icons at the trailing edge), each of them a part of the bar, or nil. A layer under a later
--- one (an avatar's ring under its picture) is a part of that one: one button, not two stacked.
function top_bar_parts.part_group(item)
  if item.type == "TEXT" or structure.paints(item) or only_text(item) or is_icon_like(item) then return nil end
  local shown = {}
  -- (A frame that draws nothing, its layers cut from the file or its content hidden, is no part.)
  for _, inner in ipairs(structure.shown(item)) do
    if not bars.draws_nothing(inner) then shown[#shown + 1] = inner end
  end
  if #shown < 2 or #shown > 4 then return nil end
  -- A wordmark drawn in pieces is one drawing, not a bar's parts.
  if wordmark(item) and packed(shown) then return nil end
  local kept = {}
  for index, inner in ipairs(shown) do
    if not (only_text(inner) or is_glyph(structure.unwrap(inner)) or is_badge(inner)) then return nil end
    local covered = false
    for later = index + 1, #shown do
      if mostly_under(inner, shown[later]) then covered = true end
    end
    if not covered then kept[#kept + 1] = inner end
  end
  return kept
end

local part_group = top_bar_parts.part_group

--- The parts of a top bar, the groups of parts opened (once a node: every layer of the bar asks; a list shared by
--- every caller: do not change it).
top_bar_parts.items = memo.per_node(function(node)
  local items = {}
  for _, item in ipairs(bars.parts(node)) do
    local group = part_group(item)
    if group then
      for _, inner in ipairs(group) do items[#items + 1] = inner end
    else
      items[#items + 1] = item
    end
  end
  return items
end)

local bar_items = top_bar_parts.items

-- The smallest glyph a bar's button draws (a 16 pt arrow), and how close to the bar's end it sits (a sixth of its
-- width).
local SMALLEST_BAR_GLYPH = 12

-- Of the bar's small glyphs, the one at its leading (or trailing) end, centred on the bar's height, or nil.
local function edge_glyph(node, glyphs, leading)
  local bar = node.absolute
  for _, glyph in ipairs(glyphs) do
    local box = glyph.absolute
    local gap = leading and box.x - bar.x or bar.x + bar.width - (box.x + box.width)
    local centre = box.y + box.height / 2 - (bar.y + bar.height / 2)
    if math.max(box.width, box.height) >= SMALLEST_BAR_GLYPH and gap <= bar.width / 6 and math.abs(centre) <= 6 then
      return glyph
    end
  end
  return nil
end

--- What a top bar holds: its titles, its buttons (icons of touch size, and texts at its edges beside a centred
--- title: "Cancel", "Settings") and its centred title if any, or nil when it holds anything else.
function top_bar_parts.contents(node)
  local items = bar_items(node)
  if #items < 1 or #items > 7 then return nil end
  local centred = nil
  for _, item in ipairs(items) do
    local text = only_text(item)
    if text and structure.text_centred(node, text) then centred = item end
  end
  local titles, buttons, small = {}, {}, {}
  for _, item in ipairs(items) do
    local inner = structure.unwrap(item)
    local text = only_text(item)
    if text and layers.is_glyph_text(text) then
      if is_bar_button(item) then buttons[#buttons + 1] = item end
    elseif item == centred or (centred == nil and text) then
      titles[#titles + 1] = item
    elseif only_text(item) or is_bar_button(item) or is_badge(item) then
      buttons[#buttons + 1] = item
    elseif not is_icon_like(inner) and not is_decoration(item) then
      return nil
    elseif text == nil and is_glyph(inner) then
      small[#small + 1] = item
    end
  end
  -- Glyphs under touch size at both ends of the bar and nothing else to tap (a back arrow and a close ×, 16 pt
  -- each): the bar's buttons, their touch area the app's to give. (One glyph beside a text is a banner's.)
  if #buttons == 0 then
    local leading, trailing = edge_glyph(node, small, true), edge_glyph(node, small, false)
    if leading and trailing then buttons = { leading, trailing } end
  end
  return titles, buttons, centred
end

--- What a button of a navigation bar is: a chevron at the leading edge goes back.
function top_bar_parts.button(node, bar)
  local icon = is_icon_like(structure.unwrap(node))
  if icon and node.absolute.x - bar.absolute.x < bar.absolute.width * 0.15 and node.index == 1 then
    return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
  end
  return { class = "UIButton", role = "button" }
end

return top_bar_parts
