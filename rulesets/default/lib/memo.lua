-- Answers asked of a node once. Nodes are shared read-only tables for the whole screen, and a frame of thousands of
-- children is asked about by each of them: `memo.per_node(find)` is `find` with every answer it gives (several, or
-- nil) kept for each node while the node lives (or for each string, such as a text's characters, for the screen).
-- Only for answers that depend on the node alone: what else is passed (a `ctx`) reaches the first call only.
local memo = {}

function memo.per_node(find)
  local answers = setmetatable({}, { __mode = "k" })
  return function(node, ...)
    local known = answers[node]
    if known == nil then
      known = table.pack(find(node, ...))
      answers[node] = known
    end
    return table.unpack(known, 1, known.n)
  end
end

return memo
