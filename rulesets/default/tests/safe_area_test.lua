-- Seed 000: the bottom button sits on the safe area, the bar below the status bar hangs from it.
local fx = snap.test.fixture("tests/order-form/input.json")

snap.test.case("the submit button above the home indicator is pinned to the safe area's bottom", function()
  local answer, rule = fx:decide("vertical", fx:find("Submit Button"))
  snap.test.equal(answer, { bottom = "safeArea" })
  snap.test.equal(rule, "safe_area")
end)

snap.test.case("the navigation bar below the status bar is pinned to the safe area's top", function()
  snap.test.equal(fx:decide("vertical", fx:find("Nav Bar")), { top = "safeArea" })
end)

snap.test.case("the status bar and home indicator are left to iOS", function()
  snap.test.equal(fx:decide("skip", fx:find("Status Bar")), "drawn by iOS: status bar")
  snap.test.equal(fx:decide("skip", fx:find("Home Indicator")), "drawn by iOS: home indicator")
  snap.test.equal(fx:decide("skip", fx:find("Remark Box")), nil)
end)

-- Seed 004: a dimming layer behind a sheet is drawn by the presentation, whatever its name.
local sheet = snap.test.fixture("tests/sheet/input.json")

snap.test.case("a dark translucent layer over the whole screen is the modal's dimming", function()
  snap.test.equal(sheet:decide("skip", sheet:find("Rectangle 12")), "drawn by iOS: dimming behind a modal")
  snap.test.equal(sheet:decide("skip", sheet:find("Sheet")), nil)
end)
