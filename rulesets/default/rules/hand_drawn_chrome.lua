-- Seed 004 ("pile 2"): system chrome drawn from plain frames is reported with the UIKit
-- component that should replace it, instead of being rebuilt silently. Navigation and tab bars
-- are recognised by structure too, whatever they are called: a full-width bar at the top with a
-- title and icon buttons, a full-width bar at the bottom with three to five icon-and-label items.
-- They get the roles navigationBar and tabBar, which view-controller output turns into the
-- navigation item and the tab bar item; the icons in a navigation bar are buttons.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")

local components = {
  navigationbar = "UINavigationController / navigationItem", navbar = "UINavigationController / navigationItem",
  topappbar = "UINavigationController / navigationItem", appbar = "UINavigationController / navigationItem",
  ["导航栏"] = "UINavigationController / navigationItem",
  tabbar = "UITabBarController", bottomnavigation = "UITabBarController", bottomnavbar = "UITabBarController",
  bottomnavigationbar = "UITabBarController", ["标签栏"] = "UITabBarController",
  searchbar = "UISearchController", ["搜索栏"] = "UISearchController",
  segmentedcontrol = "UISegmentedControl", segmented = "UISegmentedControl",
  alert = "UIAlertController", actionsheet = "UIAlertController (.actionSheet)",
  sheet = "sheet presentation (UISheetPresentationController)", bottomsheet = "sheet presentation (UISheetPresentationController)",
}
local navigation = "UINavigationController / navigationItem"
local tabs = "UITabBarController"

