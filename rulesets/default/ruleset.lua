-- figsnap's default ruleset: the conventions of its seed documents (see docs in the repository
-- README and rulesets/README.md). Teams extend it and override or disable single rules.
return {
  name = "default",
  api = 1,
  description = "Relative SnapKit layout, safe areas, system chrome left to iOS, system colours, Dynamic Type.",
  options = {
    deployment_target = "12.0", -- safeAreaLayoutGuide directly from 11.0; UIAction from 14.0
    grid = 8,                   -- spacing off this grid gets a note, never a change
    follow_gap = 50,            -- an item this close to the previous one follows it
  },
  rules = {
    "skip_hidden",
    "skip_system_chrome",
    "view_class",
    "system_colors",
    "dynamic_type_fonts",
  },
}
