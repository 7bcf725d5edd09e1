local palette = require("palette")

return {
  summary = "named Figma styles become UIColor(named:), system colour values their semantic UIColor",
  color = function(paint)
    if paint.style_name then return string.format("UIColor(named: %q)", paint.style_name) end
    return palette.match(paint)
  end,
}
