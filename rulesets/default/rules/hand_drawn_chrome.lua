-- Seed 004 ("pile 2"): system chrome drawn from plain frames is reported with the UIKit
-- component that should replace it, instead of being rebuilt silently. Navigation and tab bars
-- are recognised by structure too, whatever they are called: a full-width bar at the top with a
-- title and icon buttons, a full-width bar at the bottom with three to five icon-and-label items.
-- They get the roles navigationBar and tabBar, which view-controller output turns into the
-- navigation item and the tab bar item; the icons in a navigation bar are buttons.
-- The recognisers live in lib/: named_chrome (by name), navigation_bars and top_bar_parts (a
-- navigation bar by its shape, and its parts), tab_bars (a tab bar by its shape, and its tabs),
-- bars (what any bar is made of). This rule only dispatches to them and reports.
local layers = require("layers")
local structure = require("structure")
local named_chrome = require("named_chrome")
local symbols = require("symbols")
local navigation_bars = require("navigation_bars")
local top_bar_parts = require("top_bar_parts")
local tab_bars = require("tab_bars")

local NAVIGATION, TABS = named_chrome.NAVIGATION, named_chrome.TABS
local is_navigation_bar, is_tab_bar = navigation_bars.is_navigation_bar, tab_bars.is_tab_bar
local is_badge, only_text = top_bar_parts.is_badge, structure.only_text

local function report(ctx, node, component, how)
  ctx.report("warning", "hand-drawn system chrome '" .. node.name .. "'" .. how .. ": use " .. component
    .. " instead of rebuilding it")
end

-- Whether the candidate is a navigation bar, by its shape or its name.
local function is_navigation(candidate, ctx)
  return navigation_bars.at_bar_level(candidate, ctx) and (is_navigation_bar(candidate, ctx)
    or named_chrome.component_by_name(candidate) == NAVIGATION or named_chrome.named_bar(candidate, ctx) == NAVIGATION)
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

return {
  summary = "navigation bars, tab bars, search bars, segmented controls, alerts and sheets drawn by hand are reported",
  view = function(node, ctx)
    if node.parent == nil then return nil end
    local component = node.type ~= "TEXT"
      and (named_chrome.placed_component(node, ctx) or named_chrome.named_bar(node, ctx))
    local structural = nil
    if is_navigation_bar(node, ctx) then
      structural = NAVIGATION
    elseif is_tab_bar(node, ctx) then
      structural = TABS
    end
    if component then
      report(ctx, node, component, "")
    elseif structural then
      report(ctx, node, structural, " (recognised by its shape)")
    end
    local kind = structural or component
    local top_level = structure.at_screen_level(node, ctx)
    if (top_level or structural == NAVIGATION) and kind == NAVIGATION then return { role = "navigationBar" } end
    -- A tab bar found by its shape is one wherever it sits (in a group with a floating button).
    if (top_level or structural == TABS) and kind == TABS then return { role = "tabBar" } end
    -- The icons of a navigation bar (or of the frames of its parts) are its buttons; a group of its parts stays a
    -- view around them (not one drawing of its icons).
    local bar = enclosing_navigation_bar(node, ctx)
    local group = bar ~= nil and top_bar_parts.part_group(node)
    if group and group[1] ~= nil and snap.list.contains(top_bar_parts.items(bar), group[1]) then
      return { role = "container" }
    end
    if bar ~= nil and (layers.is_icon_like(structure.unwrap(node)) or only_text(node) or is_badge(node)) then
      local _, buttons = top_bar_parts.contents(bar)
      if not snap.list.contains(buttons or {}, node) then return nil end
      return top_bar_parts.button(node, bar)
    end
    -- The labels of a tab bar drawn with loose layers are labels, whatever their words say ("Progress").
    if node.type == "TEXT" and node.parent ~= nil and is_tab_bar(node.parent, ctx)
      and snap.list.contains(tab_bars.loose_labels(node.parent) or {}, node) then
      return { class = "UILabel", role = "label" }
    end
    -- The items of a tab bar are buttons, their icon above their title.
    if node.type ~= "RECTANGLE" and tab_bars.enclosing(node, ctx) ~= nil then
      return symbols.for_glyph_button({ class = "UIButton", role = "button", control = { style = "plain" } }, node,
        ctx.options.sf_symbols)
    end
  end,
}
