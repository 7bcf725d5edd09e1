-- Controls that hold a state: switches (drawn or loose), checkboxes and radio buttons (a row with its indicator, an
-- indicator before its title, a bare glyph before a consent), options of a single choice (boxed rows or loose
-- shapes). Controls that show a value (progress bars, sliders, page dots) are lib/gauges.lua's.
local layers = require("layers")
local structure = require("structure")
local choice_indicators = require("choice_indicators")
local buttons = require("buttons")
local segments = require("segments")
local memo = require("memo")
local named, solid, texts_in = layers.named, layers.solid, layers.texts
local word_texts = layers.word_texts
local drawn_button = buttons.drawn_button
local one_apart, fill_key, text_key = segments.one_apart, segments.fill_key, segments.text_key
local chip_key, text_on_box = segments.chip_key, segments.text_on_box

local shape_types, is_box = structure.shape_types, structure.is_box

-- What a switch is called, in the languages real files use (a name is evidence: the rule asks for a pill too).
local switch_words = { "switch", "toggle", "interruptor", "interrupteur", "schalter", "anahtar", "переключатель",
  "스위치", "开关", "開關", "スイッチ", "トグル" }

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

-- Whether a knob sits at one end of its track, as a switch's always does (a dot in the middle of a pill is a badge's).
local function at_an_end(knob, track)
  local centre, box = knob.absolute.x + knob.absolute.width / 2, track.absolute
  return centre <= box.x + box.width * 0.4 or centre >= box.x + box.width * 0.6
end

-- Whether a knob draws nothing but itself: one layer, or round layers of its size (the knob and its shadow).
local function plain_knob(knob)
  local leaves, box = structure.visible_leaves(knob), knob.absolute
  if #leaves <= 1 then return true end
  for _, leaf in ipairs(leaves) do
    if not structure.rounded(leaf) or math.abs(leaf.absolute.width - box.width) > 2
      or math.abs(leaf.absolute.height - box.height) > 2 then
      return false
    end
  end
  return true
end

-- A switch's knob: a round layer no taller than the track, at one of its ends, with no text (an icon button's circle
-- holds a glyph) and no photo (a chip's avatar).
local function round_child(node)
  for _, child in ipairs(node.children) do
    local box = child.absolute
    if math.abs(box.width - box.height) <= 1.5 and box.width < node.absolute.height + 1 and #texts_in(child) == 0
      and plain_knob(child) and at_an_end(child, node)
      and not layers.has_image_fill(structure.unwrap(child)) then
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
  if named(node, switch_words) then return true end
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
  if math.abs(box.width - box.height) >= 1 or box.height < track.height * 0.6 or not at_an_end(knob, node) then
    return nil
  end
  return knob
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
  "复选框", "单选", "複選框", "單選", "チェックボックス", "ラジオ", "라디오", "kontrollkästchen", "caseàcocher" }

-- What a consent says: a verb of agreeing, in the languages real files use ("I agree to the Terms", "약관에 모두 동의",
-- "Acepto los términos"; not a bare "Accept", a button's title). A row of a document's title ("Terms of Service") is no
-- consent.
local consent_phrases = { "agree", "i agree", "i accept", "accept the", "consent", "acepto", "aceito", "concordo",
  "akzeptiere", "einverstanden", "accetto", "j accepte", "kabul ediyorum", "onaylıyorum", "согласен", "согласна",
  "соглашаюсь", "согласие", "동의", "同意" }

-- A bare glyph (no box: a check mark drawn alone, 12 to 32 pt and about square) before a title that says consent: an
-- agreement's checkbox whatever its mark looks like (a settings row's icon before "Privacy" says no consent).
local function consent_glyph(first, title)
  local box = first.absolute
  if box.width < 12 or box.width > 32 or box.height < 12 or box.height > 32 or #texts_in(first) > 0
    or not layers.is_icon_like(first) or layers.has_image_fill(structure.unwrap(first)) then
    return false
  end
  for _, text in ipairs(title.type == "TEXT" and { title } or word_texts(title)) do
    if layers.says(text.text.characters, consent_phrases) then return true end
  end
  return false
end

-- The ligatures of an icon font (Material Symbols) that draw a choice's indicator or a switch: its kind and whether
-- it is on.
local choice_glyphs = {
  check_box = { "checkbox", true }, check_box_outline_blank = { "checkbox", false },
  radio_button_checked = { "radio", true }, radio_button_unchecked = { "radio", false },
  toggle_on = { "switch", true }, toggle_off = { "switch", false },
}

