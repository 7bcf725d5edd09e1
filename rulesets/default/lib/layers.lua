-- What the control, list and chrome rules ask of a node's layers: its names, its texts, whether
-- it paints something.
local memo = require("memo")
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

-- What a name's or a text's words and phrases are, by string, for the screen (the module state is fresh per screen).
local words_cache, phrases_cache, said_cache = {}, {}, {}

--- The words of `s`, lower-cased (ASCII): split at every character that is not a letter or a digit, where lower
--- case turns to upper case, and between letters and digits; letters beyond ASCII stay inside their word.
--- "btnSignUp2" → {"btn", "sign", "up", "2"}, "Input / E-POSTA" → {"input", "e", "posta"}, "URLField" → {"url",
--- "field"}. (A list shared by every caller: do not change it.)
function layers.words(s)
  local cached = words_cache[s]
  if cached then return cached end
  local spaced = s:gsub("(%l)(%u)", "%1 %2"):gsub("(%u)(%u%l)", "%1 %2"):gsub("(%a)(%d)", "%1 %2")
    :gsub("(%d)(%a)", "%1 %2")
  local words = {}
  for word in spaced:gmatch("[%w\128-\255]+") do words[#words + 1] = word:lower() end
  words_cache[s] = words
  return words
end

--- The phrases of `s`: every run of one to four of its words written together ("Sign up button" gives "sign",
--- "signup", "signupbutton", "up", …), as a set. A keyword is in a name as a whole when it is one of them:
--- "Rectangle 12" holds no "cta", "Log In" holds "login". (A set shared by every caller: do not change it.)
function layers.phrases_of(s)
  local cached = phrases_cache[s]
  if cached then return cached end
  local words, phrases = layers.words(s), {}
  for first = 1, #words do
    local phrase = ""
    for last = first, math.min(first + 3, #words) do
      phrase = phrase .. words[last]
      phrases[phrase] = true
    end
  end
  phrases_cache[s] = phrases
  return phrases
end

local phrase_cache = setmetatable({}, { __mode = "k" })

-- Values of a variant's property that say the property is off: "Button=False" draws no button.
local off_values = { ["false"] = true, ["no"] = true, ["off"] = true, ["none"] = true }

--- What a variant's name says of the layer: the values of its properties ("Size=Mobile, Type=Filled, Button=False"
--- says "Mobile Filled"), not their names, which say what the set may show, nor the values that turn one off. A name
--- that is no variant's stays as it is.
function layers.variant_words(name)
  if not name:find("^[^=,]+=[^,]*,?") then return name end
  local values = {}
  for property in name:gmatch("[^,]+") do
    local value = property:match("=%s*(.-)%s*$")
    if value == nil then return name end
    if not off_values[value:lower()] then values[#values + 1] = value end
  end
  return table.concat(values, " ")
end

--- The phrases of the node's name and its component's names (layers.phrases_of), as one set.
function layers.phrases(node)
  local cached = phrase_cache[node]
  if cached then return cached end
  local component = node.component
  if component then
    cached = {}
    for _, name in ipairs({ node.name, component.name or "", component.set_name or "" }) do
      for phrase in next, layers.phrases_of(layers.variant_words(name)) do cached[phrase] = true end
    end
  else
    cached = layers.phrases_of(layers.variant_words(node.name))
  end
  phrase_cache[node] = cached
  return cached
end

-- A list of keywords sorted by how names and texts are searched for them: `whole` (ASCII letters and digits: whole
-- words), `spaced` (those and spaces: a phrase of whole words) and `anywhere` (anything else), once per list.
local keyword_kinds = setmetatable({}, { __mode = "k" })

local function kinds_of(keywords)
  local kinds = keyword_kinds[keywords]
  if kinds then return kinds end
  kinds = { whole = {}, spaced = {}, anywhere = {} }
  for _, keyword in ipairs(keywords) do
    local kind = keyword:find("^[%l%d]+$") and kinds.whole or keyword:find("^[%l%d ]+$") and kinds.spaced
      or kinds.anywhere
    kind[#kind + 1] = keyword
  end
  keyword_kinds[keywords] = kinds
  return kinds
end

--- Whether one of the node's names holds one of `keywords` as whole words: "Sign Up Button" is named "button" and
--- "signup", "Rectangle 12" is not named "cta". A keyword with anything but ASCII letters and digits in it (a
--- Chinese word, "=on") is looked for anywhere in the normalised names, where words have no spaces between them.
function layers.named(node, keywords)
  local phrases = layers.phrases(node)
  -- A short list, often written where it is asked, is searched as it is: sorting it would cost more than it saves.
  if #keywords < 4 then
    for _, keyword in ipairs(keywords) do
      if keyword:find("^[%l%d]+$") then
        if phrases[keyword] then return true end
      else
        for _, name in ipairs(layers.names(node)) do
          if find(name, keyword, 1, true) then return true end
        end
      end
    end
    return false
  end
  local kinds = kinds_of(keywords)
  for _, keyword in ipairs(kinds.whole) do
    if phrases[keyword] then return true end
  end
  if #kinds.spaced == 0 and #kinds.anywhere == 0 then return false end
  for _, name in ipairs(layers.names(node)) do
    for _, keyword in ipairs(kinds.spaced) do
      if find(name, keyword, 1, true) then return true end
    end
    for _, keyword in ipairs(kinds.anywhere) do
      if find(name, keyword, 1, true) then return true end
    end
  end
  return false
end

--- Whether a text's characters say one of `keywords`: an ASCII keyword as whole words — a word, or words written
--- together ("Rate us" says "rate" and "rateus", "Pirate" does not), or a phrase with spaces ("i agree" is in "I agree
--- to the Terms", not in "disagreement") — and any other anywhere in the lower-cased text ("평가해 주세요" says "평가").
function layers.says(characters, keywords)
  local said = said_cache[characters]
  if said == nil then
    said = { phrases = layers.phrases_of(characters), lowered = characters:lower(),
      spaced = " " .. table.concat(layers.words(characters), " ") .. " " }
    said_cache[characters] = said
  end
  local kinds = kinds_of(keywords)
  for _, keyword in ipairs(kinds.whole) do
    if said.phrases[keyword] then return true end
  end
  for _, keyword in ipairs(kinds.spaced) do
    if find(said.spaced, " " .. keyword .. " ", 1, true) then return true end
  end
  for _, keyword in ipairs(kinds.anywhere) do
    if find(said.lowered, keyword, 1, true) then return true end
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

--- Whether the node shows a picture: a visible image fill.
function layers.has_image_fill(node)
  for _, paint in ipairs(node.fills) do
    if paint.visible and paint.type == "IMAGE" then return true end
  end
  return false
end

-- (is_glyph_text, asked afresh.)
local function draws_glyph(text)
  local family = (text.text.font_family or ""):lower()
  if family:find("icon", 1, true) or family:find("symbol", 1, true) or family:find("awesome", 1, true) then
    return true
  end
  for _, code in utf8.codes(text.text.characters) do
    if (code >= 0xE000 and code <= 0xF8FF) or code >= 0xF0000 then return true end
  end
  return false
end

--- Whether a text draws a glyph rather than words: a ligature of an icon font ("arrow_back" in Material Symbols) or
--- a character of Unicode's private use areas, where icon fonts and SF Symbols put theirs.
layers.is_glyph_text = memo.per_node(draws_glyph)

--- A small layer with no words: an icon, or a frame around one (an icon font's glyph included).
function layers.is_icon_like(node)
  if node.absolute.width > 48 or node.absolute.height > 48 then return false end
  if node.type == "TEXT" then return layers.is_glyph_text(node) end
  for _, text in ipairs(layers.texts(node)) do
    if not layers.is_glyph_text(text) then return false end
  end
  return true
end

--- Whether a text is a password's dots ("••••", "****").
function layers.masked(characters)
  return characters:find("^[•%*●·%s]+$") ~= nil and characters:find("[^%s]") ~= nil
end

local word_texts_cache = setmetatable({}, { __mode = "k" })

--- The texts of words under the node (an icon font's glyph, "flight", is no text of words; a list shared by every
--- caller: do not change it).
function layers.word_texts(node)
  local cached = word_texts_cache[node]
  if cached then return cached end
  local words = {}
  for _, text in ipairs(layers.texts(node)) do
    if text.visible and not layers.is_glyph_text(text) then words[#words + 1] = text end
  end
  word_texts_cache[node] = words
  return words
end

return layers
