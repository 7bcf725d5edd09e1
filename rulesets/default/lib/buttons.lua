-- Buttons by their drawing, their name or their words: drawn buttons and text links, icon buttons (and the unnamed
-- icons of a toolbar of named ones, social logos side by side), icons on a disc and loose floating discs, buttons
-- an instance names in its text property. The controls rule asks these; the field and choice recognisers ask whether
-- a box is a drawn button. Buttons recognised by a chevron (disclosures, a back chevron in the screen's corner,
-- arrows flanking a picture) are lib/chevrons.lua's; a button drawn loose is lib/loose_buttons.lua's.
local layers = require("layers")
local structure = require("structure")
local social_logos = require("social_logos")
local memo = require("memo")
local named, texts_in = layers.named, layers.texts
local word_texts = layers.word_texts

local shape_types, is_box, only_text = structure.shape_types, structure.is_box, structure.only_text

local function is_shadow_or_part(node)
  local name = layers.name(node)
  return name:find("shadow", 1, true) or name:find("background", 1, true) or name:find("overlay", 1, true)
end

local button_words = { "button", "btn", "cta", "botao", "botão", "boton", "botón", "buton", "кнопка", "버튼", "按钮",
  "دکمه" }
local link_words = { "link", "button", "btn", "hyperlink", "enlace", "bağlantı" }

-- The last word of a name that says the layer holds the control rather than being it ("Button Container").
local holder_words = { "container", "wrapper", "wrap", "section", "group", "area", "footer", "header", "row", "bar",
  "margin", "holder", "buttons" }