-- A choice's indicator drawn as an icon font's glyph ("radio_button_unchecked" in Material Symbols): its kind and
-- whether it is on, or nil.
local function glyph_choice(node)
  local text = structure.only_text(node)
  if text == nil or not layers.is_glyph_text(text) then return nil end
  local found = choice_glyphs[(text.text.characters:lower():gsub("%s", ""))]
  if found == nil then return nil end
  return found[1], found[2]
end

-- A checkbox's or a radio's indicator drawn as an icon font's glyph: its kind, or nil (a switch's glyph is none).
local function indicator_glyph(node)
  local kind = glyph_choice(node)
  if kind ~= "switch" then return kind end
  return nil
end

-- A switch drawn as an icon font's glyph ("toggle_on"): whether it is on, or nil.
local function switch_glyph(node)
  local kind, on = glyph_choice(node)
  if kind ~= "switch" then return nil end
  return on
end

-- A choice's indicator drawn before its title in a row of the two (no box around them: a consent line, "Remember
-- me"): a circle or a square (choice_kind) or an icon font's glyph of one (glyph_choice), or, in a row named as a
-- checkbox, a small square that only fills, or a bare glyph before a consent. Returns the kind, the indicator's drawn
-- layer, the title's layer and whether the indicator is a bare glyph (then it alone is the choice: a consent's
-- sentence is no button title), or nil.
local function indicator_before_title(row)
  local shown = structure.shown(row)
  if #shown ~= 2 or (shown[1].type == "TEXT" and indicator_glyph(shown[1]) == nil) then return nil end
  local first, title = shown[1], shown[2]
  if first.absolute.x > title.absolute.x then first, title = title, first end
  if title_beside(first) ~= title or title.absolute.x < first.absolute.x + first.absolute.width - 0.5 then return nil end
  local drawn = structure.unwrap(first)
  local kind = choice_indicators.kind(drawn) or indicator_glyph(first)
  if kind == nil and (named(row, choice_words) or named(first, choice_words)) and structure.paints(drawn)
    and drawn.absolute.width >= 12 and drawn.absolute.width <= 32
    and math.abs(drawn.absolute.width - drawn.absolute.height) <= 1.5 then
    kind = structure.rounded(drawn) and "radio" or "checkbox"
  end
  if kind == nil and consent_glyph(first, title) then return "checkbox", first, title, true end
  if kind == nil then return nil end
  return kind, first, title, false
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
-- background; a square that only fills is the box itself); a bare glyph when it is coloured (a grey mark is off).
local function indicator_on(drawn)
  if drawn.type == "TEXT" then return select(2, glyph_choice(drawn)) == true end
  if drawn.type == "VECTOR" or drawn.type == "BOOLEAN_OPERATION" then
    local fill = solid(drawn.fills) or solid(drawn.strokes)
    return fill ~= nil and not structure.greyish(fill) and not structure.whitish(fill)
  end
  if #structure.shown(drawn) > 0 then return is_on(drawn) end
  local fill = solid(drawn.fills)
  if fill == nil or solid(drawn.strokes) == nil or fill.alpha * drawn.opacity < 0.1 then return false end
  return not structure.whitish(fill)
end

-- A title with a choice's indicator at the row's trailing end (a filter's "Brand A ○", iOS's options with their
-- mark at the right): the title and a circle or a square (choice_kind), nothing else. Returns the kind, the
-- indicator and the title, or nil.
local function indicator_after_title(row)
  local shown = structure.shown(row)
  if #shown ~= 2 then return nil end
  local title, indicator = shown[1], shown[2]
  if title.absolute.x > indicator.absolute.x then title, indicator = indicator, title end
  local box, edge = row.absolute, indicator.absolute
  if structure.only_text(title) == nil or not snap.geom.same_row(title, indicator)
    or box.x + box.width - (edge.x + edge.width) > box.width * 0.25 then
    return nil
  end
  local kind = choice_indicators.kind(structure.unwrap(indicator))
  if kind == nil then return nil end
  return kind, indicator, title
end

-- A row of an indicator and a one-line title, no box around them: the row is the choice, titled. Returns whether it
-- is selected and its title, or nil.
local function titled_choice(node)
  if node.type == "TEXT" or shape_types[node.type] or is_box(node) or node.absolute.height > 48 then return nil end
  local kind, indicator, title, bare = indicator_before_title(node)
  if kind == nil then kind, indicator, title = indicator_after_title(node) end
  local text = kind and not bare and structure.only_text(title)
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
  local kind, indicator = choice_indicators.indicator(node)
  if kind ~= nil then
    if not at_edge(node, indicator) then return nil end
    return kind, is_on(indicator), words[1].text.characters
  end
  -- Or the indicator and its title grouped in the box's one frame of content ("Frame 316" › check, "Agree to all").
  local content = structure.shown(node)
  if #content ~= 1 then return nil end
  local indicator_kind, drawn = indicator_before_title(content[1])
  if indicator_kind == nil or not at_edge(node, drawn) then return nil end
  return indicator_kind, indicator_on(structure.unwrap(drawn)), words[1].text.characters
