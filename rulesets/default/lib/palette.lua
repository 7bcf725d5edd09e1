-- Light-mode values of UIKit's colours, by use. A paint that matches one exactly becomes the
-- semantic colour, so dark mode and accessibility settings keep working.
local palette = {}

palette.any = {
  ["#007AFF"] = "systemBlue", ["#FF3B30"] = "systemRed", ["#34C759"] = "systemGreen",
  ["#FF9500"] = "systemOrange", ["#FFCC00"] = "systemYellow", ["#AF52DE"] = "systemPurple",
  ["#FF2D55"] = "systemPink", ["#5AC8FA"] = "systemTeal", ["#5856D6"] = "systemIndigo",
  ["#8E8E93"] = "systemGray", ["#C6C6C8"] = "separator",
}

-- Colours whose meaning depends on where they are used.
palette.text = { ["#000000"] = "label", ["#FFFFFF"] = "white" }
palette.fill = {
  ["#FFFFFF"] = "systemBackground", ["#F2F2F7"] = "secondarySystemBackground", ["#000000"] = "black",
}
palette.stroke = { ["#000000"] = "black", ["#FFFFFF"] = "white" }

-- Translucent system colours: hex and alpha.
palette.translucent = {
  { hex = "#3C3C43", alpha = 0.6, usage = "text", name = "secondaryLabel" },
  { hex = "#3C3C43", alpha = 0.3, usage = "text", name = "tertiaryLabel" },
  { hex = "#3C3C43", alpha = 0.29, usage = "stroke", name = "separator" },
}

--- The name of the UIKit colour for a paint, or nil.
function palette.match(paint)
  for _, entry in ipairs(palette.translucent) do
    if entry.hex == paint.hex and entry.usage == paint.usage and math.abs(entry.alpha - paint.alpha) < 0.01 then
      return entry.name
    end
  end
  if math.abs(paint.alpha - 1) > 0.001 then return nil end
  return palette.any[paint.hex] or (palette[paint.usage] or {})[paint.hex]
end

return palette