local function is_holder(node)
  local words = layers.words(node.name)
  return words[#words] ~= nil and snap.list.contains(holder_words, words[#words])
end

-- A button by its drawing: a filled or outlined box of button height with one line of text centred in it (an icon
-- beside the text allowed), and no other text.
-- What a small filled box with a word in it is when it is no button.
local tag_words = { "tag", "badge", "label", "status", "price", "avatar", "pill", "count", "counter", "etiqueta",
  "rotulo", "rótulo" }

-- Whether a glyph follows the text in the node, with no text of its own: the arrow of "Go to Yoga →".
local function glyph_after(node, text)
  local after = text.absolute.x + text.absolute.width
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local box = leaf.absolute
    if leaf.type ~= "TEXT" and box.x >= after and box.width <= 24 and box.height <= 24 then return true end
  end
  return false
end

local function drawn_button(node)
  if node.type == "TEXT" or shape_types[node.type] or not is_box(node) then return false end
  local box = node.absolute
  -- Lower than 32 pt, or named as a tag or a badge, it is a tag — unless a pill of 20 pt or more leads on with an
  -- arrow after its title ("Go to Yoga →"): a tag shows no arrow.
  -- (A name that says both, "Pill Button", is a button's.)
  local texts = texts_in(node)
  local small_with_arrow = box.height >= 20 and #texts == 1 and structure.rounded(node) and glyph_after(node, texts[1])
  if (box.height < 32 and not small_with_arrow) or box.height > 72 or box.width < box.height
    or (named(node, tag_words) and not named(node, button_words)) then
    return false
  end
  -- A strip from edge to edge is a banner, unless it is the bar along the bottom.
  local canvas = structure.canvas(node)
  if box.x <= 0.5 and box.width >= canvas.width - 1 and box.y + box.height < canvas.height - 1 then return false end
  local text = texts[1]
  if #texts ~= 1 or not text.visible or not structure.one_line(text) then return false end
  -- Auto layout says where the content goes; without it, content as wide as the node says it by the text's
  -- alignment, narrower content (the title and its icon) by its place.
  local layout = node.layout
  -- (A box hugging its title with equal padding either side centres it too, whatever its alignment; a row as wide
  -- as its frame whose text happens to fill it does not: an option's icon and sentence.)
  if layout.mode == "HORIZONTAL" then
    return layout.main_align == "CENTER"
      or (layout.sizing ~= nil and layout.sizing.horizontal == "HUG"
        and structure.centred_x(node, { absolute = structure.content_box(node) }, 2))
  end
  -- (A column starting its content at the left edge centres it all the same with equal padding either side around
  -- content narrower than the box: a pill's title and arrow in a row of their own. A text filling the box between
  -- the paddings says it by its alignment.)
  if layout.mode == "VERTICAL" then
    if layout.cross_align == "CENTER" then return true end
    local content = structure.content_box(node)
    if content.width >= box.width * 0.8 then return text.text.align == "CENTER" end
    return structure.centred_x(node, { absolute = content }, 2)
  end
  -- (A narrower text with an icon before it, together a little wider, says it by their place: "⟳ 200 updates".)
  local content = structure.content_box(node)
  local wide = content.width >= box.width * 0.7
  if wide and (text.absolute.width >= box.width * 0.7 or content.width >= box.width * 0.8) then
    return text.text.align == "CENTER"
  end
  return structure.centred_x(node, { absolute = content })
end

-- What text links say, in the languages real files use, lower case: "Forgot password?", "Resend", "Skip",
-- "Don't have an account? Sign up". A phrase in Latin or Cyrillic letters is found as whole words.
local link_phrases = {
  "forgot", "forgotten", "forget", "resend", "skip", "sign up", "signup", "sign in", "log in", "login", "register",
  "create account", "create an account", "learn more", "see all", "view all", "see more", "show all", "read more",
  "terms", "privacy policy", "contact us",
  "esqueci", "esqueceu", "cadastre", "cadastrar", "criar conta", "entrar", "ver tudo", "ver todos", "ver mais",
  "pular", "reenviar", "olvidaste", "olvidé", "regístrate", "registrate", "registrarse", "crear cuenta",
  "iniciar sesión", "ver todo", "omitir", "şifremi unuttum", "unuttum", "hesap oluştur", "kayıt ol", "giriş yap",
  "atla", "tümünü gör", "забыли", "регистрация", "зарегистрироваться", "войти", "пропустить", "показать все",
  "отправить повторно", "찾기", "잊으셨나요", "회원가입", "로그인", "문의", "건너뛰기", "더보기", "전체보기",
  "忘记密码", "注册", "登录", "跳过", "查看全部", "فراموشی", "ثبت نام", "ورود",
}

-- Actions a text says all on its own ("cancel" beside an upload's progress, "Edit" beside a section's title): a link,
-- where the same word inside a line ("Cancel anytime") is a label.
local action_words = { "cancel", "retry", "try again", "undo", "edit", "change", "remove", "delete", "clear all",
  "apply", "cancelar", "editar", "excluir", "eliminar", "aplicar", "отмена", "изменить", "применить", "取消", "编辑",
  "应用", "취소", "수정", "적용", "iptal", "düzenle", "uygula" }

-- The link phrases as they are searched: a phrase in ASCII letters as whole words (" sign up "), any other anywhere in
-- the lower-cased text.
local padded_link_phrases, other_link_phrases = {}, {}
for _, phrase in ipairs(link_phrases) do
  if phrase:find("^[%l ]+$") then
    padded_link_phrases[#padded_link_phrases + 1] = " " .. phrase .. " "
  else
    other_link_phrases[#other_link_phrases + 1] = phrase
  end
end

-- What says_link decides from the characters alone, once per string for the screen.
local words_say_link = memo.per_node(function(characters)
  local words = layers.words(characters)
  local whole = table.concat(words, " ")
  for _, action in ipairs(action_words) do
    if whole == action then return true end
  end
  local question = characters:find("?", 1, true) ~= nil
  if #words > 6 and not question then return false end
  local spaced = " " .. whole .. " "
  -- A line of five words or more that asks nothing is a sentence ("Log in to start your shift") unless the phrase
  -- ends it ("Already have an account Log in"): its link is its last words.
  local sentence = #words >= 5 and not question
  for _, padded in ipairs(padded_link_phrases) do
    if spaced:find(padded, 1, true) and (not sentence or spaced:sub(-#padded) == padded) then return true end
  end
  local lowered = characters:lower()
  for _, phrase in ipairs(other_link_phrases) do
    if lowered:find(phrase, 1, true) then return true end
  end
  return false
end)

-- Whether a text reads as a link: a short line at body size (or a question and its answer, "Didn't get the code?
-- Resend") that says one of the link phrases, or says one action and nothing else.
local function says_link(text)
  local size = text.text.font_size or 16
  local characters = text.text.characters
  if size > 18 or characters:find("\n.*\n") then return false end
  return words_say_link(characters)
end

-- The shape of a chip of a few words: an outlined pill 24 to 40 pt tall whose auto layout hugs a row of two or three
-- short one-line texts ("TSLA  +11.29%"), perhaps a picture or a glyph among them, and nothing else.
local function chip_shape(node)
  local box, layout = node.absolute, node.layout
  if node.type == "TEXT" or shape_types[node.type] or box.height < 24 or box.height > 40 or box.width < box.height
    or not structure.rounded(node) or layers.solid(node.strokes) == nil or layout.mode ~= "HORIZONTAL"
    or layout.sizing == nil or layout.sizing.horizontal ~= "HUG" then
    return false
  end
  local texts = 0
  for _, child in ipairs(structure.shown(node)) do
    if child.type == "TEXT" then
      if not structure.one_line(child) or #layers.words(child.text.characters) > 3 then return false end
      texts = texts + 1
    elseif #texts_in(child) > 0 or child.absolute.height > box.height then
      return false
    end
  end
  return texts >= 2 and texts <= 3
end

-- A chip of a few words, one of two or more alike in a row (tickers under a news story: "ChatGPT +11.29%", "GOOG
-- -0.09%"): each a button. One text on a box is drawn_button's; a lone pill of words is a tag; chips an opaque layer
-- drawn later hides (under a tab bar) show nothing to tap.
local function text_chip(node)
  local parent = node.parent
  if parent == nil or not chip_shape(node) or structure.covered(node) then return false end
  for _, sibling in ipairs(structure.shown(parent)) do
    if sibling ~= node and math.abs(sibling.absolute.height - node.absolute.height) <= 1
      and snap.geom.same_row(node, sibling) and chip_shape(sibling) then
      return true
    end
  end
  return false
end

-- A picture of a button (designs exported as flat images: "button", "Exit Button"): an image named as one, of a
-- control's size.
local function pictured_button(node)
  if #node.children > 0 or not layers.has_image_fill(node) or not named(node, button_words) then return false end
  local box = node.absolute
  return math.min(box.width, box.height) >= 20 and box.height <= 120
end

-- Whether what the layer is contradicts a name saying "button": taller than a control gets, most of the screen (a
-- "Button Sheet" over the page is a sheet).
local function too_large_for_button(node)
  return node.absolute.height > math.max(160, structure.canvas(node).height * 0.4)
end

local function looks_like_button(node)
  if pictured_button(node) then return true end
  if shape_types[node.type] or (is_shadow_or_part(node) and not named(node, button_words)) then return false end
  if node.type == "TEXT" then
    return named(node, link_words) or node.text.decoration == "UNDERLINE" or says_link(node)
  end
  -- A frame that shows only a text named or worded as a link ("Link", "Forgot password?"): the frame is the link.
  local text = only_text(node)
  if text then return named(node, link_words) or says_link(text) end
  if drawn_button(node) or text_chip(node) then return true end
  return named(node, button_words) and not is_holder(node) and not too_large_for_button(node)
end

-- A wrapper named like a button around the real one: the inner one is the button.
local function wraps_button(node)
  for _, child in ipairs(node.children) do
    if child.type ~= "TEXT" and (drawn_button(child) or (not is_box(node) and looks_like_button(child)))
      and #texts_in(child) == #texts_in(node) then
      return true
    end
  end
  return false
end

-- Icons people tap: a bare icon (or a small frame around one) with one of these names is a button.
local icon_button_words = { "back", "close", "dismiss", "menu", "more", "share", "favorite", "favourite", "like",
  "bookmark", "add", "plus", "minus", "delete", "remove", "edit", "settings", "cart", "logout", "signout", "camera",
  "filter", "notification", "notifications", "bell", "send", "mic", "microphone", "refresh", "download", "upload",
  "scan", "qr", "arrowleft", "chevronleft", "caretleft", "返回", "关闭" }

-- Whether the layer is named for what it does. (Material's eye is named "remove_red_eye": it removes nothing.)
local function names_action(layer)
  return named(layer, icon_button_words) and not named(layer, { "removeredeye" })
end

local function looks_like_icon_button(node)
  local bare_icon = node.type == "VECTOR" or node.type == "BOOLEAN_OPERATION"
  if node.type == "TEXT" or #texts_in(node) > 0 or (#node.children == 0 and not bare_icon) then return false end
  local box = node.absolute
  return box.width <= 48 and box.height <= 48 and (names_action(node) or social_logos.in_row(node))
end

-- An icon among a few icons of its size in a row (a toolbar, a bottom app bar's actions) where most of the others, two
-- or more, are named for what they do: it is one of them ("search" beside "cart", "bell" and "settings").
local function toolbar_peer(node)
  local parent = node.parent
  if parent == nil or node.type == "TEXT" or #texts_in(node) > 0 or not layers.is_icon_like(node) then return false end
  local shown = structure.shown(parent)
  if #shown > 12 then return false end
  local box = node.absolute
  local peers, named_peers = 0, 0
  for _, sibling in ipairs(shown) do
    local place = sibling.absolute
    if sibling ~= node and sibling.type ~= "TEXT" and #texts_in(sibling) == 0 and layers.is_icon_like(sibling)
      and math.abs(place.width - box.width) <= 1 and math.abs(place.height - box.height) <= 1
      and snap.geom.same_row(node, sibling) then
      peers = peers + 1
      if looks_like_icon_button(sibling) then named_peers = named_peers + 1 end
    end
  end
  return named_peers >= 2 and named_peers * 2 > peers
end

-- An icon drawn on a disc: a small round or square frame, filled or stroked, holding one icon (and perhaps a badge's
-- dot) and no text. Returns the icon, and whether a badge's dot is drawn on it.
local function disc_icon(node)
  if node.type == "TEXT" or shape_types[node.type] or #texts_in(node) > 0 then return nil end
  local box = node.absolute
  if box.width < 24 or box.width > 56 or math.abs(box.width - box.height) > 2 or not is_box(node) then
    return nil
  end
  -- The disc is its own fill, or its first layer: a shape as large as it (a floating action button's background).
  local disc = not structure.paints(node) and node.children[1] or nil
  local icon, badge = nil, false
  for _, child in ipairs(structure.shown(node)) do
    local part = child.absolute
    if child ~= disc then
      if part.width <= 10 and part.height <= 10 and icon ~= nil then
        badge = true
      elseif icon ~= nil or part.width > box.width * 0.75 or part.height > box.height * 0.75
        or not layers.is_icon_like(child) then
        return nil
      else
        icon = child
      end
    end
  end
  return icon, badge
end

-- A button of an icon and its title side by side with no box around them ("⚲ Filter", "✎ Edit"): a frame of the two,
-- the icon named for what it does. The frame is the button (its title and image read from them). Returns the icon.
local function icon_and_title(node)
  if node.type == "TEXT" or shape_types[node.type] or is_box(node) or node.absolute.height > 48 then return nil end
  local shown = structure.shown(node)
  if #shown ~= 2 then return nil end
  local icon, text = shown[1], shown[2]
  if icon.type == "TEXT" then icon, text = text, icon end
  if text.type ~= "TEXT" or icon.type == "TEXT" or layers.is_glyph_text(text) or not structure.one_line(text)
    or not layers.is_icon_like(icon) or icon.absolute.width > 32 or not snap.geom.same_row(icon, text) then
    return nil
  end
  local gap = math.max(text.absolute.x - (icon.absolute.x + icon.absolute.width),
    icon.absolute.x - (text.absolute.x + text.absolute.width))
  if gap < -0.5 or gap > 12 then return nil end
  if not (names_action(icon) or names_action(structure.unwrap(icon))) then return nil end
  return icon
end

-- Whether texts of words follow the node in its parent's row, close after it (up to `reach`, 16 pt unless told): it is
-- their picture.
local function heads_texts(node, reach)
  local parent = node.parent
  if parent == nil then return false end
  local box = node.absolute
  for _, sibling in ipairs(structure.shown(parent)) do
    local place = sibling.absolute
    local gap = place.x - (box.x + box.width)
    -- (A text drawn loose beside it counts as a frame of texts does.)
    local words = sibling.type == "TEXT" and not layers.is_glyph_text(sibling)
    if sibling ~= node and gap >= -0.5 and gap <= (reach or 16) and (words or (#word_texts(sibling) > 0
      and #word_texts(sibling) == #texts_in(sibling))) and place.y < box.y + box.height and box.y < place.y + place.height then
      return true
    end
  end
  return false
end

-- Whether the disc lies at the leading or trailing edge of the canvas (within 24 pt), or in a row of discs of its size
-- side by side (each within 24 pt of the next) whose last one does.
local function reaches_an_edge(node, canvas)
  local box = node.absolute
  local run = { node }
  for _, sibling in ipairs(structure.shown(node.parent or node)) do
    local place = sibling.absolute
    if sibling ~= node and math.abs(place.width - box.width) <= 1 and math.abs(place.height - box.height) <= 1
      and snap.geom.same_row(node, sibling) and disc_icon(sibling) ~= nil then
      run[#run + 1] = sibling
    end
  end
  table.sort(run, function(a, b) return a.absolute.x < b.absolute.x end)
  local first, last = 1, #run
  for index, disc in ipairs(run) do
    if disc == node then first, last = index, index end
  end
  local function gap(left, right) return run[right].absolute.x - (run[left].absolute.x + run[left].absolute.width) end
  while first > 1 and gap(first - 1, first) <= 24 do first = first - 1 end
  while last < #run and gap(last, last + 1) <= 24 do last = last + 1 end
  local leading, trailing = run[first].absolute, run[last].absolute
  return leading.x - canvas.x <= 24 or canvas.x + canvas.width - (trailing.x + trailing.width) <= 24
end

-- A disc around an icon is a button — the disc, not its icon — where the icon says what it does (back, search,
-- notifications), where a badge's dot is drawn on it (unread notifications), or where it sits at an edge of the
-- screen's top bar; a disc at the head of a row or a tile of text is its picture (a banner's turn arrow, a tile's
-- icon), whatever its height on the screen.
local function looks_like_icon_disc(node)
  local icon, badge = disc_icon(node)
  if icon == nil then return false end
  if badge or names_action(node) or names_action(icon) or names_action(structure.unwrap(icon)) then
    return true
  end
  -- At an edge of the top bar, or in a run of discs alike that reaches one (a heart beside a download at the
  -- trailing edge); not at the head of texts in its row (a stat's picture: "◷  DISTANCE / 4.2 km").
  local canvas, box = structure.canvas(node), node.absolute
  return box.y + box.height <= canvas.y + 140 and reaches_an_edge(node, canvas) and not heads_texts(node)
end

-- A floating action drawn loose: a round shape (a circle, or a square rounded to one) of 40 to 72 pt with one glyph
-- and nothing else drawn centred on it (the raised "+" in a tab bar's notch). The disc is the button, its glyph the
-- image (figsnap moves layers drawn on a control into it). A disc at the head of texts is their picture, one an
-- opaque layer hides is no control. (A loose disc sits further from its texts than a frame's: a card's avatar
-- placeholder 24 pt before the name, a tracker's glyph before its caption.)
local function loose_disc(node)
  if node.parent == nil or not structure.loose_shape(node) or not structure.paints(node) or layers.has_image_fill(node)
    or not structure.rounded(node) then
    return false
  end
  local box, frame = node.absolute, node.parent.absolute
  if box.width < 40 or box.width > 72 or math.abs(box.width - box.height) > 2 then return false end
  -- A shape as large as its frame is the frame's background: the frame is the disc (looks_like_icon_disc).
  if box.width >= frame.width * 0.9 and box.height >= frame.height * 0.9 then return false end
  local on = structure.drawn_on(node)
  local glyph = on[1]
  if #on ~= 1 or glyph.type == "TEXT" or #texts_in(glyph) > 0 or not layers.is_icon_like(glyph)
    or glyph.absolute.width > box.width * 0.75 or glyph.absolute.height > box.height * 0.75 then
    return false
  end
  local centre_y = glyph.absolute.y + glyph.absolute.height / 2 - (box.y + box.height / 2)
  return structure.centred_x(node, glyph, 2) and math.abs(centre_y) <= 2 and not heads_texts(node, 40)
    and not structure.covered(node)
end

-- What a field's text property is called: its placeholder or hint is no button's title.
local input_property_words = { "placeholder", "hint", "input", "field", "value" }

-- The title an instance's text property gives it (a property Figma keys "Name#id" whose value reads as words, not a
-- swapped component's id), when it has one; of several, the first by key. Nil when a property is a field's.
local function text_property(node)
  local keys = {}
  for key, value in pairs(node.component.properties or {}) do
    if type(value) == "string" and key:find("#", 1, true) and not value:find("^%d+:%d+$") and value:find("%a") then
      keys[#keys + 1] = key
    end
  end
  table.sort(keys)
  for _, key in ipairs(keys) do
    local normalized = snap.text.normalize(key:gsub("#.*$", ""))
    for _, word in ipairs(input_property_words) do
      if normalized:find(word, 1, true) then return nil end
    end
  end
  return keys[1] and node.component.properties[keys[1]] or nil
end

-- An instance the file holds without its layers (a response fetched with a depth limit): a painted box of a button's
-- height (32 to 72 pt, no narrower than tall) whose text property is a short title, one to five words and no
-- sentence ("How can I budget?"). Returns the title. (Its layers are the component's: figsnap cannot draw them.)
local function titled_stub(node)
  if node.type ~= "INSTANCE" or #node.children > 0 or node.component == nil or not structure.paints(node) then
    return nil
  end
  local box = node.absolute
  if box.height < 32 or box.height > 72 or box.width < box.height or named(node, tag_words) then return nil end
  local title = text_property(node)
  if title == nil or title:find("\n", 1, true) or title:find("[%.!…]%s*$") then return nil end
  local words = #layers.words(title)
  return words >= 1 and words <= 5 and title or nil
end

return {
  text_chip = text_chip,
  titled_stub = titled_stub,
  loose_disc = loose_disc,
  toolbar_peer = toolbar_peer,
  button_words = button_words,
  drawn_button = drawn_button,
  looks_like_button = looks_like_button,
  wraps_button = wraps_button,
  looks_like_icon_button = looks_like_icon_button,
  looks_like_icon_disc = looks_like_icon_disc,
  icon_and_title = icon_and_title,
}