end

-- Whether a layer of the node's size sits right beside it in its row (no farther than the node is wide): the other
-- button of a pair ("−" and "+"), where a choice's indicators are kept apart by their titles.
local function twin_beside(node)
  local box = node.absolute
  for _, sibling in ipairs(structure.shown(node.parent)) do
    local other = sibling.absolute
    if sibling ~= node and sibling.type ~= "TEXT" and math.abs(other.width - box.width) <= 1
      and math.abs(other.height - box.height) <= 1 and snap.geom.same_row(node, sibling) then
      local gap = math.max(other.x - (box.x + box.width), box.x - (other.x + other.width))
      if gap >= -0.5 and gap <= box.width then return true end
    end
  end
  return false
end

-- The indicator of a choice in a row that says more than a title (a to-do's circle beside its title and its
-- description): the indicator alone is the checkbox or radio. Returns whether it is selected, or nil.
local function indicator_in_row(node)
  local parent = node.parent
  if parent == nil or parent.type == "TEXT" or #texts_in(parent) < 2 then return nil end
  -- With a title in its row, and no twin beside it: a stepper's "−" and "+" are two discs side by side.
  if title_beside(node, math.huge) == nil or twin_beside(node) then return nil end
  local _, indicator = choice_indicators.indicator(parent)
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

-- Options drawn loose: two to six shapes of one size in a column drawing alike, each a box with one title drawn on it
-- (a flag or an icon beside it, a price after it allowed), the selected one drawn apart (selected_of). Worked out once
-- per frame: its option shapes (as keys, each to its title) and the selected one, or false.
local loose_options_cache = setmetatable({}, { __mode = "k" })