-- The bar names a longer name may end with ("Header - TopAppBar", "BottomNavBar/Default"),
-- listed once.
local bar_suffixes = {}
for key, component in pairs(components) do
  if #key >= 6 and (component == navigation or component == tabs) then
    bar_suffixes[#bar_suffixes + 1] = { key = key, component = component }
  end
end

-- Nodes are shared for the whole screen: each is looked up once.
local by_name = setmetatable({}, { __mode = "k" })

local function component_by_name(node)
  local known = by_name[node]
  if known ~= nil then return known or nil end
  local found = false
  for _, normalized in ipairs(layers.names(node)) do
    found = components[normalized] or false
    if found then break end
    for _, suffix in ipairs(bar_suffixes) do
      if normalized:sub(-#suffix.key) == suffix.key then
        found = suffix.component
        break
      end
    end
    if found then break end
  end
  by_name[node] = found
  return found or nil
end

local texts_in, is_icon_like = layers.texts, layers.is_icon_like

-- A bar's background: a rectangle across it, or a layer as large as the bar with no text and no icon in it (a
-- group of the bar's fill and its home indicator).
local function is_background(child, node)
  local box, bar = child.absolute, node.absolute
  if box.width < bar.width * 0.9 then return false end
  if child.type == "RECTANGLE" then return true end
  if child.type == "TEXT" or box.height < bar.height * 0.8 or #layers.texts(child) > 0 then return false end
  for _, inner in ipairs(structure.shown(child)) do
    if is_icon_like(inner) then return false end
  end
  return true
end

-- Whether the layer draws nothing: a frame, group or instance with no visible layer and no paint of its own (a slot
-- kept for spacing, the strip of a home indicator iOS draws, which the chrome rule took out).
local function draws_nothing(layer)
  return layer.type ~= "TEXT" and not structure.shape_types[layer.type] and #structure.shown(layer) == 0
    and not structure.paints(layer) and #layer.fills == 0
end

-- The parts of a bar: its children, or the children of the single frame that holds them (once a node: each of a
-- frame's children asks about it; a list shared by every caller: do not change it). A layer at no opacity (a slot
-- kept for a raised button drawn elsewhere) and a layer that draws nothing are no parts.
local parts
-- The one part a wrapper holds (the frame of a bar's items, with a background or a home indicator beside it), or nil.
local sole_part = memo.per_node(function(node)
  local kept = nil
  for _, child in ipairs(structure.shown(node)) do
    if not is_background(child, node) and not draws_nothing(child) then
      if kept then return false end
      kept = child
    end
  end
  return kept ~= nil and kept.type ~= "TEXT" and #kept.children > 1 and kept
end)

parts = memo.per_node(function(node)
  local wrapped = sole_part(node)
  if wrapped then return parts(wrapped) end
  local kept = {}
  for _, child in ipairs(structure.shown(node)) do
    if not is_background(child, node) and not draws_nothing(child) then kept[#kept + 1] = child end
  end
  return kept
end)

local full_width, at_screen_level, only_text = structure.full_width, structure.at_screen_level, structure.only_text

-- The tallest status bar iOS draws (59 pt, a Dynamic Island's): a bar below it is at the top, whatever safe area
-- figsnap derived for a canvas of no known device's height.
local TALLEST_STATUS_BAR = 59

-- A bar's icon that is a button: a touch target of 24 pt or more, or a layer named like a button — the item, or a
-- frame it wraps (web captures wrap a button in its margin).
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

-- A badge, an avatar's initials or a language pill at a bar's edge: a painted box of touch size with up to three
-- characters ("30", "En"), a glyph beside them perhaps.
local function is_badge(item)
  local box = item.absolute
  if item.type == "TEXT" or box.width > 64 or box.height > 48 or box.width < 24 then return false end
  if not structure.is_box(structure.unwrap(item)) then return false end
  local texts = texts_in(item)
  return #texts == 1 and snap.text.len(texts[1].text.characters) <= 3
end

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

-- A wordmark: a drawing wider than tall, of a title's height, with no words in it.
local function wordmark(item)
  local box = item.absolute
  return item.type ~= "TEXT" and #texts_in(item) == 0 and box.height <= 48 and box.width >= box.height * 1.5
end

-- Whether the layers lie side by side with no room between them (a wordmark's letters, drawn as pieces).
local function packed(shown)
  local sorted = {}
  for index, layer in ipairs(shown) do sorted[index] = layer end
  table.sort(sorted, function(a, b)
    if a.absolute.x ~= b.absolute.x then return a.absolute.x < b.absolute.x end
    return a.index < b.index
  end)
  for index = 2, #sorted do
    local before, after = sorted[index - 1].absolute, sorted[index].absolute
    if after.x - (before.x + before.width) > 4 then return false end
  end
  return true
end

-- A group of a bar's parts that paints nothing: icons and texts side by side (a back button and the title, a logo
-- and the app's name, the icons at the trailing edge), each of them a part of the bar. A layer under a later one (an
-- avatar's ring under its picture) is a part of that one: one button, not two stacked.
local function part_group(item)
  if item.type == "TEXT" or structure.paints(item) or only_text(item) or is_icon_like(item) then return nil end
  local shown = {}
  -- (A frame that draws nothing, its layers cut from the file or its content hidden, is no part.)
  for _, inner in ipairs(structure.shown(item)) do
    if not draws_nothing(inner) then shown[#shown + 1] = inner end
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

-- The parts of a top bar, the groups of parts opened (once a node: every layer of the bar asks).
local bar_parts = memo.per_node(function(node)
  local items = {}
  for _, item in ipairs(parts(node)) do
    local group = part_group(item)
    if group then
      for _, inner in ipairs(group) do items[#items + 1] = inner end
    else
      items[#items + 1] = item
    end
  end
  return items
end)

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

-- What a top bar holds: its titles, and its buttons (icons of touch size, and texts at its edges beside a centred
-- title: "Cancel", "Settings"), or nil when it holds anything else.
local function bar_contents(node)
  local items = bar_parts(node)
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

-- The tallest band a browser or an app draws above the screen's own bar (a status bar and an address bar).
local TALLEST_TOP_BAND = 120

local is_navigation_bar

-- Whether the node lies right below a band across the top of the screen that is no bar of the screen's own (a
-- browser's address bar under its status bar): the screen's bar starts where that band ends.
local function below_top_band(node, ctx)
  local box = node.absolute
  if box.y > TALLEST_TOP_BAND + 2 then return false end
  for _, sibling in ipairs(structure.shown(node.parent)) do
    local band = sibling.absolute
    if sibling ~= node and band.y <= 0.5 and math.abs(band.y + band.height - box.y) <= 2 and full_width(sibling, ctx)
      and sibling.type ~= "TEXT" and not is_navigation_bar(sibling, ctx) then
      return true
    end
  end
  return false
end

-- Whether the node's top is at the top of the screen: below the status bar, or below a band drawn above it.
local function at_top(node, ctx)
  local top = math.max(ctx.safe_area.top, TALLEST_STATUS_BAR)
  return node.absolute.y <= top + 12 or below_top_band(node, ctx)
end

-- The tallest header drawn across the top of a screen around its bar (the status bar, the bar, page tabs).
local TALLEST_HEADER = 250

-- Whether the node is where a screen's bar sits: a child of the screen, or of headers across the top of the screen
-- that hold the bar with the status bar above it or page tabs below it.
local function at_bar_level(node, ctx)
  if at_screen_level(node, ctx) then return true end
  local inner, header = node, node.parent
  while header ~= nil and header ~= ctx.screen do
    -- A column of the page from the screen's top edge (its content in one auto-layout frame) holds its header first:
    -- the bar in the header is still the screen's.
    local heads_column = structure.shown(header)[1] == inner and header.absolute.y <= 0.5 and inner.absolute.y <= 0.5
    if (header.absolute.height > TALLEST_HEADER and not heads_column) or not full_width(header, ctx)
      or not at_top(header, ctx) then
      return false
    end
    -- The frame inside a bar is a part of it, no bar of its own.
    if is_navigation_bar(header, ctx) then return false end
    if at_screen_level(header, ctx) then return true end
    inner, header = header, header.parent
  end
  return false
end

-- The smallest font a bar's title is set in (a navigation bar's title is 17 pt; a banner's line is smaller).
local SMALLEST_BAR_TITLE = 17

-- A band from the top edge (or right under the status bar) painted in a colour of its own holding only the screen's
-- title — a heading-size line or a wordmark at its leading side, perhaps a smaller line under it — and nothing to
-- tap: a navigation bar whose buttons are the app's to add (a header band "Finaliser mon inscription / Etape 1/1", a
-- white bar with the app's logo). A card lower down (under the bar) is none.
local function title_band(node, ctx)
  if layers.solid(node.fills) == nil or node.absolute.y > ctx.safe_area.top + 2 then return false end
  local items = bar_parts(node)
  if #items < 1 or #items > 2 then return false end
  local first, second = only_text(items[1]), items[2] and only_text(items[2])
  if first then
    if not structure.one_line(first) or (first.text.font_size or 0) < SMALLEST_BAR_TITLE then return false end
  elseif not wordmark(items[1]) then
    return false
  end
  if items[2] == nil then return true end
  local above = items[1].absolute
  return second ~= nil and structure.one_line(second) and (second.text.font_size or 0) < SMALLEST_BAR_TITLE
    and second.absolute.y >= above.y + above.height / 2
end

-- A bar 24 pt tall (a title and small icons on a bare background) is still a bar; a taller one than 120 pt holds
-- more than a bar.
local function find_navigation_bar(node, ctx)
  if node.type == "TEXT" or not full_width(node, ctx) or not at_bar_level(node, ctx) then return false end
  local box = node.absolute
  if box.height < 24 or box.height > 120 or not at_top(node, ctx) then return false end
  if title_band(node, ctx) then return true end
  local titles, buttons, centred = bar_contents(node)
  if titles == nil or #titles > 2 then return false end
  -- A status banner (an icon beside a line of text) is no bar: a bar's icons are buttons, or its title is centred;
  -- a bar with no title has a button at one of its edges (a back button over a step indicator, a menu and an avatar).
  if #titles >= 1 then return #buttons >= 1 or centred ~= nil end
  for _, button in ipairs(buttons) do
    local left, right = button.absolute.x - box.x, box.x + box.width - (button.absolute.x + button.absolute.width)
    if math.min(left, right) <= box.width * 0.1 then return true end
  end
  return false
end

--- Whether the node is a navigation bar drawn by hand, by its shape (once a node).
is_navigation_bar = memo.per_node(find_navigation_bar)

-- How far above the screen's bottom a floating tab bar may end (over the home indicator's 34 pt), and how much of the
-- screen's width it spans at least.
local FLOATING_TAB_GAP = 48
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

-- The tabs of a bottom bar: three to five items in one row, each at most one label and narrower than half the bar;
-- when `glyphs`, each shows a glyph too.
local function tab_items(node, glyphs)
  local box = node.absolute
  local items = {}
  for _, part in ipairs(parts(node)) do
    for _, tab in ipairs(tabs_in(part)) do items[#items + 1] = tab end
  end
  if #items < 3 or #items > 5 then return nil end
  for _, item in ipairs(items) do
    if item.type == "TEXT" or #shown_texts(item) > 1 or not snap.geom.same_row(items[1], item) then return nil end
    if item.absolute.width > box.width / 2 or (glyphs and not shows_glyph(item)) then return nil end
  end
  -- Tabs spread across the bar; actions gathered at one side (a bottom app bar's) are no tabs.
  local first, last = items[1].absolute, items[#items].absolute
  if first.x > box.x + box.width * 0.3 or last.x + last.width < box.x + box.width * 0.7 then return nil end
  return items
end

-- The words a bar's name holds anywhere in it ("Header - Top App Bar (Modified)"): evidence, which its place confirms.
-- ("Top Bar" and "Bottom Bar" are left out: an Android status bar, a bottom bar of actions.)
local NAVIGATION_WORDS = { "navigationbar", "navbar", "topappbar", "appbar", "titlebar", "导航栏", "导航" }
local TAB_WORDS = { "tabbar", "bottomnavigation", "bottomnavbar", "bottomnavigationbar", "标签栏" }

-- A bar named as one where such a bar sits: a navigation bar across the top of the screen, a tab bar across its
-- bottom.
local named_cache = setmetatable({}, { __mode = "k" })

local function find_named_bar(node, ctx)
  if node.type == "TEXT" or not full_width(node, ctx) or not at_screen_level(node, ctx) then return nil end
  local box = node.absolute
  if box.height > 120 then return nil end
  -- An empty frame so named is a placeholder, no bar.
  local items = parts(node)
  if #items >= 1 and layers.named(node, NAVIGATION_WORDS) and at_top(node, ctx) then return navigation end
  local gap = ctx.canvas.height - (box.y + box.height)
  if #items >= 2 and layers.named(node, TAB_WORDS) and gap <= FLOATING_TAB_GAP then return tabs end
  return nil
end

local function named_bar(node, ctx)
  local known = named_cache[node]
  if known == nil then
    known = find_named_bar(node, ctx) or false
    named_cache[node] = known
  end
  return known or nil
end

-- The longest label a tab shows, in characters.
local LONGEST_TAB_LABEL = 14

-- Whether the glyph sits right above the label, centred on it: a tab drawn with loose layers.
local function glyph_above(glyph, label)
  local g, l = glyph.absolute, label.absolute
  local gap = l.y - (g.y + g.height)
  return gap >= -2 and gap <= 16 and math.abs((g.x + g.width / 2) - (l.x + l.width / 2)) <= 12
end

-- The labels of a bar drawn with loose layers (the labels and the glyphs are the bar's own children, over its
-- background): three to five short labels in one row, spread across the bar, all but one of them under a glyph.
local function loose_tab_labels(node)
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
  local box = node.absolute
  local first, last = labels[1].absolute, labels[#labels].absolute
  if first.x > box.x + box.width * 0.3 or last.x + last.width < box.x + box.width * 0.7 then return nil end
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
  local box = node.absolute
  if left > box.x + box.width * 0.3 or right < box.x + box.width * 0.7 then return nil end
  return glyphs
end

local is_tab_bar

-- Whether a tab bar holds the node: one of its ancestors is one.
local function inside_tab_bar(node, ctx)
  local parent = node.parent
  while parent ~= nil and parent ~= ctx.screen do
    if is_tab_bar(parent, ctx) or component_by_name(parent) == tabs or named_bar(parent, ctx) == tabs then return true end
    parent = parent.parent
  end
  return false
end

-- Whether the node is a row of tabs near the bottom wherever it sits (in a group with a floating button, over a map):
-- as wide as the screen or nearly, centred, of three to five glyphs, each with its label or none.
local function floating_tabs(node, ctx)
  local box, canvas = node.absolute, ctx.canvas
  if node.type == "TEXT" or box.height < 44 or box.height > 110 then return false end
  if canvas.height - (box.y + box.height) > FLOATING_TAB_GAP or box.width < canvas.width * FLOATING_TAB_WIDTH then
    return false
  end
  if math.abs(box.x + box.width / 2 - canvas.width / 2) > math.max(8, canvas.width * 0.05) then return false end
  return tab_items(node, true) ~= nil or loose_tab_labels(node) ~= nil or loose_tab_glyphs(node) ~= nil
end

-- A bar along the bottom of the screen: a child of the screen docked to its bottom edge with three to five items, or a
-- row of tabs near the bottom (floating_tabs) in no other bar.
local function find_tab_bar(node, ctx)
  if node.type == "TEXT" or node.parent == nil then return false end
  local box, canvas = node.absolute, ctx.canvas
  if box.height < 44 or box.height > 110 then return false end
  -- A wrapper taller than the bar's row (the home indicator's strip below it) is not the bar: the row is.
  local wrapped = sole_part(node)
  if wrapped and box.height > wrapped.absolute.height + 4 and floating_tabs(wrapped, ctx) then return false end
  local gap = canvas.height - (box.y + box.height)
  if gap <= 1 and full_width(node, ctx) and at_screen_level(node, ctx) and tab_items(node, false) then return true end
  return floating_tabs(node, ctx) and not inside_tab_bar(node, ctx)
end

--- Whether the node is a tab bar drawn by hand, by its shape (once a node).
is_tab_bar = memo.per_node(find_tab_bar)

-- What the node's name says it is, where it sits confirming it: a "nav bar" along the bottom of the screen is the
-- bottom navigation (a tab bar), as Android names it.
local function placed_component(node, ctx)
  local component = component_by_name(node)
  if component == navigation and node.absolute.y >= ctx.canvas.height * 2 / 3 then return tabs end
  return component
end

local function report(ctx, node, component, how)
  ctx.report("warning", "hand-drawn system chrome '" .. node.name .. "'" .. how .. ": use " .. component
    .. " instead of rebuilding it")
end

-- Whether the candidate is a navigation bar, by its shape or its name.
local function is_navigation(candidate, ctx)
  return at_bar_level(candidate, ctx) and (is_navigation_bar(candidate, ctx)
    or component_by_name(candidate) == navigation or named_bar(candidate, ctx) == navigation)
end

-- The navigation bar the node is a part of (a part of a frame or group of its parts included), or nil.
local function enclosing_navigation_bar(node, ctx)
  local candidate = node.parent
  for _ = 1, 3 do
    if candidate == nil or candidate == ctx.screen then return nil end
    if is_navigation(candidate, ctx) then return candidate end
    candidate = candidate.parent
  end
  return nil
end

-- The tab bar whose tab the node is, or nil.
local function enclosing_tab_bar(node, ctx)
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

-- What a button of a navigation bar is: a chevron at the leading edge goes back.
local function bar_button(node, bar)
  local icon = is_icon_like(structure.unwrap(node))
  if icon and node.absolute.x - bar.absolute.x < bar.absolute.width * 0.15 and node.index == 1 then
    return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
  end
  return { class = "UIButton", role = "button" }
end

return {
  summary = "navigation bars, tab bars, search bars, segmented controls, alerts and sheets drawn by hand are reported",
  view = function(node, ctx)
    if node.parent == nil then return nil end
    local component = node.type ~= "TEXT" and (placed_component(node, ctx) or named_bar(node, ctx))
    local structural = nil
    if is_navigation_bar(node, ctx) then
      structural = navigation
    elseif is_tab_bar(node, ctx) then
      structural = tabs
    end
    if component then
      report(ctx, node, component, "")
    elseif structural then
      report(ctx, node, structural, " (recognised by its shape)")
    end
    local kind = structural or component
    local top_level = at_screen_level(node, ctx)
    if (top_level or structural == navigation) and kind == navigation then return { role = "navigationBar" } end
    -- A tab bar found by its shape is one wherever it sits (in a group with a floating button).
    if (top_level or structural == tabs) and kind == tabs then return { role = "tabBar" } end
    -- The icons of a navigation bar (or of the frames of its parts) are its buttons; a group of its parts stays a
    -- view around them (not one drawing of its icons).
    local bar = enclosing_navigation_bar(node, ctx)
    local group = bar ~= nil and part_group(node)
    if group and group[1] ~= nil and snap.list.contains(bar_parts(bar), group[1]) then return { role = "container" } end
    if bar ~= nil and (is_icon_like(structure.unwrap(node)) or only_text(node) or is_badge(node)) then
      local _, buttons = bar_contents(bar)
      if not snap.list.contains(buttons or {}, node) then return nil end
      return bar_button(node, bar)
    end
    -- The labels of a tab bar drawn with loose layers are labels, whatever their words say ("Progress").
    if node.type == "TEXT" and node.parent ~= nil and is_tab_bar(node.parent, ctx)
      and snap.list.contains(loose_tab_labels(node.parent) or {}, node) then
      return { class = "UILabel", role = "label" }
    end
    -- The items of a tab bar are buttons, their icon above their title.
    if node.type ~= "RECTANGLE" and enclosing_tab_bar(node, ctx) ~= nil then
      return { class = "UIButton", role = "button", control = { style = "plain" } }
    end
  end,
}
