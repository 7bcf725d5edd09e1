-- Controls drawn in Figma become UIKit's: buttons, text fields, switches, segmented controls,
-- page dots, sliders and progress bars, by component or layer name and by structure. A text
-- field's keyboard, content type, return key and capitalisation come from its name and
-- placeholder. figsnap takes the title, placeholder, icons and state from the layers inside.
local layers = require("layers")
local norm = snap.text.normalize
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local names_of = layers.names

local shape_types = { RECTANGLE = true, ELLIPSE = true, VECTOR = true, LINE = true, STAR = true,
  REGULAR_POLYGON = true, BOOLEAN_OPERATION = true }

-- A box: a fill, a border, or a shape behind everything else.
local function is_box(node)
  if solid(node.fills) or solid(node.strokes) then return true end
  local first = node.children[1]
  return first ~= nil and shape_types[first.type] and (solid(first.fills) or solid(first.strokes))
    and first.absolute.width >= node.absolute.width * 0.9 and first.absolute.height >= node.absolute.height * 0.9
end

local function is_shadow_or_part(node)
  local name = layers.name(node)
  return name:find("shadow", 1, true) or name:find("background", 1, true) or name:find("overlay", 1, true)
end

-- Buttons -----------------------------------------------------------------------------------

local button_words = { "button", "btn", "cta", "按钮" }

local function looks_like_button(node)
  if shape_types[node.type] or is_shadow_or_part(node) then return false end
  if node.type == "TEXT" then
    return named(node, { "link", "button", "btn" }) or node.text.decoration == "UNDERLINE"
  end
  return named(node, button_words)
end

-- A wrapper named like a button around the real one: the inner one is the button.
local function wraps_button(node)
  if is_box(node) then return false end
  for _, child in ipairs(node.children) do
    if child.type ~= "TEXT" and looks_like_button(child) and #texts_in(child) == #texts_in(node) then return true end
  end
  return false
end

-- A checkbox or radio button is on when it draws a check (a layer named so) or a mark inside its
-- box: a filled layer smaller than the box.
local function is_checked(node)
  if named(node, { "checked", "selected", "=on", "true" }) then return true end
  if named(node, { "unchecked", "unselected", "=off", "false" }) then return false end
  local function visit(parent)
    for _, child in ipairs(parent.children) do
      if child.visible then
        if child.type ~= "TEXT" and layers.named(child, { "check", "tick", "dot", "mark" }) then return true end
        if visit(child) then return true end
      end
    end
    return false
  end
  return visit(node)
end

-- Text input --------------------------------------------------------------------------------

local field_words = { "textfield", "textinput", "inputfield", "input", "field", "searchbar", "search", "password",
  "email", "phone", "otp", "输入", "搜索", "密码", "senha" }

local multiline_words = { "textarea", "textview", "multiline", "comment", "message", "notes", "remark", "备注" }

-- Icons people tap: a bare icon (or a small frame around one) with one of these names is a button.
local icon_button_words = { "back", "close", "dismiss", "menu", "more", "share", "favorite", "favourite", "like",
  "bookmark", "add", "plus", "minus", "delete", "remove", "edit", "settings", "cart", "返回", "关闭" }

