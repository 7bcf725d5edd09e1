-- Choices drawn as sets of alike boxes, and a top bar in a page's centred column (tests/choice-sets: a captured
-- checkout page): chips that wrap onto two rows, two pills, a week's days; a form's fields over its button are none.
local sets = snap.test.fixture("tests/choice-sets/input.json")

local function decided(fx, id)
  return fx:decide("view", fx:find(id)) or {}
end

snap.test.case("chips wrapping onto two rows, one boxed and titled apart, are a choice of one: the apart one selected", function()
  for _, id in ipairs({ "60:14", "60:16", "60:18", "60:20", "60:24" }) do
    snap.test.equal(decided(sets, id).control, { selected = false }, id)
  end
  snap.test.equal(decided(sets, "60:22").control, { selected = true })
end)

snap.test.case("two pills, one tinted with its title in a colour and the other's title grey, are a segmented control", function()
  snap.test.equal(decided(sets, "60:13").role, "segmentedControl")
end)

snap.test.case("seven round days side by side are checkboxes, on where filled in a colour", function()
  local on = { true, true, false, true, false, false, true }
  for index = 1, 7 do
    local id = "60:" .. (27 + (index - 1) * 3)
    snap.test.equal(decided(sets, id).control, { selected = on[index] }, id)
  end
end)

snap.test.case("a form's fields over its button are no chips", function()
  for _, id in ipairs({ "60:49", "60:51", "60:53", "60:55" }) do
    snap.test.truthy((decided(sets, id).control or {}).selected == nil, id)
  end
end)

snap.test.case("a bar at the top of a page's centred column is the navigation bar; both discs at its trailing edge are buttons", function()
  snap.test.equal(decided(sets, "60:8").role, "navigationBar")
  snap.test.equal(decided(sets, "60:4").role, "button")
  snap.test.equal(decided(sets, "60:6").role, "button")
end)

local cards = snap.test.fixture("tests/named-cards/input.json")

snap.test.case("a card named as a button that says more than a title is tapped as a whole, its texts its own views", function()
  snap.test.equal(cards:decide("view", cards:find("70:1")), { class = "UIControl", role = "tappable" })
end)

snap.test.case("a card named as a button holding buttons of its own is no control; its actions are no choice", function()
  snap.test.equal(cards:decide("view", cards:find("71:1")), nil)
  for _, id in ipairs({ "71:5", "71:6", "71:7" }) do
    local answer = cards:decide("view", cards:find(id))
    snap.test.equal(answer and answer.role, "button", id)
    snap.test.equal(answer.control, nil, id)
  end
end)

local cyrillic = snap.test.fixture("tests/week-cyrillic/input.json")

snap.test.case("a week's days in any script are checkboxes (ПН … ВС), on where filled", function()
  for index = 1, 7 do
    local answer = cyrillic:decide("view", cyrillic:find("3:" .. index)) or {}
    snap.test.equal(answer.control, { selected = index <= 5 }, "3:" .. index)
  end
end)
