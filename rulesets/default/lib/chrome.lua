-- What iOS draws itself, recognised by layer name (normalised: lower case, no spaces, hyphens,
-- underscores or dots) and, for unnamed layers, by geometry.
local chrome = {}

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

--- What the node is, when iOS draws it: "status bar", "home indicator"…, or nil.
function chrome.kind(node, canvas)
  local name = chrome.names[snap.text.normalize(node.name)]
  if name then return name end
  local box = node.absolute
  local full_width = box.x <= 0.5 and math.abs(box.width - canvas.width) <= 0.5
  if not full_width or node.parent == nil or node.parent.parent ~= nil then return nil end
  if box.y <= 0.5 and chrome.status_bar_heights[box.height] then return "status bar" end
  if math.abs(box.y + box.height - canvas.height) <= 0.5 and box.height == chrome.home_indicator_height then
    return "home indicator"
  end
  return nil
end

return chrome
