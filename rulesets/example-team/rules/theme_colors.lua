-- Acme's colours live in Theme.Color; a Figma colour style maps to the token of the same name,
-- and the brand's raw values to their tokens. Anything else falls back to the default rules.
local naming = require("naming")

local brand = {
  ["#007AFF"] = "Theme.Color.accent",
  ["#F2F2F7"] = "Theme.Color.surface",
  ["#F9F9F9"] = "Theme.Color.bar",
  ["#3C3C43"] = "Theme.Color.textSecondary",
}

return {
  summary = "colour styles and brand values become Theme.Color tokens",
  color = function(paint)
    if paint.style_name then return "Theme.Color." .. naming.token(paint.style_name) end
    if paint.usage ~= "text" and brand[paint.hex] then return brand[paint.hex] end
  end,
}
