-- What iOS draws itself, recognised by layer name (normalised: lower case, no spaces, hyphens,
-- underscores or dots) and, for unnamed layers, by geometry.
local chrome = {}
local layers = require("layers")
local structure = require("structure")
local code_rows = require("code_rows")
local memo = require("memo")

chrome.names = {
  statusbar = "status bar", ["状态栏"] = "status bar",
  homeindicator = "home indicator", homebar = "home indicator", ["底部指示条"] = "home indicator",
  gesturebar = "home indicator (gesture handle)", gesturehandle = "home indicator (gesture handle)",
  gesturenavigation = "home indicator (gesture handle)", navigationhandle = "home indicator (gesture handle)",
  keyboard = "keyboard", ["键盘"] = "keyboard",
  pagedots = "page dots", pagecontrol = "page dots", pageindicator = "page dots",
  dimming = "dimming behind a modal", scrim = "dimming behind a modal", modaloverlay = "dimming behind a modal",
  bezel = "device bezel", devicebezel = "device bezel", deviceframe = "device bezel",
}

-- The kind a normalised name says, in the singular or the plural ("System / StatusBars / Black").
local function named_kind(normalized)
  return chrome.names[normalized] or chrome.names[normalized:gsub("s$", "")]
end

chrome.status_bar_heights = { [20] = true, [44] = true, [47] = true, [54] = true, [59] = true }
chrome.home_indicator_height = 34

-- The lightest channel a dimming layer may have (a mid grey at 20% dims as black does at 10%), and the range of its
-- opacity.
chrome.dimming_channel = 0x80
chrome.dimming_alpha = { min = 0.05, max = 0.85 }

-- Whether the box reaches every edge of the canvas, however far past them.
local function spans_canvas(box, canvas)
  return box.x <= 0.5 and box.y <= 0.5 and box.x + box.width >= canvas.width - 0.5
    and box.y + box.height >= canvas.height - 0.5
end

-- Whether the box covers the whole canvas (a scrim drawn a little past its edges included).
local function covers_canvas(box, canvas)
  return spans_canvas(box, canvas) and box.height <= canvas.height * 1.25
end

-- Whether the node blurs what lies behind it (a frosted scrim).
local function blurs_behind(node)
  for _, effect in ipairs(node.effects or {}) do
    if effect.visible ~= false and effect.type == "BACKGROUND_BLUR" and (effect.radius or 0) > 0 then return true end
  end
  return false
end

-- Whether something is drawn under the node: a layer before it, or before a layer around it (a modal's instance
-- drawn over the page).
local function drawn_over_something(node)
  local item = node
  while item.parent ~= nil do
    if item.parent.children[1] ~= item then return true end
    item = item.parent
  end
  return false
end

-- Whether every layer between the node and the screen covers the whole screen: the node is at the screen's level, or
-- in a modal's frame or instance laid over all of it.
local function over_whole_screen(node, canvas)
  local parent = node.parent
  while parent ~= nil and parent.parent ~= nil do
    if not covers_canvas(parent.absolute, canvas) then return false end
    parent = parent.parent
  end
  return true
end

--- Whether the node is the screen behind a modal drawn blurred: a layer of the screen's own, blurred as a whole (a
--- layer blur), covering all of it (its pictures may spill past the edges), with a panel or a sheet drawn over it.
function chrome.is_blurred_backdrop(node, canvas)
  local parent = node.parent
  if parent == nil or parent.parent ~= nil or node.type == "TEXT" or not spans_canvas(node.absolute, canvas) then
    return false
  end
  local over = false
  for index = node.index + 1, #parent.children do
    if parent.children[index].visible then over = true end
  end
  if not over then return false end
  for _, effect in ipairs(node.effects or {}) do
    if effect.visible ~= false and effect.type == "LAYER_BLUR" and (effect.radius or 0) >= 4 then return true end
  end
  return false
end

--- Whether the node dims what lies below it, as iOS does behind a sheet or an alert: one dark,
--- translucent fill over the whole screen (or a translucent one that blurs what is behind it), with nothing in it
--- and something under it, at the screen's level or in a modal's layer over all of it.
function chrome.is_dimming(node, canvas)
  if not covers_canvas(node.absolute, canvas) or not over_whole_screen(node, canvas) then return false end
  if node.children[1] ~= nil or not drawn_over_something(node) then return false end
  local fill = nil
  for _, paint in ipairs(node.fills) do
    if paint.visible then
      if fill ~= nil or paint.type ~= "SOLID" or paint.hex == nil then return false end
      fill = paint
    end
  end
  if fill == nil then return false end
  local alpha = fill.alpha * node.opacity
  if alpha < chrome.dimming_alpha.min or alpha > chrome.dimming_alpha.max then return false end
  if blurs_behind(node) then return true end
  for offset = 2, 6, 2 do
    if tonumber(fill.hex:sub(offset, offset + 1), 16) > chrome.dimming_channel then return false end
  end
  return true
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

