-- Seed 004 ("pile 2"): system chrome drawn from plain frames is reported with the UIKit
-- component that should replace it, instead of being rebuilt silently. Navigation and tab bars
-- are recognised by structure too, whatever they are called: a full-width bar at the top with a
-- title and icon buttons, a full-width bar at the bottom with three to five icon-and-label items.
-- They get the roles navigationBar and tabBar, which view-controller output turns into the
-- navigation item and the tab bar item; the icons in a navigation bar are buttons.
local layers = require("layers")
local structure = require("structure")

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

-- The parts of a bar: its children, or the children of the single frame that holds them.
local function parts(node)
  local kept = {}
  for _, child in ipairs(node.children) do
    if child.visible and not is_background(child, node) then kept[#kept + 1] = child end
  end
  if #kept == 1 and kept[1].type ~= "TEXT" and #kept[1].children > 1 then return parts(kept[1]) end
  return kept
end

local full_width, at_screen_level, only_text = structure.full_width, structure.at_screen_level, structure.only_text

-- The tallest status bar iOS draws (59 pt, a Dynamic Island's): a bar below it is at the top, whatever safe area
-- figsnap derived for a canvas of no known device's height.
local TALLEST_STATUS_BAR = 59

-- A bar's icon that is a button: a touch target of 24 pt or more, or a layer named like a button — the item, or a
-- frame it wraps (web captures wrap a button in its margin).
local function is_bar_button(item)
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

-- A badge or an avatar's initials at a bar's edge: a painted box of touch size with up to three characters ("30").
local function is_badge(item)
  local box = item.absolute
  if item.type == "TEXT" or box.width > 48 or box.height > 48 or box.width < 24 or not structure.is_box(item) then
    return false
  end
  local texts = texts_in(item)
  return #texts == 1 and snap.text.len(texts[1].text.characters) <= 3
end

-- A group of a bar's parts that paints nothing: icons and texts side by side (a back button and the title, a logo
-- and the app's name, the icons at the trailing edge), each of them a part of the bar.
local function part_group(item)
  if item.type == "TEXT" or structure.paints(item) or only_text(item) or is_icon_like(item) then return nil end
  local shown = structure.shown(item)
  if #shown < 2 or #shown > 4 then return nil end
  for _, inner in ipairs(shown) do
    if not (only_text(inner) or is_icon_like(structure.unwrap(inner)) or is_badge(inner)) then return nil end
  end
  return shown
end

-- The parts of a top bar, the groups of parts opened (cached: every layer of the bar asks).
local bar_parts_cache = setmetatable({}, { __mode = "k" })

local function bar_parts(node)
  local cached = bar_parts_cache[node]
  if cached then return cached end
  local items = {}
  for _, item in ipairs(parts(node)) do
    local group = part_group(item)
    if group then
      for _, inner in ipairs(group) do items[#items + 1] = inner end
    else
      items[#items + 1] = item
    end
  end
  bar_parts_cache[node] = items
  return items
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
  local titles, buttons = {}, {}
  for _, item in ipairs(items) do
    local inner = structure.unwrap(item)
    local text = only_text(item)
    if text and layers.is_glyph_text(text) then
      if is_bar_button(item) then buttons[#buttons + 1] = item end
    elseif item == centred or (centred == nil and text) then
      titles[#titles + 1] = item
    elseif only_text(item) or is_bar_button(item) or is_badge(item) then
      buttons[#buttons + 1] = item
    elseif not is_icon_like(inner) then
      return nil
    end
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

local navigation_cache = setmetatable({}, { __mode = "k" })

-- A bar 24 pt tall (a title and small icons on a bare background) is still a bar; a taller one than 120 pt holds
-- more than a bar.
local function find_navigation_bar(node, ctx)
  if node.type == "TEXT" or not full_width(node, ctx) or not at_screen_level(node, ctx) then return false end
  local box = node.absolute
  if box.height < 24 or box.height > 120 or not at_top(node, ctx) then return false end
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

--- Whether the node is a navigation bar drawn by hand, by its shape (cached per node).
function is_navigation_bar(node, ctx)
  local known = navigation_cache[node]
  if known == nil then
    known = find_navigation_bar(node, ctx)
    navigation_cache[node] = known
  end
  return known
end

local function is_tab_bar(node, ctx)
  if node.type == "TEXT" or not full_width(node, ctx) or not at_screen_level(node, ctx) then return false end
  local box = node.absolute
  if box.y + box.height < ctx.canvas.height - 1 or box.height < 44 or box.height > 110 then return false end
  local items = parts(node)
  if #items < 3 or #items > 5 then return false end
  for _, item in ipairs(items) do
    if item.type == "TEXT" or #texts_in(item) > 1 or not snap.geom.same_row(items[1], item) then return false end
    if item.absolute.width > box.width / 2 then return false end
  end
  return true
end

local function report(ctx, node, component, how)
  ctx.report("warning", "hand-drawn system chrome '" .. node.name .. "'" .. how .. ": use " .. component
    .. " instead of rebuilding it")
end

return {
  summary = "navigation bars, tab bars, search bars, segmented controls, alerts and sheets drawn by hand are reported",
  view = function(node, ctx)
    if node.parent == nil then return nil end
    local component = node.type ~= "TEXT" and component_by_name(node)
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
    if top_level and kind == navigation then return { role = "navigationBar" } end
    if top_level and kind == tabs then return { role = "tabBar" } end
    -- The icons of a navigation bar (or of the one frame inside it) are its buttons.
    local function is_bar(candidate)
      return candidate ~= nil and at_screen_level(candidate, ctx)
        and (is_navigation_bar(candidate, ctx) or component_by_name(candidate) == navigation)
    end
    local parent = node.parent
    local bar = (is_bar(parent) and parent)
      or (parent.parent ~= nil and #parent.parent.children == 1 and is_bar(parent.parent) and parent.parent) or nil
    if bar ~= nil and (is_icon_like(structure.unwrap(node)) or only_text(node)) then
      local _, buttons = bar_contents(bar)
      if not snap.list.contains(buttons or {}, node) then return nil end
      -- A chevron at the leading edge goes back.
      local icon = is_icon_like(structure.unwrap(node))
      if icon and node.absolute.x - bar.absolute.x < bar.absolute.width * 0.15 and node.index == 1 then
        return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
      end
      return { class = "UIButton", role = "button" }
    end
    -- The items of a tab bar are buttons, their icon above their title.
    local tab_bar = parent ~= nil and is_tab_bar(parent, ctx)
    if not tab_bar and parent ~= nil and parent.parent ~= nil then
      tab_bar = #parent.parent.children == 1 and is_tab_bar(parent.parent, ctx)
    end
    if tab_bar and node.type ~= "RECTANGLE" then
      return { class = "UIButton", role = "button", control = { style = "plain" } }
    end
  end,
}
