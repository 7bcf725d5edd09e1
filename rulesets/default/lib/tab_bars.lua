-- Tab bars drawn by hand, recognised by their shape whatever they are called: a full-width bar docked to the bottom
-- of the screen with three to five items in a row, or, wherever it sits (in a group with a floating button, floating
-- above the home indicator), a row near the bottom as wide as the screen or nearly of three to five glyphs with
-- their labels, of short labels each under a glyph drawn as loose layers, or of glyphs laid loose on a pill. Also
-- which layers are its tabs.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")
local bars = require("bars")
local named_chrome = require("named_chrome")

local tab_bars = {}

local is_icon_like = layers.is_icon_like
local TABS = named_chrome.TABS

-- How much of the screen's width a tab bar floating anywhere near the bottom spans at least.
local FLOATING_TAB_WIDTH = 0.75

-- Whether the tab shows a glyph: an icon, or an icon among its layers beside its label.
local function shows_glyph(item)
  if is_icon_like(item) then return true end
  for _, inner in ipairs(structure.shown(item)) do
    if inner.type ~= "TEXT" and (is_icon_like(inner) or shows_glyph(inner)) then return true end
  end
  return false
end

-- The labels a layer shows (a hidden tab's are none).
local function shown_texts(item)
  if item.type == "TEXT" then return { item } end
  local found = {}
  for _, leaf in ipairs(structure.visible_leaves(item)) do
    if leaf.type == "TEXT" then found[#found + 1] = leaf end
  end
  return found
end

-- Whether the layer is one tab: a glyph with one label.
local function glyph_and_label(item)
  return item.type ~= "TEXT" and #shown_texts(item) == 1 and shows_glyph(item)
end

-- Whether layers from `left` to `right` spread across the bar's box, from its first 30% to its last: tabs spread
-- across the bar; actions gathered at one side (a bottom app bar's) are no tabs.
local function spread_across(box, left, right)
  return left <= box.x + box.width * 0.3 and right >= box.x + box.width * 0.7
end

-- The tabs a part of a bar stands for: the tabs of a pill gathering two or more side by side (a floating bar drawn
-- as a pill of sections beside a pill of its last tab), else the part itself.
local function tabs_in(part)
  local inner = structure.shown(part)
  if part.type == "TEXT" or #inner < 2 then return { part } end
  for _, tab in ipairs(inner) do
    if not glyph_and_label(tab) or not snap.geom.same_row(inner[1], tab) then return { part } end
  end
  return inner
end

--- The tabs of a bottom bar: three to five items in one row, each at most one label and narrower than half the bar;
--- when `glyphs`, each shows a glyph too. Nil when it holds anything else.
function tab_bars.items(node, glyphs)
  local box = node.absolute
  local items = {}
  for _, part in ipairs(bars.parts(node)) do
    for _, tab in ipairs(tabs_in(part)) do items[#items + 1] = tab end
  end
  if #items < 3 or #items > 5 then return nil end
  for _, item in ipairs(items) do
    if item.type == "TEXT" or #shown_texts(item) > 1 or not snap.geom.same_row(items[1], item) then return nil end
    if item.absolute.width > box.width / 2 or (glyphs and not shows_glyph(item)) then return nil end
  end
  local first, last = items[1].absolute, items[#items].absolute
  if not spread_across(box, first.x, last.x + last.width) then return nil end
  return items
end

local tab_items = tab_bars.items

-- The longest label a tab shows, in characters.
local LONGEST_TAB_LABEL = 14

-- Whether the glyph sits right above the label, centred on it: a tab drawn with loose layers.
local function glyph_above(glyph, label)
  local g, l = glyph.absolute, label.absolute
  local gap = l.y - (g.y + g.height)
  return gap >= -2 and gap <= 16 and math.abs((g.x + g.width / 2) - (l.x + l.width / 2)) <= 12
end

--- The labels of a bar drawn with loose layers (the labels and the glyphs are the bar's own children, over its
--- background): three to five short labels in one row, spread across the bar, all but one of them under a glyph; nil
--- for any other bar.
function tab_bars.loose_labels(node)
  local labels, glyphs = {}, {}
  for _, child in ipairs(structure.shown(node)) do
    if child.type == "TEXT" then
      if not structure.one_line(child) or snap.text.len(child.text.characters) > LONGEST_TAB_LABEL then return nil end
      labels[#labels + 1] = child
    elseif is_icon_like(child) then
      glyphs[#glyphs + 1] = child
    end
  end
  if #labels < 3 or #labels > 5 then return nil end
  local under = 0
  for _, label in ipairs(labels) do
    if not snap.geom.same_row(labels[1], label) then return nil end
    if snap.list.find(glyphs, function(glyph) return glyph_above(glyph, label) end) then under = under + 1 end
  end
  if under < #labels - 1 then return nil end
  local first, last = labels[1].absolute, labels[#labels].absolute
  if not spread_across(node.absolute, first.x, last.x + last.width) then return nil end
  return labels
end

-- The glyphs drawn loose on a bar's shape (a pill with its tabs' glyphs laid over it, no frame around them): three to
-- five in one row, spread across it (an unread dot beside one is no glyph of its own).
local SMALLEST_TAB_GLYPH = 12
local function loose_tab_glyphs(node)
  if not structure.loose_shape(node) or not structure.paints(node) then return nil end
  local glyphs = {}
  for _, layer in ipairs(structure.drawn_on(node)) do
    local box = layer.absolute
    if layer.type == "TEXT" and not layers.is_glyph_text(layer) then return nil end
    if math.max(box.width, box.height) >= SMALLEST_TAB_GLYPH then
      if not is_icon_like(layer) then return nil end
      glyphs[#glyphs + 1] = layer
    end
  end
  if #glyphs < 3 or #glyphs > 5 then return nil end
  local left, right = math.huge, -math.huge
  for _, glyph in ipairs(glyphs) do
    if not snap.geom.same_row(glyphs[1], glyph) then return nil end
    left, right = math.min(left, glyph.absolute.x), math.max(right, glyph.absolute.x + glyph.absolute.width)
  end
  if not spread_across(node.absolute, left, right) then return nil end
  return glyphs
end

local is_tab_bar

-- Whether a tab bar holds the node: one of its ancestors is one, by its shape or its name.
local function inside_tab_bar(node, ctx)
  local parent = node.parent
  while parent ~= nil and parent ~= ctx.screen do
    if is_tab_bar(parent, ctx) or named_chrome.component_by_name(parent) == TABS
      or named_chrome.named_bar(parent, ctx) == TABS then
      return true
    end
    parent = parent.parent
  end
  return false
end

-- Whether the box is as tall as a tab bar: 44 to 110 pt.
local function tab_bar_height(box)
  return box.height >= 44 and box.height <= 110
end

-- Whether the node is a row of tabs near the bottom wherever it sits (in a group with a floating button, over a map):
-- as wide as the screen or nearly, centred, of three to five glyphs, each with its label or none.
local function floating_tabs(node, ctx)
  local box, canvas = node.absolute, ctx.canvas
  if node.type == "TEXT" or not tab_bar_height(box) then return false end
  if canvas.height - (box.y + box.height) > bars.FLOATING_TAB_GAP or box.width < canvas.width * FLOATING_TAB_WIDTH then
    return false
  end
  if math.abs(box.x + box.width / 2 - canvas.width / 2) > math.max(8, canvas.width * 0.05) then return false end
  return tab_items(node, true) ~= nil or tab_bars.loose_labels(node) ~= nil or loose_tab_glyphs(node) ~= nil
end

-- A bar along the bottom of the screen: a child of the screen docked to its bottom edge with three to five items, or a
-- row of tabs near the bottom (floating_tabs) in no other bar.
local function find_tab_bar(node, ctx)
  if node.type == "TEXT" or node.parent == nil then return false end
  local box, canvas = node.absolute, ctx.canvas
  if not tab_bar_height(box) then return false end
  -- A wrapper taller than the bar's row (the home indicator's strip below it) is not the bar: the row is.
  local wrapped = bars.sole_part(node)
  if wrapped and box.height > wrapped.absolute.height + 4 and floating_tabs(wrapped, ctx) then return false end
  local gap = canvas.height - (box.y + box.height)
  local docked = gap <= 1 and structure.full_width(node, ctx) and structure.at_screen_level(node, ctx)
  if docked and tab_items(node, false) then return true end
  return floating_tabs(node, ctx) and not inside_tab_bar(node, ctx)
end

--- Whether the node is a tab bar drawn by hand, by its shape (once a node).
is_tab_bar = memo.per_node(find_tab_bar)
tab_bars.is_tab_bar = is_tab_bar

--- The tab bar whose tab the node is, or nil.
function tab_bars.enclosing(node, ctx)
  local candidate = node.parent
  for _ = 1, 2 do
    if candidate == nil or candidate == ctx.screen then return nil end
    if is_tab_bar(candidate, ctx) then
      -- The layers of a bar drawn loose are no tabs of their own: a label and its glyph make one.
      return snap.list.contains(tab_items(candidate, false) or {}, node) and candidate or nil
    end
    candidate = candidate.parent
  end
  return nil
end

return tab_bars
