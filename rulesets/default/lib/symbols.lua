-- The SF Symbols an icon can be drawn with instead of an exported asset, by what its layer or
-- component is called. `lookup(node, option)` answers the symbol's name or nil; `option` is the
-- ruleset's `sf_symbols` option: false turns symbols off, a table adds or replaces names
-- ({ ["arrow back"] = "arrow.backward" }; keys are lowercase words separated by spaces).
local symbols = {}

-- Names as words, without the words that say only that it is an icon or how it is drawn.
symbols.table = {
  ["chevron right"] = "chevron.right", ["chevron left"] = "chevron.left", ["chevron up"] = "chevron.up",
  ["chevron down"] = "chevron.down", ["caret right"] = "chevron.right",
  ["caret left"] = "chevron.left", ["caret down"] = "chevron.down", ["caret up"] = "chevron.up",
  ["back"] = "chevron.left", ["forward"] = "chevron.right", ["disclosure"] = "chevron.right",
  ["arrow right"] = "arrow.right", ["arrow left"] = "arrow.left", ["arrow up"] = "arrow.up",
  ["arrow down"] = "arrow.down", ["arrow back"] = "arrow.left", ["arrow forward"] = "arrow.right",
  ["close"] = "xmark", ["x"] = "xmark", ["cross"] = "xmark", ["dismiss"] = "xmark", ["xmark"] = "xmark",
  ["search"] = "magnifyingglass", ["magnifying glass"] = "magnifyingglass", ["magnifier"] = "magnifyingglass",
  ["magnifyingglass"] = "magnifyingglass",
  ["heart"] = "heart", ["heart fill"] = "heart.fill", ["heart filled"] = "heart.fill", ["like"] = "heart",
  ["favorite"] = "heart", ["favourite"] = "heart",
  ["star"] = "star", ["star fill"] = "star.fill", ["star filled"] = "star.fill", ["rating"] = "star",
  ["person"] = "person", ["user"] = "person", ["profile"] = "person.crop.circle",
  ["account"] = "person.crop.circle", ["people"] = "person.2", ["users"] = "person.2",
  ["settings"] = "gearshape", ["setting"] = "gearshape", ["gear"] = "gearshape", ["cog"] = "gearshape",
  ["bell"] = "bell", ["notification"] = "bell", ["notifications"] = "bell",
  ["plus"] = "plus", ["add"] = "plus", ["minus"] = "minus", ["remove"] = "minus",
  ["check"] = "checkmark", ["checkmark"] = "checkmark", ["tick"] = "checkmark", ["done"] = "checkmark",
  ["trash"] = "trash", ["delete"] = "trash", ["bin"] = "trash",
  ["share"] = "square.and.arrow.up", ["upload"] = "square.and.arrow.up", ["download"] = "square.and.arrow.down",
  ["home"] = "house", ["house"] = "house", ["calendar"] = "calendar", ["date"] = "calendar",
  ["lock"] = "lock", ["password"] = "lock", ["unlock"] = "lock.open",
  ["eye"] = "eye", ["show"] = "eye", ["visibility"] = "eye", ["visible"] = "eye",
  ["eye off"] = "eye.slash", ["eye slash"] = "eye.slash", ["eye closed"] = "eye.slash", ["hide"] = "eye.slash",
  ["visibility off"] = "eye.slash",
  ["menu"] = "line.3.horizontal", ["hamburger"] = "line.3.horizontal", ["more"] = "ellipsis",
  ["dots"] = "ellipsis", ["ellipsis"] = "ellipsis", ["filter"] = "line.3.horizontal.decrease",
  ["edit"] = "pencil", ["pencil"] = "pencil", ["info"] = "info.circle", ["help"] = "questionmark.circle",
  ["mail"] = "envelope", ["email"] = "envelope", ["envelope"] = "envelope",
  ["phone"] = "phone", ["call"] = "phone", ["camera"] = "camera", ["location"] = "mappin",
  ["pin"] = "mappin", ["map pin"] = "mappin", ["map"] = "map", ["clock"] = "clock", ["time"] = "clock",
  ["cart"] = "cart", ["shopping cart"] = "cart", ["bag"] = "bag", ["send"] = "paperplane",
  ["chat"] = "message", ["message"] = "message", ["bookmark"] = "bookmark", ["refresh"] = "arrow.clockwise",
  ["reload"] = "arrow.clockwise", ["play"] = "play.fill", ["pause"] = "pause.fill", ["mic"] = "mic",
  ["microphone"] = "mic", ["globe"] = "globe", ["language"] = "globe",
}

-- Words that say the layer is an icon, or its size or drawing style, not what it shows.
local noise = {
  icon = true, icons = true, ic = true, ico = true, outline = true, outlined = true, regular = true,
  line = true, px = true, size = true, type = true, default = true, glyph = true, symbol = true,
  solid = true, stroke = true, small = true, medium = true, large = true, sm = true, md = true, lg = true,
  name = true, style = true, variant = true, state = true, property = true,
  -- What the glyph is part of ("Settings tab", "Close button"), not what it shows
  tab = true, button = true, btn = true,
  -- Figma's own names for layers
  vector = true, shape = true, path = true, group = true, frame = true, union = true, subtract = true,
  intersect = true, exclude = true, layer = true, image = true, img = true, asset = true, container = true,
}

