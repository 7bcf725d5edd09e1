local palette = require("palette")

return {
  summary = "named Figma styles become UIColor(named:), system colour values their semantic UIColor",
  color = function(paint)
    if paint.style_name then return "UIColor(named: " .. snap.swift.string(paint.style_name) .. ")" end
    return palette.match(paint)
  end,
}
