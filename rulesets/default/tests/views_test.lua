-- Classes, colours and fonts (conventions 15, 18, 19).
local fx = snap.test.fixture("tests/order-form/input.json")

snap.test.case("text becomes a label, the submit and stepper buttons buttons (a bare glyph its SF Symbol), the remark box a text view", function()
  snap.test.equal(fx:decide("view", fx:find("Quantity")), { class = "UILabel", role = "label" })
  snap.test.equal(fx:decide("view", fx:find("Submit Button")), { class = "UIButton", role = "button" })
  snap.test.equal(fx:decide("view", fx:find("minus")), { class = "UIButton", role = "button", symbol = "minus" })
  snap.test.equal(fx:decide("view", fx:find("Remark Box")), { class = "UITextView", role = "textView" })
end)

snap.test.case("system colour values become semantic colours, by use", function()
  local blue = fx:find("Submit Button").fills[1]
  snap.test.equal(fx:decide("color", { type = "SOLID", hex = blue.hex, alpha = 1, usage = "fill" }), { system = "systemBlue" })
  snap.test.equal(fx:decide("color", { type = "SOLID", hex = "#000000", alpha = 1, usage = "text" }), { system = "label" })
  snap.test.equal(fx:decide("color", { type = "SOLID", hex = "#FFFFFF", alpha = 1, usage = "text" }), { system = "white" })
  snap.test.equal(fx:decide("color", { type = "SOLID", hex = "#123456", alpha = 1, usage = "fill" }), nil)
end)

snap.test.case("a named solid colour style is one of the design's colour tokens", function()
  local paint = fx:find("Remark Box").fills[1]
  snap.test.equal(fx:decide("color", paint), { token = "Fill/Secondary" })
end)

snap.test.case("system text sizes use Dynamic Type styles", function()
  snap.test.equal(fx:decide("font", fx:find("Quantity").text), { text_style = "body" })
  snap.test.equal(fx:decide("font", fx:find("/局").text), { text_style = "subheadline" })
end)

snap.test.case("a text style is the design's token, which stands for the font of its text", function()
  local title = fx:find("Title").text
  snap.test.equal(fx:decide("font", title), { token = "Headline" })
  local unstyled = { font_family = title.font_family, font_size = title.font_size, font_weight = title.font_weight }
  snap.test.equal(fx:decide("font", unstyled), { text_style = "headline" })
end)

snap.test.case("a centred, evenly spaced row is noted, an uneven one is not", function()
  local steps = snap.test.fixture("tests/steps/input.json")
  local answer = steps:decide("container", steps:find("Steps"))
  snap.test.equal(answer, nil)
  snap.test.equal(steps.reports, { "note: 3 items spaced evenly and centred: kept at the design's offsets; "
    .. "a UIStackView with .equalSpacing would spread them on wider screens" })
  steps:decide("container", steps:find("Quantity Row"))
  snap.test.equal(#steps.reports, 1)
end)
