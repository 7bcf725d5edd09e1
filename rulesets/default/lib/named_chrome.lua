-- System chrome drawn by hand, recognised by name: the UIKit component a layer's name (or its component's) says
-- it rebuilds (a navigation bar, a tab bar, a search bar, a segmented control, an alert, a sheet), and a bar
-- whose name holds a bar's words anywhere in it, where such a bar sits.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")
local bars = require("bars")
local navigation_bars = require("navigation_bars")

local named_chrome = {}

local NAVIGATION = "UINavigationController / navigationItem"
local TABS = "UITabBarController"
named_chrome.NAVIGATION, named_chrome.TABS = NAVIGATION, TABS

-- The component each name (normalised) says a layer rebuilds.
local components = {
  navigationbar = NAVIGATION, navbar = NAVIGATION, topappbar = NAVIGATION, appbar = NAVIGATION,
  ["导航栏"] = NAVIGATION,
  tabbar = TABS, bottomnavigation = TABS, bottomnavbar = TABS, bottomnavigationbar = TABS, ["标签栏"] = TABS,
  searchbar = "UISearchController", ["搜索栏"] = "UISearchController",
  segmentedcontrol = "UISegmentedControl", segmented = "UISegmentedControl",
  alert = "UIAlertController", actionsheet = "UIAlertController (.actionSheet)",
  sheet = "sheet presentation (UISheetPresentationController)",
  bottomsheet = "sheet presentation (UISheetPresentationController)",
}

-- The bar names a longer name may end with ("Header - TopAppBar", "BottomNavBar/Default"), the longest first (a name
-- ending "bottomnavbar" is a tab bar's, not a "navbar"), then in alphabetical order.
local bar_suffixes = {}
for key, component in pairs(components) do
  if #key >= 6 and (component == NAVIGATION or component == TABS) then
    bar_suffixes[#bar_suffixes + 1] = { key = key, component = component }
  end
end
table.sort(bar_suffixes, function(a, b)
  if #a.key ~= #b.key then return #a.key > #b.key end
  return a.key < b.key
end)

-- The component one normalised name says, exactly or by the bar's name it ends with, or nil.
local function component_named(normalized)
  local found = components[normalized]
  if found then return found end
  for _, suffix in ipairs(bar_suffixes) do
    if normalized:sub(-#suffix.key) == suffix.key then return suffix.component end
  end
  return nil
end

--- The component the node's names say it rebuilds, or nil (once a node).
named_chrome.component_by_name = memo.per_node(function(node)
  for _, normalized in ipairs(layers.names(node)) do
    local found = component_named(normalized)
    if found then return found end
  end
  return nil
end)

local component_by_name = named_chrome.component_by_name

-- The words a bar's name holds anywhere in it ("Header - Top App Bar (Modified)"): evidence, which its place confirms.
-- ("Top Bar" and "Bottom Bar" are left out: an Android status bar, a bottom bar of actions.)
local NAVIGATION_WORDS = { "navigationbar", "navbar", "topappbar", "appbar", "titlebar", "导航栏", "导航" }
local TAB_WORDS = { "tabbar", "bottomnavigation", "bottomnavbar", "bottomnavigationbar", "标签栏" }

-- A bar named as one where such a bar sits: a navigation bar across the top of the screen, a tab bar across its
-- bottom.
local function find_named_bar(node, ctx)
  if node.type == "TEXT" or not structure.full_width(node, ctx) or not structure.at_screen_level(node, ctx) then
    return nil
  end
  local box = node.absolute
  if box.height > 120 then return nil end
  -- An empty frame so named is a placeholder, no bar.
  local items = bars.parts(node)
  if #items >= 1 and layers.named(node, NAVIGATION_WORDS) and navigation_bars.at_top(node, ctx) then
    return NAVIGATION
  end
  local gap = ctx.canvas.height - (box.y + box.height)
  if #items >= 2 and layers.named(node, TAB_WORDS) and gap <= bars.FLOATING_TAB_GAP then return TABS end
  return nil
end

--- The component a bar named as one rebuilds where it sits (NAVIGATION or TABS), or nil (once a node).
named_chrome.named_bar = memo.per_node(find_named_bar)

--- What the node's name says it is, where it sits confirming it: a "nav bar" along the bottom of the screen is the
--- bottom navigation (a tab bar), as Android names it.
function named_chrome.placed_component(node, ctx)
  local component = component_by_name(node)
  if component == NAVIGATION and node.absolute.y >= ctx.canvas.height * 2 / 3 then return TABS end
  return component
end

return named_chrome
