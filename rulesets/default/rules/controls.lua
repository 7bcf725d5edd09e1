-- Controls drawn in Figma become UIKit's: buttons, text fields, switches, segmented controls,
-- page dots, sliders, steppers and progress bars, by component or layer name and by structure. A text
-- field's keyboard, content type, return key and capitalisation come from its name and
-- placeholder. figsnap takes the title, placeholder, icons and state from the layers inside.
-- The recognisers live in lib/ by capability (buttons, chevrons, loose_buttons, fields and field_purposes, code_rows,
-- choices and choice_indicators, gauges, segments, ratings, social_logos); this rule only asks them, in this order.
local layers = require("layers")
local structure = require("structure")
local choice_indicators = require("choice_indicators")
local loose_buttons = require("loose_buttons")
local symbols = require("symbols")
local code_rows = require("code_rows")
local buttons = require("buttons")
local chevrons = require("chevrons")
local fields = require("fields")
local field_purposes = require("field_purposes")
local choices = require("choices")
local gauges = require("gauges")
local segments = require("segments")
local ratings = require("ratings")
local social_logos = require("social_logos")
local named, texts_in = layers.named, layers.texts

local shape_types, is_box = structure.shape_types, structure.is_box

local inside_tappable, disclosure = chevrons.inside_tappable, chevrons.disclosure
local looks_like_button, wraps_button = buttons.looks_like_button, buttons.wraps_button
local looks_like_icon_button, looks_like_icon_disc = buttons.looks_like_icon_button, buttons.looks_like_icon_disc
local icon_and_title = buttons.icon_and_title
local flanking_arrow, corner_chevron = chevrons.flanking_arrow, chevrons.corner_chevron
local field_instance_of_its_own, is_text_area = fields.field_instance_of_its_own, fields.is_text_area
local looks_like_field_box, picker_prompt, field_control = fields.looks_like_field_box, fields.picker_prompt,
  fields.field_control
local caption_of, code_control = fields.caption_of, fields.code_control
local purpose_of = field_purposes.purpose_of
local segment_part, looks_like_segments = segments.segment_part, segments.looks_like_segments
local looks_like_switch, loose_knob = choices.looks_like_switch, choices.loose_knob
local looks_like_page_dots, looks_like_progress = gauges.looks_like_page_dots, gauges.looks_like_progress
local looks_like_steps, looks_like_slider = gauges.looks_like_steps, gauges.looks_like_slider
local looks_like_ring = gauges.looks_like_ring
local choice_row, titled_choice = choices.choice_row, choices.titled_choice
local indicator_in_row, indicator_before_sentence = choices.indicator_in_row, choices.indicator_before_sentence
local choice_option, loose_option = choices.choice_option, choices.loose_option
local title_beside, is_checked = choices.title_beside, choices.is_checked

-- What a layer is, as a control; nil when it is none. (A card named as a button asks it of its layers.)
local view

