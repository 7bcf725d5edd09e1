-- Text input drawn in Figma: a field's box (stroked, rounded or underlined, with its placeholder or value), its
-- caption and what it shows as its placeholder, a picker's prompt (a button, not a field), a one-time code's row of
-- slots, a multi-line text view, and the instances of one field component drawn for different purposes.
local layers = require("layers")
local structure = require("structure")
local buttons = require("buttons")
local field_purposes = require("field_purposes")
local norm = snap.text.normalize
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local masked = layers.masked
local button_words = buttons.button_words
local purpose_of, glyphs_on = field_purposes.purpose_of, field_purposes.glyphs_on

local shape_types, is_box = structure.shape_types, structure.is_box

local field_words = { "textfield", "textinput", "inputfield", "input", "field", "searchbar", "search", "password",
  "email", "phone", "otp", "输入", "搜索", "密码", "senha", "entrada", "campo", "contraseña", "şifre", "girdi",
  "입력", "비밀번호", "поле", "ввод", "пароль" }

local multiline_words = { "textarea", "textview", "multiline", "comment", "message", "notes", "remark", "备注" }

local placeholder_starts = { "enter", "type", "search", "your", "e.g", "请输入", "输入", "digite", "insira", "ingrese",
  "escribe", "introduce", "введите", "search", "buscar", "pesquisar", "ara" }
-- Words a placeholder says anywhere in it, in scripts written without spaces or with the verb last ("비밀번호 입력":
-- "enter the password").
local placeholder_words = { "입력", "검색", "请输入", "输入", "搜索", "girin", "giriniz", "girişi", "وارد کنید" }

-- The text a field shows (its value or placeholder) when it shows one, beside units of up to three characters
-- ("R$", "KM", "%"); nil when it shows none or more.
local function field_text(node)
  local main = nil
  for _, text in ipairs(texts_in(node)) do
    if text.visible then
      local characters = text.text.characters
      if snap.text.len(characters) > 3 or masked(characters) then
        if main then return nil end
        main = text
      end
    end
  end
  return main
end

-- The node's one visible text, or nil.
local function sole_text(node)
  local found = nil
  for _, text in ipairs(texts_in(node)) do
    if text.visible then
      if found then return nil end
      found = text
    end
  end
  return found
end

-- A line along the bottom of the node, as wide as most of it: a field drawn as an underline.
local function underlined(node)
  local box = node.absolute
  for _, child in ipairs(structure.shown(node)) do
    local line = child.absolute
    if child.type ~= "TEXT" and #child.children == 0 and line.height <= 2.5 and line.width >= box.width * 0.8
      and line.y + line.height >= box.y + box.height - 2 then
      return true
    end
  end
  return false
end

