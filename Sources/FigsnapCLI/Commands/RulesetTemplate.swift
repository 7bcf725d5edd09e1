/// The files `figsnap init` writes.
enum RulesetTemplate {
  static func manifest(name: String, extends: String) -> String {
    """
    -- The \(name) ruleset: our conventions on top of figsnap's \(extends) ruleset.
    -- Reference: rulesets/README.md in figsnap's repository.
    return {
      name = "\(name)",
      api = 1,
      extends = "\(extends)",
      options = {},
      rules = {
        "brand_colors",
      },
      disable = {},
      severity = {},
    }

    """
  }

  static let rule = """
    -- Colour styles named "Brand/…" in Figma are colours of our asset catalogue.
    return {
      summary = "Figma colour styles under 'Brand/' become named asset colours",
      color = function(paint)
        local style = paint.style_name
        if style and snap.text.starts_with(style, "Brand/") then
          return { asset = style:sub(7) }
        end
      end,
    }

    """

  static let unitTest = """
    local fx = snap.test.fixture("tests/welcome/input.json")

    snap.test.case("the title's brand colour becomes a named colour", function()
      local paint = fx:find("Title").fills[1]
      local answer, rule = fx:decide("color", paint)
      snap.test.equal(answer, { asset = "Primary" })
      snap.test.equal(rule, "brand_colors")
    end)

    snap.test.case("the status bar is left to iOS", function()
      local answer = fx:decide("skip", fx:find("Status Bar"))
      snap.test.equal(answer, "drawn by iOS: status bar")
    end)

    """

  static let libraryNote = """
    Helpers shared by this ruleset's rules go here: `lib/geometry.lua` is `require("geometry")`.

    """

  static let fixture = """
    {
      "name": "figsnap init",
      "document": {
        "id": "0:0", "name": "Document", "type": "DOCUMENT",
        "children": [{
          "id": "0:1", "name": "Page 1", "type": "CANVAS",
          "children": [{
            "id": "1:1", "name": "Welcome", "type": "FRAME",
            "absoluteBoundingBox": { "x": 0, "y": 0, "width": 375, "height": 812 },
            "fills": [{ "type": "SOLID", "color": { "r": 1, "g": 1, "b": 1, "a": 1 } }],
            "children": [
              { "id": "1:2", "name": "Status Bar", "type": "FRAME",
                "absoluteBoundingBox": { "x": 0, "y": 0, "width": 375, "height": 44 } },
              { "id": "1:3", "name": "Title", "type": "TEXT",
                "absoluteBoundingBox": { "x": 24, "y": 68, "width": 160, "height": 41 },
                "styles": { "fill": "S:1" },
                "fills": [{ "type": "SOLID", "color": { "r": 0.35, "g": 0.2, "b": 0.85, "a": 1 } }],
                "characters": "Welcome",
                "style": { "fontFamily": "SF Pro Display", "fontWeight": 400, "fontSize": 34,
                           "textAutoResize": "WIDTH_AND_HEIGHT" } },
              { "id": "1:4", "name": "Get Started Button", "type": "FRAME",
                "absoluteBoundingBox": { "x": 24, "y": 722, "width": 327, "height": 56 },
                "cornerRadius": 12,
                "fills": [{ "type": "SOLID", "color": { "r": 0, "g": 0.478431, "b": 1, "a": 1 } }],
                "children": [
                  { "id": "1:5", "name": "Label", "type": "TEXT",
                    "absoluteBoundingBox": { "x": 139.5, "y": 739, "width": 96, "height": 22 },
                    "constraints": { "horizontal": "CENTER", "vertical": "CENTER" },
                    "fills": [{ "type": "SOLID", "color": { "r": 1, "g": 1, "b": 1, "a": 1 } }],
                    "characters": "Get Started",
                    "style": { "fontFamily": "SF Pro Text", "fontWeight": 600, "fontSize": 17,
                               "textAutoResize": "WIDTH_AND_HEIGHT" } }
                ] },
              { "id": "1:6", "name": "Home Indicator", "type": "FRAME",
                "absoluteBoundingBox": { "x": 0, "y": 778, "width": 375, "height": 34 } }
            ]
          }]
        }]
      },
      "styles": { "S:1": { "key": "k1", "name": "Brand/Primary", "styleType": "FILL" } }
    }

    """
}
