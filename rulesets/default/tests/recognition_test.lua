-- Structural recognition (issue 12): hand-made screens with generic layer names ("Frame 12", "Rectangle 4"),
-- so the drawing, not the name, decides — except where a case is about names.
local form = snap.test.fixture("tests/recognition-form/input.json")
local bars = snap.test.fixture("tests/recognition-bars/input.json")
local parts = snap.test.fixture("tests/recognition-parts/input.json", "Frame 40")
local icon_bar = snap.test.fixture("tests/recognition-parts/input.json", "Frame 60")
local banner = snap.test.fixture("tests/recognition-parts/input.json", "Frame 80")
local header = snap.test.fixture("tests/recognition-parts/input.json", "Frame 90")
local crops = snap.test.fixture("tests/recognition-parts/input.json", "Frame 100")

local button = { class = "UIButton", role = "button" }
-- The class and role of a decision (a field's keyboard and content type are the controls_test's business).
local function kind(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and { class = answer.class, role = answer.role }
end
local field = { class = "UITextField", role = "textField" }

snap.test.case("names count whole words: 'Rectangle 12' holds no 'cta', 'SignUpBtn' is a button", function()
  snap.test.equal(parts:decide("view", parts:find("Rectangle 12")), nil)
  snap.test.equal(parts:decide("view", parts:find("SignUpBtn")), button)
end)

snap.test.case("a filled box of button height with one centred line is a button; a tag is not", function()
  snap.test.equal(form:decide("view", form:find("Frame 14")), button)
  snap.test.equal(parts:decide("view", parts:find("Status Tag")), nil)
  snap.test.equal(parts:decide("view", parts:find("Frame 41")), nil)
end)

snap.test.case("a short text that reads as a link is a button, in any language; a heading is not", function()
  snap.test.equal(form:decide("view", form:find("Forgot password?")), button)
  snap.test.equal(parts:decide("view", parts:find("Esqueci minha senha")), button)
  snap.test.equal(parts:decide("view", parts:find("Şifremi unuttum")), button)
  snap.test.equal(parts:decide("view", parts:find("비밀번호를 잊으셨나요?")), button)
  snap.test.equal(form:decide("view", form:find("Sign Up")), { class = "UILabel", role = "label" })
end)

snap.test.case("a bordered box with a placeholder, a sample value or dots is a field (dots make it secure: see the case)", function()
  snap.test.equal(kind(form, "Frame 3"), field)
  snap.test.equal(kind(form, "Frame 4"), field)
  snap.test.equal(kind(form, "Frame 5"), field)
  snap.test.equal(kind(parts, "Frame 44"), field)
end)

snap.test.case("a text above a line across the frame is an underlined field", function()
  snap.test.equal(kind(form, "Frame 6"), field)
end)

snap.test.case("a full-width banner and a grey sentence in a box are no fields", function()
  snap.test.equal(parts:decide("view", parts:find("Frame 42")), nil)
  snap.test.equal(parts:decide("view", parts:find("Frame 43")), nil)
end)

snap.test.case("a box or a link with a trailing chevron is a button; a row that says more is tapped as a whole", function()
  snap.test.equal(form:decide("view", form:find("Frame 7")), button)
  snap.test.equal(parts:decide("view", parts:find("Frame 45")), button)
  snap.test.equal(parts:decide("view", parts:find("Frame 46")), { class = "UIControl", role = "tappable" })
  -- Its chevron and texts are its content, no control of their own.
  for _, layer in ipairs(parts:find("Frame 46").children) do
    local answer = parts:decide("view", layer)
    snap.test.equal(answer == nil or answer.role == "label" or answer.role == "image" or answer.role == "icon", true)
  end
end)

snap.test.case("three equal parts, one filled, are a segmented control; two buttons are two buttons", function()
  snap.test.equal(form:decide("view", form:find("Frame 8")), { class = "UISegmentedControl", role = "segmentedControl" })
  snap.test.equal(parts:decide("view", parts:find("Frame 47")), nil)
  snap.test.equal(parts:decide("view", parts:find("Frame 48")), button)
  snap.test.equal(parts:decide("view", parts:find("Frame 49")), button)
end)

snap.test.case("a thin track with a narrower fill from its leading edge is a progress bar, its value beside it too", function()
  snap.test.equal(form:decide("view", form:find("Frame 12")), { class = "UIProgressView", role = "progress" })
  snap.test.equal(form:decide("view", form:find("Frame 13")), { class = "UIProgressView", role = "progress" })
end)

snap.test.case("rows alike in a column, one drawn apart, are the options of one choice", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 25")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = false } })
  snap.test.equal(bars:decide("view", bars:find("Frame 26")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = true } })
  snap.test.equal(bars:decide("view", bars:find("Frame 27")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = false } })
