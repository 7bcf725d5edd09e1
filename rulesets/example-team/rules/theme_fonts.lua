-- Acme's type scale lives in Theme.Font; a named text style maps to its token, and the scale's
-- sizes to theirs. Other text falls back to the default Dynamic Type rule. `targets.uikit.fonts`
-- in ruleset.lua spells a token as Swift.
local naming = require("naming")

local scale = {
  ["34/400"] = "largeTitle", ["17/600"] = "headline", ["17/400"] = "body", ["15/400"] = "subheadline",
  ["13/400"] = "footnote",
}

return {
  summary = "text styles and the team's type scale become Theme.Font tokens",
  font = function(text)
    if text.style_name then return { token = naming.token(text.style_name) } end
    local token = scale[string.format("%d/%d", text.font_size, text.font_weight)]
    if token then return { token = token } end
  end,
}