-- Whether a leaf drawn at the band's leading side is its clock outlined as a shape ("9:41" turned into a vector): a
-- line of digits' height, 8 to 16 pt, two to five times as wide.
local function outlined_clock(part, box)
  return part.x < box.x + box.width * 0.35 and part.height >= 8 and part.height <= 16
    and part.width >= part.height * 2 and part.width <= part.height * 5
end

--- Whether the node is a status bar drawn with loose layers: a clock ("9:41", "22:16", or the same outlined as a
--- shape) at its leading side, glyphs at its trailing side (however they are named: shapes, or an icon font's
--- ligatures such as `wifi`) and no other text but a battery's percentage; or, as Android draws it in a template, a
--- thin band with no text at all and three or more glyphs at its trailing side.
local function loose_status_bar(node, canvas)
  local box = node.absolute
  if box.y > 30 or box.height < 10 or box.height > 60 or box.width < canvas.width * 0.75 then return false end
  local clock, outlined, glyphs, texts, tallest = false, false, 0, 0, 0
  local function visit(item)
    for _, child in ipairs(item.children) do
      if child.visible then
        local part = child.absolute
        local trailing = part.x >= box.x + box.width * 0.6 and part.height <= 20
        if child.type == "TEXT" then
          local characters = child.text.characters
          texts = texts + 1
          if characters:match(CLOCK) and part.x < box.x + box.width * 0.35 then
            clock = true
          elseif trailing and layers.is_glyph_text(child) then
            glyphs = glyphs + 1
          elseif #characters > 4 or part.x < box.x + box.width * 0.5 then
            return false
          end
        elseif #child.children == 0 and trailing then
          glyphs = glyphs + 1
          tallest = math.max(tallest, part.height)
        elseif #child.children == 0 and outlined_clock(part, box) then
          outlined = true
        elseif not visit(child) then
          return false
        end
      end
    end
    return true
  end
  if not visit(node) then return false end
  -- (An outlined clock asks for the meters' small glyphs, no taller than a battery's 14 pt: a bar's back arrow and
  -- its icons are larger.)
  return (clock and glyphs >= 1) or (texts == 0 and glyphs >= 3 and box.height <= 32)
    or (outlined and texts == 0 and glyphs >= 2 and tallest <= 14)
end

-- Whether the node has visible paint that hides what is under it: an image, or a solid fill at full opacity.
local function opaque(node)
  if not node.visible or node.opacity < 1 then return false end
  for _, paint in ipairs(node.fills) do
    if paint.visible and (paint.type == "IMAGE" or (paint.type == "SOLID" and (paint.alpha or 1) >= 1)) then
      return true
    end
  end
  return false
end

--- Whether a layer drawn later (above the node, at its level or any level up) hides the node under an opaque box:
--- a keyboard's screenshot over the home indicator, a sheet over the screen it covers.
function chrome.covered(node)
  local item = node
  while item.parent ~= nil do
    local siblings = item.parent.children
    for index = item.index + 1, #siblings do
      local above = siblings[index]
      if opaque(above) and snap.geom.contains(above, node) then return true end
    end
    item = item.parent
  end
  return false
end

