-- TEXT becomes a label; vector art becomes an image view, and a group, frame or instance drawn
-- only of vectors (an icon) one image view of its own size, its paths not views of their own;
-- image fills become image views; everything else stays the host's plain UIView.
local function has_image_fill(node)
  for _, paint in ipairs(node.fills) do
    if paint.visible and paint.type == "IMAGE" then return true end
  end
  return false
end

local vector_types = { VECTOR = true, STAR = true, REGULAR_POLYGON = true, LINE = true, ELLIPSE = true }
local container_types = { GROUP = true, FRAME = true, INSTANCE = true, COMPONENT = true, BOOLEAN_OPERATION = true }

-- Whether every visible node below `node` is vector geometry (and there is some).
local function only_vectors(node)
  local found = false
  for _, child in ipairs(node.children) do
    if child.visible then
      if vector_types[child.type] then
        found = true
      elseif container_types[child.type] and #child.children > 0 and only_vectors(child) then
        found = true
      else
        return false
      end
    end
  end
  return found
end

local function is_icon(node)
  if not container_types[node.type] or not only_vectors(node) then return false end
  -- A filled or stroked frame around its art is a view with an icon in it, not an icon.
  if node.type ~= "BOOLEAN_OPERATION" then
    for _, paint in ipairs(node.fills) do if paint.visible then return false end end
  end
  return node.absolute.width <= 64 and node.absolute.height <= 64
end

return {
  summary = "TEXT → UILabel, vector art and icons → one UIImageView each, image fills → UIImageView",
  view = function(node)
    if node.type == "TEXT" then return { class = "UILabel", role = "label" } end
    if node.parent and is_icon(node) then return { class = "UIImageView", role = "icon" } end
    if node.type ~= "ELLIPSE" and vector_types[node.type] or has_image_fill(node) then
      return { class = "UIImageView", role = "image" }
    end
  end,
}