end)

snap.test.case("a row with a circle at its edge and one title is a radio button; with a description, the circle is", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 28")), { class = "UIButton", role = "button",
    control = { style = "plain", selected = false, title = "Leave at the door" } })
  snap.test.equal(bars:decide("view", bars:find("Ellipse 2")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = true } })
  snap.test.equal(bars:decide("view", bars:find("Frame 29")), nil)
end)

snap.test.case("a pill named 'Switch' is a switch, its knob in a container of its own", function()
  snap.test.equal(parts:decide("view", parts:find("Switch")), { class = "UISwitch", role = "switch" })
end)

snap.test.case("a top bar under a full-screen wrapper with a back button and a title is a navigation bar", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 22")), { role = "navigationBar" })
  snap.test.equal(bars:decide("view", bars:find("Frame 23")),
    { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } })
  snap.test.equal(bars:decide("view", bars:find("Delivery")), { class = "UILabel", role = "label" })
end)

snap.test.case("a top bar of two icons at its edges is a navigation bar; a status banner is not", function()
  snap.test.equal(icon_bar:decide("view", icon_bar:find("Frame 61")), { role = "navigationBar" })
  snap.test.equal(banner:decide("view", banner:find("Frame 81")), nil)
end)

snap.test.case("a header of three texts is a navigation bar whose edge texts are buttons", function()
  snap.test.equal(header:decide("view", header:find("Frame 91")), { role = "navigationBar" })
  snap.test.equal(header:decide("view", header:find("Settings")), button)
  snap.test.equal(header:decide("view", header:find("Logout")), button)
  snap.test.equal(header:decide("view", header:find("Profile")), { class = "UILabel", role = "label" })
end)

snap.test.case("a bottom row of four icon-and-label items is a tab bar", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 30")), { role = "tabBar" })
  snap.test.equal(bars:decide("view", bars:find("Group 2")),
    { class = "UIButton", role = "button", control = { style = "plain" } })
end)

snap.test.case("status bars, the home indicator and the keyboard drawn or pasted are left to iOS", function()
  snap.test.equal(form:decide("skip", form:find("Rectangle 1")), "drawn by iOS: status bar")
  snap.test.equal(form:decide("skip", form:find("Rectangle 6")), "drawn by iOS: home indicator")
  snap.test.equal(crops:decide("skip", crops:find("IMG_1234 2")), "drawn by iOS: status bar")
  snap.test.equal(crops:decide("skip", crops:find("IMG_8952 1")), "drawn by iOS: keyboard")
  snap.test.equal(bars:decide("skip", bars:find("Frame 21")), "drawn by iOS: status bar")
end)

snap.test.case("rows of one structure between separator lines are a list; stars and stat cells are not", function()
  snap.test.equal(icon_bar:decide("view", icon_bar:find("Frame 64")), { class = "UICollectionView", role = "list" })
  snap.test.truthy((parts:decide("view", parts:find("Frame 51")) or {}).role ~= "list", "five stars are no list")
  snap.test.equal(parts:decide("view", parts:find("Frame 57")), nil)
end)
