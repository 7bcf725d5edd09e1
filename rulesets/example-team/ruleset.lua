-- An example team ruleset: Acme's design system on top of figsnap's default conventions.
-- Colours and fonts come from the team's Theme, components map to the team's classes, titles
-- centred in the design stay centred, and the team is stricter about touch targets.
return {
  name = "example-team",
  api = 1,
  extends = "default",
  description = "Acme's design system: Theme tokens, PrimaryButton and AvatarView, centred titles.",
  options = {
    deployment_target = "15.0", -- UIAction closures for buttons
    grid = 4,                   -- Acme spaces on a 4-pt grid
  },
  rules = {
    "team_components",
    "centered_titles",
    "theme_colors",
    "theme_fonts",
  },
  -- How Acme's tokens are spelt in UIKit code (`accent` → `Theme.Color.accent`, a UIColor) and in
  -- SwiftUI code (`Theme.Colors.accent`, a Color).
  targets = {
    uikit = { colors = "Theme.Color.{name}", fonts = "Theme.Font.{name}" },
    swiftui = { colors = "Theme.Colors.{name}", fonts = "Theme.Fonts.{name}" },
  },
  severity = {
    touch_target = "error",
    spacing_grid = "note",
  },
}
