-- Acme's colours live in Theme.Color; a Figma colour style maps to the token of the same name,
-- and the brand's raw values to their tokens. Anything else falls back to the default rules.
-- `targets.uikit.colors` in ruleset.lua spells a token as Swift.
local naming = require("naming")

local brand = {
  ["#007AFF"] = "accent",
  ["#F2F2F7"] = "surface",
  ["#F9F9F9"] = "bar",
  ["#3C3C43"] = "textSecondary",
}

return {
  summary = "colour styles and brand values become Theme.Color tokens",
  color = function(paint)
    if paint.style_name then return { token = naming.token(paint.style_name) } end
    if paint.usage ~= "text" and brand[paint.hex] then return { token = brand[paint.hex] } end
  end,
}