-- A placeholder: "Enter…", dots, or a few words in grey (a grey sentence is a message, not a placeholder).
local function placeholder_like(text)
  local characters = text.text.characters:lower()
  for _, start in ipairs(placeholder_starts) do
    if snap.text.starts_with(characters, start) then return true end
  end
  for _, word in ipairs(placeholder_words) do
    if characters:find(word, 1, true) then return true end
  end
  if masked(characters) or text.opacity <= 0.6 then return true end
  -- A date's format ("DD / MM / YYYY", "mm-dd-yy").
  if characters:find("^[dmy]+%s*[/%.%-]%s*[dmy]+%s*[/%.%-]%s*[dmy]+$") then return true end
  -- What a person typed in a sample: an email address, a phone number, a code.
  if characters:find("^[%w%.%-_+]+@[%w%-]+%.[%w%.%-]+$") or (#characters >= 6 and characters:find("^%+?[%d%s%-%(%)%.]+$")) then
    return true
  end
  local sentence = #layers.words(characters) > 4 or characters:find("[%.!]%s*$") ~= nil
  return not sentence and structure.greyish(solid(text.fills))
end

-- Whether a glyph inside the box sits before the text on its row (a lock, a magnifier): a text that starts after it
-- is placed by it, not centred, whatever its margins.
local function after_glyph(node, text)
  for _, glyph in ipairs(glyphs_on(node)) do
    if glyph.absolute.x + glyph.absolute.width <= text.absolute.x + 1 and snap.geom.same_row(glyph, text) then
      return true
    end
  end
  return false
end

-- A composer: a bar in the bottom fifth of the screen whose one text prompts to type ("Type your comment here…",
-- "Write a message") in a faded or grey colour.
local prompt_starts = { "type", "write", "add a", "enter", "say", "message", "reply", "comment", "digite", "escreva",
  "escribe", "输入", "写" }
local function composer_prompt(node, text)
  local canvas = structure.canvas(node)
  if node.absolute.y + node.absolute.height < canvas.height * 0.8 then return false end
  local characters = text.text.characters:lower()
  local prompts = false
  for _, start in ipairs(prompt_starts) do
    if snap.text.starts_with(characters, start) then prompts = true end
  end
  return prompts and (text.opacity <= 0.6 or structure.greyish(solid(text.fills)))
end

-- What a caption says, without the asterisk of a required field or the spaces after it ("Password *" is "Password").
local function caption_text(text)
  return (text.text.characters:gsub("%s*%*?%s*$", ""))
end

-- A box drawn loose on the screen itself: its caption is the nearest loose text just above it, starting over its
-- left half ("Full name" 9 pt above the box), that is drawn on no shape (another box's placeholder is not one).
local function loose_caption_of(node)
  local screen, box = node.parent, node.absolute
  local shown = structure.shown(screen)
  local best = nil
  for _, text in ipairs(shown) do
    local place = text.absolute
    local bottom = place.y + place.height
    if text.type == "TEXT" and not layers.is_glyph_text(text) and bottom <= box.y + 1 and box.y - bottom <= 24
      and place.x >= box.x - 4 and place.x <= box.x + box.width / 2
      and (best == nil or bottom > best.absolute.y + best.absolute.height) then
      local on_shape = false
      for _, shape in ipairs(shown) do
        on_shape = on_shape or (shape ~= text and structure.loose_shape(shape) and structure.paints(shape)
          and snap.geom.contains(shape, text))
      end
      if not on_shape then best = text end
    end
  end
  return best and caption_text(best)
end

-- The caption a person reads for a field: the text of its labelled frame above or before its box ("E-POSTA",
-- "Password*"), which VoiceOver speaks as the field's label; for a box drawn loose on the screen, the loose text just
-- above it.
local function caption_of(node)
  local parent = node.parent
  if parent == nil then return nil end
  if parent.parent == nil then return structure.loose_shape(node) and loose_caption_of(node) or nil end
  local box = node.absolute
  for _, text in ipairs(texts_in(parent)) do
    local place = text.absolute
    local above = place.y + place.height <= box.y + 1 and box.y - (place.y + place.height) <= 24
    local before = place.x + place.width <= box.x + 1 and snap.geom.same_row(text, node)
    -- A caption stands in the labelled frame itself, in no box of its own (another field's placeholder is not one).
    local loose = true
    local holder = text.parent
    while holder ~= nil and holder ~= parent do
      loose = loose and not is_box(holder)
      holder = holder.parent
    end
    if loose and (above or before) and not layers.is_glyph_text(text) then
      return caption_text(text)
    end
  end
  return nil
end

-- A bordered box holding a value under its caption ("Story name" above "Titanic"): a field filled in. A sentence
-- ("No expenses yet.") is a message in a box, not a value.
local function labelled_value(node, text)
  local characters = text.text.characters
  if characters:find("[%.!?…]%s*$") or #layers.words(characters) > 4 then return false end
  return solid(node.strokes) ~= nil and caption_of(node) ~= nil
end

-- Whether a clear button (an ×, named so) ends the box after its text: a field holding what a person typed.
local clear_words = { "clear", "cancel", "close", "x", "xmark", "erase", "reset" }
local function clear_glyph(node, text)
  local box = node.absolute
  for _, glyph in ipairs(glyphs_on(node)) do
    local place = glyph.absolute
    if place.x >= text.absolute.x + text.absolute.width and place.x + place.width >= box.x + box.width - 48
      and snap.geom.same_row(glyph, text) and (named(glyph, clear_words) or named(structure.unwrap(glyph), clear_words)) then
      return true
    end
  end
  return false
end

-- A prompt to type: "Enter…", "Search…", a word that asks for input, or dots ("Your …" starts a heading as often as
-- a placeholder: no prompt on its own).
local function prompts_typing(text)
  local characters = text.text.characters:lower()
  for _, start in ipairs(placeholder_starts) do
    if start ~= "your" and snap.text.starts_with(characters, start) then return true end
  end
  for _, word in ipairs(placeholder_words) do
    if characters:find(word, 1, true) then return true end
  end
  return masked(characters)
end

-- An underline drawn tight under its one text (a frame 12 to 27 pt tall, no box of its own) whose text prompts to
-- type ("Enter Employee ID" over a hairline): the field's touch area is the app's to give, the drawing says field.
local function compact_underline(node)
  local height = node.absolute.height
  if height < 12 or height >= 28 or is_box(node) or not underlined(node) then return false end
  local text = field_text(node)
  return text ~= nil and structure.one_line(text) and prompts_typing(text)
end

-- A box named as an input that shows no text at all (its hint hidden, or its layers left out of the file) under its
-- caption, or holding nothing: an empty field, as wide as a field (120 pt or more) and no taller than two lines.
local function empty_input(node)
  local box = node.absolute
  if not is_box(node) or box.width < 120 or box.height > 64 then return false end
  for _, text in ipairs(texts_in(node)) do
    if text.visible then return false end
  end
  return #structure.shown(node) == 0 or caption_of(node) ~= nil
end

-- What an empty field shows: no text (its placeholder left to the app).
local function blank_text(node)
  return { type = "TEXT", name = node.name, visible = true, opacity = 1, fills = {}, strokes = {}, children = {},
    absolute = node.absolute, text = { characters = "", font_size = 16 } }
end

local holds_field_box -- defined below: whether one of a node's children is a field's box

-- A stroked, filled or underlined box of field height holding one line of text at its leading side — a name, a
-- placeholder-like text (grey, "Enter…", dots) — and perhaps units and icons; or a prompt drawn tight over its
-- underline.
-- Returns the text the field shows, or nil.
local function looks_like_field_box(node)
  if node.type == "TEXT" or shape_types[node.type] or not (is_box(node) or underlined(node)) then return nil end
  local height = node.absolute.height
  if (height < 28 and not compact_underline(node)) or height > 96 or node.absolute.width < math.max(height * 2, 100) then
    return nil
  end
  if named(node, button_words) then return nil end
  local texts = texts_in(node)
  -- A field named so may float its label on its border (Material's outlined field): its last text is what it shows.
  -- Named, a narrow field of a two-column form counts ("Nome" and "Cargo" side by side); unnamed, a field is wide.
  local named_field = named(node, field_words)
  if not named_field and node.absolute.width < math.max(height * 3, 120) then return nil end
  -- Named, the one text a box shows is what was typed however short ("01", "115"): no unit beside a value.
  local text = field_text(node) or (named_field and #texts == 2 and texts[2]) or (named_field and sole_text(node))
    or nil
  if text == nil and named_field and empty_input(node) then return blank_text(node) end
  if text == nil or not structure.one_line(text) then return nil end
  if named_field then return text end
  -- Unnamed, a field has margins (a box from edge to edge is a banner) and a border, corners or an underline — but
  -- for a composer docked at the bottom, a bar from edge to edge that prompts for a message.
  local box = node.absolute
  if box.x <= 0.5 and box.width >= structure.canvas(node).width - 1 then
    -- A bar holding the field's own box (beside a send button) is the composer's bar, not its field.
    if holds_field_box(node) then return nil end
    return composer_prompt(node, text) and text or nil
  end
  if not (solid(node.strokes) or (node.corner_radius or 0) > 0 or underlined(node)) then return nil end
  if (structure.text_centred(node, text) and not after_glyph(node, text))
    or not (placeholder_like(text) or clear_glyph(node, text) or labelled_value(node, text)) then
    return nil
  end
  return text
end

-- Whether one of the node's children is a field's box: the node holds a field (a composer's bar holds its box and its
-- send button) and is no field or row of its own.
holds_field_box = function(node)
  for _, child in ipairs(node.children) do
    if looks_like_field_box(child) then return true end
  end
  return false
end

-- A field drawn loose: a shape of field height, no frame around it, with one line of grey or prompting text drawn on
-- it and nothing else but small glyphs, under its caption or prompting to type ("Numero SIRET *" over a box showing
-- "000 000 000 00000"); centred, its text is a field's only under a caption and pale (a grey title is a button's).
-- Returns the text it shows, or nil.
local function loose_field_text(node)
  if not structure.loose_shape(node) or not is_box(node) or layers.has_image_fill(node)
    or named(node, button_words) then
    return nil
  end
  local box = node.absolute
  if box.height < 28 or box.height > 64 or box.width < math.max(box.height * 2.5, 120) then return nil end
  if box.x <= 0.5 and box.width >= structure.canvas(node).width - 1 then return nil end
  local text = nil
  for _, layer in ipairs(structure.drawn_on(node)) do
    if layer.type == "TEXT" and not layers.is_glyph_text(layer) then
      if text then return nil end
      text = layer
    elseif #texts_in(layer) > 0 or not layers.is_icon_like(layer) or layer.absolute.height > 24 then
      return nil
    end
  end
  if text == nil or not structure.one_line(text) or not (placeholder_like(text) or labelled_value(node, text)) then
    return nil
  end
  local captioned = caption_of(node) ~= nil
  if not (captioned or prompts_typing(text)) then return nil end
  if structure.text_centred(node, text) then
    local paint = solid(text.fills)
    local pale = text.opacity <= 0.6 or (paint ~= nil and structure.lightness(paint) >= 0.55)
    if not (captioned and pale) then return nil end
  end
  return text
end

-- A prompt to pick rather than type ("Select roster file", "Choose a date", "Selecione…"): the box is a picker's
-- trigger, a button, whatever glyph ends it.
local picker_starts = { "select", "choose", "pick", "upload", "selecione", "seleccione", "escolha", "elige",
  "selectionnez", "choisissez", "выберите", "选择", "请选择", "선택", "seçin", "seç" }
local function picker_prompt(shown)
  local characters = shown.text.characters:lower()
  for _, start in ipairs(picker_starts) do
    if snap.text.starts_with(characters, start) then return true end
  end
  return false
end

-- A field's control: what its purpose says (keyboard, content type, …), and the text it shows as its placeholder
-- (units beside it, "KM", are not; dots make it secure instead).
local function field_control(node, shown, ctx, caption)
  local control = {}
  for key, value in pairs(purpose_of(node, ctx, caption) or {}) do control[key] = value end
  local characters = shown.text.characters
  if characters ~= "" and not masked(characters) then control.placeholder = characters end
  return next(control) and control or nil
end

-- Whether the box draws nothing but its text and small glyphs (a counter's, a resize grip): no picture, no logo, and
-- no larger layer — or, when `cut`, none that draws (a response cut at a depth leaves frames empty).
local function only_small_marks(node, text, cut)
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local draws = not cut or leaf.type == "TEXT" or shape_types[leaf.type] or structure.paints(leaf)
      or layers.has_image_fill(leaf)
    if leaf ~= text and draws and (leaf.absolute.width > 32 or leaf.absolute.height > 32
      or layers.has_image_fill(leaf)) then
      return false
    end
  end
  return true
end

-- A box named as an input under its caption that shows no text (its layers cut from the file, its hint hidden):
-- taller than a field, an empty text view.
local function empty_text_area(node)
  local box = node.absolute
  if box.width < 120 or box.height > 320 or not named(node, field_words) or caption_of(node) == nil then
    return false
  end
  for _, text in ipairs(texts_in(node)) do
    if text.visible then return false end
  end
  return only_small_marks(node, nil, true)
end

-- A tall box (up to 320 pt, 120 pt or wider, with margins) with a placeholder at its top leading corner and nothing
-- else drawn in it but small glyphs.
local function empty_box_with_placeholder(node, text)
  local box, place = node.absolute, text.absolute
  if box.height > 320 or box.width < 120 or named(node, button_words) or layers.has_image_fill(node) then return false end
  if box.x <= 0.5 and box.width >= structure.canvas(node).width - 1 then return false end
  if not (solid(node.strokes) or (node.corner_radius or 0) > 0) then return false end
  if place.y - box.y > 24 or place.x - box.x > 24 or structure.text_centred(node, text) then return false end
  return only_small_marks(node, text) and placeholder_like(text)
end

-- A multi-line input: a box taller than a field (65 to 320 pt) holding one text — named so (`textarea`, `comment`),
-- saying so in its placeholder, or a placeholder-like text (grey, faded, "Enter…") at its top leading corner and
-- nothing else drawn but a small glyph (a counter's, a resize grip).
local function is_text_area(node)
  if shape_types[node.type] or node.type == "TEXT" or not is_box(node) or node.absolute.height <= 64 then
    return false
  end
  local texts = texts_in(node)
  if empty_text_area(node) then return true end
  if #texts ~= 1 then return false end
  -- A bar holding the field's own box (a composer's, beside its send button) is no text area: its box is the input.
  if holds_field_box(node) then return false end
  local placeholder = norm(texts[1].text.characters)
  if named(node, multiline_words) then return true end
  -- Its words say so ("Write a comment…") when it draws nothing else of size: a card's title ("Comments on the
  -- canvas" beside its logo) says nothing of input.
  if only_small_marks(node, texts[1]) then
    for _, word in ipairs(multiline_words) do
      if placeholder:find(word, 1, true) then return true end
    end
  end
  return empty_box_with_placeholder(node, texts[1])
end

-- The field an instance of a component draws inside it (its first field box, depth first), or false.
local field_cache = setmetatable({}, { __mode = "k" })
local function field_inside(node)
  local found = field_cache[node]
  if found == nil then
    found = false
    for _, child in ipairs(structure.shown(node)) do
      if child.type ~= "TEXT" then
        found = (looks_like_field_box(child) and child) or field_inside(child)
        if found then break end
      end
    end
    field_cache[node] = found
  end
  return found
end

-- What an instance's field is for, as a key ("secure=true keyboard=emailAddress"), or nil when it holds none.
local function field_purpose_key(node, ctx)
  local field = field_inside(node)
  if not field then return nil end
  local control = purpose_of(field, ctx, caption_of(field)) or {}
  local key = ""
  for _, name in ipairs({ "secure", "keyboard", "content_type", "return_key" }) do
    key = key .. name .. "=" .. tostring(control[name]) .. " "
  end
  return key
end

-- The screen's instances of each component, in design order (found once per screen).
local instance_cache = setmetatable({}, { __mode = "k" })
local function instances_of(screen, component)
  local by_component = instance_cache[screen]
  if by_component == nil then
    by_component = {}
    local function visit(parent)
      for _, child in ipairs(structure.shown(parent)) do
        if child.type == "INSTANCE" and child.component and child.component.id then
          local list = by_component[child.component.id] or {}
          list[#list + 1] = child
          by_component[child.component.id] = list
        end
        if child.type ~= "TEXT" then visit(child) end
      end
    end
    visit(screen)
    instance_cache[screen] = by_component
  end
  return by_component[component.id] or {}
end

-- Whether the node is an instance of a field's component whose purpose differs from another instance's on the
-- screen (the email and the password of one text-field component): a class of the component would give every
-- instance the first one's keyboard and secure entry, so each is drawn inline with its own.
local function field_instance_of_its_own(node, ctx)
  if node.type ~= "INSTANCE" or node.component == nil or node.component.id == nil then return false end
  if looks_like_field_box(node) then return false end
  local own = field_purpose_key(node, ctx)
  if own == nil then return false end
  for _, other in ipairs(instances_of(ctx.screen, node.component)) do
    if other ~= node then
      local key = field_purpose_key(other, ctx)
      if key ~= nil and key ~= own then return true end
    end
  end
  return false
end

-- A one-time code's row of digit boxes is one field: the number pad, AutoFill from Messages, and a zero per slot as
-- its placeholder (the digits drawn in the slots are a sample of what is typed, not a placeholder).
local function code_control(slots)
  return { keyboard = "numberPad", content_type = "oneTimeCode", placeholder = string.rep("0", slots) }
end

return {
  looks_like_field_box = looks_like_field_box,
  loose_field_text = loose_field_text,
  field_inside = field_inside,
  picker_prompt = picker_prompt,
  field_control = field_control,
  caption_of = caption_of,
  is_text_area = is_text_area,
  holds_field_box = holds_field_box,
  field_instance_of_its_own = field_instance_of_its_own,
  code_control = code_control,
}
