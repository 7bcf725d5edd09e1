local chrome = require("chrome")

return {
  summary = "status bar, home indicator, keyboard, page dots, modal dimming and bezels are drawn by iOS",
  skip = function(node, ctx)
    local kind = chrome.kind(node, ctx.canvas)
    if kind then return "drawn by iOS: " .. kind end
  end,
}