-- The layers of a screen named as a home indicator, found once per screen.
local named_home_indicators = memo.per_node(function(root)
  local found = {}
  local function visit(item)
    for _, child in ipairs(item.children) do
      if child.visible then
        if chrome.names[layers.name(child)] == "home indicator" then
          found[#found + 1] = child
        elseif child.type ~= "TEXT" then
          visit(child)
        end
      end
    end
  end
  visit(root)
  return found
end)

-- Whether a layer named as the home indicator, neither the node nor around it, is the screen's: iOS draws one.
local function another_named_indicator(node)
  local root = node
  local around = {}
  while root.parent ~= nil do
    around[root] = true
    root = root.parent
  end
  for _, other in ipairs(named_home_indicators(root)) do
    if not around[other] then return true end
  end
  return false
end

--- Whether the node is the home indicator's pill however it is drawn: a bar 100 to 170 pt wide and at most 8 pt
--- high (a stroked line of no height included), centred, in the home indicator's 34 pt at the bottom of the screen,
--- at any opacity — unless a layer drawn above hides it or a layer named so is the screen's indicator.
local function home_pill(node, canvas)
  local box = node.absolute
  if #node.children > 0 and not (#node.children == 1 and #node.children[1].children == 0) then return false end
  if box.width < 100 or box.width > 170 or box.height > 8 then return false end
  if math.abs(box.x + box.width / 2 - canvas.width / 2) > 12 then return false end
  if box.y + box.height < canvas.height - chrome.home_indicator_height or box.y > canvas.height then return false end
  return not chrome.covered(node) and not another_named_indicator(node)
end

-- Whether the node is a pad of digit keys: ten to sixteen keys, each a layer showing one digit or a glyph (a
-- backspace), every digit from 0 to 9 among them, in rows of three or four, as wide as most of the screen.
local function digit_pad(node, canvas)
  local keys = structure.shown(node)
  if #keys < 10 or #keys > 16 or node.type == "TEXT" or node.absolute.width < canvas.width * 0.6 then return false end
  local digits, count = {}, 0
  for _, key in ipairs(keys) do
    if key.type == "TEXT" then return false end
    local texts = layers.texts(key)
    if #texts > 1 then return false end
    if #texts == 1 then
      local digit = texts[1].text.characters:match("^%s*(%d)%s*$")
      if digit == nil then return false end
      if not digits[digit] then count = count + 1 end
      digits[digit] = true
    end
  end
  return count == 10
end

-- Whether a one-time code's row of slots lies anywhere below the layer.
local function holds_code_row(item)
  for _, child in ipairs(structure.shown(item)) do
    if child.type ~= "TEXT" and (code_rows.is_code_row(child) or holds_code_row(child)) then return true end
  end
  return false
end

-- Whether the screen holds a one-time code's row of slots (found once per screen).
local has_code_row = memo.per_node(holds_code_row)

--- Whether the node is the number pad a one-time code's field brings up: a pad of the ten digits in the lower half
--- of a screen that shows the code's slots. (A keypad on a screen with no field — a dialer, a lock screen's — is
--- the app's own buttons.)
local function number_pad(node, canvas)
  if node.absolute.y < canvas.height * 0.4 or not digit_pad(node, canvas) then return false end
  local root = node
  while root.parent ~= nil do root = root.parent end
  return has_code_row(root)
end

-- Where each kind of chrome a component path may name sits: a status bar at the top, a home indicator and a
-- keyboard along the bottom.
local function placed_as(kind, box, canvas)
  if kind == "status bar" then return box.y <= 10 and box.height <= 64 end
  if kind == "keyboard" then return box.y + box.height >= canvas.height - 40 and box.width >= canvas.width * 0.9 end
  if kind:find("^home indicator") then return box.y + box.height >= canvas.height - 40 end
  return false
end

-- The kind a component path or layer path names in one of its parts ("iOS / Status Bar / X / Default",
-- "Keyboard/iOS/Light", a component set "Status Bar") where such chrome sits; nil otherwise.
local function named_in_path(node, canvas)
  local sources = { node.name }
  if node.component then
    sources[#sources + 1] = node.component.name or ""
    sources[#sources + 1] = node.component.set_name or ""
  end
  for _, source in ipairs(sources) do
    for part in source:gmatch("[^/]+") do
      local kind = named_kind(snap.text.normalize(part))
      if kind and placed_as(kind, node.absolute, canvas) then return kind end
    end
  end
  return nil
end

-- Whether a band at the top holds more than a status bar draws: a layer of touch size (28 pt or taller, a background
-- across the band aside) — an app bar's buttons, under the status bar's height.
local function holds_controls(node)
  local band = node.absolute
  local function visit(item)
    for _, child in ipairs(structure.shown(item)) do
      local box = child.absolute
      if box.height >= 28 and box.width < band.width * 0.9 then return true end
      if child.type ~= "TEXT" and visit(child) then return true end
    end
    return false
  end
  return visit(node)
end

--- What the node is, when iOS draws it: "status bar", "home indicator"…, or nil.
function chrome.kind(node, canvas)
  local name = named_kind(layers.name(node))
  if name then return name end
  if node.type ~= "TEXT" and node.parent ~= nil then
    name = named_in_path(node, canvas)
    if name then return name end
  end
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
  if node.type ~= "TEXT" and node.parent ~= nil and number_pad(node, canvas) then return "keyboard (number pad)" end
  -- A status bar drawn with its clock and meters, at any depth, as tall as one (20 to 59 pt) at the top of the screen.
  if box.y <= 0.5 and box.x <= 0.5 and math.abs(box.width - canvas.width) <= 0.5 and box.height >= 20
    and box.height <= 60 and node.parent ~= nil and shows_status(node) then
    return "status bar"
  end
  if node.parent ~= nil and chrome.is_dimming(node, canvas) then return "dimming behind a modal" end
  if chrome.is_blurred_backdrop(node, canvas) then return "dimming behind a modal (the screen under it, blurred)" end
  if node.parent == nil or node.parent.parent ~= nil then return nil end
  local full_width = box.x <= 0.5 and math.abs(box.width - canvas.width) <= 0.5
  if not full_width then return nil end
  if box.y <= 0.5 and chrome.status_bar_heights[box.height] and not holds_controls(node) then return "status bar" end
  if math.abs(box.y + box.height - canvas.height) <= 0.5 and box.height == chrome.home_indicator_height then
    return "home indicator"
  end
  return nil
end

return chrome
