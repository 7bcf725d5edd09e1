-- figsnap's default ruleset: the conventions of its seed documents (rulesets/README.md is the
-- reference). Teams extend it and override or disable single rules.
return {
  name = "default",
  api = 1,
  description = "Relative SnapKit layout, safe areas, system chrome left to iOS, system colours, Dynamic Type.",
  options = {
    deployment_target = "16.0", -- the iPhones check solves at follow it (16: 375 pt and wider)
    grid = 8,                   -- spacing off this grid gets a note, never a change
    follow_gap = 50,            -- an item closer than this to the previous one follows it
    -- An icon named like an SF Symbol ("chevron right", "search", "close", …: lib/symbols.lua)
    -- is drawn with it, at the design's size; false turns this off, a table adds names:
    --   sf_symbols = { ["arrow back"] = "arrow.backward" },
    sf_symbols = true,
    -- An auto-layout column or row becomes a UIStackView where the stack lays it out as the
    -- design does (its children closed in at the margins, at the spacing, aligned alike);
    -- any other stays a chain of constraints. A rule's container hook decides per frame.
    stack_views = true,
    -- Frames drawn alike that are no component (two form fields, a run of rows, a card on two
    -- screens) become one view class whose texts and images are parameters; a view hook's
    -- component = false keeps one inline, component = "SettingsRow" names the class.
    structural_reuse = true,
    -- A screen of more views than this is split: its largest plain frames that fit the count
    -- become view classes of their own (each used once, in its own file) until what is left
    -- fits, so no file is long to read; false keeps every screen whole.
    section_views = 36,
    -- A screen taller than its device, or whose content does not fit the shortest iPhone the app
    -- runs on, scrolls, with its content at the design's height; so does a frame whose
    -- overflowDirection scrolls. Full-width bars along the bottom of a tall screen
    -- (tab bars, a bottom button area) and children marked FIXED stay on screen.
    scroll = { tall_screens = true, overflow = true, fixed_bottom_bars = true },
    -- Safe-area insets come from the device figsnap derives from each canvas (its width, its
    -- name, a drawn status bar, its height). A ruleset overrides them per canvas:
    --   safe_area = { ["390x844"] = { top = 47, bottom = 34 } },
  },
  -- A view that breaks on a phone the app runs on (check's device matrix) is an error by
  -- default; this ruleset reports it as a warning while free-form designs are still placed by
  -- their coordinates (a third of real screens break at 375 pt). Remove the line to enforce it.
  severity = { breaks_at_width = "warning" },
  rules = {
    "skip_hidden",
    "skip_system_chrome",
    "hand_drawn_chrome",
    "component_api",
    "symmetric_rows",
    "controls",
    "list_candidate",
    "view_class",
    "safe_area",
    "follow_previous",
    "row_alignment",
    "column_flow",
    "system_colors",
    "dynamic_type_fonts",
  },
}
