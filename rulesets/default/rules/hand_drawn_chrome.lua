-- Seed 004 ("pile 2"): system chrome drawn from plain frames is reported with the UIKit
-- component that should replace it, instead of being rebuilt silently. Navigation and tab bars
-- are recognised by structure too, whatever they are called: a full-width bar at the top with a
-- title and icon buttons, a full-width bar at the bottom with three to five icon-and-label items.
-- They get the roles navigationBar and tabBar, which view-controller output turns into the
-- navigation item and the tab bar item; the icons in a navigation bar are buttons.
local layers = require("layers")

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

local function full_width(node, ctx)
  return node.absolute.width >= ctx.canvas.width * 0.9 and node.absolute.x <= ctx.canvas.width * 0.05
end

local function is_navigation_bar(node, ctx)
  if node.parent ~= ctx.screen or node.type == "TEXT" or not full_width(node, ctx) then return false end
  local box = node.absolute
  if box.y > ctx.safe_area.top + 12 or box.height < 32 or box.height > 120 then return false end
  local items = parts(node)
  if #items < 2 or #items > 6 then return false end
  local titles, icons = 0, 0
  for _, item in ipairs(items) do
    if item.type == "TEXT" then titles = titles + 1 elseif is_icon_like(item) then icons = icons + 1 end
  end
  return titles >= 1 and titles <= 2 and icons >= 1 and titles + icons == #items
end

local function is_tab_bar(node, ctx)
  if node.parent ~= ctx.screen or node.type == "TEXT" or not full_width(node, ctx) then return false end
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
    if node.parent == nil or node.type == "TEXT" then return nil end
    local component = component_by_name(node)
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
    if node.parent == ctx.screen and kind == navigation then return { role = "navigationBar" } end
    if node.parent == ctx.screen and kind == tabs then return { role = "tabBar" } end
    -- The icons of a navigation bar (or of the one frame inside it) are its buttons.
    local function is_bar(candidate)
      return candidate ~= nil and candidate.parent == ctx.screen
        and (is_navigation_bar(candidate, ctx) or component_by_name(candidate) == navigation)
    end
    local parent = node.parent
    local in_bar = is_bar(parent) or (is_bar(parent.parent) and #parent.parent.children == 1)
    if in_bar and is_icon_like(node) then
      -- A chevron at the leading edge goes back.
      if node.absolute.x - parent.absolute.x < parent.absolute.width * 0.15 and node.index == 1 then
        return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
      end
      return { class = "UIButton", role = "button" }
    end
    -- The items of a tab bar are buttons, their icon above their title.
    local tab_bar = parent ~= nil and parent.parent == ctx.screen and is_tab_bar(parent, ctx)
    if not tab_bar and parent ~= nil and parent.parent ~= nil and parent.parent.parent == ctx.screen then
      tab_bar = #parent.parent.children == 1 and is_tab_bar(parent.parent, ctx)
    end
    if tab_bar and node.type ~= "RECTANGLE" then
      return { class = "UIButton", role = "button", control = { style = "plain" } }
    end
  end,
}
