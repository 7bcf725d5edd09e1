-- SF Symbols for icons named like one (lib/symbols.lua); the option turns them off or adds names.
local symbols = require("symbols")
local fx = snap.test.fixture("tests/icons/input.json")

snap.test.case("names become words without the words that only say 'icon'", function()
  snap.test.equal(symbols.words("ic_chevronRight-24"), { "chevron", "right" })
  snap.test.equal(symbols.words("Icon/Arrow Left/Outline"), { "arrow", "left" })
  snap.test.equal(symbols.words("Vector"), {})
end)

snap.test.case("an icon named like a symbol is that symbol, at its own size", function()
  snap.test.equal(fx:decide("view", fx:find("ic_search")),
    { class = "UIImageView", role = "icon", symbol = "magnifyingglass" })
  snap.test.equal(symbols.lookup(fx:find("ic_search"), true), "magnifyingglass")
end)

snap.test.case("an icon Figma named is named by its parent; a chevron points where the control goes", function()
  snap.test.equal(symbols.lookup(fx:find("40:6"), true), "xmark")
  snap.test.equal(symbols.lookup(fx:find("chevron"), true), nil, "a chevron button says no direction")
end)

snap.test.case("drawn art that no symbol names stays an asset", function()
  snap.test.equal(fx:decide("view", fx:find("Logo")), { class = "UIImageView", role = "icon" })
  snap.test.equal(symbols.lookup(fx:find("Arrow Shape"), true), nil)
end)

snap.test.case("the option turns symbols off or adds names", function()
  snap.test.equal(symbols.lookup(fx:find("ic_search"), false), nil)
  snap.test.equal(symbols.lookup(fx:find("Logo"), { logo = "star.circle" }), "star.circle")
  snap.test.equal(symbols.lookup(fx:find("ic_search"), { search = "magnifyingglass.circle" }),
    "magnifyingglass.circle", "a team's name wins over the table's")
end)

snap.test.case("a line is a hairline view and a vector drawn as its own box a view", function()
  snap.test.equal(fx:decide("view", fx:find("Divider")), nil)
  snap.test.equal(fx:find("Banner").is_box, true)
  snap.test.equal(fx:decide("view", fx:find("Banner")), nil)
  snap.test.equal(fx:find("Arrow Shape").is_box, nil)
end)
