-- Buttons recognised by a chevron: disclosures (a picker's trigger, a row tapped as a whole, "View details ›": a text
-- and the chevron closing its row), a bare chevron alone at the screen's top leading corner (back) and two bare
-- chevrons flanking a picture (a carousel's previous and next). The controls rule asks these.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local chevrons = {}

local named, texts_in = layers.named, layers.texts
local word_texts, masked = layers.word_texts, layers.masked
local shape_types, is_box = structure.shape_types, structure.is_box

-- How long and thin a drawn box is: its longer side over its shorter (half a point at least: a stroked line).
local function elongation(drawn)
  return math.max(drawn.width, drawn.height) / math.max(math.min(drawn.width, drawn.height), 0.5)
end

-- A disclosure: a picker's trigger (a box with one line of text and a chevron, "Select genre ⌄"), a row tapped as a
-- whole (its title, perhaps a line under it, an icon, a chevron at its trailing edge: a settings row) or a link with
-- an arrow ("View details ›"). The chevron is a small glyph, named so or drawn long and thin, the last thing in the
-- row. With one text and nothing else to show it is a button (the text its title); with more (a detail line, an
-- avatar) it is a row tapped as a whole, whose layers stay its views.
local chevron_words = { "chevron", "arrow", "caret", "dropdown", "expand", "down", "select", "disclosure", "next" }

-- A glyph drawn of two or more strokes (an eye's outline and its pupil) not named as a chevron: one of its strokes
-- is no chevron of its own.
local function drawing(glyph)
  local box = glyph.absolute
  return box.width <= 24 and box.height <= 24 and #structure.visible_leaves(glyph) >= 2
    and not named(glyph, chevron_words)
end

-- Whether the layer is below the holder in the tree.
local function holds(holder, layer)
  local parent = layer.parent
  while parent ~= nil do
    if parent == holder then return true end
    parent = parent.parent
  end
  return false
end

local function disclosure_of(node)
  if node.type == "TEXT" or shape_types[node.type] then return nil end
  local box = node.absolute
  if box.height < 12 or box.height > 100 or box.width < box.height * 2 then return nil end
  local words = word_texts(node)
  if #words == 0 or #words > 3 then return nil end
  for _, text in ipairs(words) do
    if masked(text.text.characters) or text.absolute.x + text.absolute.width > box.x + box.width - 8 then
      return nil
    end
  end
  local found = nil
  local function chevron(parent)
    for _, child in ipairs(structure.shown(parent)) do
      local glyph = child.absolute
      if child.type ~= "TEXT" and glyph.width <= 24 and glyph.height <= 24 and #texts_in(child) == 0
        and glyph.x + glyph.width >= box.x + box.width - 32 then
        local leaf = structure.unwrap(child)
        local drawn = leaf.absolute
        local long = elongation(drawn)
        if named(child, chevron_words) or named(leaf, chevron_words)
          or (#leaf.children == 0 and long >= 1.4 and math.max(leaf.absolute.width, leaf.absolute.height) <= 16) then
          found = child
          return true
        end
        -- A small glyph that is no chevron (a share icon) is one glyph: its strokes are no chevrons of their own.
      elseif child.type ~= "TEXT" and not drawing(child) and chevron(child) then
        return true
      end
    end
    return false
  end
  if not chevron(node) then return nil end
  -- The innermost: a frame that holds the chevron with a text of its own ("Detalhes ›" in a summary card) is the
  -- disclosure, not the card around it — unless the card is one line across the screen, a settings row whose value
  -- sits beside its chevron ("Language   English ›"): the row is tapped.
  local settings_row = #words > 1 and box.height <= 72 and box.width >= structure.canvas(node).width * 0.8
    and snap.list.find(words, function(text) return not snap.geom.same_row(text, words[1]) end) == nil
  -- A box of its own around the chevron and a text is a control of its own (a picker's trigger in a header): the
  -- row around it is none. A layer that paints nothing and only spans the text, holding it not (a web capture's
  -- background frame drawing the select's chevron), is no such box.
  local holder = found.parent
  while holder ~= nil and holder ~= node do
    for _, text in ipairs(words) do
      if snap.geom.contains(holder, text)
        and (is_box(holder) or (not settings_row and holds(holder, text))) then
        return nil
      end
    end
    holder = holder.parent
  end
  -- Nothing after the chevron: it closes the row.
  for _, text in ipairs(words) do
    if text.absolute.x > found.absolute.x then return nil end
  end
  -- A box, or a row wide enough to be tapped, or a short link: a one-line text and its arrow.
  local wide = is_box(node) or box.width >= structure.canvas(node).width * 0.6
  if #words == 1 then return (wide or box.height <= 32) and "button" or nil end
  return wide and "tappable" or nil
end

--- What a disclosure is (once a node): "button" (one text and its chevron: the text is its title), "tappable" (a row
--- tapped as a whole, whose layers stay its views), or nil when the node is none.
chevrons.disclosure = memo.per_node(disclosure_of)
local disclosure = chevrons.disclosure

--- Whether a row tapped as a whole holds the node: its layers are the row's content, no control of their own.
function chevrons.inside_tappable(node)
  local parent = node.parent
  while parent ~= nil and parent.parent ~= nil do
    if disclosure(parent) == "tappable" then return true end
    parent = parent.parent
  end
  return false
end

-- Whether the node draws a bare chevron: no text, up to 32 pt, its one glyph long and thin (up to 24 pt).
local function bare_chevron(node)
  if node.type == "TEXT" or #texts_in(node) > 0 or node.absolute.width > 32 or node.absolute.height > 32 then
    return false
  end
  local leaf = structure.unwrap(node)
  local drawn = leaf.absolute
  local long = elongation(drawn)
  -- (Two sides of a square stroked and turned by 45°, "<", draw one too: its box is square.)
  local turned = leaf.rotation ~= nil and math.abs(leaf.rotation % 90 - 45) <= 5 and layers.solid(leaf.fills) == nil
    and layers.solid(leaf.strokes) ~= nil
  return #leaf.children == 0 and shape_types[leaf.type] ~= nil and ((long >= 1.4 and long <= 3) or turned)
    and math.max(drawn.width, drawn.height) <= 24 and drawn.width >= 4
end

-- Arrows either side of a picture (a carousel's previous and next): two bare chevrons of one size in a row with a
-- larger item between them.
local function find_flanking_arrow(node)
  local parent = node.parent
  if parent == nil or not bare_chevron(node) then return false end
  local box = node.absolute
  local shown = structure.shown(parent)
  for _, other in ipairs(shown) do
    local mate = other.absolute
    if other ~= node and math.abs(mate.width - box.width) <= 1 and math.abs(mate.height - box.height) <= 1
      and snap.geom.same_row(node, other) and bare_chevron(other) then
      local left, right = math.min(box.x, mate.x), math.max(box.x, mate.x)
      for _, between in ipairs(shown) do
        local place = between.absolute
        if place.x >= left + box.width - 0.5 and place.x + place.width <= right + 0.5
          and place.width * place.height >= box.width * box.height * 4 then
          return true
        end
      end
    end
  end
  return false
end

--- ``find_flanking_arrow``, once per node (a frame asks it of each of its children, and each child of itself).
chevrons.flanking_arrow = memo.per_node(find_flanking_arrow)

-- Whether the node lies in bands across the screen: each frame around it up to the screen spans its width (a header's
-- row of a back chevron and a progress bar), or fills it.
local function in_bands(node, ctx)
  local parent = node.parent
  while parent ~= nil and parent ~= ctx.screen do
    if not structure.full_width(parent, ctx) then return false end
    parent = parent.parent
  end
  return parent == ctx.screen
end

--- A back button with no name to say so: a bare chevron (one long, thin glyph of up to 24 pt, no text) alone at the
--- screen's top leading corner, at the screen's own level or in bands across it.
function chevrons.corner_chevron(node, ctx)
  if node.type == "TEXT" or not (structure.at_screen_level(node, ctx) or in_bands(node, ctx)) then return false end
  local box, canvas = node.absolute, ctx.canvas
  if box.x > canvas.width * 0.1 or box.y + box.height > 140 then return false end
  return bare_chevron(node)
end

return chevrons
