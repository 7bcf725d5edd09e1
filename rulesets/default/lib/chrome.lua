-- What iOS draws itself, recognised by layer name (normalised: lower case, no spaces, hyphens,
-- underscores or dots) and, for unnamed layers, by geometry.
local chrome = {}
local layers = require("layers")

chrome.names = {
  statusbar = "status bar", ["状态栏"] = "status bar",
  homeindicator = "home indicator", homebar = "home indicator", ["底部指示条"] = "home indicator",
  keyboard = "keyboard", ["键盘"] = "keyboard",
  pagedots = "page dots", pagecontrol = "page dots", pageindicator = "page dots",
  dimming = "dimming behind a modal", scrim = "dimming behind a modal", modaloverlay = "dimming behind a modal",
  bezel = "device bezel", devicebezel = "device bezel", deviceframe = "device bezel",
}

chrome.status_bar_heights = { [20] = true, [44] = true, [47] = true, [54] = true, [59] = true }
chrome.home_indicator_height = 34

-- The darkest channel a dimming layer may have, and the range of its opacity.
chrome.dimming_channel = 0x40
chrome.dimming_alpha = { min = 0.05, max = 0.85 }

--- Whether the node dims what lies below it, as iOS does behind a sheet or an alert: one dark,
--- translucent fill over the whole screen, with nothing in it and something under it.
function chrome.is_dimming(node, canvas)
  local box = node.absolute
  if box.y > 0.5 or math.abs(box.height - canvas.height) > 0.5 then return false end
  if node.children[1] ~= nil or node.parent.children[1] == node then return false end
  local fill = nil
  for _, paint in ipairs(node.fills) do
    if paint.visible then
      if fill ~= nil or paint.type ~= "SOLID" or paint.hex == nil then return false end
      fill = paint
    end
  end
  if fill == nil then return false end
  for offset = 2, 6, 2 do
    if tonumber(fill.hex:sub(offset, offset + 1), 16) > chrome.dimming_channel then return false end
  end
  local alpha = fill.alpha * node.opacity
  return alpha >= chrome.dimming_alpha.min and alpha <= chrome.dimming_alpha.max
end

-- Parts of a drawn status bar, by normalised layer name.
local STATUS_PARTS = { "battery", "wifi", "cellular", "signal" }

--- Whether the node draws a status bar's content: a clock ("9:41", or a layer named for the time)
--- and a battery, Wi-Fi or signal meter somewhere inside it.
local function shows_status(node)
  local clock, meter = false, false
  local function visit(item)
    local name = layers.name(item)
    if name:find("time", 1, true) or (item.text and item.text.characters:match("^%d%d?:%d%d$")) then clock = true end
    for _, part in ipairs(STATUS_PARTS) do
      if name:find(part, 1, true) then meter = true end
    end
    for _, child in ipairs(item.children) do visit(child) end
  end
  for _, child in ipairs(node.children) do visit(child) end
  return clock and meter
end

--- What the node is, when iOS draws it: "status bar", "home indicator"…, or nil.
function chrome.kind(node, canvas)
  local name = chrome.names[layers.name(node)]
  if name then return name end
  local box = node.absolute
  -- A status bar drawn with its clock and meters, at any depth, as tall as one (20 to 59 pt) at the top of the screen.
  if box.y <= 0.5 and box.x <= 0.5 and math.abs(box.width - canvas.width) <= 0.5 and box.height >= 20
    and box.height <= 60 and node.parent ~= nil and shows_status(node) then
    return "status bar"
  end
  local full_width = box.x <= 0.5 and math.abs(box.width - canvas.width) <= 0.5
  if not full_width or node.parent == nil or node.parent.parent ~= nil then return nil end
  if chrome.is_dimming(node, canvas) then return "dimming behind a modal" end
  if box.y <= 0.5 and chrome.status_bar_heights[box.height] then return "status bar" end
  if math.abs(box.y + box.height - canvas.height) <= 0.5 and box.height == chrome.home_indicator_height then
    return "home indicator"
  end
  return nil
end

return chrome
