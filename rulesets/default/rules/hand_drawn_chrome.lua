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

-- The parts of a bar: its children, or the children of the single frame that holds them.
local function parts(node)
  local kept = {}
  for _, child in ipairs(node.children) do
    local covering = child.type == "RECTANGLE" and child.absolute.width >= node.absolute.width * 0.9
    if child.visible and not covering then kept[#kept + 1] = child end
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

-- What a top bar holds: its titles, and its buttons (icons of touch size, and texts at its edges beside a centred
-- title: "Cancel", "Settings"), or nil when it holds anything else.
local function bar_contents(node)
  local items = parts(node)
  if #items < 1 or #items > 6 then return nil end
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
    elseif only_text(item) or is_bar_button(item) then
      buttons[#buttons + 1] = item
    elseif not is_icon_like(inner) then
      return nil
    end
  end
  return titles, buttons, centred
end

local function is_navigation_bar(node, ctx)
  if node.type == "TEXT" or not full_width(node, ctx) or not at_screen_level(node, ctx) then return false end
  local box = node.absolute
  local top = math.max(ctx.safe_area.top, TALLEST_STATUS_BAR)
  if box.y > top + 12 or box.height < 32 or box.height > 120 then return false end
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
