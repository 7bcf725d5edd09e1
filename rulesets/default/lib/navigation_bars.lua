-- Navigation bars drawn by hand, recognised by their shape whatever they are called: a full-width bar at the top of
-- the screen (at the screen's level, in headers across its top, or right below a band such as a browser's address
-- bar) holding a title and buttons, a centred title or only buttons at its edges (lib/top_bar_parts.lua says what
-- its parts are), or a band painted from the top edge holding only the screen's title.
local layers = require("layers")
local structure = require("structure")
local memo = require("memo")
local top_bar_parts = require("top_bar_parts")

local navigation_bars = {}

local full_width, at_screen_level, only_text = structure.full_width, structure.at_screen_level, structure.only_text
local bar_items, bar_contents, wordmark = top_bar_parts.items, top_bar_parts.contents, top_bar_parts.wordmark

-- The tallest status bar iOS draws (59 pt, a Dynamic Island's): a bar below it is at the top, whatever safe area
-- figsnap derived for a canvas of no known device's height.
local TALLEST_STATUS_BAR = 59

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

--- Whether the node's top is at the top of the screen: below the status bar, or below a band drawn above it.
function navigation_bars.at_top(node, ctx)
  local top = math.max(ctx.safe_area.top, TALLEST_STATUS_BAR)
  return node.absolute.y <= top + 12 or below_top_band(node, ctx)
end

local at_top = navigation_bars.at_top

-- The tallest header drawn across the top of a screen around its bar (the status bar, the bar, page tabs).
local TALLEST_HEADER = 250

--- Whether the node is where a screen's bar sits: a child of the screen, or of headers across the top of the screen
--- that hold the bar with the status bar above it or page tabs below it.
function navigation_bars.at_bar_level(node, ctx)
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

local at_bar_level = navigation_bars.at_bar_level

-- The smallest font a bar's title is set in (a navigation bar's title is 17 pt; a banner's line is smaller).
local SMALLEST_BAR_TITLE = 17

-- A band from the top edge (or right under the status bar) painted in a colour of its own holding only the screen's
-- title — a heading-size line or a wordmark at its leading side, perhaps a smaller line under it — and nothing to
-- tap: a navigation bar whose buttons are the app's to add (a header band "Finaliser mon inscription / Etape 1/1", a
-- white bar with the app's logo). A card lower down (under the bar) is none.
local function title_band(node, ctx)
  if layers.solid(node.fills) == nil or node.absolute.y > ctx.safe_area.top + 2 then return false end
  local items = bar_items(node)
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
navigation_bars.is_navigation_bar = is_navigation_bar

return navigation_bars
