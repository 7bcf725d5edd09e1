-- A bench ruleset (scripts/bench): the default ruleset, plus a conflicting required height on
-- the first views that have a fixed one (2,500 by default; the `conflicts` option sets it).
return {
  name = "bench-conflicts",
  api = 1,
  extends = "default",
  description = "The default ruleset with one conflicting required height per fixed-height view.",
  options = { conflicts = 2500 },
  rules = { "conflicting_heights" },
}