--- The words of a name, lowercased: "ic_chevronRight-24" → { "chevron", "right" } (noise left out).
function symbols.words(name)
  local spaced = name:gsub("(%l)(%u)", "%1 %2"):gsub("[^%w]+", " "):lower()
  local words = {}
  for word in spaced:gmatch("%S+") do
    if not noise[word] and not word:match("^%d+$") then words[#words + 1] = word end
  end
  return words
end

local function candidates(node)
  local names = { node.name }
  if node.component then
    names[#names + 1] = node.component.name or ""
    if node.component.set_name then
      -- A variant is named by its set and its values: "Icon" + "Type=Chevron, Direction=Right".
      local values = {}
      for value in (node.component.name or ""):gmatch("=%s*([^,]+)") do values[#values + 1] = value end
      names[#names + 1] = node.component.set_name .. " " .. table.concat(values, " ")
    end
  end
  return names
end

-- A chevron or an arrow named without its direction points where the control around it goes.
local directional = { chevron = "chevron", caret = "chevron", arrow = "arrow" }
local directions = {
  back = "left", previous = "left", prev = "left", left = "left", next = "right", forward = "right",
  right = "right", more = "right", disclosure = "right", up = "up", down = "down", expand = "down",
  dropdown = "down", collapse = "up",
}

local function direction(node)
  local parent = node.parent
  for _ = 1, 2 do
    if not parent then return nil end
    for _, name in ipairs(candidates(parent)) do
      for _, word in ipairs(symbols.words(name)) do
        if directions[word] then return directions[word] end
      end
    end
    parent = parent.parent
  end
  return nil
end

-- Where a chevron or an arrow points as drawn, which its name may not say: a glyph named for where it pointed before
-- the layer was turned (an `arrow-up` turned a quarter clockwise points right). An arrow's head sits at one end of its
-- shaft; failing that, a quarter turn (Figma's rotation, clockwise on screen) turns the named direction, unless the
-- glyph is already drawn along the named axis (a layer named for where it points once turned).
local clockwise = { "up", "right", "down", "left" }
local function as_drawn(node, symbol)
  local shape, toward = symbol:match("^(%a+)%.(%a+)$")
  if (shape ~= "arrow" and shape ~= "chevron") or not toward then return symbol end
  local leaves = {}
  for _, leaf in ipairs(node.children and #node.children > 0 and require("structure").visible_leaves(node) or { node }) do
    if leaf.absolute.width > 0 or leaf.absolute.height > 0 then leaves[#leaves + 1] = leaf end
  end
  if shape == "arrow" and #leaves == 2 then
    for index, shaft in ipairs(leaves) do
      local head, box = leaves[3 - index].absolute, shaft.absolute
      local long, thin = math.max(box.width, box.height), math.min(box.width, box.height)
      if thin <= 2 and long >= 6 and head.width >= 4 and head.height >= 4 then
        if box.width > box.height then
          return shape .. "." .. ((head.x + head.width / 2 > box.x + box.width / 2) and "right" or "left")
        end
        return shape .. "." .. ((head.y + head.height / 2 > box.y + box.height / 2) and "down" or "up")
      end
    end
  end
  local quarters = math.floor((node.rotation or 0) / 90 + 0.5) % 4
  if quarters % 2 == 0 then return symbol end
  local x0, y0, x1, y1 = math.huge, math.huge, -math.huge, -math.huge
  for _, leaf in ipairs(leaves) do
    local box = leaf.absolute
    x0, y0 = math.min(x0, box.x), math.min(y0, box.y)
    x1, y1 = math.max(x1, box.x + box.width), math.max(y1, box.y + box.height)
  end
  -- Drawn along the axis its name says (wider than tall for left and right, a chevron taller than wide), it points
  -- where the name says.
  local horizontal = toward == "left" or toward == "right"
  local wide = x1 - x0 > y1 - y0
  if #leaves > 0 and ((shape == "arrow" and wide == horizontal) or (shape == "chevron" and wide ~= horizontal)) then
    return symbol
  end
  for index, direction in ipairs(clockwise) do
    if direction == toward then return shape .. "." .. clockwise[(index - 1 + quarters) % 4 + 1] end
  end
  return symbol
end

--- The SF Symbol for the icon `node`, or nil; an icon whose layer Figma named ("Vector") is named
--- by its parent when that is an icon-sized control around it (a 24-pt "Close" button's icon is a
--- close icon; a 97-pt tab called "Link" says nothing of its glyph).
function symbols.lookup(node, option)
  if option == false then return nil end
  local extra = type(option) == "table" and option or {}
  local names = candidates(node)
  local unnamed = true
  for _, name in ipairs(names) do
    if #symbols.words(name) > 0 then unnamed = false end
  end
  local parent = node.parent
  if unnamed then
    if not parent or parent.absolute.width > 64 or parent.absolute.height > 64 then return nil end
    names = candidates(parent)
  end
  for _, name in ipairs(names) do
    local key = table.concat(symbols.words(name), " ")
    if key ~= "" then
      local symbol = extra[key] or symbols.table[key]
      if symbol then return as_drawn(node, symbol) end
      local shape = directional[key]
      local toward = shape and direction(node)
      if toward then return as_drawn(node, shape .. "." .. toward) end
    end
  end
  return nil
end

local glyph_types = { VECTOR = true, BOOLEAN_OPERATION = true, STAR = true, REGULAR_POLYGON = true, LINE = true }

--- A button drawn as one bare glyph (a vector with no layers below it) shows the glyph as its image: `answer`, with
--- the SF Symbol the glyph's name matches where one does (a "plus" vector is the plus symbol, not an exported asset).
function symbols.for_glyph_button(answer, node, option)
  if answer and answer.role == "button" and answer.symbol == nil and glyph_types[node.type] and #node.children == 0 then
    answer.symbol = symbols.lookup(node, option)
  end
  return answer
end

return symbols
