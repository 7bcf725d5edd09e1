-- A rating a person gives: a row of equal glyphs (stars, hearts) with a line next to it asking for it ("Leave a
-- review", "Tap a star to rate it", "Avalie o app"). Each glyph is a button: tapping the third sets three. A score
-- that is only shown (★★★★☆ beside "4.5", "(120 reviews)") has figures beside the row or in the line: it stays one
-- picture.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

-- What a line asking for a rating says, in the languages real files use.
local rate_words = { "rate", "rating", "review", "avalie", "avaliar", "avaliação", "califica", "calificar", "valora",
  "valorar", "оцените", "оценить", "оценка", "değerlendir", "puanla", "bewerten", "bewertung", "noter", "évaluer",
  "평가", "별점", "评分", "评价", "打分" }

-- A glyph that can be a rating's step: a small, square layer with no text.
local function glyph(node)
  local box = node.absolute
  return node.type ~= "TEXT" and #layers.texts(node) == 0 and box.width >= 12 and box.width <= 48
    and math.abs(box.width - box.height) <= 2 and layers.is_icon_like(node)
end

-- What a glyph draws, colours aside: its visible layers' kinds and sizes ("STAR 16x16"). A filled star and an unfilled
-- one draw alike; a row of logos (share on Google, on Facebook) does not.
local drawing = memo.per_node(function(node)
  local parts = {}
  for _, leaf in ipairs(#node.children > 0 and structure.visible_leaves(node) or { node }) do
    parts[#parts + 1] = leaf.type .. math.floor(leaf.absolute.width + 0.5) .. "x" .. math.floor(leaf.absolute.height + 0.5)
  end
  return table.concat(parts, " ")
end)

-- The row of glyphs the node is one of: siblings that draw as it does on its line, at equal gaps no wider than a
-- glyph, three to ten of them, left to right; or nil.
local function row_of(node)
  local box = node.absolute
  local row = {}
  for _, sibling in ipairs(structure.shown(node.parent)) do
    local place = sibling.absolute
    if glyph(sibling) and math.abs(place.width - box.width) <= 1 and math.abs(place.height - box.height) <= 1
      and math.abs(place.y - box.y) <= 1 and drawing(sibling) == drawing(node) then
      row[#row + 1] = sibling
    end
  end
  if #row < 3 or #row > 10 then return nil end
  table.sort(row, function(a, b) return a.absolute.x < b.absolute.x end)
  local first_gap = row[2].absolute.x - (row[1].absolute.x + row[1].absolute.width)
  for index = 2, #row do
    local gap = row[index].absolute.x - (row[index - 1].absolute.x + row[index - 1].absolute.width)
    if gap < -0.5 or gap > box.width or math.abs(gap - first_gap) > 2 then return nil end
  end
  return row
end

local function root_of(node)
  while node.parent ~= nil do node = node.parent end
  return node
end

-- Whether a line right above or below the row (up to 48 pt away, across it) asks for a rating, and no figure stands
-- beside the row on its line (a score).
local function asked(row)
  local left, right = row[1].absolute, row[#row].absolute
  local top, bottom = left.y, left.y + left.height
  local asks = false
  for _, text in ipairs(layers.texts(root_of(row[1]))) do
    local place, characters = text.absolute, text.text.characters
    local across = place.x < right.x + right.width and left.x < place.x + place.width
    local gap = math.max(top - (place.y + place.height), place.y - bottom)
    if text.visible and characters:find("%d") and gap < 0
      and place.x <= right.x + right.width + 24 and place.x + place.width >= left.x - 24 then
      return false
    end
    if text.visible and across and gap >= -0.5 and gap <= 48 and not characters:find("%d")
      and layers.says(characters, rate_words) then
      asks = true
    end
  end
  return asks
end

-- The rating glyphs among a frame's children (as keys, each to its place in the row and the row's length), or false;
-- once a frame.
local stars_of = memo.per_node(function(parent)
  local seen = {}
  for _, child in ipairs(structure.shown(parent)) do
    local row = not seen[child] and glyph(child) and row_of(child)
    if row then
      if asked(row) then
        local found = {}
        for index, star in ipairs(row) do found[star] = { index, #row } end
        return found
      end
      for _, star in ipairs(row) do seen[star] = true end
    end
  end
  return false
end)

--- The node's place in a rating a person gives and the number of its steps (3, 5), or nil.
local function star(node)
  local parent = node.parent
  if parent == nil or node.type == "TEXT" then return nil end
  local found = stars_of(parent)
  local place = found and found[node] or nil
  if place == nil then return nil end
  return place[1], place[2]
end

--- Whether the node holds a rating's glyphs: it is no drawing of its own (one image), its glyphs are buttons.
local function holds_stars(node)
  return node.type ~= "TEXT" and #node.children > 0 and stars_of(node) ~= false
end

return { star = star, holds_stars = holds_stars }
