local chrome = require("chrome")

return {
  summary = "status bar, home indicator, keyboard, page dots, modal dimming and bezels are drawn by iOS",
  skip = function(node, ctx)
    local kind = chrome.kind(node, ctx.canvas)
    if kind == nil then return nil end
    if kind == "dimming behind a modal" then
      -- Seed 004: the presentation draws it; the design shows what the user will see.
      ctx.report("note", "'" .. node.name .. "' dims the screen behind a modal: left to the sheet or alert "
        .. "presentation, which draws it")
    elseif kind:find("^dimming behind a modal") then
      ctx.report("note", "'" .. node.name .. "' is the screen behind a modal, blurred: the presenting screen draws "
        .. "it, and the modal's presentation its blur (a UIVisualEffectView, or a material background in SwiftUI)")
    end
    return "drawn by iOS: " .. kind
  end,
}
