-- Choices by structure, and their look-alikes: a bare glyph before a consent, a step indicator's dashes and page dots
-- (one apart) against a "more" glyph's dots, a choice's mark against an icon on a badge or a stepper's discs, and
-- tabs underlined by a line drawn loose against a label and its value over a separator, and a slider's track and
-- knob against a timeline's dots and a progress bar, a ring gauge against an outline icon, a switch's knob against a
-- badge's dot, tabs' indicator on their line against a progress, and two plans drawn loose against two buttons.
-- Generic layer names, except where a case is about a name.
local consent = snap.test.fixture("tests/choice-consent/input.json")
local dots = snap.test.fixture("tests/choice-dots/input.json")
local marks = snap.test.fixture("tests/choice-marks/input.json")
local tabs = snap.test.fixture("tests/choice-loose-tabs/input.json")
local sliders = snap.test.fixture("tests/choice-sliders/input.json")
local rings = snap.test.fixture("tests/choice-rings/input.json")
local lookalikes = snap.test.fixture("tests/choice-lookalikes/input.json")
local plans = snap.test.fixture("tests/choice-plans/input.json")
local names = snap.test.fixture("tests/choice-names/input.json")
local glyphs = snap.test.fixture("tests/choice-glyphs/input.json")

local progress = { class = "UIProgressView", role = "progress" }
local page_dots = { class = "UIPageControl", role = "pageControl" }
local function role(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and answer.role
end
local function selected(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and answer.control and answer.control.selected
end

snap.test.case("a bare glyph before a consent is its checkbox, off when grey; the row is no titled choice", function()
  snap.test.equal(consent:decide("view", consent:find("Consent Glyph")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = false } })
  snap.test.equal(role(consent, "Consent Row"), nil)
  snap.test.equal(selected(consent, "Korean Glyph"), false)
end)

snap.test.case("a box holding a coloured glyph and 'Agree to all' in one frame is a checked, titled checkbox", function()
  snap.test.equal(consent:decide("view", consent:find("Agree Box")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = true, title = "Agree to all" } })
end)

snap.test.case("a glyph before a document's title ('Terms of Service', 'Privacy Policy') is no checkbox", function()
  snap.test.equal(selected(consent, "Terms Glyph"), nil)
  snap.test.equal(selected(consent, "Terms Row"), nil)
  snap.test.equal(selected(consent, "Privacy Glyph"), nil)
end)

snap.test.case("dashes of one width filled from the first on are a step indicator's progress", function()
  snap.test.equal(dots:decide("view", dots:find("Step One")), progress)
  snap.test.equal(dots:decide("view", dots:find("Steps Done")), progress)
end)

snap.test.case("dots with one apart are page dots, drawn as dashes or each in a frame of its own", function()
  snap.test.equal(dots:decide("view", dots:find("Dash Pages")), page_dots)
  snap.test.equal(dots:decide("view", dots:find("Frame 10")), page_dots)
end)

snap.test.case("three dots alike and overlapping blobs are glyphs, no page dots", function()
  snap.test.truthy(role(dots, "Group 20") ~= "pageControl", "a more glyph")
  snap.test.truthy(role(dots, "Group 21") ~= "pageControl", "overlapping blobs")
end)

snap.test.case("a stepper's two stroked discs among texts are no checkboxes", function()
  snap.test.equal(selected(marks, "Minus Disc"), nil)
  snap.test.equal(selected(marks, "Plus Disc"), nil)
end)

snap.test.case("a glyph on a tinted disc before a title is an icon badge, no radio, bare or in a card", function()
  snap.test.equal(selected(marks, "Badge Row"), nil)
  snap.test.equal(selected(marks, "Badge"), nil)
  snap.test.equal(selected(marks, "Badge Card"), nil)
  snap.test.equal(selected(marks, "Badge 2"), nil)
end)

snap.test.case("a white check on a filled box and a dot centred in a disc are marks: the choices are on", function()
  snap.test.equal(marks:decide("view", marks:find("Checked Row")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = true, title = "Keep me signed in" } })
  snap.test.equal(selected(marks, "Radio Row"), true)
end)

snap.test.case("two short titles, one coloured apart over a line drawn loose below them, are a segmented control", function()
  snap.test.equal(tabs:decide("view", tabs:find("Frame 1")), { class = "UISegmentedControl", role = "segmentedControl" })
end)

snap.test.case("a label and its value over a separator, or a sentence over a short rule, are no tabs", function()
  snap.test.truthy(role(tabs, "Frame 2") ~= "segmentedControl", "a label and its value")
  snap.test.truthy(role(tabs, "Frame 3") ~= "segmentedControl", "a sentence")
end)

