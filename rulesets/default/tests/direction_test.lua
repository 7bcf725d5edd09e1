-- The seed's stepper row: items in a row follow the previous one, left to right (conventions 4-6).
local fx = snap.test.fixture("tests/order-form/input.json")

snap.test.case("the search icon follows the unit label", function()
  local answer, rule = fx:decide("horizontal", fx:find("Search Icon"))
  snap.test.equal(answer, { leading = fx:find("/局") })
  snap.test.equal(rule, "follow_previous")
end)

snap.test.case("the unit label follows the stepper 8 pt after it", function()
  snap.test.equal(fx:decide("horizontal", fx:find("/局")), { leading = fx:find("Stepper") })
end)

snap.test.case("an item 54 pt from the previous one keeps its own leading offset", function()
  snap.test.equal(fx:decide("horizontal", fx:find("Stepper")), { leading = "superview" })
end)

snap.test.case("a row whose centres agree aligns to its first item", function()
  snap.test.equal(fx:decide("vertical", fx:find("Search Icon")), { centerY = fx:find("Quantity") })
  snap.test.equal(fx:decide("vertical", fx:find("Quantity")), { centerY = "superview" })
end)

snap.test.case("the remark box follows the row above it", function()
  snap.test.equal(fx:decide("vertical", fx:find("Remark Box")), { top = fx:find("Quantity Row") })
end)

snap.test.case("a node spanning its parent stretches between both edges", function()
  snap.test.equal(fx:decide("horizontal", fx:find("Quantity Row")), { leading = "superview", trailing = "superview" })
end)

-- Two lines rotated to zero width at one x are hairlines as thick as their strokes, one over the
-- other: neither follows the other, so the chain has no cycle.
local lines = snap.test.fixture("tests/coincident-lines/input.json")

snap.test.case("coincident lines never follow each other", function()
  snap.test.equal(lines:decide("horizontal", lines:find("Left Rule")), { leading = "superview" })
  snap.test.equal(lines:decide("horizontal", lines:find("Right Rule")), { leading = "superview" })
end)
