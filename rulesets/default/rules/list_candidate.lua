-- Seeds 001 and 004: rows drawn alike are a list, not a column of static views. A frame whose
-- children are three or more rows of one kind — instances of one component, or frames of one
-- structure — stacked in a column or laid out in a grid (thin separator lines between them
-- allowed) becomes a UICollectionView; figsnap makes the first row the cell and the rows its
-- items. A shorter run, or a run beside other content, is reported as a candidate.
local layers = require("layers")
local structure = require("structure")

local MIN_RUN = 3

-- What a row is: its component, else the types of its layers two levels down.
local function shape_of(node, depth)
  if node.type == "TEXT" then return "T" end
  local parts = { node.type }
  if depth > 0 then
    for _, child in ipairs(node.children) do
      if child.visible then parts[#parts + 1] = shape_of(child, depth - 1) end
    end
  end
  return table.concat(parts, ",")
end

local function count_visible(node)
  local count = 0
  for _, child in ipairs(node.children) do
    if child.visible then count = count + 1 + count_visible(child) end
  end
  return count
end

-- Controls side by side are a control group, not a list.
local function is_control(node)
  return layers.named(node, { "button", "btn", "cta", "tab", "chip", "toggle", "switch" })
end

-- A tile large enough to be a cell of its own (a category card), whatever it is called.
local function is_tile(node)
  return node.absolute.width >= 88 and node.absolute.height >= 88
end

local function kind_of(node)
  if node.type == "TEXT" or #node.children == 0 or (is_control(node) and not is_tile(node)) then return nil end
  if node.component then return "component:" .. (node.component.set_name or node.component.name or "") end
  -- A row of one structure shows more than a single text.
  if count_visible(node) < 2 then return nil end
  return "shape:" .. shape_of(node, 2)
end

-- A separator line, or an empty frame that only makes room (it paints nothing, no picture either).
local function is_separator(node)
  if #node.children > 0 or node.type == "TEXT" then return false end
  local empty = node.type == "FRAME" and not structure.paints(node) and not layers.has_image_fill(node)
  return node.absolute.height <= 1.5 or node.absolute.width <= 1.5 or empty
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

-- The rows of `node` when every child is one (or a separator, or a section's header text), else nil.
local function rows_of(node)
  local rows, kind = {}, nil
  for _, child in ipairs(node.children) do
    if child.visible and not is_separator(child) and child.type ~= "TEXT" then
      local this = kind_of(child)
      if this == nil or (kind ~= nil and this ~= kind) then return nil end
      kind = this
      rows[#rows + 1] = child
    end
  end
  if #rows < MIN_RUN then return nil end
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
  -- A text is a header: rows follow it (a text after the last row is no header).
  local last = node.children[#node.children]
  if last and last.type == "TEXT" then return nil end
  for index, child in ipairs(node.children) do
    local after = node.children[index + 1]
    if child.type == "TEXT" and after and after.type == "TEXT" then return nil end
  end
  -- In reading order: each row below the previous one, or beside it in a grid.
  for index = 2, #rows do
    local previous, row = rows[index - 1].absolute, rows[index].absolute
    if row.y < previous.y - 0.5 or (math.abs(row.y - previous.y) < 0.5 and row.x < previous.x) then return nil end
  end
  return rows, kind
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