-- What a field is for, by words in its name or placeholder, first match wins.
local purposes = {
  { words = { "confirmpassword", "newpassword", "createpassword" },
    control = { secure = true, content_type = "newPassword", return_key = "done", capitalization = "none" } },
  { words = { "password", "passcode", "senha", "contraseña", "密码" },
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
        for _, word in ipairs({ "password", "senha", "passcode", "密码" }) do
          if names:find(word, 1, true) then return true end
        end
        if visit(child) then return true end
      end
    end
    return false
  end
  return visit(screen)
end

local function purpose_of(node, ctx)
  local haystack = haystack_of(node)
  for _, purpose in ipairs(purposes) do
    for _, word in ipairs(purpose.words) do
      if haystack:find(word, 1, true) then
        if purpose.with_password and has_password(ctx.screen) then return purpose.with_password end
        return purpose.control
      end
    end
  end
  return nil
end

local placeholder_starts = { "enter", "type", "search", "your", "e.g", "请输入", "输入", "digite", "insira" }

-- A stroked or filled box of field height holding one placeholder-like text (and perhaps icons).
local function looks_like_field_box(node)
  if node.type == "TEXT" or shape_types[node.type] or not is_box(node) then return false end
  local height = node.absolute.height
  if height < 28 or height > 64 or node.absolute.width < height * 3 then return false end
  local texts = texts_in(node)
  if #texts ~= 1 then return false end
  local text = texts[1].text.characters:lower()
  for _, start in ipairs(placeholder_starts) do
    if snap.text.starts_with(text, start) then return true end
  end
  return named(node, field_words) or text:find("^[•%*●]+$") ~= nil
end

local function is_field(node)
  if node.type == "TEXT" or shape_types[node.type] then return false end
  if looks_like_field_box(node) then return true end
  -- A named field that is itself the box (its label is outside it).
  return named(node, field_words) and is_box(node) and #texts_in(node) == 1 and node.absolute.height <= 64
end

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
  return false
end

local function looks_like_icon_button(node)
  local bare_icon = node.type == "VECTOR" or node.type == "BOOLEAN_OPERATION"
  if node.type == "TEXT" or #texts_in(node) > 0 or (#node.children == 0 and not bare_icon) then return false end
  local box = node.absolute
  return box.width <= 48 and box.height <= 48 and named(node, icon_button_words)
end

-- Other controls ----------------------------------------------------------------------------

local function round_child(node)
  for _, child in ipairs(node.children) do
    local box = child.absolute
    if math.abs(box.width - box.height) < 1 and box.width < node.absolute.height + 1 then return child end
  end
  return nil
end

local function looks_like_switch(node)
  if node.type == "TEXT" or #texts_in(node) > 0 then return false end
  local box = node.absolute
  local pill = box.height >= 18 and box.height <= 40 and box.width >= box.height * 1.4 and box.width <= box.height * 2.4
  return pill and round_child(node) ~= nil and (named(node, { "switch", "toggle" }) or #node.children <= 2)
end

local function looks_like_segmented(node)
  if not named(node, { "segmented", "segment" }) then return false end
  local titled = 0
  for _, child in ipairs(node.children) do
    if #texts_in(child) == 1 or child.type == "TEXT" then titled = titled + 1 end
  end
  return titled >= 2
end

local function looks_like_page_dots(node)
  local count = #node.children
  if count < 2 or count > 10 or node.absolute.height > 16 or #texts_in(node) > 0 then return false end
  for _, child in ipairs(node.children) do
    local round = child.type == "ELLIPSE" or (child.corner_radius or 0) >= child.absolute.height / 2 - 0.5
    if child.absolute.height > 12 or #child.children > 0 or not round then return false end
    if not snap.geom.same_row(node.children[1], child) then return false end
  end
  return named(node, { "page", "dots", "pagination", "indicator", "carousel" }) or count <= 6
end

return {
  summary = "buttons, text fields, switches, segmented controls, page dots, sliders and progress bars become UIKit controls",
  view = function(node, ctx)
    if node.parent == nil then return nil end
    if is_text_area(node) then
      return { class = "UITextView", role = "textView", control = purpose_of(node, ctx) }
    end
    if is_field(node) then
      return { class = "UITextField", role = "textField", control = purpose_of(node, ctx) }
    end
    if looks_like_switch(node) then return { class = "UISwitch", role = "switch" } end
    if looks_like_segmented(node) then return { class = "UISegmentedControl", role = "segmentedControl" } end
    if looks_like_page_dots(node) then return { class = "UIPageControl", role = "pageControl" } end
    if named(node, { "slider" }) and #texts_in(node) == 0 then return { class = "UISlider", role = "slider" } end
    if named(node, { "progress" }) and #texts_in(node) == 0 and node.absolute.height <= 12 then
      return { class = "UIProgressView", role = "progress" }
    end
    if looks_like_icon_button(node) then return { class = "UIButton", role = "button" } end
    if node.type ~= "TEXT" and named(node, { "checkbox", "radio" }) and node.absolute.width <= 48 then
      return { class = "UIButton", role = "button", control = { style = "plain", selected = is_checked(node) } }
    end
    if looks_like_button(node) and not wraps_button(node) then return { class = "UIButton", role = "button" } end
  end,
}