-- Whether a layer below the node is a control of its own (a card's "Rate" button): the card is then no control.
local function holds_control(node, ctx)
  for _, child in ipairs(structure.shown(node)) do
    local answer = view(child, ctx)
    if (answer and answer.role and answer.role ~= "container") or holds_control(child, ctx) then return true end
  end
  return false
end

view = function(node, ctx)
  if node.parent == nil or inside_tappable(node) or segment_part(node) then return nil end
  if field_instance_of_its_own(node, ctx) then return { component = false } end
  if is_text_area(node) then
    return { class = "UITextView", role = "textView", control = purpose_of(node, ctx) }
  end
  if code_rows.is_code_row(node) then
    local caption = caption_of(node)
    return { class = "UITextField", role = "textField", control = code_control(#structure.shown(node)),
      accessibility = caption and { label = caption } or nil }
  end
  -- A frame holding a field's box (a composer's bar) is no row of its own.
  local kind = not fields.holds_field_box(node) and disclosure(node)
  if kind == "button" then return { class = "UIButton", role = "button" } end
  if kind == "tappable" then return { class = "UIControl", role = "tappable" } end
  local shown = looks_like_field_box(node)
  if shown and picker_prompt(shown) then return { class = "UIButton", role = "button" } end
  shown = shown or fields.loose_field_text(node)
  if shown and picker_prompt(shown) then return { class = "UIButton", role = "button" } end
  if shown then
    local caption = caption_of(node)
    return { class = "UITextField", role = "textField", control = field_control(node, shown, ctx, caption),
      accessibility = caption and { label = caption } or nil }
  end
  if gauges.looks_like_stepper(node) then return { class = "UIStepper", role = "stepper" } end
  if looks_like_switch(node) then return { class = "UISwitch", role = "switch" } end
  local glyph_on = choices.switch_glyph(node)
  if glyph_on ~= nil then return { class = "UISwitch", role = "switch", control = { on = glyph_on } } end
  local knob = loose_knob(node)
  if knob then
    local centre, track = knob.absolute.x + knob.absolute.width / 2, node.absolute.x + node.absolute.width / 2
    return { class = "UISwitch", role = "switch", control = { on = centre > track } }
  end
  if looks_like_segments(node) then
    return { class = "UISegmentedControl", role = "segmentedControl" }
  end
  -- A step indicator's dashes are a progress, before page dots (dashes filled from the first on).
  if looks_like_steps(node) or gauges.looks_like_meter(node) then
    return { class = "UIProgressView", role = "progress" }
  end
  if looks_like_page_dots(node) then return { class = "UIPageControl", role = "pageControl" } end
  -- By name, a layer that draws (a text saying "Progress" is a tab's title).
  local drawn = node.type ~= "TEXT" and #texts_in(node) == 0
  if (drawn and named(node, gauges.slider_words)) or looks_like_slider(node) then
    return { class = "UISlider", role = "slider" }
  end
  if looks_like_progress(node) or looks_like_ring(node) or (drawn and named(node, gauges.progress_words)
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
  -- A chip or a day keeps the box it is drawn as (its fill, its border, its roundness) as the button's own.
  local chosen = choices.chip_option(node)
  if chosen == nil then chosen = choices.week_day(node) end
  if chosen ~= nil then return { class = "UIButton", role = "button", control = { selected = chosen } } end
  local chosen, label = loose_option(node)
  if chosen ~= nil then
    -- Its title stays the label drawn on it: the button names it for VoiceOver.
    return { class = "UIButton", role = "button", control = { selected = chosen },
      accessibility = { label = label } }
  end
  -- A shape inside a layer named as a button is that button's background, and the title drawn on it the button's
  -- ("Button / Primary" › a filled rectangle and "Pay the bill"): no button of its own.
  local in_named_button = node.parent ~= nil and node.parent.parent ~= nil and looks_like_button(node.parent)
    and not wraps_button(node.parent)
  local loose_title, loose_row
  if not in_named_button then loose_title, loose_row = loose_buttons.title(node) end
  if loose_row then
    -- A row: tapped as a whole, the layers drawn on it (its title, value and chevron) its views.
    return { class = "UIControl", role = "tappable", accessibility = { label = loose_title } }
  elseif loose_title then
    -- The title drawn on it is its title (figsnap moves layers drawn on a control into it).
    return { class = "UIButton", role = "button", accessibility = { label = loose_title } }
  end
  if looks_like_icon_disc(node) or buttons.loose_disc(node) then return { class = "UIButton", role = "button" } end
  if icon_and_title(node) then return { class = "UIButton", role = "button" } end
  if flanking_arrow(node) then return { class = "UIButton", role = "button" } end
  -- A frame holding such arrows is no drawing of its own (one image): its arrows are buttons.
  if node.type ~= "TEXT" and not shape_types[node.type]
    and snap.list.find(structure.shown(node), flanking_arrow) ~= nil then
    return { class = "UIView", role = "container" }
  end
  -- A rating a person gives: each of its glyphs a button, the frame holding them no one picture.
  local step, steps = ratings.star(node)
  if step then
    return { class = "UIButton", role = "button",
      accessibility = { label = "Rate " .. step .. " of " .. steps } }
  end
  -- (An instance of a component drawn inline: its stars are buttons here, where the line asks for a rating.)
  if ratings.holds_stars(node) then return { class = "UIView", role = "container", component = false } end
  if corner_chevron(node, ctx) then
    return { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }
  end
  if (looks_like_icon_button(node) or buttons.toolbar_peer(node)) and not looks_like_icon_disc(node.parent)
    and not icon_and_title(node.parent) then
    local network = social_logos.label(node)
    return { class = "UIButton", role = "button", name = network and (network:lower() .. "Button") or nil,
      accessibility = network and { label = network } or nil }
  end
  -- By name, a layer that draws a box or has a title beside it (a checkbox's glyph among a bar's icons is an icon).
  if node.type ~= "TEXT" and named(node, choices.choice_words) and node.absolute.width <= 48
    and (is_box(node) or choice_indicators.kind(structure.unwrap(node)) or title_beside(node, math.huge)) then
    return { class = "UIButton", role = "button", control = { style = "plain", selected = is_checked(node) } }
  end
  if looks_like_button(node) and not wraps_button(node) then
    -- A card or row named as a button that says more than a title (a chat's name, its last message and its time)
    -- is tapped as a whole: its texts stay its views, where a button would show one title; one holding controls of
    -- its own (an order's "Rate" and "Repeat") is none.
    if #layers.word_texts(node) >= 2 and not buttons.drawn_button(node) and not buttons.text_chip(node) then
      if holds_control(node, ctx) then return nil end
      return { class = "UIControl", role = "tappable" }
    end
    return { class = "UIButton", role = "button" }
  end
  local stub_title = buttons.titled_stub(node)
  if stub_title then
    return { class = "UIButton", role = "button", control = { title = stub_title } }
  end
end

return {
  summary = "buttons, text fields, switches, segmented controls, page dots, sliders and progress bars become UIKit controls",
  view = function(node, ctx) return symbols.for_glyph_button(view(node, ctx), node, ctx.options.sf_symbols) end,
}
