-- Controls drawn in Figma become UIKit's: buttons, text fields, switches, segmented controls,
-- page dots, sliders and progress bars, by component or layer name and by structure. A text
-- field's keyboard, content type, return key and capitalisation come from its name and
-- placeholder. figsnap takes the title, placeholder, icons and state from the layers inside.
local layers = require("layers")
local structure = require("structure")
local norm = snap.text.normalize
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local names_of = layers.names

local shape_types, is_box, only_text = structure.shape_types, structure.is_box, structure.only_text

local function is_shadow_or_part(node)
  local name = layers.name(node)
  return name:find("shadow", 1, true) or name:find("background", 1, true) or name:find("overlay", 1, true)
end

-- Buttons -----------------------------------------------------------------------------------

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

local function drawn_button(node)
  if node.type == "TEXT" or shape_types[node.type] or not is_box(node) then return false end
  local box = node.absolute
  -- Lower than 32 pt, or named as a tag or a badge, it is a tag.
  -- (A name that says both, "Pill Button", is a button's.)
  if box.height < 32 or box.height > 72 or box.width < box.height
    or (named(node, tag_words) and not named(node, button_words)) then
    return false
  end
  -- A strip from edge to edge is a banner, unless it is the bar along the bottom.
  local canvas = structure.canvas(node)
  if box.x <= 0.5 and box.width >= canvas.width - 1 and box.y + box.height < canvas.height - 1 then return false end
  local texts = texts_in(node)
  local text = texts[1]
  if #texts ~= 1 or not text.visible or not structure.one_line(text) then return false end
  -- Auto layout says where the content goes; without it, content as wide as the node says it by the text's
  -- alignment, narrower content (the title and its icon) by its place.
  local layout = node.layout
  if layout.mode == "HORIZONTAL" then return layout.main_align == "CENTER" end
  if layout.mode == "VERTICAL" then return layout.cross_align == "CENTER" end
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

-- Whether a text reads as a link: a short line at body size (or a question and its answer, "Didn't get the code?
-- Resend") that says one of the link phrases.
local function says_link(text)
  local size = text.text.font_size or 16
  local characters = text.text.characters
  if size > 18 or characters:find("\n.*\n") then return false end
  local words = layers.words(characters)
  if #words > 6 and not characters:find("?", 1, true) then return false end
  local spaced = " " .. table.concat(words, " ") .. " "
  local lowered = characters:lower()
  for _, phrase in ipairs(link_phrases) do
    if phrase:find("^[%l ]+$") then
      if spaced:find(" " .. phrase .. " ", 1, true) then return true end
    elseif lowered:find(phrase, 1, true) then
      return true
    end
  end
  return false
end

local function looks_like_button(node)
  if shape_types[node.type] or (is_shadow_or_part(node) and not named(node, button_words)) then return false end
  if node.type == "TEXT" then
    return named(node, link_words) or node.text.decoration == "UNDERLINE" or says_link(node)
  end
  -- A frame that shows only a text named or worded as a link ("Link", "Forgot password?"): the frame is the link.
  local text = only_text(node)
  if text then return named(node, link_words) or says_link(text) end
  if drawn_button(node) then return true end
  return named(node, button_words) and not is_holder(node)
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

-- A button drawn loose (a shape with its title drawn on it): structure.loose_button_title.

-- A checkbox or radio button is on when it draws a check (a layer named so) or a mark inside its
-- box: a filled layer smaller than the box.
local function is_checked(node)
  if named(node, { "checked", "selected", "=on", "true" }) then return true end
  if named(node, { "unchecked", "unselected", "=off", "false" }) then return false end
  local function visit(parent)
    for _, child in ipairs(parent.children) do
      if child.visible then
        if child.type ~= "TEXT" and layers.named(child, { "check", "checkmark", "tick", "dot", "mark", "selected" }) then
          return true
        end
        if visit(child) then return true end
      end
    end
    return false
  end
  return visit(node)
end

-- Text input --------------------------------------------------------------------------------

local field_words = { "textfield", "textinput", "inputfield", "input", "field", "searchbar", "search", "password",
  "email", "phone", "otp", "输入", "搜索", "密码", "senha", "entrada", "campo", "contraseña", "şifre", "girdi",
  "입력", "비밀번호", "поле", "ввод", "пароль" }

local multiline_words = { "textarea", "textview", "multiline", "comment", "message", "notes", "remark", "备注" }

-- Icons people tap: a bare icon (or a small frame around one) with one of these names is a button.
local icon_button_words = { "back", "close", "dismiss", "menu", "more", "share", "favorite", "favourite", "like",
  "bookmark", "add", "plus", "minus", "delete", "remove", "edit", "settings", "cart", "logout", "signout", "camera",
  "filter", "notification", "notifications", "bell", "send", "mic", "microphone", "refresh", "download", "upload",
  "scan", "qr", "返回", "关闭" }

-- What a field is for, by words in its name or placeholder, first match wins.
local purposes = {
  { words = { "confirmpassword", "newpassword", "createpassword" },
    control = { secure = true, content_type = "newPassword", return_key = "done", capitalization = "none" } },
  { words = { "password", "passcode", "senha", "contraseña", "contrasena", "密码", "비밀번호", "пароль", "şifre",
      "passwort", "motdepasse", "パスワード" },
    control = { secure = true, content_type = "password", return_key = "done", capitalization = "none" } },
  { words = { "email", "e-mail", "mail", "邮箱" },
    control = { keyboard = "emailAddress", content_type = "emailAddress", return_key = "next", capitalization = "none" },
    -- Beside a password, the email is the account's name: AutoFill offers the saved logins.
    with_password = { keyboard = "emailAddress", content_type = "username", return_key = "next", capitalization = "none" } },
  { words = { "cpf", "cnpj", "cep", "zipcode", "postalcode", "postcode" },
    control = { keyboard = "numberPad", return_key = "next" } },
  { words = { "otp", "verificationcode", "code", "验证码" },
    control = { keyboard = "numberPad", content_type = "oneTimeCode" } },
  { words = { "phone", "mobile", "telefone", "celular", "手机", "电话" },
    control = { keyboard = "phonePad", content_type = "telephoneNumber", return_key = "next" } },
  { words = { "search", "buscar", "pesquisar", "搜索" },
    control = { return_key = "search" } },
  { words = { "username", "login" },
    control = { content_type = "username", return_key = "next", capitalization = "none" } },
  { words = { "fullname", "yourname", "name", "nome", "姓名" },
    control = { content_type = "name", return_key = "next", capitalization = "words" } },
  { words = { "website", "url" }, control = { keyboard = "URL", content_type = "URL", capitalization = "none" } },
  { words = { "amount", "price", "valor", "金额" }, control = { keyboard = "decimalPad" } },
}

-- The purpose a word names, from the table above.
local function purposes_by_word(word)
  for _, purpose in ipairs(purposes) do
    if snap.list.contains(purpose.words, word) then return purpose end
  end
  return nil
end

local function haystack_of(node)
  local haystack = table.concat(names_of(node), " ")
  for _, text in ipairs(texts_in(node)) do haystack = haystack .. " " .. norm(text.text.characters) end
  return haystack
end

-- Whether the screen has a field for a password (by its names or placeholder).
local function has_password(screen)
  local function visit(node)
    for _, child in ipairs(node.children) do
      if child.type ~= "TEXT" then
        local names = table.concat(names_of(child), " ")
        for _, word in ipairs({ "password", "senha", "passcode", "密码", "비밀번호", "пароль", "şifre", "contraseña" }) do
          if names:find(word, 1, true) then return true end
        end
        if visit(child) then return true end
      end
    end
    return false
  end
  return visit(screen)
end

-- Whether a text is a password's dots ("••••", "****").
local function masked(characters)
  return characters:find("^[•%*●·%s]+$") ~= nil and characters:find("[^%s]") ~= nil
end

-- What a sample value says the field is for, before any word: "name@example.com" is an email, not a name.
local function purpose_by_value(node)
  for _, text in ipairs(texts_in(node)) do
    local characters = text.text.characters
    if characters:find("^%s*[%w%.%-_+]+@[%w%-]+%.[%w%.%-]+%s*$") then return purposes_by_word("email") end
    if #characters >= 7 and characters:find("^%s*%+?[%d%s%-%(%)]+$") then return purposes_by_word("phone") end
    if masked(characters) then return purposes_by_word("password") end
  end
  return nil
end

-- Glyphs that say a field hides what is typed: a lock before it, an eye that reveals it.
local secret_glyph_words = { "eye", "eyeoff", "visibility", "visible", "invisible", "reveal", "lock", "padlock",
  "unlock", "showpassword", "hidepassword" }

-- The small glyphs (no text, 32 pt or less) drawn in the field's box or over it by a sibling of the box.
local function glyphs_on(node)
  local found = {}
  local function collect(parent)
    for _, child in ipairs(structure.shown(parent)) do
      local box = child.absolute
      if child.type ~= "TEXT" and box.width <= 32 and box.height <= 32 and #texts_in(child) == 0 then
        found[#found + 1] = child
      elseif child.type ~= "TEXT" and #child.children > 0 then
        collect(child)
      end
    end
  end
  collect(node)
  local parent = node.parent
  if parent ~= nil and parent.parent ~= nil then
    for _, sibling in ipairs(structure.shown(parent)) do
      if sibling ~= node and sibling.type ~= "TEXT" and sibling.absolute.width <= 32 and sibling.absolute.height <= 32
        and #texts_in(sibling) == 0 and snap.geom.contains(node, sibling) then
        found[#found + 1] = sibling
      end
    end
  end
  return found
end

-- A magnifier: the glyph of a search field.
local search_glyph_words = { "search", "magnifier", "magnifyingglass", "loupe", "lupa", "zoom", "find", "搜索", "검색",
  "поиск", "busca", "buscar", "pesquisar" }

-- Whether a glyph drawn in the field (or over it) is named with one of the words: a lock or an eye says a password's
-- field, a magnifier a search field.
local function glyph_named(node, words)
  for _, glyph in ipairs(glyphs_on(node)) do
    if named(glyph, words) or named(structure.unwrap(glyph), words) then return true end
  end
  return false
end

local function secret_glyph(node) return glyph_named(node, secret_glyph_words) end

-- What a field is for: its sample value, else the words of its name, its texts and its caption ("비밀번호" above
-- the box), else a lock or an eye on it (a password's) or a magnifier (a search's).
local function purpose_of(node, ctx, caption)
  local by_value = purpose_by_value(node)
  if by_value then
    if by_value.with_password and has_password(ctx.screen) then return by_value.with_password end
    return by_value.control
  end
  local haystack = haystack_of(node)
  if caption then haystack = haystack .. " " .. norm(caption) end
  for _, purpose in ipairs(purposes) do
    for _, word in ipairs(purpose.words) do
      if haystack:find(word, 1, true) then
        if purpose.with_password and has_password(ctx.screen) then return purpose.with_password end
        return purpose.control
      end
    end
  end
  if secret_glyph(node) then return purposes_by_word("password").control end
  if glyph_named(node, search_glyph_words) then return purposes_by_word("search").control end
  return nil
end

local placeholder_starts = { "enter", "type", "search", "your", "e.g", "请输入", "输入", "digite", "insira", "ingrese",
  "escribe", "introduce", "введите", "search", "buscar", "pesquisar", "ara" }
-- Words a placeholder says anywhere in it, in scripts written without spaces or with the verb last ("비밀번호 입력":
-- "enter the password").
local placeholder_words = { "입력", "검색", "请输入", "输入", "搜索", "girin", "giriniz", "girişi", "وارد کنید" }

-- The texts of words under the node (an icon font's glyph, "flight", is no text of words).
local function word_texts(node)
  local words = {}
  for _, text in ipairs(texts_in(node)) do
    if text.visible and not layers.is_glyph_text(text) then words[#words + 1] = text end
  end
  return words
end

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

-- The caption a person reads for a field: the text of its labelled frame above or before its box ("E-POSTA",
-- "Password*"), which VoiceOver speaks as the field's label.
local function caption_of(node)
  local parent = node.parent
  if parent == nil or parent.parent == nil then return nil end
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
      return (text.text.characters:gsub("%s*%*$", ""))
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

-- A stroked, filled or underlined box of field height holding one line of text at its leading side — a name, a
-- placeholder-like text (grey, "Enter…", dots) — and perhaps units and icons.
-- Returns the text the field shows, or nil.
local function looks_like_field_box(node)
  if node.type == "TEXT" or shape_types[node.type] or not (is_box(node) or underlined(node)) then return nil end
  local height = node.absolute.height
  if height < 28 or height > 96 or node.absolute.width < math.max(height * 2, 100) then return nil end
  if named(node, button_words) then return nil end
  local texts = texts_in(node)
  -- A field named so may float its label on its border (Material's outlined field): its last text is what it shows.
  -- Named, a narrow field of a two-column form counts ("Nome" and "Cargo" side by side); unnamed, a field is wide.
  local named_field = named(node, field_words)
  if not named_field and node.absolute.width < math.max(height * 3, 120) then return nil end
  local text = field_text(node) or (named_field and #texts == 2 and texts[2]) or nil
  if text == nil or not structure.one_line(text) then return nil end
  if named_field then return text end
  -- Unnamed, a field has margins (a box from edge to edge is a banner) and a border, corners or an underline — but
  -- for a composer docked at the bottom, a bar from edge to edge that prompts for a message.
  local box = node.absolute
  if box.x <= 0.5 and box.width >= structure.canvas(node).width - 1 then
    return composer_prompt(node, text) and text or nil
  end
  if not (solid(node.strokes) or (node.corner_radius or 0) > 0 or underlined(node)) then return nil end
  if (structure.text_centred(node, text) and not after_glyph(node, text))
    or not (placeholder_like(text) or clear_glyph(node, text) or labelled_value(node, text)) then
    return nil
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
  if not masked(characters) then control.placeholder = characters end
  return next(control) and control or nil
end

-- A disclosure: a picker's trigger (a box with one line of text and a chevron, "Select genre ⌄"), a row tapped as a
-- whole (its title, perhaps a line under it, an icon, a chevron at its trailing edge: a settings row) or a link with
-- an arrow ("View details ›"). The chevron is a small glyph, named so or drawn long and thin, the last thing in the
-- row. With one text and nothing else to show it is a button (the text its title); with more (a detail line, an
-- avatar) it is a row tapped as a whole, whose layers stay its views.
local chevron_words = { "chevron", "arrow", "caret", "dropdown", "expand", "down", "select", "disclosure", "next" }

-- A glyph drawn of two or more strokes (an eye's outline and its pupil) not named as a chevron: one of its strokes
-- is no chevron of its own.
local function drawing(glyph)
  local box = glyph.absolute
  return box.width <= 24 and box.height <= 24 and #structure.visible_leaves(glyph) >= 2
    and not named(glyph, chevron_words)
end

local function disclosure_of(node)
  if node.type == "TEXT" or shape_types[node.type] then return nil end
  local box = node.absolute
  if box.height < 16 or box.height > 100 or box.width < box.height * 2 then return nil end
  local words = word_texts(node)
  if #words == 0 or #words > 3 then return nil end
  for _, text in ipairs(words) do
    if masked(text.text.characters) or text.absolute.x + text.absolute.width > box.x + box.width - 8 then
      return nil
    end
  end
  local found = nil
  local function chevron(parent)
    for _, child in ipairs(structure.shown(parent)) do
      local glyph = child.absolute
      if child.type ~= "TEXT" and glyph.width <= 24 and glyph.height <= 24 and #texts_in(child) == 0
        and glyph.x + glyph.width >= box.x + box.width - 32 then
        local leaf = structure.unwrap(child)
        local drawn = leaf.absolute
        local long = math.max(drawn.width, drawn.height) / math.max(math.min(drawn.width, drawn.height), 0.5)
        if named(child, chevron_words) or named(leaf, chevron_words)
          or (#leaf.children == 0 and long >= 1.4 and math.max(leaf.absolute.width, leaf.absolute.height) <= 16) then
          found = child
          return true
        end
        -- A small glyph that is no chevron (a share icon) is one glyph: its strokes are no chevrons of their own.
      elseif child.type ~= "TEXT" and not drawing(child) and chevron(child) then
        return true
      end
    end
    return false
  end
  if not chevron(node) then return nil end
  -- The innermost: a frame that holds the chevron with a text of its own ("Detalhes ›" in a summary card) is the
  -- disclosure, not the card around it — unless the card is one line across the screen, a settings row whose value
  -- sits beside its chevron ("Language   English ›"): the row is tapped.
  local settings_row = #words > 1 and box.height <= 72 and box.width >= structure.canvas(node).width * 0.8
    and snap.list.find(words, function(text) return not snap.geom.same_row(text, words[1]) end) == nil
  -- A box of its own around the chevron and a text is a control of its own (a picker's trigger in a header): the
  -- row around it is none.
  local holder = found.parent
  while holder ~= nil and holder ~= node do
    for _, text in ipairs(words) do
      if snap.geom.contains(holder, text) and (not settings_row or is_box(holder)) then return nil end
    end
    holder = holder.parent
  end
  -- Nothing after the chevron: it closes the row.
  for _, text in ipairs(words) do
    if text.absolute.x > found.absolute.x then return nil end
  end
  -- A box, or a row wide enough to be tapped, or a short link: a one-line text and its arrow.
  local wide = is_box(node) or box.width >= structure.canvas(node).width * 0.6
  if #words == 1 then return (wide or box.height <= 32) and "button" or nil end
  return wide and "tappable" or nil
end

local disclosure_cache = setmetatable({}, { __mode = "k" })
local function disclosure(node)
  local kind = disclosure_cache[node]
  if kind == nil then
    kind = disclosure_of(node) or false
    disclosure_cache[node] = kind
  end
  return kind or nil
end

-- Whether a row tapped as a whole holds the node: its layers are the row's content, no control of their own.
local function inside_tappable(node)
  local parent = node.parent
  while parent ~= nil and parent.parent ~= nil do
    if disclosure(parent) == "tappable" then return true end
    parent = parent.parent
  end
  return false
end

-- A tall box (up to 320 pt, 120 pt or wider, with margins) with a placeholder at its top leading corner and nothing
-- else drawn in it but small glyphs.
local function empty_box_with_placeholder(node, text)
  local box, place = node.absolute, text.absolute
  if box.height > 320 or box.width < 120 or named(node, button_words) or layers.has_image_fill(node) then return false end
  if box.x <= 0.5 and box.width >= structure.canvas(node).width - 1 then return false end
  if not (solid(node.strokes) or (node.corner_radius or 0) > 0) then return false end
  if place.y - box.y > 24 or place.x - box.x > 24 or structure.text_centred(node, text) then return false end
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    if leaf ~= text and (leaf.absolute.width > 32 or leaf.absolute.height > 32) then return false end
  end
  return placeholder_like(text)
end

-- A multi-line input: a box taller than a field (65 to 320 pt) holding one text — named so (`textarea`, `comment`),
-- saying so in its placeholder, or a placeholder-like text (grey, faded, "Enter…") at its top leading corner and
-- nothing else drawn but a small glyph (a counter's, a resize grip).
local function is_text_area(node)
  if shape_types[node.type] or node.type == "TEXT" or not is_box(node) or node.absolute.height <= 64 then
    return false
  end
  local texts = texts_in(node)
  if #texts ~= 1 then return false end
  local placeholder = norm(texts[1].text.characters)
  if named(node, multiline_words) then return true end
  for _, word in ipairs(multiline_words) do
    if placeholder:find(word, 1, true) then return true end
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

local function looks_like_icon_button(node)
  local bare_icon = node.type == "VECTOR" or node.type == "BOOLEAN_OPERATION"
  if node.type == "TEXT" or #texts_in(node) > 0 or (#node.children == 0 and not bare_icon) then return false end
  local box = node.absolute
  return box.width <= 48 and box.height <= 48 and named(node, icon_button_words)
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
  if not (named(icon, icon_button_words) or named(structure.unwrap(icon), icon_button_words)) then return nil end
  return icon
end

-- Whether the node draws a bare chevron: no text, up to 32 pt, its one glyph long and thin (up to 24 pt).
local function bare_chevron(node)
  if node.type == "TEXT" or #texts_in(node) > 0 or node.absolute.width > 32 or node.absolute.height > 32 then
    return false
  end
  local leaf = structure.unwrap(node)
  local drawn = leaf.absolute
  local long = math.max(drawn.width, drawn.height) / math.max(math.min(drawn.width, drawn.height), 0.5)
  return #leaf.children == 0 and shape_types[leaf.type] ~= nil and long >= 1.4 and long <= 3
    and math.max(drawn.width, drawn.height) <= 24 and drawn.width >= 4
end

-- Arrows either side of a picture (a carousel's previous and next): two bare chevrons of one size in a row with a
-- larger item between them.
local function find_flanking_arrow(node)
  local parent = node.parent
  if parent == nil or not bare_chevron(node) then return false end
  local box = node.absolute
  local shown = structure.shown(parent)
  for _, other in ipairs(shown) do
    local mate = other.absolute
    if other ~= node and math.abs(mate.width - box.width) <= 1 and math.abs(mate.height - box.height) <= 1
      and snap.geom.same_row(node, other) and bare_chevron(other) then
      local left, right = math.min(box.x, mate.x), math.max(box.x, mate.x)
      for _, between in ipairs(shown) do
        local place = between.absolute
        if place.x >= left + box.width - 0.5 and place.x + place.width <= right + 0.5
          and place.width * place.height >= box.width * box.height * 4 then
          return true
        end
      end
    end
  end
  return false
end

-- ``find_flanking_arrow``, once per node (a frame asks it of each of its children, and each child of itself).
local arrow_cache = setmetatable({}, { __mode = "k" })
local function flanking_arrow(node)
  local known = arrow_cache[node]
  if known == nil then
    known = find_flanking_arrow(node)
    arrow_cache[node] = known
  end
  return known
end

-- A back button with no name to say so: a bare chevron (one long, thin glyph of up to 24 pt, no text) alone at the
-- screen's top leading corner, at the screen's own level.
local function corner_chevron(node, ctx)
  if node.type == "TEXT" or not structure.at_screen_level(node, ctx) then return false end
  local box, canvas = node.absolute, ctx.canvas
  if box.x > canvas.width * 0.1 or box.y + box.height > 140 then return false end
  return bare_chevron(node)
end

-- Whether texts of words follow the node in its parent's row, close after it (up to 16 pt): it is their picture.
local function heads_texts(node)
  local parent = node.parent
  if parent == nil then return false end
  local box = node.absolute
  for _, sibling in ipairs(structure.shown(parent)) do
    local place = sibling.absolute
    local gap = place.x - (box.x + box.width)
    if sibling ~= node and gap >= -0.5 and gap <= 16 and #word_texts(sibling) > 0
      and #word_texts(sibling) == #texts_in(sibling) and place.y < box.y + box.height and box.y < place.y + place.height then
      return true
    end
  end
  return false
end

-- A disc around an icon is a button — the disc, not its icon — where the icon says what it does (back, search,
-- notifications), where a badge's dot is drawn on it (unread notifications), or where it sits at an edge of the
-- screen's top bar; a disc at the head of a row or a tile of text is its picture (a banner's turn arrow, a tile's
-- icon), whatever its height on the screen.
local function looks_like_icon_disc(node)
  local icon, badge = disc_icon(node)
  if icon == nil then return false end
  if badge or named(node, icon_button_words) or named(icon, icon_button_words)
    or named(structure.unwrap(icon), icon_button_words) then
    return true
  end
  -- At an edge of the top bar; not at the head of texts in its row (a stat's picture: "◷  DISTANCE / 4.2 km").
  local canvas, box = structure.canvas(node), node.absolute
  local at_edge = box.x - canvas.x <= 24 or canvas.x + canvas.width - (box.x + box.width) <= 24
  return at_edge and box.y + box.height <= canvas.y + 140 and not heads_texts(node)
end

-- Other controls ----------------------------------------------------------------------------

-- A switch's knob: a round layer no taller than the track, with no text (an icon button's circle holds a glyph).
local function round_child(node)
  for _, child in ipairs(node.children) do
    local box = child.absolute
    if math.abs(box.width - box.height) < 1 and box.width < node.absolute.height + 1 and #texts_in(child) == 0
      and #structure.visible_leaves(child) <= 1 then
      return child
    end
  end
  return nil
end

-- A pill of a switch's proportions: 18 to 40 pt tall, 1.4 to 2.4 times as wide.
local function switch_shaped(box)
  return box.height >= 18 and box.height <= 40 and box.width >= box.height * 1.4 and box.width <= box.height * 2.4
end

local function looks_like_switch(node)
  if node.type == "TEXT" or #texts_in(node) > 0 then return false end
  if not switch_shaped(node.absolute) then return false end
  -- Named a switch, a pill is one whatever holds its knob (Material's sits in a touch-sized container).
  if named(node, { "switch", "toggle", "interruptor", "anahtar", "переключатель", "스위치", "开关" }) then return true end
  -- Unnamed, it draws its track (its own fill, or a shape behind its knob) and a knob: two round icon buttons side by
  -- side are no switch.
  return is_box(node) and round_child(node) ~= nil and #node.children <= 2
end

-- The knob of a switch drawn loose: a track (a childless pill shape) with one round shape on it, as tall as most of
-- it and no taller. Returns the knob, or nil.
local function loose_knob(node)
  if not structure.loose_shape(node) or not structure.rounded(node) or not switch_shaped(node.absolute) then
    return nil
  end
  local on = structure.drawn_on(node)
  local knob = on[1]
  if #on ~= 1 or not structure.loose_shape(knob) or not structure.rounded(knob) then return nil end
  local box, track = knob.absolute, node.absolute
  if math.abs(box.width - box.height) >= 1 or box.height < track.height * 0.6 then return nil end
  return knob
end

-- A part of a segmented control: one text, on nothing but a box as large as the part.
local function text_on_box(part)
  if #texts_in(part) ~= 1 then return false end
  local function plain(parent)
    for _, child in ipairs(structure.shown(parent)) do
      if child.type ~= "TEXT" then
        if #child.children == 0 then
          if child.absolute.width < part.absolute.width * 0.8 then return false end
        elseif not plain(child) then
          return false
        end
      end
    end
    return true
  end
  return plain(part)
end

-- Whether exactly one of the parts is drawn apart from the others, which all look alike: the selected one.
local function one_apart(parts, look)
  local counts, looks = {}, {}
  for index, part in ipairs(parts) do
    looks[index] = look(part)
    counts[looks[index]] = (counts[looks[index]] or 0) + 1
  end
  local apart = nil
  for index, key in ipairs(looks) do
    if counts[key] == 1 then
      if apart then return nil end
      apart = index
    elseif counts[key] ~= #parts - 1 then
      return nil
    end
  end
  return apart
end

-- Of two parts, whether exactly one is filled: the selected one (two alike say nothing of which is chosen).
local function one_filled(parts)
  local filled = 0
  for _, part in ipairs(parts) do
    if structure.fill_of(part) ~= nil then filled = filled + 1 end
  end
  return filled == 1
end

-- Of two parts, whether the unfilled one shows its title in a pale grey, as a choice not taken does (a Cancel beside
-- a Save keeps a title that reads).
local function one_greyed(parts)
  for _, part in ipairs(parts) do
    local texts = texts_in(part)
    local paint = #texts == 1 and solid(texts[1].fills)
    if structure.fill_of(part) == nil and paint and structure.greyish(paint) and paint.alpha >= 0.6
      and structure.lightness(paint) >= 0.6 then
      return true
    end
  end
  return false
end

local function fill_key(part)
  local paint = structure.fill_of(part)
  return paint and (paint.hex .. "@" .. paint.alpha) or "none"
end

-- What a chip shows: its fill and its border (the selected one is filled, or filled another colour).
local function chip_key(part)
  local stroke = solid(part.strokes)
  return fill_key(part) .. "|" .. (stroke and stroke.hex or "none")
end

-- Words that call a two-way choice what it is (a "Görünüm Toggle" of Light and Dark, a gender selector).
local two_way_words = { "toggle", "switch", "selector", "switcher", "picker", "tabs", "segment", "segmented",
  "seçici", "переключатель", "seletor", "토글", "切换" }

-- Chips: three to five boxes of one height in a row, unequal widths allowed, each one text, close together (up to
-- 16 pt apart), one filled apart from the others, which all look alike: one choice of a few (a period, a sort
-- order). Two of them are two buttons (Cancel and OK look the same).
local function looks_like_chips(node)
  if node.type == "TEXT" or shape_types[node.type] or node.absolute.height > 64 then return false end
  local parts = structure.shown(node)
  if #parts < 3 or #parts > 5 then return false end
  local first = parts[1].absolute
  for index, part in ipairs(parts) do
    local box = part.absolute
    if part.type == "TEXT" or not is_box(part) or #word_texts(part) ~= 1 or not text_on_box(part)
      or math.abs(box.height - first.height) > 2 or box.height < 24 or not snap.geom.same_row(parts[1], part) then
      return false
    end
    if index > 1 then
      local gap = box.x - (parts[index - 1].absolute.x + parts[index - 1].absolute.width)
      if gap < -0.5 or gap > 16 then return false end
    end
  end
  return one_apart(parts, chip_key) ~= nil
end

-- The thin layers below the node that paint (a line or a bar 4 pt tall at most, 8 pt wide or more): underlines.
local function underlines(node)
  local found = {}
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    local box = leaf.absolute
    if leaf.type ~= "TEXT" and box.height <= 4 and box.width >= 8 and structure.paints(leaf) then
      found[#found + 1] = leaf
    end
  end
  return found
end

local function text_key(text)
  local paint = solid(text.fills)
  return paint and (paint.hex .. "@" .. paint.alpha * text.opacity) or "none"
end

-- Tabs drawn as texts: two to six titles in a row, one underlined (a line under it alone, about as wide) and
-- coloured apart from the others, which all look alike.
local function looks_like_underlined_tabs(node)
  if node.type == "TEXT" or shape_types[node.type] or node.absolute.height > 64 then return false end
  local titles = {}
  for _, leaf in ipairs(structure.visible_leaves(node)) do
    -- An icon font's glyph would be lost in a segment: such tabs stay views.
    if leaf.type == "TEXT" and layers.is_glyph_text(leaf) then return false end
    if leaf.type == "TEXT" then titles[#titles + 1] = leaf end
  end
  if #titles < 2 or #titles > 6 then return false end
  -- Each title is a part of its own: the node's child, or in a child that holds no other title.
  local parts = {}
  for _, title in ipairs(titles) do
    local part = title
    while part.parent ~= node do part = part.parent end
    if parts[part] or not structure.one_line(title) or not snap.geom.same_row(titles[1], title) then return false end
    parts[part] = true
  end
  local lines = underlines(node)
  if #lines ~= 1 then return false end
  local line = lines[1].absolute
  local apart = one_apart(titles, text_key)
  if apart == nil then return false end
  local title = titles[apart].absolute
  local below = line.y >= title.y + title.height - 1 and line.y - (title.y + title.height) <= 16
  local under = math.abs((line.x + line.width / 2) - (title.x + title.width / 2)) <= title.width / 2
  return below and under and line.width <= title.width * 1.5 + 16
end

-- Segments: two to five equal parts side by side filling the node, each one text, one drawn apart (selected); three
-- or more, or two on a track of their own or named as a two-way choice (two buttons side by side are no segmented
-- control).
local function looks_like_segmented(node)
  if node.type == "TEXT" or shape_types[node.type] then return false end
  if named(node, { "segmented", "segment", "segmentedcontrol" }) then
    local titled = 0
    for _, child in ipairs(node.children) do
      if #texts_in(child) == 1 or child.type == "TEXT" then titled = titled + 1 end
    end
    if titled >= 2 then return true end
  end
  if node.absolute.height > 64 then return false end
  local parts, width = {}, 0
  for _, child in ipairs(structure.shown(node)) do
    if not (shape_types[child.type] and child.absolute.width >= node.absolute.width * 0.9) then
      parts[#parts + 1] = child
      width = width + child.absolute.width
    end
  end
  if #parts < 2 or #parts > 5
    or (#parts == 2 and not is_box(node) and not named(node, two_way_words) and not one_greyed(parts)) then
    return false
  end
  if width < node.absolute.width * 0.8 or not structure.equal_row(parts, 3) then return false end
  for _, part in ipairs(parts) do
    if part.type == "TEXT" or not text_on_box(part) then return false end
  end
  if #parts == 2 then return one_filled(parts) end
  return one_apart(parts, fill_key) ~= nil
end

-- A progress bar: a thin track (the node's fill, or a layer as large as it) and a narrower fill of another colour
-- from its leading edge, no text.
local function looks_like_progress(node)
  if node.type == "TEXT" then return false end
  -- No text but its value beside the track ("60%").
  local texts = texts_in(node)
  if #texts > 1 or (texts[1] and not texts[1].text.characters:find("^%s*%d+%s*%%?%s*$")) then return false end
  local box = node.absolute
  if box.height > 24 or box.height < 2 or box.width < box.height * 4 then return false end
  local own = solid(node.fills)
  local track = own and node or nil
  for _, child in ipairs(structure.shown(node)) do
    if child.type ~= "TEXT" and structure.paints(child) and child.absolute.width >= box.width * 0.6
      and child.absolute.height <= 20 and (track == nil or track == node) and not own then
      track = child
    end
  end
  if track == nil or track.absolute.height > 20 then return false end
  local bar = track.absolute
  for _, child in ipairs(structure.shown(node)) do
    local part = child.absolute
    local painted = false
    for _, paint in ipairs(child.fills) do painted = painted or paint.visible end
    if child ~= track and child.type ~= "TEXT" and painted and math.abs(part.height - bar.height) <= 1
      and math.abs(part.x - bar.x) <= 1 and part.width < bar.width * 0.98 and part.width > 0 then
      local fill, behind = solid(child.fills), solid(track.fills)
      return fill == nil or behind == nil or fill.hex ~= behind.hex
    end
  end
  return false
end

-- The text of words beside the node in its parent's row (up to `reach` pt before or after it, 16 unless told), or
-- nil: a choice's title.
local function title_beside(node, reach)
  local parent = node.parent
  if parent == nil then return nil end
  for _, sibling in ipairs(structure.shown(parent)) do
    local text = sibling ~= node and structure.only_text(sibling)
    local words = sibling ~= node and word_texts(sibling) or {}
    local titled = text and not layers.is_glyph_text(text) or (#words >= 1 and #words == #texts_in(sibling))
    if titled and snap.geom.same_row(node, sibling) then
      local gap = math.max(sibling.absolute.x - (node.absolute.x + node.absolute.width),
        node.absolute.x - (sibling.absolute.x + sibling.absolute.width))
      if gap >= -0.5 and gap <= (reach or 16) then return sibling end
    end
  end
  return nil
end

-- What a checkbox or a radio button is called, in the languages real files use.
local choice_words = { "checkbox", "radio", "radiobutton", "casilla", "onaykutusu", "чекбокс", "флажок", "체크박스",
  "复选框", "单选" }

-- A choice's indicator drawn before its title in a row of the two (no box around them: a consent line, "Remember
-- me"): a circle or a square (choice_kind), or, in a row named as a checkbox, a small square that only fills.
-- Returns the kind, the indicator's drawn layer and the title's layer, or nil.
local function indicator_before_title(row)
  local shown = structure.shown(row)
  if #shown ~= 2 or shown[1].type == "TEXT" then return nil end
  local first, title = shown[1], shown[2]
  if first.absolute.x > title.absolute.x then first, title = title, first end
  if title_beside(first) ~= title or title.absolute.x < first.absolute.x + first.absolute.width - 0.5 then return nil end
  local drawn = structure.unwrap(first)
  local kind = structure.choice_kind(drawn)
  if kind == nil and (named(row, choice_words) or named(first, choice_words)) and structure.paints(drawn)
    and drawn.absolute.width >= 12 and drawn.absolute.width <= 32
    and math.abs(drawn.absolute.width - drawn.absolute.height) <= 1.5 then
    kind = structure.rounded(drawn) and "radio" or "checkbox"
  end
  if kind == nil then return nil end
  return kind, first, title
end

-- Whether a choice's indicator sits at its row's leading or trailing edge (in the quarter nearest it).
local function at_edge(row, indicator)
  local box, edge = row.absolute, indicator.absolute
  return edge.x - box.x <= box.width * 0.25 or box.x + box.width - (edge.x + edge.width) <= box.width * 0.25
end

-- Whether a choice's indicator is on: filled, or showing a mark inside it.
local function is_on(indicator)
  local fill = solid(indicator.fills)
  if fill ~= nil and fill.alpha * indicator.opacity >= 0.1 then return true end
  for _, part in ipairs(structure.shown(indicator)) do
    if part.opacity > 0.01 then return true end
  end
  return false
end

-- Whether an indicator is on: showing a mark, or stroked and filled with a colour (white or a pale grey is its
-- background; a square that only fills is the box itself).
local function indicator_on(drawn)
  if #structure.shown(drawn) > 0 then return is_on(drawn) end
  local fill = solid(drawn.fills)
  if fill == nil or solid(drawn.strokes) == nil or fill.alpha * drawn.opacity < 0.1 then return false end
  return not structure.whitish(fill)
end

-- A row of an indicator and a one-line title, no box around them: the row is the choice, titled. Returns whether it
-- is selected and its title, or nil.
local function titled_choice(node)
  if node.type == "TEXT" or shape_types[node.type] or is_box(node) or node.absolute.height > 48 then return nil end
  local kind, indicator, title = indicator_before_title(node)
  local text = kind and structure.only_text(title)
  if not text or not structure.one_line(text) then return nil end
  return indicator_on(structure.unwrap(indicator)), text.text.characters
end

-- The indicator before a title of more than one line (a consent's sentence): the indicator alone is the choice.
-- Returns whether it is selected, or nil.
local function indicator_before_sentence(node)
  local parent = node.parent
  if parent == nil or titled_choice(parent) ~= nil then return nil end
  local kind, indicator = indicator_before_title(parent)
  if kind == nil or indicator ~= node then return nil end
  return indicator_on(structure.unwrap(node))
end

-- A row that is one choice: a box with its title (and a line under it) and a radio's circle or a checkbox's square
-- at its leading or trailing edge. Returns "radio" or "checkbox" and whether it is selected (its indicator filled or
-- showing a mark), or nil.
local function choice_row(node)
  if node.type == "TEXT" or shape_types[node.type] or not is_box(node) then return nil end
  local box = node.absolute
  if box.height < 32 or box.height > 120 or box.width < box.height * 2 or drawn_button(node) then return nil end
  local words = word_texts(node)
  -- One title: a row with more to say keeps its texts, and its indicator alone is the choice (indicator_in_row).
  if #words ~= 1 then return nil end
  local kind, indicator = structure.choice_indicator(node)
  if kind == nil or not at_edge(node, indicator) then return nil end
  return kind, is_on(indicator), words[1].text.characters
end

-- The indicator of a choice in a row that says more than a title (a to-do's circle beside its title and its
-- description): the indicator alone is the checkbox or radio. Returns whether it is selected, or nil.
local function indicator_in_row(node)
  local parent = node.parent
  if parent == nil or parent.type == "TEXT" or #texts_in(parent) < 2 then return nil end
  local _, indicator = structure.choice_indicator(parent)
  if indicator ~= node or not at_edge(parent, node) then return nil end
  return is_on(node)
end

-- One option of a single choice: a row among three or more alike in a column (one box each, one line of text),
-- one of them drawn apart (selected). Returns whether this one is selected, or nil when it is no option.
-- The options of a frame, worked out once per frame (each of its children asks): its rows (as keys) and the selected
-- one, or false.
local options_cache = setmetatable({}, { __mode = "k" })

local function options_of(parent)
  local rows = {}
  for _, child in ipairs(structure.shown(parent)) do
    if child.type ~= "TEXT" and not (shape_types[child.type] and #child.children == 0) then rows[#rows + 1] = child end
  end
  if #rows < 3 then return false end
  local first = rows[1].absolute
  for _, row in ipairs(rows) do
    local box = row.absolute
    if not is_box(row) or #texts_in(row) < 1 or #texts_in(row) > 2 or box.height > 72 or drawn_button(row)
      or math.abs(box.width - first.width) > 2 or math.abs(box.height - first.height) > 2
      or not snap.geom.same_column(row, rows[1]) then
      return false
    end
  end
  local apart = one_apart(rows, fill_key)
  if apart == nil then return false end
  local options = { selected = rows[apart] }
  for _, row in ipairs(rows) do options[row] = true end
  return options
end

local function choice_option(node)
  local parent = node.parent
  if parent == nil or node.type == "TEXT" or not is_box(node) or node.absolute.height > 72 then return nil end
  local options = options_cache[parent]
  if options == nil then
    options = options_of(parent)
    options_cache[parent] = options
  end
  if options == false or not options[node] then return nil end
  return options.selected == node
end

-- Options drawn loose: three to six shapes of one size in a column, each a box with one title drawn on it (a flag or
-- an icon beside it allowed), one filled apart and its title coloured apart (the selected one inverts). Worked out
-- once per frame: its option shapes (as keys, each to its title) and the selected one, or false.
local loose_options_cache = setmetatable({}, { __mode = "k" })

-- The one title drawn on a loose shape, or nil.
local function title_on(shape)
  local title = nil
  for _, layer in ipairs(structure.drawn_on(shape)) do
    local text = layer.type == "TEXT" and layer or nil
    if text == nil and #texts_in(layer) > 0 then return nil end
    if text and not layers.is_glyph_text(text) then
      if title then return nil end
      title = text
    end
  end
  return title
end

local function loose_options_of(parent)
  local groups = {}
  for _, child in ipairs(structure.shown(parent)) do
    local box = child.absolute
    if structure.loose_shape(child) and structure.paints(child) and box.height >= 32 and box.height <= 120
      and box.width >= box.height * 2 then
      local home = nil
      for _, group in ipairs(groups) do
        local first = group[1].absolute
        if home == nil and math.abs(first.width - box.width) <= 2 and math.abs(first.height - box.height) <= 2
          and math.abs(first.x - box.x) <= 2 then
          home = group
        end
      end
      if home == nil then
        home = {}
        groups[#groups + 1] = home
      end
      home[#home + 1] = child
    end
  end
  for _, group in ipairs(groups) do
    if #group >= 3 and #group <= 6 then
      local titles = {}
      for index, shape in ipairs(group) do titles[index] = title_on(shape) end
      local apart = #titles == #group and one_apart(group, fill_key)
      if apart and one_apart(titles, text_key) == apart then
        local options = { selected = group[apart] }
        for index, shape in ipairs(group) do options[shape] = titles[index] end
        return options
      end
    end
  end
  return false
end

-- One option drawn loose: whether it is selected and its title, or nil.
local function loose_option(node)
  local parent = node.parent
  if parent == nil or not structure.loose_shape(node) then return nil end
  local options = loose_options_cache[parent]
  if options == nil then
    options = loose_options_of(parent)
    loose_options_cache[parent] = options
  end
  if options == false or not options[node] then return nil end
  return options.selected == node, options[node].text.characters
end

local function looks_like_page_dots(node)
  local count = #node.children
  if count < 2 or count > 10 or node.absolute.height > 16 or #texts_in(node) > 0 then return false end
  for _, child in ipairs(node.children) do
    local round = child.type == "ELLIPSE" or (child.corner_radius or 0) >= child.absolute.height / 2 - 0.5
    -- A dot has a size: lines of height 0 (the slots of a code) are no dots.
    local dot = child.absolute.height >= 3 and child.absolute.width >= 3
    if child.absolute.height > 12 or #child.children > 0 or not round or not dot then return false end
    if not snap.geom.same_row(node.children[1], child) then return false end
  end
  return named(node, { "page", "dots", "pagination", "indicator", "carousel" }) or count <= 6
end

-- Whether the node is a part of a choice of one drawn as segments, chips or underlined titles: a segment, no button of
-- its own (when the choice's frame scrolls, figsnap asks its parts). Worked out once per parent.
local segments_cache = setmetatable({}, { __mode = "k" })
local function segment_part(node)
  local parent = node.parent
  if parent == nil or parent.parent == nil then return false end
  local known = segments_cache[parent]
  if known == nil then
    known = looks_like_segmented(parent) or looks_like_chips(parent) or looks_like_underlined_tabs(parent)
    -- Four chips or more that run past their frame's edge are a scrolling row of filters: buttons.
    local frame, parts = parent.absolute, structure.shown(parent)
    for _, part in ipairs(#parts > 3 and parts or {}) do
      local box = part.absolute
      known = known and box.x >= frame.x - 1 and box.x + box.width <= frame.x + frame.width + 1
    end
    segments_cache[parent] = known
  end
  return known
end

return {
  summary = "buttons, text fields, switches, segmented controls, page dots, sliders and progress bars become UIKit controls",
  view = function(node, ctx)
    if node.parent == nil or inside_tappable(node) or segment_part(node) then return nil end
    if field_instance_of_its_own(node, ctx) then return { component = false } end
    if is_text_area(node) then
      return { class = "UITextView", role = "textView", control = purpose_of(node, ctx) }
    end
    if structure.code_row(node) then
      local caption = caption_of(node)
      return { class = "UITextField", role = "textField", control = code_control(#structure.shown(node)),
        accessibility = caption and { label = caption } or nil }
    end
    local kind = disclosure(node)
    if kind == "button" then return { class = "UIButton", role = "button" } end
    if kind == "tappable" then return { class = "UIControl", role = "tappable" } end
    local shown = looks_like_field_box(node)
    if shown and picker_prompt(shown) then return { class = "UIButton", role = "button" } end
    if shown then
      local caption = caption_of(node)
      return { class = "UITextField", role = "textField", control = field_control(node, shown, ctx, caption),
        accessibility = caption and { label = caption } or nil }
    end
    if looks_like_switch(node) then return { class = "UISwitch", role = "switch" } end
    local knob = loose_knob(node)
    if knob then
      local centre, track = knob.absolute.x + knob.absolute.width / 2, node.absolute.x + node.absolute.width / 2
      return { class = "UISwitch", role = "switch", control = { on = centre > track } }
    end
    if looks_like_segmented(node) or looks_like_chips(node) or looks_like_underlined_tabs(node) then
      return { class = "UISegmentedControl", role = "segmentedControl" }
    end
    if looks_like_page_dots(node) then return { class = "UIPageControl", role = "pageControl" } end
    -- By name, a layer that draws (a text saying "Progress" is a tab's title).
    local drawn = node.type ~= "TEXT" and #texts_in(node) == 0
    if drawn and named(node, { "slider" }) then return { class = "UISlider", role = "slider" } end
    if looks_like_progress(node) or (drawn and named(node, { "progress", "progressbar" })
      and node.absolute.height <= 12) then
      return { class = "UIProgressView", role = "progress" }
    end
    -- The row's title is its one text of words (an icon font's glyph, "flight", is no title).
    local _, checked, title = choice_row(node)
    if checked == nil then checked, title = titled_choice(node) end
    if checked == nil then checked = indicator_in_row(node) end
    if checked == nil then checked = indicator_before_sentence(node) end
    if checked ~= nil then
      return { class = "UIButton", role = "button", control = { style = "plain", selected = checked, title = title } }
    end
    local selected = choice_option(node)
    if selected ~= nil then
      return { class = "UIButton", role = "button", control = { style = "plain", selected = selected } }
    end
    local chosen, label = loose_option(node)
    if chosen ~= nil then
      -- Its title stays the label drawn on it: the button names it for VoiceOver.
      return { class = "UIButton", role = "button", control = { selected = chosen },
        accessibility = { label = label } }
    end
    local loose_title, loose_row = structure.loose_button_title(node)
    if loose_row then
      -- A row: tapped as a whole, the layers drawn on it (its title, value and chevron) its views.
      return { class = "UIControl", role = "tappable", accessibility = { label = loose_title } }
    elseif loose_title then
      -- The title drawn on it is its title (figsnap moves layers drawn on a control into it).
      return { class = "UIButton", role = "button", accessibility = { label = loose_title } }
    end
    if looks_like_icon_disc(node) then return { class = "UIButton", role = "button" } end
    if icon_and_title(node) then return { class = "UIButton", role = "button" } end
    if flanking_arrow(node) then return { class = "UIButton", role = "button" } end
    -- A frame holding such arrows is no drawing of its own (one image): its arrows are buttons.
    if node.type ~= "TEXT" and not shape_types[node.type]
      and snap.list.find(structure.shown(node), flanking_arrow) ~= nil then
      return { class = "UIView", role = "container" }
    end
    if corner_chevron(node, ctx) then
      return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
    end
    if looks_like_icon_button(node) and not looks_like_icon_disc(node.parent) and not icon_and_title(node.parent) then
      return { class = "UIButton", role = "button" }
    end
    -- By name, a layer that draws a box or has a title beside it (a checkbox's glyph among a bar's icons is an icon).
    if node.type ~= "TEXT" and named(node, { "checkbox", "radio" }) and node.absolute.width <= 48
      and (is_box(node) or structure.choice_kind(structure.unwrap(node)) or title_beside(node, math.huge)) then
      return { class = "UIButton", role = "button", control = { style = "plain", selected = is_checked(node) } }
    end
    if looks_like_button(node) and not wraps_button(node) then return { class = "UIButton", role = "button" } end
  end,
}
