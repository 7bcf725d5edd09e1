-- Light-mode values of UIKit's colours, by use. A paint within a small tolerance of one becomes
-- the semantic colour, so dark mode and accessibility settings keep working.
local palette = {}

-- Opaque colours, whatever the use.
palette.any = {
  ["#007AFF"] = "systemBlue", ["#FF3B30"] = "systemRed", ["#34C759"] = "systemGreen",
  ["#FF9500"] = "systemOrange", ["#FFCC00"] = "systemYellow", ["#AF52DE"] = "systemPurple",
  ["#FF2D55"] = "systemPink", ["#5AC8FA"] = "systemTeal", ["#5856D6"] = "systemIndigo",
  ["#8E8E93"] = "systemGray", ["#AEAEB2"] = "systemGray2", ["#C7C7CC"] = "systemGray3",
  ["#D1D1D6"] = "systemGray4", ["#E5E5EA"] = "systemGray5", ["#C6C6C8"] = "opaqueSeparator",
}

-- Opaque colours whose meaning depends on where they are used.
palette.text = { ["#000000"] = "label", ["#FFFFFF"] = "white" }
-- An icon is foreground: tinted as a text is.
palette.icon = palette.text
palette.fill = {
  ["#FFFFFF"] = "systemBackground", ["#F2F2F7"] = "secondarySystemBackground", ["#000000"] = "black",
}
palette.stroke = { ["#000000"] = "black", ["#FFFFFF"] = "white" }

-- Translucent colours: hex, alpha and the uses they mean that colour in (nil: any use).
palette.translucent = {
  { hex = "#3C3C43", alpha = 0.6, name = "secondaryLabel" },
  { hex = "#3C3C43", alpha = 0.3, usage = "text", name = "tertiaryLabel" },
  { hex = "#3C3C43", alpha = 0.18, name = "quaternaryLabel" },
  { hex = "#3C3C43", alpha = 0.29, name = "separator" },
  { hex = "#787880", alpha = 0.2, name = "systemFill" },
  { hex = "#787880", alpha = 0.16, name = "secondarySystemFill" },
  { hex = "#767680", alpha = 0.12, name = "tertiarySystemFill" },
  { hex = "#747480", alpha = 0.08, name = "quaternarySystemFill" },
}

-- How far a channel (0…255) or an alpha may be from the system's value and still mean it.
palette.channel_tolerance = 2
palette.alpha_tolerance = 0.015

local abs = math.abs

local function channels(hex)
  return tonumber(hex:sub(2, 3), 16), tonumber(hex:sub(4, 5), 16), tonumber(hex:sub(6, 7), 16)
end

local function near(hex, other)
  local r1, g1, b1 = channels(hex)
  local r2, g2, b2 = channels(other)
  if not (r1 and r2) then return false end
  local tolerance = palette.channel_tolerance
  return abs(r1 - r2) <= tolerance and abs(g1 - g2) <= tolerance and abs(b1 - b2) <= tolerance
end

-- The keys of each names table, sorted once (the tables are the module's own, frozen with it).
local sorted_keys = setmetatable({}, { __mode = "k" })

--- The name in `names` (hex → name) for `hex`, or for the first hex within tolerance of it in
--- sorted order, so that the answer never depends on `pairs`.
local function nearest(names, hex)
  if names[hex] then return names[hex] end
  local sorted = sorted_keys[names]
  if sorted == nil then
    sorted = {}
    for key in pairs(names) do sorted[#sorted + 1] = key end
    table.sort(sorted)
    sorted_keys[names] = sorted
  end
  for _, key in ipairs(sorted) do
    if near(hex, key) then return names[key] end
  end
  return nil
end

-- No colour is near an empty table.
local none = {}

--- The name of the UIKit colour for a paint, or nil.
function palette.match(paint)
  for _, entry in ipairs(palette.translucent) do
    if (entry.usage == nil or entry.usage == paint.usage or (entry.usage == "text" and paint.usage == "icon"))
      and near(entry.hex, paint.hex)
      and abs(entry.alpha - paint.alpha) <= palette.alpha_tolerance then
      return entry.name
    end
  end
  if abs(paint.alpha - 1) > 0.001 then return nil end
  return nearest(palette.any, paint.hex) or nearest(palette[paint.usage] or none, paint.hex)
end

return palette
