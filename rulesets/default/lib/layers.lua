-- What the control, list and chrome rules ask of a node's layers: its names, its texts, whether
-- it paints something.
local layers = {}

-- Nodes are shared read-only tables for the whole screen, so what is found below one is found
-- once: the rules ask about the same subtrees for every hook.
local text_cache = setmetatable({}, { __mode = "k" })
local name_cache = setmetatable({}, { __mode = "k" })
local own_name_cache = setmetatable({}, { __mode = "k" })
local normalize, find = snap.text.normalize, string.find

--- The node's own name, normalised ("Status-Bar" → "statusbar").
function layers.name(node)
  local cached = own_name_cache[node]
  if cached then return cached end
  cached = normalize(node.name)
  own_name_cache[node] = cached
  return cached
end

--- The node's name and its component's names, normalised (a list shared by every caller: do
--- not change it).
function layers.names(node)
  local cached = name_cache[node]
  if cached then return cached end
  local names = { layers.name(node) }
  local component = node.component
  if component then
    names[#names + 1] = normalize(component.name or "")
    names[#names + 1] = normalize(component.set_name or "")
  end
  name_cache[node] = names
  return names
end

--- Whether one of the node's names contains one of `keywords` (normalised).
function layers.named(node, keywords)
  for _, name in ipairs(layers.names(node)) do
    for _, keyword in ipairs(keywords) do
      if find(name, keyword, 1, true) then return true end
    end
  end
  return false
end

--- The TEXT nodes below `node`, depth first (a list shared by every caller: do not change it).
function layers.texts(node)
  local cached = text_cache[node]
  if cached then return cached end
  local found = {}
  for _, child in ipairs(node.children) do
    if child.type == "TEXT" then found[#found + 1] = child end
    for _, text in ipairs(layers.texts(child)) do found[#found + 1] = text end
  end
  text_cache[node] = found
  return found
end

--- The first visible solid paint of `paints`, or nil.
function layers.solid(paints)
  for _, paint in ipairs(paints) do
    if paint.visible and paint.type == "SOLID" then return paint end
  end
  return nil
end

--- A small layer with no text: an icon, or a frame around one.
function layers.is_icon_like(node)
  return node.type ~= "TEXT" and node.absolute.width <= 48 and node.absolute.height <= 48 and #layers.texts(node) == 0
end

return layers
