-- Fields and system chrome recognised by structure (the fields and chrome families of the recognition benchmark):
-- hand-made screens of generic names, so the drawing decides; a glyph's name is evidence of what it draws.
local form = snap.test.fixture("tests/recognition-fields/input.json")
local done = snap.test.fixture("tests/recognition-chrome/input.json", "Done")
local code = snap.test.fixture("tests/recognition-chrome/input.json", "Code")
local verify = snap.test.fixture("tests/recognition-chrome/input.json", "Verify")

local dial = snap.test.fixture("tests/recognition-chrome/input.json", "Dial")
local instances = snap.test.fixture("tests/field-instances/input.json", "Log in")

local function kind(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and { class = answer.class, role = answer.role }
end
local function control(fx, key)
  local answer = fx:decide("view", fx:find(key))
  return answer and answer.control
end
local field = { class = "UITextField", role = "textField" }
local password = { secure = true, content_type = "password", return_key = "done", capitalization = "none" }

snap.test.case("a caption above the box names its purpose: 비밀번호 over a grey placeholder is a password", function()
  local answer = form:decide("view", form:find("5:6"))
  snap.test.equal({ class = answer.class, role = answer.role }, field)
  snap.test.equal(answer.control.secure, true)
  snap.test.equal(answer.accessibility, { label = "비밀번호" })
end)

snap.test.case("a lock on the box makes a password's field; its placeholder framed between glyphs is not centred", function()
  snap.test.equal(kind(form, "5:21"), field)
  local wanted = { placeholder = "Enter your PIN" }
  for key, value in pairs(password) do wanted[key] = value end
  snap.test.equal(control(form, "5:21"), wanted)
end)

snap.test.case("a magnifier on the box makes a search field", function()
  snap.test.equal(control(form, "5:12"), { return_key = "search", placeholder = "Find a doctor" })
end)

snap.test.case("four equal digit boxes are one code field, and so are four equal underlines", function()
  local code_control = { keyboard = "numberPad", content_type = "oneTimeCode", placeholder = "0000" }
  snap.test.equal(kind(form, "5:30"), field)
  snap.test.equal(control(form, "5:30"), code_control)
  snap.test.equal(control(form, "5:49"), code_control)
  snap.test.equal(kind(form, "5:23"), nil)
end)

snap.test.case("a tall box with a faded placeholder at its top is a text view", function()
  snap.test.equal(kind(form, "5:32"), { class = "UITextView", role = "textView" })
end)

snap.test.case("a box that asks to pick a file is a picker's trigger, not a field", function()
  snap.test.equal(kind(form, "5:36"), { class = "UIButton", role = "button" })
end)

snap.test.case("a dark typed value ended by a clear button is a field; narrow boxes named Input are fields", function()
  snap.test.equal(kind(form, "5:40"), field)
  snap.test.equal(kind(form, "5:42"), field)
  snap.test.equal(kind(form, "5:44"), field)
end)

snap.test.case("a bar from edge to edge docked at the bottom that prompts to type is a composer's field", function()
  snap.test.equal(kind(form, "5:55"), field)
  snap.test.equal(kind(form, "5:50"), nil)
end)

snap.test.case("a value in a bordered box under its caption is a field; a sentence there is a message", function()
  snap.test.equal(kind(form, "5:59"), field)
  snap.test.equal(kind(form, "5:63"), nil)
end)

snap.test.case("a status bar of an icon font's glyphs and Android's band of glyphs are iOS's", function()
  snap.test.equal(done:decide("skip", done:find("5:8")), "drawn by iOS: status bar")
  snap.test.equal(code:decide("skip", code:find("5:17")), "drawn by iOS: status bar")
end)

snap.test.case("a faint pill in the bottom 34 pt is the home indicator; one under a keyboard's screenshot is not", function()
  snap.test.equal(done:decide("skip", done:find("5:9")), "drawn by iOS: home indicator")
  snap.test.equal(code:decide("skip", code:find("5:19")), nil)
end)

snap.test.case("a layer named as the home indicator is the screen's; a bar's own line beside it stays", function()
  snap.test.equal(verify:decide("skip", verify:find("5:56")), "drawn by iOS: home indicator")
  snap.test.equal(verify:decide("skip", verify:find("5:53")), nil)
end)

snap.test.case("a frosted scrim overhanging the screen dims it", function()
  snap.test.equal(done:decide("skip", done:find("5:10")), "drawn by iOS: dimming behind a modal")
end)

snap.test.case("the ten digits under a code's slots are the number pad; their keys are no buttons", function()
  snap.test.equal(verify:decide("skip", verify:find("5:52")), "drawn by iOS: keyboard (number pad)")
end)

snap.test.case("instances of one field component with different purposes are drawn inline, each with its own", function()
  snap.test.equal(instances:decide("view", instances:find("5:7")), { component = false })
  snap.test.equal(instances:decide("view", instances:find("5:10")), { component = false })
  snap.test.equal(instances:decide("view", instances:find("I5:10;5:2")).control.secure, true)
end)

snap.test.case("chrome named in a component path where it sits, and a gesture handle by name, are iOS's", function()
  snap.test.equal(dial:decide("skip", dial:find("5:58")), "drawn by iOS: status bar")
  snap.test.equal(dial:decide("skip", dial:find("5:87")), "drawn by iOS: keyboard")
  snap.test.equal(dial:decide("skip", dial:find("5:88")), "drawn by iOS: home indicator (gesture handle)")
end)

snap.test.case("a pad of digits on a screen with no code's slots is the app's keypad: buttons", function()
  snap.test.equal(dial:decide("skip", dial:find("5:85")), nil)
  snap.test.equal(kind(dial, "5:62"), { class = "UIButton", role = "button" })
end)
