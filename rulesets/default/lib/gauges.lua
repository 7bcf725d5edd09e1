-- Controls that show or set a value: progress bars (a track and its fill, a step indicator's dashes, a ring gauge),
-- sliders (a track with a knob), steppers (a minus, a count and a plus) and page dots. A name is evidence; each asks for
-- the drawing too.
local layers = require("layers")
local structure = require("structure")
local segments = require("segments")
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local word_texts = layers.word_texts
local one_apart, fill_key = segments.one_apart, segments.fill_key

-- What these controls are called, in the languages real files use.
-- (Not "滑块": Chinese files call the home indicator "底部滑块".)
local slider_words = { "slider", "seekbar", "scrubber", "deslizador", "ползунок", "슬라이더", "スライダー" }
local progress_words = { "progress", "progressbar", "progreso", "progresso", "fortschritt", "прогресс", "진행", "进度",
  "プログレス" }
local page_dot_words = { "page", "dots", "pagination", "pager", "indicator", "carousel", "페이지", "分页" }

-- Whether a title sits right above the filled part of a bar (its bottom within 24 pt), centred on it: the selected
-- tab's indicator on the line under a row of tabs, which a progress's caption never is.
local function under_a_title(node, fill)
  local parent = node.parent
  if parent == nil then return false end
  local part = fill.absolute
  local centre = part.x + part.width / 2
  for _, sibling in ipairs(structure.shown(parent)) do
    for _, text in ipairs(sibling == node and {} or sibling.type == "TEXT" and { sibling } or word_texts(sibling)) do
      local box = text.absolute
      if box.y + box.height <= part.y + 0.5 and part.y - (box.y + box.height) <= 24
        and math.abs(box.x + box.width / 2 - centre) <= math.max(4, part.width * 0.1) then
        return true
      end
    end
  end
  return false
end

-- A progress bar: a thin track (the node's fill, or a layer as large as it) and a narrower fill of another colour
-- from its leading edge, no text; not a tab's indicator under its title.
local function looks_like_progress(node)
  if node.type == "TEXT" then return false end
  -- No text but its value beside the track ("60%").
  local texts = texts_in(node)
  if #texts > 1 or (texts[1] and not texts[1].text.characters:find("^%s*%d+%s*%%?%s*$")) then return false end
  local box = node.absolute
  if box.height > 24 or box.height < 2 or box.width < box.height * 4 then return false end
  local own = solid(node.fills)
  local track = own and node or nil
  for _, child in ipairs(structure.shown(node)) do
    if child.type ~= "TEXT" and structure.paints(child) and child.absolute.width >= box.width * 0.6
      and child.absolute.height <= 20 and (track == nil or track == node) and not own then
      track = child
    end
  end
  if track == nil or track.absolute.height > 20 then return false end
  local bar = track.absolute
  for _, child in ipairs(structure.shown(node)) do
    local part = child.absolute
    local painted = false
    for _, paint in ipairs(child.fills) do painted = painted or paint.visible end
    if child ~= track and child.type ~= "TEXT" and painted and math.abs(part.height - bar.height) <= 1
      and math.abs(part.x - bar.x) <= 1 and part.width < bar.width * 0.98 and part.width > 0 then
      local fill, behind = solid(child.fills), solid(track.fills)
      return (fill == nil or behind == nil or fill.hex ~= behind.hex) and not under_a_title(node, child)
    end
  end
  return false
end

-- What a slider may show beside its track: its caption (one line of up to three words, "BRIGHTNESS") and its value
-- (figures: "60%", or a clipped column of them).
local function slider_text(text)
  local characters = text.text.characters
  if characters:find("^[%d%s%%.,:+-]+$") then return true end
  return structure.one_line(text) and #layers.words(characters) <= 3
end

-- A slider: a thin track (up to 6 pt thick, four knobs long or more), perhaps its filled part (as thick, ending at
-- the knob: drawn from the leading edge, or slid in from beyond it and clipped), and one round knob (10 to 32 pt, at
-- least twice as thick as the track) centred on the track, within its length; up to two texts beside them (a
-- caption, a value). A bar without a knob is a progress; a line with several dots a timeline.
local function looks_like_slider(node)
  if node.type == "TEXT" or structure.loose_shape(node) or node.absolute.height > 64 then return false end
  local knob, thin, texts = nil, {}, 0
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local box = leaf.absolute
    if leaf.type == "TEXT" then
      if not slider_text(leaf) then return false end
      texts = texts + 1
    elseif not structure.paints(leaf) and not layers.has_image_fill(leaf) then
      -- An empty frame draws nothing (a caption's, its text hidden).
    elseif box.height <= 6 and box.width >= box.height * 2 and structure.paints(leaf) then
      thin[#thin + 1] = leaf
    elseif math.abs(box.width - box.height) <= 1 and box.width >= 10 and box.width <= 32 and structure.paints(leaf)
      and (structure.rounded(leaf) or leaf.type == "VECTOR") and not layers.has_image_fill(leaf) then
      if knob then return false end
      knob = leaf
    else
      return false
    end
  end
  if knob == nil or texts > 2 or #thin < 1 or #thin > 2 then return false end
  local k = knob.absolute
  local cx, cy = k.x + k.width / 2, k.y + k.height / 2
  -- The track reaches farthest towards the trailing end (the fill stops at the knob).
  local track = thin[1]
  for _, bar in ipairs(thin) do
    if bar.absolute.x + bar.absolute.width > track.absolute.x + track.absolute.width then track = bar end
  end
  local t = track.absolute
  if t.width < k.width * 4 or k.height < t.height * 2 or math.abs(t.y + t.height / 2 - cy) > 3
    or cx < t.x - 1 or cx > t.x + t.width + 1 then
    return false
  end
  for _, bar in ipairs(thin) do
    local b = bar.absolute
    if bar ~= track and (math.abs(b.height - t.height) > 1.5 or math.abs(b.x + b.width - cx) > k.width) then
      return false
    end
  end
  return true
end

-- A ring gauge: two stroked outlines that fill nothing (a ring or an arc, 24 pt or more), one over the other in
-- another colour (the track and its filled part, perhaps a partial arc), a figure inside the track ("75", "%" apart)
-- and perhaps a caption: up to three short texts. Icons drawn in outlines hold no figure.
local function looks_like_ring(node)
  if node.type == "TEXT" or structure.loose_shape(node) or node.absolute.width > 240 or node.absolute.height > 240 then
    return false
  end
  local outlines, texts = {}, {}
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    if leaf.type == "TEXT" then
      if not structure.one_line(leaf) or #layers.words(leaf.text.characters) > 3 then return false end
      texts[#texts + 1] = leaf
    elseif solid(leaf.strokes) and layers.solid(leaf.fills) == nil and not layers.has_image_fill(leaf)
      and (leaf.type == "VECTOR" or leaf.type == "ELLIPSE") then
      outlines[#outlines + 1] = leaf
    elseif structure.paints(leaf) or layers.has_image_fill(leaf) then
      return false
    end
  end
  if #outlines ~= 2 or #texts < 1 or #texts > 3 then return false end
  local track, part = outlines[1], outlines[2]
  if part.absolute.width * part.absolute.height > track.absolute.width * track.absolute.height then
    track, part = part, track
  end
  local t, p = track.absolute, part.absolute
  if t.width < 24 or t.height < 24 or solid(track.strokes).hex == solid(part.strokes).hex
    or p.x < t.x - 8 or p.y < t.y - 8 or p.x + p.width > t.x + t.width + 8 or p.y + p.height > t.y + t.height + 8 then
    return false
  end
  for _, text in ipairs(texts) do
    local box = text.absolute
    local cx, cy = box.x + box.width / 2, box.y + box.height / 2
    if text.text.characters:find("^%s*%d+[.,]?%d*%s*%%?%s*$") and cx > t.x and cx < t.x + t.width and cy > t.y
      and cy < t.y + t.height then
      return true
    end
  end
  return false
end

-- The parts of a row drawn of small shapes side by side (each drawn alone or in a frame of its own, "Margin" › dot),
-- in reading order and apart (a glyph's overlapping blobs are none), each one `accepts` (given the part and the first
-- one); nil when any is not.
local function parts_in_a_row(node, accepts)
  local shown = structure.shown(node)
  local first = structure.unwrap(shown[1])
  local parts = {}
  for index, child in ipairs(shown) do
    local part = structure.unwrap(child)
    if #part.children > 0 or not accepts(part, first) or not snap.geom.same_row(shown[1], child) then return nil end
    parts[index] = part
  end
  table.sort(parts, function(a, b) return a.absolute.x < b.absolute.x end)
  for index = 2, #parts do
    if parts[index].absolute.x < parts[index - 1].absolute.x + parts[index - 1].absolute.width - 0.5 then return nil end
  end
  return parts
end

-- The dots of a row of page dots or the steps of a step indicator: two to ten round parts 3 to 12 pt tall, side by
-- side in one row and apart, no text. Returns the drawn parts in reading order, or nil.
local function dot_parts(node)
  local count = #structure.shown(node)
  if count < 2 or count > 10 or node.absolute.height > 16 or #texts_in(node) > 0 then return nil end
  return parts_in_a_row(node, function(dot)
    -- A dot has a size: lines of height 0 (the slots of a code) are no dots.
    local box = dot.absolute
    return structure.rounded(dot) and box.height <= 12 and box.height >= 3 and box.width >= 3
  end)
end

-- How a dot is drawn: its colour, its opacity and its width (the current page is filled apart, or wider).
local function dot_key(dot)
  local paint = solid(dot.fills)
  return fill_key(dot) .. "@" .. (paint and paint.opacity or 1) .. "@" .. dot.opacity .. "@"
    .. math.floor(dot.absolute.width + 0.5)
end

-- A step indicator: two to eight dashes of one width (pills at least 2.5 times as wide as tall), those done filled
-- alike from the leading one on and the rest alike ("▬▬▭", or all done). Page dots drawn as dashes mark one page
-- apart wherever it is.
local function looks_like_steps(node)
  local parts = dot_parts(node)
  if parts == nil or #parts > 8 then return false end
  local width = parts[1].absolute.width
  for _, part in ipairs(parts) do
    if part.absolute.width < part.absolute.height * 2.5 or math.abs(part.absolute.width - width) > 1 then return false end
  end
  local done = dot_key(parts[1])
  local index = 1
  while index <= #parts and dot_key(parts[index]) == done do index = index + 1 end
  for later = index, #parts do
    if dot_key(parts[later]) ~= dot_key(parts[index]) then return false end
  end
  return true
end

-- A segmented meter: five to twenty-four bars of one size side by side and apart (each taller than wide, up to 24
-- pt: round dots are a page control's), no text, those filled from the leading one on in colours of their own and
-- the rest alike, the empty part ("▮▮▮▮▮▯▯▯": a level, a heat gauge, a battery's charge).
local function looks_like_meter(node)
  local count = #structure.shown(node)
  if node.type == "TEXT" or count < 5 or count > 24 or node.absolute.height > 28 or #texts_in(node) > 0 then
    return false
  end
  local parts = parts_in_a_row(node, function(bar, first)
    local box = bar.absolute
    return solid(bar.fills) ~= nil and box.height <= 24 and box.height >= 4 and box.width <= box.height * 0.8
      and math.abs(box.width - first.absolute.width) <= 1 and math.abs(box.height - first.absolute.height) <= 1
  end)
  if parts == nil then return false end
  local empty = dot_key(parts[#parts])
  local index = #parts
  while index > 1 and dot_key(parts[index - 1]) == empty do index = index - 1 end
  if index == 1 then return false end
  for filled = 1, index - 1 do
    if dot_key(parts[filled]) == empty then return false end
  end
  return true
end

-- Page dots: one dot drawn apart (the current page: another colour, or wider), or a row named so; three dots alike
-- are a "more" glyph.
local function looks_like_page_dots(node)
  local parts = dot_parts(node)
  if parts == nil then return false end
  if named(node, page_dot_words) then return true end
  return #parts <= 6 and one_apart(parts, dot_key) ~= nil
end

-- A stepper's signs, drawn as text or named on the layers that draw them.
local minus_signs = { ["-"] = true, ["−"] = true, ["–"] = true, ["—"] = true }
local plus_signs = { ["+"] = true, ["＋"] = true }
local minus_words = { "minus", "remove", "subtract", "decrease", "decrement" }
local plus_words = { "plus", "add", "increase", "increment" }

-- Whether the leaf, or a layer between it and `top`, is named one of `words` (an icon instance named "minus").
local function named_up_to(leaf, top, words)
  local layer = leaf
  while layer ~= nil and layer ~= top do
    if named(layer, words) then return true end
    layer = layer.parent
  end
  return false
end

-- A stroke drawn as a line: a vector 4–24 pt long and at most 2 pt thick, along x (`horizontal`) or y.
local function line(leaf, horizontal)
  if leaf.type ~= "VECTOR" and leaf.type ~= "LINE" then return false end
  local long, thin = leaf.absolute.width, leaf.absolute.height
  if not horizontal then long, thin = thin, long end
  return long >= 4 and long <= 24 and thin <= 2
end

-- What the marks at one end of a stepper draw: "minus", "plus", or nil for anything else. A sign is a text ("−",
-- "+"), lines (a minus one horizontal stroke, a plus a horizontal and a vertical one), or an icon named so; a plus may
-- also be one small square glyph (its two strokes outlined as one vector), beside a minus.
local function sign(marks, top)
  if #marks == 0 or #marks > 2 then return nil end
  if #marks == 1 and marks[1].type == "TEXT" then
    local characters = marks[1].text.characters:gsub("%s", "")
    if minus_signs[characters] then return "minus" end
    if plus_signs[characters] then return "plus" end
    return nil
  end
  for _, mark in ipairs(marks) do
    if mark.type == "TEXT" then return nil end
  end
  if named_up_to(marks[1], top, minus_words) then return "minus" end
  if named_up_to(marks[1], top, plus_words) then return "plus" end
  if #marks == 1 and line(marks[1], true) then return "minus" end
  if #marks == 2 and ((line(marks[1], true) and line(marks[2], false))
      or (line(marks[1], false) and line(marks[2], true))) then
    return "plus"
  end
  local box = marks[1].absolute
  if #marks == 1 and (marks[1].type == "VECTOR" or marks[1].type == "BOOLEAN_OPERATION") and box.width >= 4
    and box.width <= 24 and math.abs(box.width - box.height) <= 1 then
    return "square"
  end
  return nil
end

-- A stepper: a minus at the leading end, a whole number in the middle (the count), a plus at the trailing end, in a
-- row no taller than 64 pt ("−  2  +"). The discs and the capsule the signs sit on are not read; a drawing with the
-- same sign at both ends ("-  1  -") is a stepper too, as a person reads it. It becomes the system's stepper, which
-- shows no price and needs 94 pt: a line's price between the signs ("−  86 ₽  +"), or a pill narrower than 90 pt,
-- stays drawn as its buttons and its text.
local function looks_like_stepper(node)
  if node.type == "TEXT" or #node.children == 0 then return false end
  local box = node.absolute
  if box.height < 20 or box.height > 64 or box.width < 90 or box.width > 260 then return false end
  local ends = { {}, {}, {} }
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local part = leaf.absolute
    local shape = leaf.type == "RECTANGLE" or leaf.type == "ELLIPSE"
    if not shape and part.width < box.width * 0.6 then
      local centre = (part.x + part.width / 2 - box.x) / box.width
      local slot = centre < 0.4 and 1 or centre > 0.6 and 3 or 2
      ends[slot][#ends[slot] + 1] = leaf
    end
  end
  local count = ends[2]
  if #count ~= 1 or count[1].type ~= "TEXT" then return false end
  if not count[1].text.characters:find("^%s*%d+%s*$") then return false end
  local first, last = sign(ends[1], node), sign(ends[3], node)
  return first == "minus" and (last == "plus" or last == "square" or last == "minus")
end

return {
  slider_words = slider_words,
  progress_words = progress_words,
  looks_like_progress = looks_like_progress,
  looks_like_steps = looks_like_steps,
  looks_like_meter = looks_like_meter,
  looks_like_slider = looks_like_slider,
  looks_like_ring = looks_like_ring,
  looks_like_page_dots = looks_like_page_dots,
  looks_like_stepper = looks_like_stepper,
}
