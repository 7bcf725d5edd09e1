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

local CLOCK = "^%s*%d%d?:%d%d%s*$"

local has_image_fill = layers.has_image_fill

-- A pasted screenshot: an image named as iOS names them ("IMG_5379") or as a screenshot.
local function is_screenshot(node)
  return has_image_fill(node) and (node.name:find("^IMG[_ ]%d") ~= nil or layers.named(node, { "screenshot" }))
end

--- Whether the node is a status bar drawn with loose layers: a clock ("9:41", "22:16") at its leading side, glyphs
--- at its trailing side (however they are named) and no other text but a battery's percentage.
local function loose_status_bar(node, canvas)
  local box = node.absolute
  if box.y > 30 or box.height < 10 or box.height > 60 or box.width < canvas.width * 0.75 then return false end
  local clock, glyphs = false, 0
  local function visit(item)
    for _, child in ipairs(item.children) do
      if child.visible then
        local part = child.absolute
        if child.type == "TEXT" then
          local characters = child.text.characters
          if characters:match(CLOCK) and part.x < box.x + box.width * 0.35 then
            clock = true
          elseif #characters > 4 or part.x < box.x + box.width * 0.5 then
            return false
          end
        elseif #child.children == 0 and part.x >= box.x + box.width * 0.6 and part.height <= 20 then
          glyphs = glyphs + 1
        elseif not visit(child) then
          return false
        end
      end
    end
    return true
  end
  return visit(node) and clock and glyphs >= 1
end

--- Whether the node is the home indicator's pill however it is drawn: a bar 100 to 170 pt wide and at most 8 pt
--- high (a stroked line of no height included), centred, near the bottom of the screen.
local function home_pill(node, canvas)
  local box = node.absolute
  if #node.children > 0 and not (#node.children == 1 and #node.children[1].children == 0) then return false end
  if box.width < 100 or box.width > 170 or box.height > 8 then return false end
  if math.abs(box.x + box.width / 2 - canvas.width / 2) > 12 then return false end
  return box.y + box.height >= canvas.height - 24
end

--- What the node is, when iOS draws it: "status bar", "home indicator"…, or nil.
function chrome.kind(node, canvas)
  local name = chrome.names[layers.name(node)]
  if name then return name end
  local box = node.absolute
  local spans = box.x <= 0.5 and math.abs(box.width - canvas.width) <= 1
  -- Screenshots pasted over the design: a status bar's crop at the top, a keyboard's at the bottom.
  local top_crop = box.y <= 0.5 and box.height >= 10 and box.height <= 64
  if top_crop and ((spans and box.height >= 20 and has_image_fill(node)) or is_screenshot(node)) then
    return "status bar"
  end
  if spans and is_screenshot(node) and box.y + box.height >= canvas.height - 40 and box.height >= 180
    and box.height <= canvas.height * 0.5 then
    return "keyboard"
  end
  if node.type ~= "TEXT" and node.parent ~= nil and loose_status_bar(node, canvas) then return "status bar" end
  if node.type ~= "TEXT" and node.parent ~= nil and home_pill(node, canvas) then return "home indicator" end
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
