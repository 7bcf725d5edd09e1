-- Seed 004: no bare point sizes where a Dynamic Type style fits. A system font at a text style's
-- size and weight is that style; every other size, weight or family keeps its weight and scales
-- by the metrics of the nearest text style (figsnap picks it from the size). A family with no
-- PostScript name is matched by a font descriptor that keeps its weight and slant. A text drawn in
-- one of the design's text styles is that style's token (issue 30): figsnap declares the token as the
-- font this rule gives the same text without its style, and screens refer to the token.
local styles = {
  [34] = "largeTitle", [28] = "title1", [22] = "title2", [20] = "title3", [17] = "body", [16] = "callout",
  [15] = "subheadline", [13] = "footnote", [12] = "caption1", [11] = "caption2",
}

local weights = {
  [100] = "ultraLight", [200] = "thin", [300] = "light", [400] = "regular", [500] = "medium",
  [600] = "semibold", [700] = "bold", [800] = "heavy", [900] = "black",
}

local function is_system_family(family)
  local normalized = snap.text.normalize(family)
  return normalized:find("sfpro", 1, true) == 1 or normalized:find("sfcompact", 1, true) == 1
    or normalized == "sanfrancisco" or normalized == "system" or family:sub(1, 3) == ".SF"
end

return {
  summary = "text styles are the design's tokens; system fonts map to Dynamic Type text styles; other sizes, weights and families scale with the nearest style",
  font = function(text)
    if text.style_name then return { token = text.style_name } end
    local size, weight = text.font_size, text.font_weight
    local weight_name = weights[math.floor(weight / 100 + 0.5) * 100] or "regular"
    local italic = text.italic or nil
    if is_system_family(text.font_family) then
      if not italic then
        if size == 17 and weight_name == "semibold" then return { text_style = "headline" } end
        if styles[size] and weight_name == "regular" then return { text_style = styles[size] } end
      end
      return { size = size, weight = weight_name, italic = italic }
    end
    if text.font_postscript and text.font_postscript ~= "" then
      return { name = text.font_postscript, size = size }
    end
    if text.font_family == "" then return { size = size, weight = weight_name, italic = italic } end
    return { family = text.font_family, size = size, weight = weight_name, italic = italic }
  end,
}
