-- Controls by name and by structure (issue 12): fields with their keyboard and content type,
-- buttons and links, switches, segmented controls, sliders, progress bars and page dots.
local login = snap.test.fixture("tests/login/input.json")
local controls = snap.test.fixture("tests/controls/input.json")

snap.test.case("an email field beside a password is the login's user name, with the email keyboard", function()
  snap.test.equal(login:decide("view", login:find("Email")), {
    class = "UITextField", role = "textField",
    control = { keyboard = "emailAddress", content_type = "username", return_key = "next", capitalization = "none",
      placeholder = "Enter your email" },
  })
end)

snap.test.case("a password field is secure, recognised by its box and placeholder", function()
  snap.test.equal(login:decide("view", login:find("Password")), {
    class = "UITextField", role = "textField",
    control = { secure = true, content_type = "password", return_key = "done", capitalization = "none",
      placeholder = "Enter your password" },
  })
end)

snap.test.case("a button and a link are buttons; the icons inside fields are icons, SF Symbols by name", function()
  snap.test.equal(login:decide("view", login:find("Log In Button")), { class = "UIButton", role = "button" })
  snap.test.equal(login:decide("view", login:find("Forgot password link")), { class = "UIButton", role = "button" })
  snap.test.equal(login:decide("view", login:find("Eye")), { class = "UIImageView", role = "icon", symbol = "eye" })
  snap.test.equal(login:decide("view", login:find("Welcome back")), { class = "UILabel", role = "label" })
end)

snap.test.case("a pill with a knob is a switch, whatever it is called", function()
  snap.test.equal(controls:decide("view", controls:find("Toggle")), { class = "UISwitch", role = "switch" })
  snap.test.equal(controls:decide("view", controls:find("Knob")), nil)
end)

snap.test.case("segments, sliders, progress bars and page dots become their controls", function()
  snap.test.equal(controls:decide("view", controls:find("Period Segmented Control")),
    { class = "UISegmentedControl", role = "segmentedControl" })
  snap.test.equal(controls:decide("view", controls:find("Volume Slider")), { class = "UISlider", role = "slider" })
  snap.test.equal(controls:decide("view", controls:find("Upload Progress")), { class = "UIProgressView", role = "progress" })
  snap.test.equal(controls:decide("view", controls:find("Carousel Dots")), { class = "UIPageControl", role = "pageControl" })
end)

snap.test.case("a checkbox is a button, selected when it draws its check", function()
  local boxes = snap.test.fixture("tests/checkboxes/input.json")
  snap.test.equal(boxes:decide("view", boxes:find("9:97")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = true } })
  snap.test.equal(boxes:decide("view", boxes:find("9:99")),
    { class = "UIButton", role = "button", control = { style = "plain", selected = false } })
end)
