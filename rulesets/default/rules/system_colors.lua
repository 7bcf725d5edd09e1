local palette = require("palette")

return {
  summary = "colour variables and named colour styles become the design's colour tokens, system colour values their semantic UIKit colour",
  color = function(paint)
    -- A colour variable (when the file's variables are given) and a solid style are the design's colour tokens:
    -- figsnap declares them (ColorTokens.swift), unless the ruleset's targets name their symbols.
    if paint.variable_name and paint.type == "SOLID" then return { token = paint.variable_name } end
    if paint.style_name and paint.type == "SOLID" then return { token = paint.style_name } end
    -- A gradient or image style is no colour: no colour set of the catalogue holds it.
    local name = palette.match(paint)
    if name then return { system = name } end
  end,
}
