-- Translucent system colours and fonts that keep their weight (issue 13).
local fx = snap.test.fixture("tests/bold-title/input.json")

local function color(hex, alpha, usage)
  return fx:decide("color", { type = "SOLID", hex = hex, alpha = alpha, usage = usage })
end

snap.test.case("#3C3C43 at the system's alphas is the label and separator colours", function()
  snap.test.equal(color("#3C3C43", 0.6, "text"), { system = "secondaryLabel" })
  snap.test.equal(color("#3C3C43", 0.3, "text"), { system = "tertiaryLabel" })
  snap.test.equal(color("#3C3C43", 0.18, "text"), { system = "quaternaryLabel" })
  snap.test.equal(color("#3C3C43", 0.29, "fill"), { system = "separator" })
  snap.test.equal(color("#3C3C43", 0.29, "stroke"), { system = "separator" })
  snap.test.equal(color("#787880", 0.2, "fill"), { system = "systemFill" })
  snap.test.equal(color("#767680", 0.12, "fill"), { system = "tertiarySystemFill" })
end)

snap.test.case("a colour within two steps a channel and 0.015 alpha is the system's; further is not", function()
  snap.test.equal(color("#3D3C44", 0.61, "text"), { system = "secondaryLabel" })
  snap.test.equal(color("#3C3C43", 0.45, "text"), nil)
  snap.test.equal(color("#0079FE", 1, "fill"), { system = "systemBlue" })
  snap.test.equal(color("#0075FF", 1, "fill"), nil)
  snap.test.equal(color("#E5E5EA", 1, "fill"), { system = "systemGray5" })
end)

snap.test.case("a family with no PostScript name keeps its weight; a PostScript name is used as it is", function()
  snap.test.equal(fx:decide("font", fx:find("Greeting").text),
    { family = "Plus Jakarta Sans", size = 28, weight = "bold" })
  snap.test.equal(fx:decide("font", fx:find("Sync Status").text),
    { family = "Inter", size = 15, weight = "medium", italic = true })
end)

snap.test.case("the system font keeps its weight at a text style's size; regular is the style itself", function()
  snap.test.equal(fx:decide("font", fx:find("Summary Title").text), { size = 28, weight = "bold" })
  snap.test.equal(fx:decide("font", fx:find("Large Title").text), { text_style = "largeTitle" })
end)

snap.test.case("an icon's tint is foreground, coloured as text is: white is white, not the background", function()
  snap.test.equal(color("#FFFFFF", 1, "icon"), { system = "white" })
  snap.test.equal(color("#000000", 1, "icon"), { system = "label" })
  snap.test.equal(color("#3C3C43", 0.6, "icon"), { system = "secondaryLabel" })
  snap.test.equal(color("#FFFFFF", 1, "fill"), { system = "systemBackground" })
end)
