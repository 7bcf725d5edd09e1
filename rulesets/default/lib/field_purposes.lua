-- What a text field is for: its keyboard, content type, return key and capitalisation, from a sample value, the
-- words of its name, placeholder and caption, or a glyph drawn on it (a lock, an eye, a magnifier).
local layers = require("layers")
local structure = require("structure")
local norm = snap.text.normalize
local named, texts_in = layers.named, layers.texts
local names_of = layers.names
local masked = layers.masked

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

-- Whether the screen makes an account, by its name ("2 - C - Sign Up", "Create Account", "Register"), and says nothing
-- of logging in ("Log/Sign Up" is a login's): its password is a new one, which AutoFill offers to make strong. (Not by
-- its texts: a login says "Don't have an account? Sign up".)
local account_words = { "signup", "register", "registration", "createaccount", "createanaccount", "newaccount",
  "cadastro", "registro", "注册", "회원가입", "регистрация", "kayıt" }
local login_words = { "log", "signin", "entrar", "giriş", "登录", "로그인", "вход" }
local function creates_account(screen)
  local name = norm(screen.name or "")
  local function says(words)
    for _, word in ipairs(words) do
      if name:find(word, 1, true) then return true end
    end
    return false
  end
  return says(account_words) and not says(login_words)
end

-- What a field is for: its sample value, else the words of its name, its texts and its caption ("비밀번호" above
-- the box), else a lock or an eye on it (a password's) or a magnifier (a search's).
local function purpose(node, ctx, caption)
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

-- The field's purpose; on a screen that makes an account, a password is a new password.
local function purpose_of(node, ctx, caption)
  local control = purpose(node, ctx, caption)
  if control and control.content_type == "password" and creates_account(ctx.screen) then
    return purposes_by_word("newpassword").control
  end
  return control
end

return {
  purpose_of = purpose_of,
  glyphs_on = glyphs_on,
}
