-- Bars and lists by structure (issue: bars and lists recall): hand-made screens with generic layer names, so the
-- drawing decides. tests/drawn-bars-parts and tests/lists-unlike hold the screens and state what each becomes.
local structure = require("structure")

local grouped = snap.test.fixture("tests/drawn-bars-parts/input.json", "Frame 10")
local banded = snap.test.fixture("tests/drawn-bars-parts/input.json", "Frame 30")
local steps = snap.test.fixture("tests/drawn-bars-parts/input.json", "Frame 50")
local rows = snap.test.fixture("tests/lists-unlike/input.json")

local button = { class = "UIButton", role = "button" }
local tab = { class = "UIButton", role = "button", control = { style = "plain" } }
local back = { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } }

snap.test.case("a top bar whose parts are grouped is a navigation bar: the groups stay views around its buttons", function()
  local answer, rule = grouped:decide("view", grouped:find("Frame 11"))
  snap.test.equal(answer, { role = "navigationBar" })
  snap.test.equal(rule, "hand_drawn_chrome")
  snap.test.equal(grouped:decide("view", grouped:find("Frame 12")), { role = "container" })
  snap.test.equal(grouped:decide("view", grouped:find("Frame 13")), { role = "container" })
  snap.test.equal(grouped:decide("view", grouped:find("Vector 1")), back)
  snap.test.equal(grouped:decide("view", grouped:find("Vector 2")), button)
  snap.test.equal(grouped:decide("view", grouped:find("Vector 3")), button)
end)

snap.test.case("a row of glyphs and labels near the bottom is a tab bar wherever it sits; its group is not", function()
  snap.test.equal(grouped:decide("view", grouped:find("Frame 23")), { role = "tabBar" })
  snap.test.equal(grouped:decide("view", grouped:find("Frame 24")), tab)
  snap.test.equal(grouped:decide("view", grouped:find("Frame 27")), tab)
  snap.test.equal(grouped:decide("view", grouped:find("Frame 20")), nil)
  local fab_row = grouped:decide("view", grouped:find("Frame 21"))
  snap.test.truthy(fab_row == nil or fab_row.role ~= "tabBar", "the row of the floating button is no tab bar")
end)

snap.test.case("a bar right below a band across the top is a navigation bar; the band is not", function()
  snap.test.equal(banded:decide("view", banded:find("Frame 32")), { role = "navigationBar" })
  snap.test.equal(banded:decide("view", banded:find("Frame 33")), button)
  snap.test.equal(banded:decide("view", banded:find("Frame 31")), nil)
end)

snap.test.case("a tab bar drawn with loose layers is a tab bar; its labels stay labels, its glyphs no buttons", function()
  snap.test.equal(banded:decide("view", banded:find("Group 40")), { role = "tabBar" })
  snap.test.equal(banded:decide("view", banded:find("Search")), { class = "UILabel", role = "label" })
  local answer = banded:decide("view", banded:find("Vector 6"))
  snap.test.truthy(answer == nil or answer.role ~= "button", "a loose glyph is no button of its own")
end)

snap.test.case("a back button over a step indicator is a navigation bar; actions at one side of a bottom bar are no tabs", function()
  snap.test.equal(steps:decide("view", steps:find("Frame 52")), { role = "navigationBar" })
  snap.test.equal(steps:decide("view", steps:find("Frame 53")), back)
  snap.test.equal(steps:decide("view", steps:find("Rectangle 3")), nil)
  snap.test.equal(steps:decide("view", steps:find("Frame 51")), nil)
end)

snap.test.case("statistics side by side and rows clipped away make no list; the same rows drawn open do", function()
  snap.test.equal(rows:decide("view", rows:find("Frame 61")), nil)
  snap.test.equal(rows:decide("view", rows:find("Frame 66")), nil)
  snap.test.equal(rows:decide("view", rows:find("Frame 70")), { class = "UICollectionView", role = "list" })
end)

snap.test.case("structure.clipped_away: wholly outside a frame above that clips its content", function()
  snap.test.equal(structure.clipped_away(rows:find("Frame 66")), true)
  snap.test.equal(structure.clipped_away(rows:find("Frame 70")), false)
  snap.test.equal(structure.clipped_away(rows:find("Frame 63")), false)
end)

local raised = snap.test.fixture("tests/tab-bar-raised-slot/input.json")

snap.test.case("a bottom bar's slot at no opacity and its home-indicator strip are no tabs: four glyphs make a tab bar", function()
  snap.test.equal(raised:decide("view", raised:find("Frame 2")), { role = "tabBar" })
  snap.test.equal(raised:decide("view", raised:find("Frame 3")), tab)
  snap.test.equal(raised:decide("view", raised:find("Group 1")), nil)
end)

local edges = snap.test.fixture("tests/nav-bar-edge-glyphs/input.json")

snap.test.case("16-pt glyphs at both ends of a top bar with no title shown are its buttons; a banner's glyph is not", function()
  snap.test.equal(edges:decide("view", edges:find("Frame 2")), { role = "navigationBar" })
  snap.test.equal(edges:decide("view", edges:find("Frame 3")), back)
  snap.test.equal(edges:decide("view", edges:find("Frame 4")), button)
  local banner = edges:decide("view", edges:find("Frame 5"))
  snap.test.truthy(banner == nil or banner.role ~= "navigationBar", "a glyph before a line of text is a banner")
end)