snap.test.case("a track, its fill up to the knob and a round knob on it are a slider, caption and value beside", function()
  snap.test.equal(sliders:decide("view", sliders:find("Frame 1")), { class = "UISlider", role = "slider" })
  snap.test.equal(sliders:decide("view", sliders:find("Frame 2")), { class = "UISlider", role = "slider" })
end)

snap.test.case("a line with dots, a bar with no knob and a photo on a line are no sliders", function()
  snap.test.truthy(role(sliders, "Frame 4") ~= "slider", "a timeline")
  snap.test.equal(sliders:decide("view", sliders:find("Frame 5")), progress)
  snap.test.truthy(role(sliders, "Frame 6") ~= "slider", "a photo on a line")
end)

snap.test.case("a partial arc over a ring's track around a figure is a progress", function()
  snap.test.equal(rings:decide("view", rings:find("Frame 1")), progress)
end)

snap.test.case("an outline icon beside its label and two rings of one colour are no progress", function()
  snap.test.truthy(role(rings, "Frame 2") ~= "progress", "an outline icon")
  snap.test.truthy(role(rings, "Frame 3") ~= "progress", "rings of one colour")
end)

snap.test.case("a pill with its knob at an end is a switch; with the dot in its middle it is none", function()
  snap.test.equal(lookalikes:decide("view", lookalikes:find("Frame 1")), { class = "UISwitch", role = "switch" })
  snap.test.truthy(role(lookalikes, "Frame 2") ~= "switch", "a badge")
end)

snap.test.case("tabs over a line coloured under the dark title are segments; a bar under a caption is a progress", function()
  snap.test.equal(lookalikes:decide("view", lookalikes:find("Tabs")),
    { class = "UISegmentedControl", role = "segmentedControl" })
  snap.test.truthy(role(lookalikes, "Frame 3") ~= "progress", "a tab's indicator")
  snap.test.equal(lookalikes:decide("view", lookalikes:find("Frame 4")), progress)
end)

snap.test.case("four chips running past their frame's edge are a scrolling row of filters, no segmented control", function()
  snap.test.truthy(role(lookalikes, "Filters") ~= "segmentedControl", "scrolling filters")
  local chip = lookalikes:decide("view", lookalikes:find("Thunder Bay").parent)
  snap.test.equal(chip and chip.role, "button")
end)

snap.test.case("two loose plans, the other's texts grey on grey, are two options, the coloured one selected", function()
  snap.test.equal(selected(plans, "Rectangle 1"), true)
  snap.test.equal(selected(plans, "Rectangle 2"), false)
end)

snap.test.case("two loose buttons in black and in white, their titles dark and white, are no options", function()
  snap.test.equal(selected(plans, "Rectangle 3"), nil)
  snap.test.equal(selected(plans, "Rectangle 4"), nil)
end)

snap.test.case("a step's states one over the other, a white check on top, beside its text are a checkbox, on", function()
  snap.test.equal(marks:decide("view", marks:find("Step State")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = true } })
end)

snap.test.case("an avatar under a ring before a name is no choice", function()
  snap.test.equal(selected(marks, "Avatar"), nil)
  snap.test.equal(selected(marks, "Person"), nil)
end)

snap.test.case("names in more languages count with their shapes: 'Schalter' a switch, '进度' a progress", function()
  snap.test.equal(names:decide("view", names:find("Schalter")), { class = "UISwitch", role = "switch" })
  snap.test.equal(names:decide("view", names:find("进度")), progress)
end)

snap.test.case("a knob drawn with its shadow is a switch's; dots apart by their paint's opacity are page dots", function()
  snap.test.equal(lookalikes:decide("view", lookalikes:find("Frame 5")), { class = "UISwitch", role = "switch" })
  snap.test.equal(dots:decide("view", dots:find("Frame 11")), page_dots)
end)

snap.test.case("a title with a circle at the row's trailing end is a titled radio; a plus in the circle is no mark", function()
  snap.test.equal(marks:decide("view", marks:find("Brand Row")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = false, title = "Brand A" } })
  snap.test.equal(selected(marks, "Add Row"), nil)
  snap.test.equal(selected(marks, "Add Icon"), nil)
end)

snap.test.case("an icon font's radio or checkbox glyph before a title is a titled choice; another glyph is none", function()
  snap.test.equal(glyphs:decide("view", glyphs:find("Option 1")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = true, title = "Married" } })
  snap.test.equal(selected(glyphs, "Option 2"), false)
  snap.test.equal(selected(glyphs, "Option 3"), nil)
end)

snap.test.case("an icon font's 'toggle_on' is a switch, on", function()
  snap.test.equal(glyphs:decide("view", glyphs:find("Icon 4")),
    { class = "UISwitch", role = "switch", control = { on = true } })
end)
