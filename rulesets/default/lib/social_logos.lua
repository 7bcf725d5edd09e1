-- Social networks' logos people tap to share or to sign in with ("social-google-plus", "ic_facebook"): two or more side
-- by side are buttons, each named for its network. Alone, an icon set's "Youtube" glyph is a budget app's picture.
local layers = require("layers")
local structure = require("structure")

-- Networks by the words their logos are named with; words that are other things too ("apple", "line", "x") are left
-- out.
local social_words = { "facebook", "google", "googleplus", "twitter", "instagram", "linkedin", "whatsapp", "telegram",
  "youtube", "tiktok", "pinterest", "kakao", "kakaotalk", "naver", "wechat", "weibo", "vkontakte", "github" }

-- The network whose logo the node draws (it, or the one visible layer of its drawing, named so), or nil.
local function network_of(node)
  -- (Each word is whole ASCII letters: named(layer, { word }) is whether the layer's names hold it as a phrase.)
  local function network(layer)
    local phrases = layers.phrases(layer)
    for _, word in ipairs(social_words) do
      if phrases[word] then return word end
    end
    return nil
  end
  local found = network(node)
  if found then return found end
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local word = network(leaf)
    if word and found then return nil end
    found = found or word
  end
  return found
end

-- Whether the node is one of two or more social logos of about its size side by side ("share on G+ f ◎ t").
local function in_row(node)
  local parent = node.parent
  if parent == nil or node.type == "TEXT" or not network_of(node) then return false end
  local box = node.absolute
  for _, sibling in ipairs(structure.shown(parent)) do
    local place = sibling.absolute
    if sibling ~= node and sibling.type ~= "TEXT" and math.abs(place.width - box.width) <= 4
      and math.abs(place.height - box.height) <= 4 and snap.geom.same_row(node, sibling) and network_of(sibling) then
      return true
    end
  end
  return false
end

-- What VoiceOver calls a social logo's button: its network ("Facebook"), or nil for any other node.
local function label(node)
  local word = in_row(node) and network_of(node)
  return word and (word:sub(1, 1):upper() .. word:sub(2)) or nil
end

return { in_row = in_row, label = label }
