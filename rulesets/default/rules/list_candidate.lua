-- Seeds 001 and 004: rows drawn alike are a list, not a column of static views. A frame whose
-- children are three or more rows of one kind — instances of one component, or frames of one
-- structure, as the host's `repeats` finds them — stacked in a column or laid out in a grid (thin
-- separator lines between them allowed), with at most a header above and a footer below, becomes a
-- UICollectionView; figsnap makes the first row the cell, the rows its items, and keeps the header
-- and footer beside the list. A shorter run, or a run beside other content, is reported as a candidate.
local layers = require("layers")
local structure = require("structure")
local buttons = require("buttons")
local fields = require("fields")

local MIN_RUN = 3
-- A frame named a list holds a list of two rows as well (the design shows two of its items).
local list_words = { "list", "lista", "liste", "listview", "список", "列表", "목록", "リスト" }

-- Controls side by side are a control group, not a list: named so, or drawn as a button, a field or a field with its
-- caption (a form's fields).
local function is_control(node)
  return layers.named(node, { "button", "btn", "cta", "tab", "chip", "toggle", "switch" })
    or buttons.looks_like_button(node) or fields.looks_like_field_box(node) ~= nil or fields.field_inside(node)
end

-- A tile large enough to be a cell of its own (a category card), whatever it is called.
local function is_tile(node)
  return node.absolute.width >= 88 and node.absolute.height >= 88
end

-- A figure ("85%", "12 km", "$0.25") : a short text with a digit in it.
local function is_figure(text)
  local characters = text.text.characters
  return snap.text.len(characters) <= 10 and characters:find("%d") ~= nil
end

-- A statistic's tile: a figure and its caption (a glyph beside them perhaps), no picture and nothing more to read.
local function is_stat(row)
  local texts = layers.texts(row)
  if #texts < 1 or #texts > 2 or layers.has_image_fill(row) then return false end
  for _, text in ipairs(texts) do
    if is_figure(text) then return true end
  end
  return false
end

-- The longest of the host's runs of children drawn alike (node.repeats), the first of equal ones.
local function longest_run(node)
  local best = nil
  for _, run in ipairs(node.repeats) do
    if best == nil or #run.rows > #best.rows then best = run end
  end
  return best
end

-- Whether the children outside `run` are at most a header before it (a text just before the rows titles their
-- section) and a footer after it: a title with its "See all", a "Load more". A text after the rows is no footer.
local function only_header_and_footer(node, run)
  local before, after = 0, 0
  for index, child in ipairs(node.children) do
    if child.visible and not child.separator then
      if index < run.first and not (index == run.first - 1 and child.type == "TEXT") then
        before = before + 1
      elseif index > run.last then
        if child.type == "TEXT" then return false end
        after = after + 1
      end
    end
  end
  return before <= 1 and after <= 1
end

-- The rows of `node` when it is a list: three or more children drawn alike (the host's repeats: one component, or one
-- structure; separators and section titles between them), a header and a footer at most beside them.
-- Whether the run's cells stand side by side with the last cut by the frame's trailing edge: a carousel shows two
-- cards and the start of more.
local function cut_at_edge(node, run)
  local first, last = node.children[run.rows[1]], node.children[run.rows[#run.rows]]
  for _, index in ipairs(run.rows) do
    if not snap.geom.same_row(first, node.children[index]) then return false end
  end
  return last.absolute.x + last.absolute.width >= node.absolute.x + node.absolute.width + 8
end

local function rows_of(node)
  local run = longest_run(node)
  if run == nil then return nil end
  local least = (layers.named(node, list_words) or cut_at_edge(node, run)) and 2 or MIN_RUN
  if #run.rows < least or not only_header_and_footer(node, run) then return nil end
  local rows = {}
  for _, index in ipairs(run.rows) do rows[#rows + 1] = node.children[index] end
  if is_control(rows[1]) and not is_tile(rows[1]) then return nil end
  local columns = 0
  for _, row in ipairs(rows) do
    if snap.geom.same_row(rows[1], row) then columns = columns + 1 end
  end
  -- Tiles named as controls are cells only when they make a grid (two or more columns and rows).
  if is_control(rows[1]) and (columns < 2 or columns == #rows) then return nil end
  -- Glyphs in a row (a rating's stars) are no list; nor is one row of cells that fits its frame (stats side by side),
  -- unless it runs past the frame's edge, where it scrolls.
  local first = rows[1].absolute
  if #layers.texts(rows[1]) == 0 and (first.width < 40 or first.height < 40) then return nil end
  if columns == #rows then
    -- Statistics side by side stay views, even in a strip clipped at its edge.
    if snap.list.filter(rows, is_stat)[#rows] ~= nil then return nil end
    local last = rows[#rows].absolute
    local scrolls = last.x + last.width > node.absolute.x + node.absolute.width + 0.5
      or layers.named(node, { "carousel", "list", "scroll", "slider", "gallery" })
    if not scrolls then return nil end
  end
  -- In reading order: each row below the previous one, or beside it in a grid.
  for index = 2, #rows do
    local previous, row = rows[index - 1].absolute, rows[index].absolute
    if row.y < previous.y - 0.5 or (math.abs(row.y - previous.y) < 0.5 and row.x < previous.x) then return nil end
  end
  return rows
end

return {
  summary = "a frame of three or more rows drawn alike becomes a UICollectionView list; shorter runs are reported",
  view = function(node)
    -- Rows clipped away by a frame above them (a dropdown's closed menu) are not drawn: no list.
    if node.parent == nil or node.type == "TEXT" or structure.clipped_away(node) then return nil end
    if rows_of(node) then return { class = "UICollectionView", role = "list" } end
  end,
  container = function(node, ctx)
    if rows_of(node) then return nil end
    local run, component, first = 0, nil, nil
    local function flush()
      if run >= MIN_RUN then
        ctx.report("note", run .. " stacked instances of '" .. component .. "' from '" .. first
          .. "' look like a list: consider a frame of their own, which becomes a UICollectionView")
      end
    end
    for _, child in ipairs(node.children) do
      local name = child.component and (child.component.set_name or child.component.name)
      local previous = child.prev
      if name and name == component and previous and snap.geom.same_column(previous, child) then
        run = run + 1
      else
        flush()
        run, component, first = name and 1 or 0, name, child.name
      end
    end
    flush()
  end,
}
