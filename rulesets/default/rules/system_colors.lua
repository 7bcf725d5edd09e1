local palette = require("palette")

return {
  summary = "named Figma styles become asset colours, system colour values their semantic UIKit colour",
  color = function(paint)
    if paint.style_name then return { asset = paint.style_name } end
    local name = palette.match(paint)
    if name then return { system = name } end
  end,
}
