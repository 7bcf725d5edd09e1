-- TEXT becomes a label, button-like layers a button, vector art and image fills an image view;
-- everything else stays the host's plain UIView.
local function looks_like_button(node)
  local names = { node.name }
  if node.component then
    names[#names + 1] = node.component.name or ""
    names[#names + 1] = node.component.set_name or ""
  end
  for _, name in ipairs(names) do
    local normalized = snap.text.normalize(name)
    if normalized:find("button", 1, true) or normalized:find("btn", 1, true) or name:find("按钮", 1, true) then
      return true
    end
  end
  return false
end

local function has_image_fill(node)
  for _, paint in ipairs(node.fills) do
    if paint.visible and paint.type == "IMAGE" then return true end
  end
  return false
end

local vector_types = { VECTOR = true, BOOLEAN_OPERATION = true, STAR = true, REGULAR_POLYGON = true, LINE = true }

return {
  summary = "TEXT → UILabel, button-like layers → UIButton, vectors and image fills → UIImageView",
  view = function(node)
    if node.type == "TEXT" then return { class = "UILabel", role = "label" } end
    if node.parent and looks_like_button(node) then return { class = "UIButton", role = "button" } end
    if vector_types[node.type] or has_image_fill(node) then return { class = "UIImageView", role = "image" } end
  end,
}
