-- The choices family by structure: switches drawn loose, segments drawn as chips or underlined titles, indicators
-- before their titles outside a box, and what looks like a choice but is none. Generic layer names ("Frame 12"),
-- except where a case is about a name.
local rows = snap.test.fixture("tests/choice-rows/input.json")
local segments = snap.test.fixture("tests/choice-segments/input.json")
local loose = snap.test.fixture("tests/loose-switch/input.json")

local structure = require("structure")
local choice_indicators = require("choice_indicators")
local segmented = { class = "UISegmentedControl", role = "segmentedControl" }
local function role(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and answer.role
end

snap.test.case("a pill with a round knob drawn on it is a switch, on when the knob is right of centre", function()
  snap.test.equal(loose:decide("view", loose:find("Rectangle 2")),
    { class = "UISwitch", role = "switch", control = { on = true } })
  snap.test.equal(role(loose, "Rectangle 1"), nil)
end)

snap.test.case("two round icon buttons side by side are no switch", function()
  snap.test.truthy(role(loose, "Frame 20") ~= "switch", "two icon buttons")
end)

snap.test.case("lines of height 0 are no page dots; a title saying 'Progress' is no progress bar", function()
  snap.test.truthy(role(loose, "Group 1") ~= "pageControl", "code slots")
  snap.test.equal(loose:decide("view", loose:find("Progress")), { class = "UILabel", role = "label" })
end)

snap.test.case("chips close together with one filled apart are a segmented control", function()
  snap.test.equal(segments:decide("view", segments:find("Frame 10")), segmented)
end)

snap.test.case("titles in a row, one underlined and coloured apart, are a segmented control", function()
  snap.test.equal(segments:decide("view", segments:find("Frame 20")), segmented)
end)

snap.test.case("two parts, one filled, are segments named as a toggle or with the other greyed; a Cancel and a Save are buttons", function()
  snap.test.equal(segments:decide("view", segments:find("Theme Toggle")), segmented)
  snap.test.equal(segments:decide("view", segments:find("Frame 50")), segmented)
  snap.test.truthy(role(segments, "Frame 40") ~= "segmentedControl", "two buttons")
  snap.test.equal(role(segments, "Frame 41"), "button")
  snap.test.equal(role(segments, "Frame 42"), "button")
end)

snap.test.case("an indicator before a one-line title, no box around them, is a titled checkbox, off when white", function()
  snap.test.equal(rows:decide("view", rows:find("Frame 10")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = false, title = "Remember me" } })
end)

snap.test.case("in a row named as a checkbox, a filled square before a sentence is the checkbox", function()
  snap.test.equal(rows:decide("view", rows:find("Frame 21")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = false } })
  snap.test.equal(role(rows, "Terms Checkbox"), nil)
end)

snap.test.case("glyphs named as checkboxes with no title beside them are no checkboxes", function()
  snap.test.truthy(role(rows, "Icons/checkbox-blank") ~= "button", "a bar's glyph")
  snap.test.truthy(role(rows, "Icons/checkbox-blank-circle") ~= "button", "a bar's glyph")
end)

local language = snap.test.fixture("tests/loose-options/input.json")

snap.test.case("shapes alike in a column with a title each, one filled and titled apart, are loose options", function()
  snap.test.equal(language:decide("view", language:find("Rectangle 1")), { class = "UIButton", role = "button",
    control = { selected = true }, accessibility = { label = "English" } })
  snap.test.equal(language:decide("view", language:find("Rectangle 2")), { class = "UIButton", role = "button",
    control = { selected = false }, accessibility = { label = "Ukrainian" } })
end)

snap.test.case("loose settings rows with two coloured apart are no options", function()
  snap.test.truthy(role(language, "Rectangle 11") ~= "button", "a coloured row")
  snap.test.truthy(role(language, "Rectangle 10") ~= "button", "a plain row")
end)

snap.test.case("structure: what is drawn on a loose shape, what is rounded, what an indicator is", function()
  local drawn = structure.drawn_on(loose:find("Rectangle 2"))
  snap.test.equal(#drawn, 1)
  snap.test.equal(drawn[1].name, "Ellipse 1")
  snap.test.equal(#structure.drawn_on(loose:find("Notifications")), 0)
  snap.test.truthy(structure.rounded(loose:find("Rectangle 2")), "a pill is rounded")
  snap.test.truthy(not structure.rounded(loose:find("Rectangle 1")), "a row's corners are not")
  snap.test.equal(choice_indicators.kind(rows:find("Rectangle 5")), "checkbox")
  snap.test.equal(choice_indicators.kind(rows:find("Rectangle 6")), nil)
  snap.test.equal(#structure.visible_leaves(segments:find("Frame 20")), 4)
end)
