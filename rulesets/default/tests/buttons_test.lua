-- The buttons family by structure (tests/buttons-drawn): shapes drawn loose with their title on them, the parts of a
-- choice, an icon beside its title, a disc drawn by a shape behind its icon. Generic layer names.
local loose = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 1")
local covered = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 20")
local icons = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 70")
local choice = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 80")
local named = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 90")
local header = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 100")
local corner = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 120")

local structure = require("structure")
local function role(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and answer.role
end

snap.test.case("a loose shape with a centred title on it is a button named by the title", function()
  snap.test.equal(loose:decide("view", loose:find("Rectangle 10")),
    { class = "UIButton", role = "button", accessibility = { label = "Continue" } })
  -- A flag beside a short title, centred together on a pill.
  snap.test.equal(loose:decide("view", loose:find("Rectangle 8")),
    { class = "UIButton", role = "button", accessibility = { label = "EN" } })
end)

snap.test.case("a loose row with a title, a value and a closing chevron is tapped as a whole; it reads both", function()
  snap.test.equal(loose:decide("view", loose:find("Rectangle 2")),
    { class = "UIControl", role = "tappable", accessibility = { label = "Weight goal, 90 kg" } })
  snap.test.equal(role(loose, "90 kg"), "label")
end)

snap.test.case("a row holding a switch, a row with no chevron and a wheel's highlight are no buttons", function()
  snap.test.truthy(role(loose, "Rectangle 4") ~= "button", "the switch is the row's control")
  snap.test.equal(role(loose, "Rectangle 5"), "switch")
  snap.test.truthy(role(loose, "Rectangle 6") ~= "button", "a title on a box, nothing to tap")
  snap.test.truthy(role(loose, "Rectangle 7") ~= "button", "values above and below: a wheel")
end)

snap.test.case("a button hidden under an opaque sheet is none; the sheet's own is one", function()
  snap.test.truthy(structure.covered(covered:find("Rectangle 21")), "under the sheet")
  snap.test.truthy(not structure.covered(covered:find("Rectangle 23")), "on the sheet")
  snap.test.truthy(role(covered, "Rectangle 21") ~= "button", "hidden")
  snap.test.equal(role(covered, "Rectangle 23"), "button")
end)

snap.test.case("an icon named for what it does beside its title makes their frame the button, not the icon", function()
  snap.test.equal(icons:decide("view", icons:find("Frame 72")), { class = "UIButton", role = "button" })
  snap.test.truthy(role(icons, "Filter") ~= "button", "the icon is the button's image")
end)

snap.test.case("a disc drawn by a shape behind its icon, the icon named for what it does, is an icon button", function()
  snap.test.equal(icons:decide("view", icons:find("Frame 73")), { class = "UIButton", role = "button" })
end)

snap.test.case("the parts of a segmented control are segments, no buttons, whatever they are called", function()
  local control = choice:find("Frame 81")
  snap.test.equal(role(choice, "Frame 81"), "segmentedControl")
  for _, part in ipairs(control.children) do
    snap.test.truthy(choice:decide("view", part) == nil, part.id)
  end
end)

snap.test.case("a box named a button is one though its name also says pill and shadow", function()
  snap.test.equal(named:decide("view", named:find("Submit Button (Pill shape, soft shadow)")),
    { class = "UIButton", role = "button" })
end)

snap.test.case("a shape with an icon and a narrower title centred together on it: their group is the button", function()
  snap.test.equal(named:decide("view", named:find("Group 91")), { class = "UIButton", role = "button" })
end)

snap.test.case("a row holding a picker's trigger of its own is no tappable row; the trigger is the button", function()
  snap.test.truthy(role(header, "Frame 110") ~= "tappable", "the row holds its own control")
  snap.test.equal(header:decide("view", header:find("Frame 111")), { class = "UIButton", role = "button" })
end)

snap.test.case("a disc at the head of texts near the top of the screen is their picture, no icon button", function()
  snap.test.truthy(role(header, "Frame 102") ~= "button", "a stat's picture")
end)

snap.test.case("a bare chevron alone at the screen's top leading corner goes back; further down it is an icon", function()
  snap.test.equal(corner:decide("view", corner:find("Frame 121")),
    { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } })
  snap.test.truthy(role(corner, "Frame 122") ~= "button", "not at the corner")
end)

snap.test.case("'Forget password?', as people write it, is a link", function()
  snap.test.equal(covered:decide("view", covered:find("Forget password?")), { class = "UIButton", role = "button" })
end)

local arrows = snap.test.fixture("tests/buttons-drawn/input.json", "Frame 130")
snap.test.case("two bare chevrons flanking a picture are buttons; their frame is no one image", function()
  snap.test.equal(role(arrows, "Frame 132"), "button")
  snap.test.equal(role(arrows, "Frame 134"), "button")
  snap.test.equal(arrows:decide("view", arrows:find("Frame 131")), { class = "UIView", role = "container" })
  snap.test.truthy(role(arrows, "Frame 133") ~= "button", "the picture")
end)
