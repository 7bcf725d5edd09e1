-- Lists (issue 12): rows drawn alike become a collection view; buttons side by side and lone
-- texts do not.
local rows = snap.test.fixture("tests/lists/input.json")

snap.test.case("three instances of one component stacked are a list", function()
  snap.test.equal(rows:decide("view", rows:find("Settings Rows")), { class = "UICollectionView", role = "list" })
end)

snap.test.case("a row of buttons is not a list; its buttons are buttons", function()
  snap.test.equal(rows:decide("view", rows:find("Actions")), nil)
  snap.test.equal(rows:decide("view", rows:find("Button 1")), { class = "UIButton", role = "button" })
end)

snap.test.case("frames that each hold one text are not rows", function()
  snap.test.equal(rows:decide("view", rows:find("Paragraphs")), nil)
end)

snap.test.case("header texts between rows make sections of one list", function()
  local grouped = snap.test.fixture("tests/sections/input.json")
  snap.test.equal(grouped:decide("view", grouped:find("Settings Groups")), { class = "UICollectionView", role = "list" })
end)
