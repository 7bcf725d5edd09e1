-- Acme's rules, each asked on the seed's order form.
local fx = snap.test.fixture("tests/order-form/input.json")

snap.test.case("the primary button becomes the team's PrimaryButton with its label", function()
  local answer, rule = fx:decide("view", fx:find("Submit Button"))
  snap.test.equal(answer, { class = "PrimaryButton", role = "button", init = 'PrimaryButton(title: "提交")' })
  snap.test.equal(rule, "team_components")
end)

snap.test.case("colour styles and brand values become Theme tokens", function()
  snap.test.equal(fx:decide("color", fx:find("Remark Box").fills[1]), { token = "fillSecondary" })
  snap.test.equal(fx:decide("color", { type = "SOLID", hex = "#007AFF", alpha = 1, usage = "fill" }), { token = "accent" })
end)

snap.test.case("text styles and the type scale become Theme fonts", function()
  snap.test.equal(fx:decide("font", fx:find("Title").text), { token = "headline" })
  snap.test.equal(fx:decide("font", fx:find("Quantity").text), { token = "body" })
end)

snap.test.case("a centred title stays centred; the default rules still place the row", function()
  snap.test.equal(fx:decide("horizontal", fx:find("Label")), { centerX = "superview" })
  snap.test.equal(fx:decide("horizontal", fx:find("Search Icon")), { leading = fx:find("/局") })
end)
