-- Components that name their iOS API in their description (seed 004: read the description, do not infer the API).
local screen = snap.test.fixture("tests/component-apis/input.json")

local function kind(key)
  local answer = screen:decide("view", screen:find(key))
  return answer and answer.role
end

snap.test.case("a description that calls a SwiftUI view or names a UIKit class decides the role", function()
  snap.test.equal(kind("Frame 4"), "switch")
  snap.test.equal(kind("Frame 8"), "segmentedControl")
end)

snap.test.case("the first API a description names decides: 'NavigationLink, not Button' is a row tapped whole", function()
  snap.test.equal(kind("Row"), "tappable")
end)

snap.test.case("prose that only uses an API's word ('List items can contain…') decides nothing", function()
  snap.test.equal(kind("Frame 15"), nil)
end)
