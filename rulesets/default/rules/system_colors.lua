local palette = require("palette")

return {
  summary = "named Figma colour styles become the design's colour tokens, system colour values their semantic UIKit colour",
  color = function(paint)
    -- A solid style is one of the design's colour tokens: figsnap declares it (ColorTokens.swift) in the colour its
    -- layers paint it, unless the ruleset's targets name its symbol.
    if paint.style_name and paint.type == "SOLID" then return { token = paint.style_name } end
    if paint.style_name then return { asset = paint.style_name } end
    local name = palette.match(paint)
    if name then return { system = name } end
  end,
}
