-- Hand-drawn navigation and tab bars, recognised by their shape however they are named (issue 12).
local bars = snap.test.fixture("tests/drawn-bars/input.json")

snap.test.case("a full-width bar at the top with a title and icons is a navigation bar", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 12")), { role = "navigationBar" })
  snap.test.equal(bars.reports, { "warning: hand-drawn system chrome 'Frame 12' (recognised by its shape): use "
    .. "UINavigationController / navigationItem instead of rebuilding it" })
end)

snap.test.case("its leading chevron goes back and its other icons are buttons", function()
  snap.test.equal(bars:decide("view", bars:find("Group 7")),
    { class = "UIButton", role = "button", name = "backButton", accessibility = { label = "Back" } })
  snap.test.equal(bars:decide("view", bars:find("Group 8")), { class = "UIButton", role = "button" })
end)

snap.test.case("a bottom row of four icon-and-label items is a tab bar of buttons", function()
  snap.test.equal(bars:decide("view", bars:find("Frame 13")), { role = "tabBar" })
  snap.test.equal(bars:decide("view", bars:find("Group 1")),
    { class = "UIButton", role = "button", control = { style = "plain" } })
end)

snap.test.case("the parts of a tab item are the item's, not buttons of their own", function()
  local answer, rule = bars:decide("view", bars:find("9:23"))
  snap.test.equal(answer, { class = "UIImageView", role = "icon" })
  snap.test.equal(rule, "view_class")
end)

snap.test.case("a component path naming status bars in the plural is the status bar iOS draws", function()
  local bill = snap.test.fixture("tests/button-instance-shape/input.json")
  snap.test.equal(bill:decide("skip", bill:find("System / StatusBars / Black")), "drawn by iOS: status bar")
end)