-- The title drawn on a loose shape: its one text of words, or the first of two when the other says a figure (a
-- plan's price, "6,99 USD"); nil for anything else.
local function title_on(shape)
  local title, value = nil, nil
  for _, layer in ipairs(structure.drawn_on(shape)) do
    local text = layer.type == "TEXT" and layer or nil
    if text == nil and #texts_in(layer) > 0 then return nil end
    if text and not layers.is_glyph_text(text) then
      if title == nil then
        title = text
      elseif value == nil and text.text.characters:find("%d") and not title.text.characters:find("%d") then
        value = text
      else
        return nil
      end
    end
  end
  return title
end

-- What is drawn on a loose shape, as a key: how many texts and how many other layers (options alike draw alike).
local function drawn_key(shape)
  local words, others = 0, 0
  for _, layer in ipairs(structure.drawn_on(shape)) do
    if layer.type == "TEXT" then words = words + 1 else others = others + 1 end
  end
  return words .. "|" .. others
end

-- Whether all the texts drawn on a loose shape are a mid or pale grey: an option not taken.
local function greyed(shape)
  local any = false
  for _, layer in ipairs(structure.drawn_on(shape)) do
    local paint = layer.type == "TEXT" and solid(layer.fills)
    if layer.type == "TEXT" and not (paint and structure.greyish(paint) and structure.lightness(paint) >= 0.45) then
      return false
    end
    any = any or layer.type == "TEXT"
  end
  return any
end

-- Which of the options of a run is selected: of three to six, the one filled and titled apart; of two, the one not
-- greyed when the other is (its fill another: "Annual" in black on green over "Monthly" in grey on grey; a Sign in
-- with Apple over one with Google keeps both titles dark).
local function selected_of(run, titles)
  if #run >= 3 then
    local apart = one_apart(run, fill_key)
    return apart and one_apart(titles, text_key) == apart and apart or nil
  end
  local first, second = greyed(run[1]), greyed(run[2])
  if first == second or fill_key(run[1]) == fill_key(run[2]) then return nil end
  return first and 2 or 1
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
          and math.abs(first.x - box.x) <= 2 and drawn_key(group[1]) == drawn_key(child) then
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
    if #group >= 2 and #group <= 6 then
      local titles, titled = {}, 0
      for index, shape in ipairs(group) do
        titles[index] = title_on(shape)
        titled = titled + (titles[index] and 1 or 0)
      end
      local apart = titled == #group and selected_of(group, titles)
      if apart then
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

-- Chips of a single choice that lie as they fit, not as one segmented row (lib/segments.lua's): three to twelve
-- boxes of one kind and height, each showing only its one line of title, side by side in rows that may wrap ("Без
-- сдачи · 1100 ₽ · 1500 ₽" over "2000 ₽ · 5000 ₽ · 10000 ₽"), one of them drawn apart both in its box (fill or
-- border) and in its title's colour: the selected one; not inside a card named as a button. Worked out once per frame:
-- its chips (as keys) and the selected one, or false.
local chip_options_of = memo.per_node(function(parent)
  local parts = structure.shown(parent)
  if #parts < 3 or #parts > 12 then return false end
  -- Chips inside a card named as a button are the card's actions (an order's "Rate" and "Repeat"), one of them the
  -- primary: no choice.
  local holder = parent
  while holder ~= nil do
    if named(holder, buttons.button_words) then return false end
    holder = holder.parent
  end
  local titles, first = {}, parts[1].absolute
  for index, part in ipairs(parts) do
    local box = part.absolute
    local title = part.type ~= "TEXT" and is_box(part) and text_on_box(part) and texts_in(part)[1]
    if not title or layers.is_glyph_text(title) or not structure.one_line(title) or box.height < 24
      or box.height > 56 or math.abs(box.height - first.height) > 2 then
      return false
    end
    titles[index] = title
  end
  -- Chips of one kind (a frame's or an instance's) lying side by side: a form's fields over its button are none.
  local side_by_side = false
  for index = 2, #parts do
    if parts[index].type ~= parts[1].type then return false end
    side_by_side = side_by_side or snap.geom.same_row(parts[index - 1], parts[index])
  end
  if not side_by_side then return false end
  local selected = one_apart(parts, chip_key)
  if selected == nil or one_apart(titles, text_key) ~= selected then return false end
  local options = { selected = parts[selected] }
  for _, part in ipairs(parts) do options[part] = true end
  return options
end)

-- One chip of such a single choice: whether it is selected, or nil when it is none.
local function chip_option(node)
  local options = node.parent ~= nil and node.type ~= "TEXT" and chip_options_of(node.parent)
  if not options or not options[node] then return nil end
  return options.selected == node
end

-- A day of a week picker: one of seven round boxes of one size side by side in a row, each showing one or two letters
-- in any script ("SU M T W TH F S", "ПН ВТ СР"), picked apart by their fill. The days a person picks are several, so
-- each is a checkbox: on when filled in a colour (not white or a pale tint). Worked out once per frame: its days (as
-- keys), or false.
local function is_day(node, size)
  local box = node.absolute
  local text = node.type ~= "TEXT" and #texts_in(node) == 1 and texts_in(node)[1]
  local first = node.children[1] and structure.unwrap(node.children[1])
  return text and is_box(node) and (structure.rounded(node) or (first ~= nil and structure.rounded(first)))
    and box.width >= 24 and box.width <= 56 and math.abs(box.width - box.height) <= 1
    and (size == nil or math.abs(box.width - size) <= 1)
    and snap.text.len(text.text.characters) <= 2 and not text.text.characters:find("[%d%p%s]")
end

local week_of = memo.per_node(function(parent)
  local days = {}
  for _, child in ipairs(structure.shown(parent)) do
    if is_day(child, days[1] and days[1].absolute.width) then days[#days + 1] = child end
  end
  if #days ~= 7 then return false end
  for index = 2, #days do
    if not snap.geom.same_row(days[1], days[index]) then return false end
  end
  local week = {}
  for _, day in ipairs(days) do week[day] = true end
  return week
end)

-- One day of such a week: whether it is on, or nil when it is none.
local function week_day(node)
  local week = node.parent ~= nil and node.type ~= "TEXT" and week_of(node.parent)
  if not week or not week[node] then return nil end
  local paint = solid(node.fills) or structure.fill_of(structure.unwrap(node.children[1]))
  return paint ~= nil and not structure.whitish(paint)
end

return {
  chip_option = chip_option,
  week_day = week_day,
  choice_words = choice_words,
  is_checked = is_checked,
  looks_like_switch = looks_like_switch,
  loose_knob = loose_knob,
  switch_glyph = switch_glyph,
  title_beside = title_beside,
  titled_choice = titled_choice,
  indicator_before_sentence = indicator_before_sentence,
  choice_row = choice_row,
  indicator_in_row = indicator_in_row,
  choice_option = choice_option,
  loose_option = loose_option,
}
