-- Patterns of designs the rules were not tuned on (tests/unseen-patterns holds the screens and states what each
-- becomes in both targets): the decisions, and the structural facts behind them.
local code_rows = require("code_rows")

local comments = snap.test.fixture("tests/unseen-patterns/input.json", "Comments")
local form = snap.test.fixture("tests/unseen-patterns/input.json", "Sign up")
local spin = snap.test.fixture("tests/unseen-patterns/input.json", "Spin")

local button = { class = "UIButton", role = "button" }

snap.test.case("a cell holding a glyph is no slot of a code: a row of tab cells is no one-time code", function()
  snap.test.equal(code_rows.is_code_row(comments:find("Menu Bar")), false)
  local answer = comments:decide("view", comments:find("Menu Bar"))
  snap.test.equal(answer, { role = "tabBar" })
end)

snap.test.case("the frame around a tab bar's row and the home indicator is not the bar; the row is", function()
  snap.test.equal(comments:decide("view", comments:find("Frame 85")), nil)
  snap.test.equal(comments:decide("view", comments:find("Menu Bar")), { role = "tabBar" })
end)

snap.test.case("the header a page's column holds first is the screen's bar, an empty name block between its buttons", function()
  snap.test.equal(comments:decide("view", comments:find("Frame 17")), { role = "navigationBar" })
  local menu = comments:decide("view", comments:find("menu"))
  snap.test.equal(menu and menu.role, "button")
end)

snap.test.case("a grey scrim in a modal's frame over the whole screen dims it; the frame named Button Sheet is none", function()
  snap.test.equal(comments:decide("skip", comments:find("Rectangle 81")), "drawn by iOS: dimming behind a modal")
  local sheet = comments:decide("view", comments:find("Button Sheet"))
  snap.test.truthy(sheet == nil or sheet.role ~= "button", "a layer as tall as the screen is no button")
end)

snap.test.case("a caption over an empty box named Input: a field; over a tall one: a text view", function()
  local field = comments:decide("view", comments:find("2:35"))
  snap.test.equal(field and field.role, "textField")
  local area = comments:decide("view", comments:find("2:38"))
  snap.test.equal(area and area.role, "textView")
end)

snap.test.case("a grey sample on a loose box under its caption is a field; a darker title centred on a pill a button", function()
  local field = form:decide("view", form:find("inp-bg"))
  snap.test.equal(field and field.role, "textField")
  snap.test.equal(field.control.placeholder, "000 000 000 00000")
  local browse = form:decide("view", form:find("Button - Browse Files"))
  snap.test.equal(browse and browse.role, "button")
end)

snap.test.case("a card's title that mentions comments beside its logo is no text view", function()
  local card = form:decide("view", form:find("Card"))
  snap.test.truthy(card == nil or card.role ~= "textView", "a card is no text view")
end)

snap.test.case("pictures named as buttons are buttons; a bar of two pills holding three tabs is a tab bar", function()
  snap.test.equal(form:decide("view", form:find("button")), button)
  snap.test.equal(form:decide("view", form:find("Exit Button")).role, "button")
  snap.test.equal(form:decide("view", form:find("The control panel")), { role = "tabBar" })
end)

snap.test.case("a bar named Nav Bar along the bottom of the screen is its bottom navigation: a tab bar", function()
  snap.test.equal(spin:decide("view", spin:find("Nav Bar")), { role = "tabBar" })
end)

local journal = snap.test.fixture("tests/unseen-patterns/input.json", "Journal")
local home = snap.test.fixture("tests/unseen-patterns/input.json", "Home")
local offline = snap.test.fixture("tests/unseen-patterns/input.json", "Offline")

snap.test.case("a painted band with a title and a smaller line under it, or a wordmark alone, is a navigation bar", function()
  snap.test.equal(journal:decide("view", journal:find("Header")), { role = "navigationBar" })
  snap.test.equal(home:decide("view", home:find("Top")), { role = "navigationBar" })
  snap.test.equal(home:decide("view", home:find("Group 46")).role, "image")
  snap.test.equal(offline:decide("view", offline:find("Top Status")), nil)
end)

snap.test.case("a pill at the foot with three to five glyphs laid loose on it is a tab bar", function()
  snap.test.equal(journal:decide("view", journal:find("nav-bottom")), { role = "tabBar" })
end)

snap.test.case("two cards side by side, the second cut by the frame's edge, are a list; two that fit are not", function()
  snap.test.equal(home:decide("view", home:find("Cards")), { class = "UICollectionView", role = "list" })
  snap.test.equal(home:decide("view", home:find("Pair")), nil)
end)

local hero = snap.test.fixture("tests/unseen-patterns/input.json", "Hero")

snap.test.case("a band as tall as a status bar holding buttons of touch size is the app's bar, no status bar", function()
  snap.test.equal(hero:decide("skip", hero:find("Header - Shell")), nil)
  snap.test.equal(hero:decide("view", hero:find("Header - Shell")), { role = "navigationBar" })
end)
